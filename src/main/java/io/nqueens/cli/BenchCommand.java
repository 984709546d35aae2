package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Bench;
import io.nqueens.harness.Bench.Measure;
import io.nqueens.harness.Summary;
import io.nqueens.harness.report.Documents;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.runner.Comparisons;
import io.nqueens.harness.runner.Isolation;
import io.nqueens.harness.runner.Plan;
import io.nqueens.harness.runner.Work;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolverProvider;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Time backends and variants side by side over a range of n, with medians and ratios.",
    "Each solver gets one warm-up run, then --repeat timed runs at each n (default 8..12); the report gives the median, the spread and the ratio to the first solver listed. --chart draws time against n (log scale)."},
    footer = {"", "Examples:",
        "  nqueens bench --solvers backtracking,backtracking:mirror --to 16",
        "  nqueens bench --solvers choco,cpsat --to 12 --chart bench.png",
        "  nqueens bench --task solve --solvers backtracking,choco --to 1000 --step 300"})
final class BenchCommand implements Callable<Integer> {

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;
  @Mixin RunOptions run;
  @Mixin BackendSettings settings;
  @Mixin OutputOptions output;
  @Mixin ObjectiveOptions objectiveOptions;

  @Mixin RangeOptions range;

  @Option(names = "--step", paramLabel = "S", defaultValue = "1", description = "Step between sizes. Default: ${DEFAULT-VALUE}.")
  int step;

  @Option(names = "--sizes", paramLabel = "N", split = ",",
      description = "These board sizes instead of a range (8,100,1000,10000,...: a race over orders of magnitude, drawn on log-log axes).")
  List<Integer> sizes;

  @Option(names = "--solvers", paramLabel = "LIST", split = ",", completionCandidates = Completions.Solvers.class, description = "Backends and variants; the first is the baseline for ratios.")
  List<String> solvers;

  @Option(names = "--task", paramLabel = "TASK", completionCandidates = Completions.Tasks.class, description = "count, solve (first solution) or optimise (the best solution of a model with an objective). Default: optimise when the model has an objective, else count.")
  String task;

  @Option(names = "--repeat", paramLabel = "R", defaultValue = "" + Runs.REPEAT, description = "Timed runs per solver and n, at least. Default: ${DEFAULT-VALUE}.")
  int repeat;

  @Option(names = "--measure-time", paramLabel = "DURATION", defaultValue = Runs.BENCH_MEASURE_MS + "ms", converter = DurationConverter.OrZero.class,
      description = "Then go on timing until the runs add up to DURATION (at most " + Runs.MAX_RUNS
          + " runs; default: ${DEFAULT-VALUE}; 0 for exactly --repeat runs; an optimisation runs exactly --repeat times).")
  Duration measureTime;

  @Option(names = "--threads", paramLabel = "K", defaultValue = "1", description = "Threads per count. Default: ${DEFAULT-VALUE}.")
  int threads;

  @Option(names = "--chart", paramLabel = "FILE", description = "Write a chart of median time against n: .png or .svg.")
  Path chart;

  @Option(names = "--models", paramLabel = "DIR",
      description = "Run every model file in DIR (one size each) instead of a range of n, and say how many each solver decided.")
  Path folder;

  @Option(names = "--in-process", description = "Measure every backend in this one JVM (quicker; no memory figure is then any one backend's). "
      + "By default, run as a program, each backend is measured in a JVM of its own, started once for the whole range.")
  boolean inProcess;

  /** How the backends were isolated: fork (a JVM each) or in-process. */
  private String isolation = "in-process";

  private Map<String, String> libraries = Map.of();

