package io.nqueens.harness.report;

import io.nqueens.solver.Statistics;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The report's sections that are drawn ({@link Svg}): time and effort against n, the search
 * profiles, the objective against time, and a folder's instances with their cactus and scatter
 * plots, each with the table beside it, read from the typed documents.
 */
final class ReportCharts {

  /** How many instances get a chart of their own; the table covers them all. */
  private static final int ANYTIME_CHARTS = 8;

  /** The fewest units of effort whose time per unit is drawn (the compare table's ns/node starts there too). */
  static final long NODES_FOR_A_RATE = 1000;

  private final Results results;

  ReportCharts(Results results) {
    this.results = results;
  }

  /** Time against n: a benchmark's medians over a range where there is one, else the comparison's own. */
  ReportPage.Figure time() {
    List<Svg.Series> series = new ArrayList<>();
    String caption;
    List<BenchDocument.Row> range = new ArrayList<>();
    results.benchmarks().forEach(d -> d.rows().stream().filter(r -> r.model() == null).forEach(range::add));
    if (!range.isEmpty()) {
      Map<String, List<Svg.Point>> bySolver = new LinkedHashMap<>();
      for (BenchDocument.Row r : range) {
        if (r.complete() && r.median().isPresent()) {
          bySolver.computeIfAbsent(r.solver(), k -> new ArrayList<>()).add(new Svg.Point(r.n(), floor(r.median().get()),
              floor(r.minMs().orElse(Double.NaN)), floor(r.maxMs().orElse(Double.NaN))));
        }
      }
      bySolver.forEach((k, v) -> series.add(new Svg.Series(k, v)));
      caption = "Median of the timed runs; the bars span the fastest to the slowest. Runs stopped by their limit are left out.";
    } else if (!results.comparisons().isEmpty()) {
      // The comparison's own figures: the same medians as its table, so that one page holds one time per backend and n.
      for (String s : comparedSolvers()) {
        List<Svg.Point> pts = new ArrayList<>();
        for (CountsDocument.Row row : comparisonRows()) {
          CountsDocument.Cell b = row.backends().get(s);
          if (b != null && b.finished() && b.medianMs() != null) {
            pts.add(new Svg.Point(row.n(), floor(b.medianMs()), floor(b.minMs()), floor(b.maxMs())));
          }
        }
        series.add(new Svg.Series(s, pts));
      }
      caption = "The comparison's medians (the table's); the bars span the fastest to the slowest run.";
    } else {
      return null;
    }
    return new ReportPage.Figure(Svg.lines("Time against n", "n (board size)", "milliseconds (log scale)", series, true),
        caption + " Times under 0.01 ms are drawn at 0.01 ms.");
  }

  /** Each backend's own statistic against n, and its time per unit of it. */
  ReportPage.Effort effort() {
    if (results.comparisons().isEmpty()) {
      return null;
    }
    List<Svg.Series> effort = new ArrayList<>();
    List<Svg.Series> perNode = new ArrayList<>();
    for (String s : comparedSolvers()) {
      String statistic = null;
      List<Svg.Point> e = new ArrayList<>();
      List<Svg.Point> t = new ArrayList<>();
      for (CountsDocument.Row row : comparisonRows()) {
        CountsDocument.Cell b = row.backends().get(s);
        Optional<Statistics.Counter> main = b == null ? Optional.empty() : b.counted().effort();
        if (b == null || !b.finished() || main.isEmpty()) {
          continue;
        }
        statistic = main.get().name();
        double value = main.get().value();
        e.add(new Svg.Point(row.n(), value));
        // Per node only where the nodes are enough to mean something: below, start-up leftovers are most of the time.
        if (value >= NODES_FOR_A_RATE && b.medianMs() != null && b.medianMs() > 0) {
          t.add(new Svg.Point(row.n(), 1000 * b.medianMs() / value));
        }
      }
      if (statistic != null) {
        effort.add(new Svg.Series(s + " (" + statistic + ")", e));
        perNode.add(new Svg.Series(s + " (per " + singular(statistic) + ")", t));
      }
    }
    return new ReportPage.Effort(
        new ReportPage.Figure(Svg.lines("Search effort against n", "n (board size)", "each backend's own statistic (log scale)", effort, true),
            "Each backend counts its own statistic, named in the legend: nodes of the hand-written search and of Choco, branches of CP-SAT, "
                + "nodes or failures as a MiniZinc solver reports them. They measure different things; compare shapes, not values."),
        new ReportPage.Figure(Svg.lines("Time per unit of effort", "n (board size)", "microseconds per unit (log scale)", perNode, true),
            "The comparison's median over its statistic, from " + NODES_FOR_A_RATE + " units on (fewer would mostly time the start of a run)."));
  }

