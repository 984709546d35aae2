package io.nqueens.harness.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import io.nqueens.harness.Presets;
import io.nqueens.harness.Summary;
import io.nqueens.harness.measure.Stats;
import io.nqueens.solver.Statistics;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * One self-contained HTML page from {@link Results}: what ran, who agrees, time and effort against
 * n, time per node, search profiles, and for a folder of instances the per-instance table, the
 * cactus plot and a scatter plot; then the raw data (embedded JSON and a CSV download). This class
 * reads the typed documents into a {@link ReportPage}; the template {@code src/main/jte/report.jte}
 * (compiled to Java by jte at build time) lays it out, with the style sheet {@code report.css}
 * beside this class. Inline CSS and SVG only: it opens without a network and prints.
 */
public final class HtmlReport {

  private static final TemplateEngine PAGES = TemplateEngine.createPrecompiled(ContentType.Html);

  private final Results results;
  private final ReportCharts charts;

  private HtmlReport(Results results) {
    this.results = results;
    this.charts = new ReportCharts(results);
  }

  /** The page; {@code title} heads it, {@code command} (when not null) is the command line that makes it again. */
  public static String render(Results results, String title, String command) {
    HtmlReport r = new HtmlReport(results);
    ReportPage page = new ReportPage(title, Html.resource("report.css"), r.disagreements(), r.answer(), r.charts.time(), r.charts.effort(), r.charts.profiles(),
        r.charts.anytime(), r.facts(command), r.agreement(), r.how(), r.charts.instances(), "data:text/csv;charset=utf-8,"
        + URLEncoder.encode(r.csv(), StandardCharsets.UTF_8).replace("+", "%20"), r.json());
    StringOutput out = new StringOutput();
    PAGES.render("report.jte", page, out);
    return out.toString();
  }

  // ---- sections ----

  private List<String> disagreements() {
    List<String> problems = new ArrayList<>();
    for (CountsDocument doc : results.comparisons()) {
      for (CountsDocument.Row row : doc.rows()) {
        row.disagreements().forEach(d -> problems.add("n = " + row.n() + " (" + row.model() + "): " + d));
      }
    }
    for (ReportCharts.Instance i : charts.instanceRows()) {
      if (i.disagree()) {
        problems.add(i.name() + ": the backends' answers differ (" + String.join(", ", i.answers().values()) + ")");
      }
    }
    return problems;
  }

  private List<ReportPage.Fact> facts(String command) {
    List<ReportPage.Fact> facts = new ArrayList<>();
    if (command != null) {
      facts.add(new ReportPage.Fact("this page", command));
    }
    List<Provenance> environments = results.environments();
    if (environments.isEmpty()) {
      facts.add(new ReportPage.Fact("environment", "not recorded in these results"));
    } else {
      Provenance env = environments.get(0);
      facts.add(new ReportPage.Fact(environments.size() == 1 ? "run" : "runs", String.join("\n", environments.stream().map(Provenance::command).toList())));
      facts.add(new ReportPage.Fact("machine", env.program() + " on Java " + env.java() + ", " + env.os() + ", " + env.cores() + " cores, " + env.date()));
      List<String> backends = new ArrayList<>();
      env.backends().forEach((k, v) -> backends.add(k + ": " + v));
      facts.add(new ReportPage.Fact("backends", String.join("\n", backends)));
    }
    Set<String> models = new LinkedHashSet<>();
    results.comparisons().forEach(d -> d.rows().forEach(r -> models.add(ReportCharts.modelName(r.model()))));
    results.benchmarks().forEach(d -> d.rows().forEach(r -> {
      if (r.model() != null) {
        models.add(r.model());
      }
    }));
    results.profiles().forEach(d -> models.add(ReportCharts.modelName(d.model())));
    facts.add(new ReportPage.Fact("models", String.join("; ", models)));
    for (BenchDocument b : results.benchmarks()) {
      facts.add(new ReportPage.Fact("timing", b.task() + ", " + b.repeat() + " timed run(s) after 1 warm-up, " + b.threads()
          + " thread(s); the bars span the fastest to the slowest run"));
    }
    return facts;
  }

  private List<ReportPage.AgreementTable> agreement() {
    List<ReportPage.AgreementTable> tables = new ArrayList<>();
    for (CountsDocument doc : results.comparisons()) {
      boolean unique = doc.rows().stream().anyMatch(r -> r.backends().values().stream().anyMatch(c -> c.unique() != null));
      List<ReportPage.AgreementRow> rows = new ArrayList<>();
      for (CountsDocument.Row row : doc.rows()) {
        List<ReportPage.CountCell> cells = new ArrayList<>();
        for (String s : doc.solvers()) {
          CountsDocument.Cell b = row.backends().get(s);
          String count = b == null ? "-" : b.skipped() != null ? "skipped" : b.failure() != null ? "failed: " + b.failure()
              : b.solutions() != null ? (b.finished() ? "" : "\u2265 ") + b.solutions() : "-";
          cells.add(new ReportPage.CountCell(s, count, b == null || b.unique() == null || b.skipped() != null || b.failure() != null ? null
              : Long.toString(b.unique())));
        }
        rows.add(new ReportPage.AgreementRow(row.n(), ReportCharts.modelName(row.model()), row.verdict(), cells, row.published() == null ? "-" : row.published().toString(),
            row.publishedUnique() == null ? "-" : row.publishedUnique().map(String::valueOf).orElse("-")));
      }
      tables.add(new ReportPage.AgreementTable(doc.solvers(), unique, rows));
    }
    return tables;
  }