  /** The rest of the output once the measures are in (a streamed table's footer, else the whole report), and the exit code. */
  private int finish(List<Measure> measures, List<Backends.Spec> specs, boolean count, SearchControl control, boolean streamed, PrintWriter out) {
    Table.Format format = output.format();
    String report = !streamed ? report(measures, specs, count)
        : folder != null && format == Table.Format.TABLE ? decided(measures, specs, count) : "";
    if (measures.stream().anyMatch(m -> !m.complete() && m.failure() == null) && (format == Table.Format.TABLE || format == Table.Format.MARKDOWN)) {
      report += "* partial: stopped by its limit; the time is when it stopped, not a total, and no median or ratio is made of it\n";
    }
    if (format == Table.Format.TABLE || format == Table.Format.MARKDOWN) {
      for (Measure m : measures) {
        if (m.failure() != null) {
          report += m.solver() + " at " + m.instance() + " failed: " + m.failure() + "\n";
        }
      }
    }
    if (control.outcome() == Outcome.INTERRUPTED && format != Table.Format.JSON && format != Table.Format.CSV) {
      report += "interrupted: rows above are all that finished\n";
    }
    if (format == Table.Format.TABLE) {
      report += words(measures, specs.get(0).label());
    }
    output.write(report, out);
    if (chart != null && !measures.isEmpty()) {
      BenchChart.write(chart, measures, specs.stream().map(Backends.Spec::label).toList(), count ? "count" : "first solution");
    }
    if (control.outcome() == Outcome.INTERRUPTED) {
      return ExitCode.INTERRUPTED;
    }
    return measures.stream().allMatch(Measure::complete) ? ExitCode.OK : ExitCode.PARTIAL;
  }

  /** The instances: a folder's model files, the --sizes, or the range in --step. */
  private List<QueensModel> models() {
    List<QueensModel> models = new ArrayList<>();
    if (folder != null) {
      models.addAll(ModelFolder.models(folder));
    } else if (sizes != null && !sizes.isEmpty()) {
      if (range.from != null || range.to != null) {
        throw new BadInputException("--sizes gives the board sizes: leave out --from and --to");
      }
      QueensModel base = modelOptions.model(sizes.get(0));
      for (int n : sizes) {
        if (n < 1 || n > QueensModel.MAX_N) {
          throw new BadInputException("--sizes: " + n + " is not a board size (1 to " + QueensModel.MAX_N + ")");
        }
        models.add(base.withN(n));
      }
    } else {
      for (QueensModel m : range.models(modelOptions, 8, 12)) {
        if ((m.n() - models.stream().findFirst().map(QueensModel::n).orElse(m.n())) % step == 0) {
          models.add(m);
        }
      }
    }
    return models;
  }

  /** What this benchmark measured: its models, threads and runs. */
  private Plan plan;

  /** Whether the task is optimise: the result is then the objective value, complete means proved optimal. */
  private boolean optimise;

  @Override
  public Integer call() {
    checkOptions();
    Bench.Task task = task();
    optimise = task == Bench.Task.OPTIMISE;
    boolean count = task == Bench.Task.COUNT;
    output.check();
    List<QueensModel> models = models();
    models.replaceAll(objectiveOptions::apply);
    if (optimise && models.stream().anyMatch(m -> m.objective().isEmpty())) {
      throw new BadInputException("--task optimise needs an objective: --minimize EXPR, --maximize EXPR, or model files with objective:");
    }
    List<Backends.Spec> specs = Commands.specs(solvers != null ? solvers : task.backends(), settings);
    SearchControl control = run.startControlPerRun();
    // An optimisation runs exactly --repeat times: its runs are long, and each is a figure of its own.
    plan = Plan.of(models, threads, Runs.of(repeat, optimise ? Duration.ZERO : measureTime, null));
    Isolation<Measure> runner = Isolation.of(inProcess, Work.bench(task), plan, specs, control);
    isolation = runner.how();
    libraries = runner.libraries();
    // Tables and CSV to standard output are written a row at a time, so that a reader who stops
    // early (head) stops the run at once; JSON and files are written once the run is over.
    Table.Format format = output.format();
    Table.Streamed stream = output.output == null && format != Table.Format.JSON ? streamed(models, specs, format, count) : null;
    PrintWriter out = spec.commandLine().getOut();
    if (stream != null) {
      out.print((format == Table.Format.TABLE ? heading(count) : "") + stream.header());
      out.flush();
    }
    Rows rows = new Rows(stream, count, specs.get(0).label(), control);
    try (StatusLine status = StatusLine.start(run, () -> runner.now().map(StatusLine::words))) {
      List<Measure> measures = Comparisons.benchmarks(runner, task, control, measure -> {
        status.clear();
        return rows.show(measure);
      });
      status.close();
      if (rows.closed) {
        return ExitCode.OK;
      }
      return finish(measures, specs, count, control, stream != null, out);
    } finally {
      runner.close();
      Interrupts.done();
    }
  }