  private static String singular(String statistic) {
    return statistic.endsWith("es") && statistic.startsWith("branch") ? "branch" : statistic.endsWith("s") ? statistic.substring(0, statistic.length() - 1) : statistic;
  }

  /** The search profiles: a chart of the nodes per depth, the table, and the backends that could not give one. */
  ReportPage.Profiles profiles() {
    if (results.profiles().isEmpty()) {
      return null;
    }
    List<Svg.Series> series = new ArrayList<>();
    List<String> unavailable = new ArrayList<>();
    Set<String> depthMeans = new LinkedHashSet<>();
    List<ProfileDocument> measured = new ArrayList<>();
    String where = "";
    for (ProfileDocument p : results.profiles()) {
      where = "n = " + p.n() + ", " + modelName(p.model());
      if (p.profile() == null || p.profile().isEmpty()) {
        unavailable.add(p.solver() + ": " + p.unavailable());
        continue;
      }
      measured.add(p);
      depthMeans.add(p.solver() + ": " + p.profile().get().depth());
      series.add(new Svg.Series(p.solver(), p.profile().get().levels().stream().map(l -> new Svg.Point(l.depth(), l.nodes())).toList()));
    }
    List<String> partial = measured.stream().filter(p -> !p.whole()).map(p -> p.solver() + " (" + p.outcome() + ")").toList();
    String intro = "The width of each backend's search tree per depth over " + (partial.isEmpty() ? "the whole tree" : "the tree (the part searched, for a partial one)")
        + " (no symmetry used), at " + where + ". Depth is rows decided, one unit for every search: a node at depth k has k rows whose column is fixed "
        + "(k queens placed, for the hand-written search; for a CP solver, rows fixed by a decision or by propagation, its own counts placed at the "
        + "depth where they grew). Propagation makes the tree narrower: fewer nodes at each depth.";
    ReportPage.Figure chart = new ReportPage.Figure(Svg.lines("Nodes per depth", "depth (rows decided)", "nodes (log scale)", series, true),
        "Depth means " + String.join("; ", depthMeans) + "." + coinciding(series));
    int depths = measured.stream().mapToInt(p -> p.profile().get().levels().size()).max().orElse(0);
    List<List<String>> levels = new ArrayList<>();
    for (int d = 0; d < depths; d++) {
      List<String> cells = new ArrayList<>(List.of(Integer.toString(d)));
      for (ProfileDocument p : measured) {
        List<ProfileDocument.Level> l = p.profile().get().levels();
        cells.add(d < l.size() ? Long.toString(l.get(d).nodes()) : "");
        cells.add(d < l.size() ? Long.toString(l.get(d).fails()) : "");
      }
      levels.add(cells);
    }
    List<String> totals = new ArrayList<>();
    measured.forEach(p -> totals.addAll(List.of(Long.toString(p.profile().get().totalNodes()), Long.toString(p.profile().get().totalFails()))));
    return new ReportPage.Profiles(partial.isEmpty() ? "" : String.join(", ", partial), intro, chart, measured.stream().map(ProfileDocument::solver).toList(),
        levels, totals, unavailable);
  }

