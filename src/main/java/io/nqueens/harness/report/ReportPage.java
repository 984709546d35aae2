package io.nqueens.harness.report;

import java.util.List;

/**
 * What the report's page shows, section by section, as the template {@code src/main/jte/report.jte}
 * renders it: every text in it is escaped there, but {@code svg} (a chart drawn by {@link Svg}, whose
 * own texts it escaped) and the embedded data. A section that is null is not on the page.
 */
public record ReportPage(String title, String css, List<String> disagreements, Answer answer, Figure time, Effort effort, Profiles profile,
    Anytime anytime, List<Fact> facts, List<AgreementTable> agreement, List<List<String>> how, Instances instances, String csvHref,
    String json) {

  /** A row of the facts table: what it is and what it was. */
  public record Fact(String key, String value) {}

  /** A chart and what it shows. */
  public record Figure(String svg, String caption) {}

  /** The answer in words: its lead sentence, then the others ({@code why}: the reason beneath the sentence before it). */
  public record Answer(String lead, List<Line> lines) {}

  public record Line(String text, boolean why) {}

  public record Effort(Figure effort, Figure perNode) {}

  /** The search profiles: whose are partial (empty: none), where they were taken, the chart, the table and who has none. */
  public record Profiles(String partial, String intro, Figure chart, List<String> solvers, List<List<String>> levels, List<String> totals,
      List<String> unavailable) {}

  /** The objective against time: a chart per instance (the first few) and every backend's row. */
  public record Anytime(List<String> charts, List<List<String>> rows) {}

  /** One comparison's counts: its backends, whether symmetry classes are shown, a row per n. */
  public record AgreementTable(List<String> solvers, boolean unique, List<AgreementRow> rows) {}

  public record AgreementRow(int n, String model, String verdict, List<CountCell> cells, String published, String publishedUnique) {}

  /** A backend's count as the table shows it, and its number of classes where counted (else null). */
  public record CountCell(String backend, String count, String unique) {}

  /** A folder's instances: the backends, a row per instance, the cactus plot and (two backends or more) the scatter plot. */
  public record Instances(List<String> solvers, List<InstanceRow> rows, String cactus, Figure scatter) {}

  public record InstanceRow(String name, int n, String answer, boolean disagree, List<TimeCell> cells) {}

  /** A backend's time on an instance, whether it is the fastest shown, or null where it did not decide it. */
  public record TimeCell(String backend, String time, boolean fastest) {}
}