  /** The options that need no model checked, before anything is built. */
  private void checkOptions() {
    if (repeat < 1) {
      throw new BadInputException("--repeat (" + repeat + ") must be >= 1");
    }
    if (step < 1) {
      throw new BadInputException("--step (" + step + ") must be >= 1");
    }
    ThreadsOption.check(threads);
    if (chart != null) {
      BenchChart.checkFileName(chart);
    }
    if (sizes != null && !sizes.isEmpty() && (range.from != null || range.to != null)) {
      throw new BadInputException("--sizes gives the board sizes: leave out --from and --to");
    }
  }

  /** The task --task names, or optimise where the model has an objective and count where it has none; a count or a race is refused an objective. */
  private Bench.Task task() {
    boolean hasObjective = objectiveOptions.apply(modelOptions.models(range.from, range.to, 8, 8).get(0)).objective().isPresent();
    String chosenTask = task == null ? (hasObjective ? "optimise" : "count") : task.toLowerCase(Locale.ROOT);
    if (hasObjective && (chosenTask.equals("count") || chosenTask.equals("solve"))) {
      throw new BadInputException("--task " + chosenTask + " would leave the objective out: the model has one, so bench optimises "
          + "(leave out --task, or give --task optimise)");
    }
    return switch (chosenTask) {
      case "count" -> Bench.Task.COUNT;
      case "solve" -> Bench.Task.SOLVE;
      case "optimise", "optimize" -> Bench.Task.OPTIMISE;
      default -> throw new BadInputException("unknown task '" + task + "' (known: count, solve, optimise)");
    };
  }

  /**
   * Each measure as it comes: a row of the streamed table or CSV (the ratio against the first
   * backend's median at the same instance), or a line on a terminal's standard error; false once the
   * reader went away, which stops the run.
   */
  private final class Rows {
    private final Table.Streamed stream;
    private final boolean count;
    private final String baseline;
    private final SearchControl control;
    private final Map<String, Double> base = new LinkedHashMap<>();
    boolean closed;

    Rows(Table.Streamed stream, boolean count, String baseline, SearchControl control) {
      this.stream = stream;
      this.count = count;
      this.baseline = baseline;
      this.control = control;
    }

    boolean show(Measure measure) {
      if (measure.solver().equals(baseline) && measure.complete()) {
        base.put(measure.instance(), measure.medianMs());
      }
      if (stream != null) {
        PrintWriter out = spec.commandLine().getOut();
        out.print(stream.row(output.format() == Table.Format.CSV ? csvRow(measure, base, count) : tableRow(measure, base, count)));
        out.flush();
        if (out.checkError()) {
          // The reader went away: nothing more can be shown.
          closed = true;
          control.cancel();
          return false;
        }
      } else if (!run.quiet && Terminal.interactive()) {
        PrintWriter err = spec.commandLine().getErr();
        err.printf(Locale.ROOT, "n=%d %s: %.1f ms%n", measure.n(), measure.solver(), measure.complete() ? measure.medianMs() : measure.stoppedAtMs());
        err.flush();
      }
      return true;
    }
  }

  /** The whole benchmark as --format asks, once it is over: JSON, CSV, or the table with the ratios against the first backend. */
  private String report(List<Measure> measures, List<Backends.Spec> specs, boolean count) {
    String baseline = specs.get(0).label();
    Map<String, Double> base = new LinkedHashMap<>();
    for (Measure m : measures) {
      if (m.solver().equals(baseline)) {
        base.put(m.instance(), m.medianMs());
      }
    }
    if (output.format() == Table.Format.JSON) {
      Bench.Task task = count ? Bench.Task.COUNT : optimise ? Bench.Task.OPTIMISE : Bench.Task.SOLVE;
      return Json.write(Documents.bench(measures, plan, task, specs, folder != null, isolation, Environment.of(spec, libraries))) + "\n";
    }
    if (output.format() == Table.Format.CSV) {
      return csv(measures, base, count);
    }
    Table t = new Table(tableHeader(baseline, count));
    for (Measure m : measures) {
      t.add(tableRow(m, base, count));
    }
    String heading = output.format() == Table.Format.TABLE ? heading(count) : "";
    return heading + t.render(output.format()) + (folder != null && output.format() == Table.Format.TABLE ? decided(measures, specs, count) : "");
  }


  private String heading(boolean count) {
    return "task: " + (count ? "count" : optimise ? "optimise (time: to prove the optimum; first/best: ms to the first and the best solution)"
        : "first solution") + ", " + (optimise ? repeat + " timed runs" : "at least " + repeat + " timed runs and until they add up to "
        + measureTime.toMillis() + " ms") + " after 1 warm-up, " + threads + " thread(s), "
        + (isolation.equals("fork") ? "each backend in a JVM of its own" : "in this one JVM (--in-process)")
        + "; rss MB: peak resident memory, live MB: heap after a full collection (own JVM only)\n";
  }