  /** Which curves lie on an earlier one (the same nodes at every depth: the same tree), so that a reader knows the hidden one is there. */
  private static String coinciding(List<Svg.Series> series) {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i < series.size(); i++) {
      for (int j = 0; j < i; j++) {
        if (series.get(i).points().equals(series.get(j).points())) {
          sb.append(' ').append(series.get(i).name()).append("'s curve lies on ").append(series.get(j).name()).append("'s: the same tree.");
          break;
        }
      }
    }
    return sb.toString();
  }

  /** Bench rows of optimisations ({@code bench --task optimise}), by instance in order. */
  private Map<String, List<BenchDocument.Row>> optimisationRows() {
    Map<String, List<BenchDocument.Row>> out = new LinkedHashMap<>();
    results.benchmarks().stream().filter(d -> d.task().equals("optimise")).forEach(d -> d.rows().forEach(r ->
        out.computeIfAbsent(r.model() != null ? r.model() + " (n=" + r.n() + ")" : "n=" + r.n(), k -> new ArrayList<>()).add(r)));
    return out;
  }

  /**
   * Objective against time for each optimised instance (the first {@value #ANYTIME_CHARTS}), and a
   * table of every backend's time to its first solution, to its best and to the proof.
   */
  ReportPage.Anytime anytime() {
    Map<String, List<BenchDocument.Row>> byInstance = optimisationRows();
    if (byInstance.isEmpty()) {
      return null;
    }
    Map<String, List<Svg.Anytime>> curves = new LinkedHashMap<>();
    byInstance.forEach((instance, rows) -> curves.put(instance, rows.stream().map(ReportCharts::run).toList()));
    Svg.TimeAxis axis = Svg.TimeAxis.covering(curves.values().stream().flatMap(List::stream).toList());
    List<String> charts = new ArrayList<>();
    for (Map.Entry<String, List<Svg.Anytime>> e : curves.entrySet()) {
      if (charts.size() >= ANYTIME_CHARTS) {
        break;
      }
      String sense = byInstance.get(e.getKey()).get(0).sense() == null ? "" : byInstance.get(e.getKey()).get(0).sense().orElse("");
      String way = sense.equals("maximize") ? " (maximize: higher is better)" : sense.equals("minimize") ? " (minimize: lower is better)" : "";
      charts.add(Svg.steps("Objective against time, " + e.getKey() + way, "objective" + (sense.isEmpty() ? "" : ", " + sense), e.getValue(), axis));
    }
    List<List<String>> rows = new ArrayList<>();
    byInstance.forEach((instance, list) -> list.forEach(r -> {
      boolean proved = Boolean.TRUE.equals(r.optimal());
      boolean none = r.objective() == null || r.objective().isEmpty();
      rows.add(List.of(instance, r.solver(), none ? "-" : r.objective().get().toString(), proved ? "optimal" : none ? "none found" : "best found",
          r.bound() == null ? "-" : r.bound().map(String::valueOf).orElse("-"), ms(r.firstSolutionMs()), ms(r.bestMs()),
          proved ? ms(r.medianMs()) : "stopped at " + ms(Optional.ofNullable(r.stoppedAtMs())), score(r.primalIntegral()),
          score(r.area())));
    }));
    return new ReportPage.Anytime(charts, rows);
  }

  /** A row's improvements as the chart draws them: each better value as it came, to the end of the run, proved or not, with its bound. */
  private static Svg.Anytime run(BenchDocument.Row r) {
    List<Svg.Point> pts = (r.improvements() == null ? List.<Improvement>of() : r.improvements()).stream()
        .map(i -> new Svg.Point(i.millis(), i.value())).toList();
    boolean proved = Boolean.TRUE.equals(r.optimal());
    double end = proved ? r.median().orElse(0.0) : r.stoppedAtMs() != null ? r.stoppedAtMs() : pts.isEmpty() ? 0 : pts.get(pts.size() - 1).x();
    Double bound = r.bound() == null ? null : r.bound().map(Long::doubleValue).orElse(null);
    return new Svg.Anytime(r.solver(), pts, end, proved, bound);
  }

  private static String score(Optional<Double> v) {
    return v == null || v.isEmpty() ? "-" : String.format(Locale.ROOT, "%.3f", v.get());
  }

  /** One instance of a folder: each solver's median time when it decided, its answer, or "undecided". */
  record Instance(String name, int n, Map<String, Double> times, Map<String, String> answers) {

    boolean disagree() {
      return answers.values().stream().distinct().count() > 1;
    }
  }

  List<Instance> instanceRows() {
    Map<String, Instance> out = new LinkedHashMap<>();
    for (BenchDocument doc : results.benchmarks()) {
      for (BenchDocument.Row r : doc.rows()) {
        if (r.model() == null) {
          continue;
        }
        Instance i = out.computeIfAbsent(r.model(), k -> new Instance(k, r.n(), new LinkedHashMap<>(), new LinkedHashMap<>()));
        if (r.complete() && r.median().isPresent()) {
          i.times().put(r.solver(), r.median().get());
          i.answers().put(r.solver(), r.found() != null ? (r.found() ? "solution" : "none")
              : r.objective() != null ? "optimum " + r.objective().map(String::valueOf).orElse("null") : String.valueOf(r.solutions()));
        }
      }
    }
    return new ArrayList<>(out.values());
  }

  /** Each backend's median per instance (the fastest marked), the cactus plot and, for two backends or more, the scatter plot of the first two. */
  ReportPage.Instances instances() {
    List<Instance> instances = instanceRows();
    if (instances.isEmpty()) {
      return null;
    }
    Set<String> names = new LinkedHashSet<>();
    results.benchmarks().forEach(d -> d.rows().forEach(r -> names.add(r.solver())));
    List<String> solvers = List.copyOf(names);
    List<ReportPage.InstanceRow> rows = new ArrayList<>();
    for (Instance i : instances) {
      double best = i.times().values().stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
      String answer = i.answers().isEmpty() ? "undecided" : i.disagree() ? "disagree" : i.answers().values().iterator().next();
      // Bold by the shown value, so that two times that read the same are both the fastest.
      rows.add(new ReportPage.InstanceRow(i.name(), i.n(), answer, i.disagree(), solvers.stream().map(s -> i.times().get(s) == null
          ? new ReportPage.TimeCell(s, null, false) : new ReportPage.TimeCell(s, ms(i.times().get(s)), ms(i.times().get(s)).equals(ms(best)))).toList()));
    }
    List<Svg.Series> cactus = new ArrayList<>();
    for (String s : solvers) {
      Map<String, Double> decided = new LinkedHashMap<>();
      instances.stream().filter(i -> i.times().containsKey(s)).forEach(i -> decided.put(i.name(), floor(i.times().get(s))));
      cactus.add(new Svg.Series(s, Cactus.curve(decided)));
    }
    String cactusSvg = Svg.lines("Instances decided against time (cactus)", "instances decided", "milliseconds per instance (log scale)", cactus, true);
    ReportPage.Figure scatter = null;
    if (solvers.size() >= 2) {
      String a = solvers.get(0);
      String b = solvers.get(1);
      List<Svg.Point> pts = new ArrayList<>();
      List<String> both = new ArrayList<>();
      for (Instance i : instances) {
        if (i.times().containsKey(a) && i.times().containsKey(b)) {
          pts.add(new Svg.Point(floor(i.times().get(a)), floor(i.times().get(b))));
          both.add(i.name());
        }
      }
      scatter = new ReportPage.Figure(Svg.scatter(a + " against " + b, a + " ms (log scale)", b + " ms (log scale)", pts, both),
          "One point per instance both decided; below the diagonal " + b + " was faster, above it " + a + ".");
    }
    return new ReportPage.Instances(solvers, rows, cactusSvg, scatter);
  }

  private List<CountsDocument.Row> comparisonRows() {
    List<CountsDocument.Row> out = new ArrayList<>();
    results.comparisons().forEach(d -> out.addAll(d.rows()));
    return out;
  }

  private List<String> comparedSolvers() {
    Set<String> out = new LinkedHashSet<>();
    results.comparisons().forEach(d -> out.addAll(d.solvers()));
    return new ArrayList<>(out);
  }

  /** "n=8" and "n=9" are one model, the plain problem: the size goes in the n column. */
  static String modelName(String summary) {
    return summary.matches("n=\\d+") ? "plain n-queens" : summary.replaceFirst("^n=\\d+\\s*", "");
  }

  /** Milliseconds as the tables show them: three decimals under one millisecond, two under a hundred, whole above; "-" for none. */
  static String ms(Optional<Double> v) {
    if (v == null || v.isEmpty()) {
      return "-";
    }
    double ms = v.get();
    return ms < 1 ? String.format(Locale.ROOT, "%.3f", ms) : ms < 100 ? String.format(Locale.ROOT, "%.2f", ms)
        : String.format(Locale.ROOT, "%.0f", ms);
  }

  /** A log axis cannot show zero: the clock's resolution is the floor. */
  private static double floor(double ms) {
    return Double.isNaN(ms) ? ms : Math.max(ms, 0.01);
  }

  private static String ms(double v) {
    return String.format(Locale.ROOT, v < 10 ? "%.2f" : "%.1f", v);
  }
}