  /** Per n and backend: how it counted, on how many threads, the time to a first solution and to all, its effort and memory. */
  private List<List<String>> how() {
    List<List<String>> rows = new ArrayList<>();
    for (CountsDocument doc : results.comparisons()) {
      for (CountsDocument.Row row : doc.rows()) {
        for (String x : doc.solvers()) {
          CountsDocument.Cell b = row.backends().get(x);
          if (b == null || b.method() == null) {
            continue;
          }
          boolean skipped = b.skipped() != null;
          boolean partial = b.complete() != null && !b.complete();
          Statistics counted = b.counted();
          rows.add(List.of(Integer.toString(row.n()), x, b.method() + (b.symmetries() > 1 ? " (" + b.symmetries() + " symmetries)" : ""),
              Integer.toString(b.threads()), skipped ? "skipped" : ReportCharts.ms(b.firstInCountMs()), skipped ? "-" : ReportCharts.ms(b.firstSolutionMs()),
              (partial ? "\u2265 " : "") + (skipped ? "-" : ReportCharts.ms(Optional.ofNullable(b.medianMs()))), value(counted.effort()), value(counted.deadEnds()), megabytes(b.peakResidentBytes()), megabytes(b.liveHeapBytes())));
        }
      }
    }
    return rows;
  }

  private static String value(Optional<Statistics.Counter> c) {
    return c.map(x -> Long.toString(x.value())).orElse("-");
  }

  /** Bytes as whole megabytes, "-" where not measured. */
  private static String megabytes(Optional<Long> v) {
    return v == null || v.isEmpty() ? "-" : Long.toString(Math.round(v.get() / 1e6));
  }

  /**
   * The answer in words, as the command line ends a comparison: for the largest n every backend of
   * the comparison finished, the fastest and how much slower each other was, and why in nodes.
   */
  private ReportPage.Answer answer() {
    List<CountsDocument.Row> rows = new ArrayList<>();
    results.comparisons().forEach(d -> rows.addAll(d.rows()));
    for (int i = rows.size() - 1; i >= 0; i--) {
      CountsDocument.Row row = rows.get(i);
      if (!row.answered()) {
        // A row that is partial or disagrees has no answer in words.
        continue;
      }
      List<Summary.Entry> entries = new ArrayList<>();
      row.backends().forEach((name, b) -> {
        if (b.finished() && b.medianMs() != null) {
          Statistics counted = b.counted();
          entries.add(new Summary.Entry(name, b.medianMs(), Stats.mad(b.timesMs()), b.timesMs().length,
              counted.effort().map(c -> OptionalLong.of(c.value())).orElse(OptionalLong.empty()),
              counted.deadEnds().map(c -> OptionalLong.of(c.value())).orElse(OptionalLong.empty()),
              Summary.Entry.definition(name, List.copyOf(counted.counters().keySet())), !b.usesSymmetry()));
        }
      });
      List<String> sentences = Summary.sentences("n = " + row.n(), Presets.baseline(List.copyOf(row.backends().keySet())), entries);
      if (!sentences.isEmpty()) {
        return new ReportPage.Answer(sentences.get(0), sentences.subList(1, sentences.size()).stream()
            .map(s -> new ReportPage.Line(s.strip(), s.startsWith("    "))).toList());
      }
    }
    return null;
  }

  private String json() {
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("comparisons", results.comparisons());
    data.put("benchmarks", results.benchmarks());
    data.put("profiles", results.profiles());
    try {
      return Results.PRETTY.writeValueAsString(data).replace("</", "<\\/");
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("the report's own data cannot be written as JSON", e);
    }
  }

  /** One row per run: what the tables show, in the long layout spreadsheets read. */
  String csv() {
    StringBuilder sb = new StringBuilder("source,n,model,solver,solutions,unique,complete,millis,medianMs,minMs,maxMs\n");
    for (CountsDocument doc : results.comparisons()) {
      for (CountsDocument.Row row : doc.rows()) {
        row.backends().forEach((name, b) -> sb.append(String.join(",", "compare", Integer.toString(row.n()), csvCell(row.model()), csvCell(name),
            text(b.solutions()), text(b.unique()), text(b.complete()), text(b.millis()), "", "", "")).append('\n'));
      }
    }
    for (BenchDocument doc : results.benchmarks()) {
      for (BenchDocument.Row r : doc.rows()) {
        sb.append(String.join(",", "bench", Integer.toString(r.n()), csvCell(r.model() == null ? "" : r.model()), csvCell(r.solver()),
            r.solutions() != null ? r.solutions().toString() : r.found() != null ? (r.found() ? "1" : "0") : "", "", Boolean.toString(r.complete()), "",
            text(r.medianMs()), text(r.minMs()), text(r.maxMs()))).append('\n');
      }
    }
    return sb.toString();
  }

  private static String text(Object v) {
    return v == null ? "" : v instanceof Optional<?> o ? o.map(String::valueOf).orElse("null") : String.valueOf(v);
  }

  private static String csvCell(String s) {
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }
}