  private List<String> tableHeader(String baseline, boolean count) {
    List<String> header = new ArrayList<>(List.of("n", "solver", "median ms", "min ms", "max ms", "ratio to " + baseline,
        count ? "solutions" : optimise ? "objective" : "found"));
    if (count || optimise) {
      header.add(6, count ? "solve ms" : "first ms");
    }
    if (optimise) {
      header.add(7, "best ms");
    }
    header.add("rss MB");
    header.add("live MB");
    header.add("runs");
    if (folder != null) {
      header.add(0, "model");
    }
    return header;
  }


  private List<String> tableRow(Measure m, Map<String, Double> base, boolean count) {
    Double r = Documents.ratio(m, base);
    String ratio = r == null ? "-" : String.format(Locale.ROOT, "%.2f", r);
    // A partial run: its time with a star (explained below the table), no median, no spread.
    String result = count ? m.result() + (m.complete() ? "" : "*")
        : optimise ? (m.result() == Long.MIN_VALUE ? (m.complete() ? "none" : "-*") : m.result() + (m.complete() ? "" : "*"))
        : (m.result() == 1 ? "yes" : m.complete() ? "none" : "no*");
    String median = m.complete() ? fmt(m.medianMs()) : m.failure() != null ? "failed" : fmt(m.stoppedAtMs()) + "*";
    if (m.failure() != null) {
      result = "-";
    }
    List<String> row = new ArrayList<>(List.of(Integer.toString(m.n()), m.solver(), median, m.complete() ? fmt(m.minMs()) : "-",
        m.complete() ? fmt(m.maxMs()) : "-", ratio, result));
    if (count || optimise) {
      row.add(6, fmt(m.firstMs()));
    }
    if (optimise) {
      row.add(7, fmt(m.bestMs()));
    }
    row.add(Table.megabytes(m.memory().residentBytes()));
    row.add(Table.megabytes(m.memory().liveHeapBytes()));
    row.add(Integer.toString(m.optimum() != null ? m.optimum().runs() : m.runs()));
    if (folder != null) {
      row.add(0, m.instance());
    }
    return row;
  }

  /** A table written as the runs finish: columns wide enough for the largest n, every label and model name. */
  private Table.Streamed streamed(List<QueensModel> models, List<Backends.Spec> specs, Table.Format format, boolean count) {
    if (format == Table.Format.CSV) {
      return new Table.Streamed(csvHeader(count), List.of(csvHeader(count)), format, 0);
    }
    List<String> header = tableHeader(specs.get(0).label(), count);
    List<String> widest = new ArrayList<>();
    for (String h : header) {
      widest.add(" ".repeat(Math.max(h.length(), 9)));
    }
    int solverColumn = folder != null ? 2 : 1;
    widest.set(solverColumn - 1, " ".repeat(models.stream().mapToInt(m -> Integer.toString(m.n()).length()).max().orElse(1)));
    widest.set(solverColumn, " ".repeat(specs.stream().mapToInt(sp -> sp.label().length()).max().orElse(1)));
    if (folder != null) {
      widest.set(0, " ".repeat(models.stream().mapToInt(m -> Bench.instance(m).length()).max().orElse(1)));
    }
    return new Table.Streamed(header, List.of(widest), format, 0);
  }

  private List<String> csvHeader(boolean count) {
    List<String> h = new ArrayList<>(List.of("n", "model", "solver", "threads", "runs", "median_ms", "min_ms", "max_ms", "stopped_at_ms", "ratio",
        count ? "solutions" : optimise ? "objective" : "found", "complete", count ? "solve_ms" : "first_ms"));
    if (optimise) {
      h.addAll(List.of("best_ms", "bound"));
    }
    h.addAll(List.of("peak_heap_bytes", "peak_resident_bytes", "live_heap_bytes"));
    return h;
  }

  private List<String> csvRow(Measure m, Map<String, Double> base, boolean count) {
    Double r = Documents.ratio(m, base);
    String ratio = r == null ? "" : String.format(Locale.ROOT, "%.2f", r);
    String result = m.failure() != null ? "" : count ? Long.toString(m.result())
        : optimise ? (m.result() == Long.MIN_VALUE ? "" : Long.toString(m.result())) : Boolean.toString(m.result() == 1);
    List<String> cells = new ArrayList<>(List.of(Integer.toString(m.n()), m.instance(), m.solver(), Integer.toString(threads),
        Integer.toString(m.optimum() != null ? m.optimum().runs() : m.runs()),
        m.complete() ? csvMs(m.medianMs()) : "", m.complete() ? csvMs(m.minMs()) : "",
        m.complete() ? csvMs(m.maxMs()) : "", m.complete() ? "" : csvMs(m.stoppedAtMs()), ratio, result, Boolean.toString(m.complete()),
        csvMs(m.firstMs())));
    if (optimise) {
      cells.add(csvMs(m.bestMs()));
      OptimumResult o = m.optimum() == null ? null : m.optimum().result();
      cells.add(o == null ? "" : o.optimal() ? Long.toString(o.value().getAsLong()) : o.bound().isPresent() ? Long.toString(o.bound().getAsLong()) : "");
    }
    for (long bytes : new long[] {m.peakHeapBytes(), m.memory().residentBytes(), m.memory().liveHeapBytes()}) {
      cells.add(bytes < 0 ? "" : Long.toString(bytes));
    }
    return cells;
  }

  /** A time in a CSV cell: a plain number, never "< 0.01". */
  private static String csvMs(double ms) {
    return Double.isNaN(ms) ? "" : String.format(Locale.ROOT, "%.4f", ms);
  }

  /**
   * CSV with the JSON's names, one row per instance and backend, numbers alone in their cells and
   * whether the run finished in a column of its own.
   */
  private String csv(List<Measure> measures, Map<String, Double> base, boolean count) {
    Table t = new Table(csvHeader(count));
    for (Measure m : measures) {
      t.add(csvRow(m, base, count));
    }
    return t.render(Table.Format.CSV);
  }

  /** The answer in words for the last instance that two or more backends finished: the fastest, and how much slower each other was. */
  private static String words(List<Measure> measures, String baseline) {
    for (int i = measures.size() - 1; i >= 0; i--) {
      Measure last = measures.get(i);
      List<Summary.Entry> entries = measures.stream()
          .filter(m -> m.instance().equals(last.instance()) && m.n() == last.n() && m.complete())
          .map(m -> new Summary.Entry(m.solver(), m.medianMs(), m.madMs(), m.runs(), OptionalLong.empty(), OptionalLong.empty(), "", false))
          .toList();
      List<String> sentences = Summary.sentences(last.instance().equals("n=" + last.n()) ? "n = " + last.n() : last.instance(), baseline,
          entries);
      if (!sentences.isEmpty()) {
        StringBuilder sb = new StringBuilder("\n");
        // Bench has no node counts: the note on symmetric searches says nothing here.
        sentences.stream().filter(x -> !x.startsWith("  (nodes")).forEach(x -> sb.append(x).append('\n'));
        return sb.toString();
      }
    }
    return "";
  }

  /** Per solver: how many models it decided (a solution found, or none proven; a count finished) and in what time. */
  private String decided(List<Measure> measures, List<Backends.Spec> specs, boolean count) {
    StringBuilder sb = new StringBuilder();
    for (Backends.Spec s : specs) {
      List<Measure> mine = measures.stream().filter(m -> m.solver().equals(s.label())).toList();
      long decided = mine.stream().filter(Measure::complete).count();
      double seconds = mine.stream().filter(Measure::complete).mapToDouble(Measure::medianMs).sum() / 1000;
      double slowest = mine.stream().filter(Measure::complete).mapToDouble(Measure::medianMs).max().orElse(0) / 1000;
      sb.append(String.format(Locale.ROOT, "%s: decided %d of %d (%s), %.1f s in all, slowest %.1f s%n", s.label(), decided, mine.size(),
          count ? "counts finished" : optimise ? "optima proved" : mine.stream().filter(m -> m.complete() && m.result() == 1).count() + " with a solution, "
              + mine.stream().filter(m -> m.complete() && m.result() == 0).count() + " proven without", seconds, slowest));
    }
    return sb.toString();
  }



  private static String fmt(double ms) {
    if (Double.isNaN(ms)) {
      return "-";
    }
    if (ms < 0.01) {
      return "< 0.01";
    }
    return String.format(Locale.ROOT, ms < 10 ? "%.2f" : "%.1f", ms);
  }
}
