package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Bench;
import io.nqueens.harness.Bench.Measure;
import io.nqueens.harness.report.BenchDocument;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.runner.Comparisons;
import io.nqueens.harness.runner.Isolation;
import io.nqueens.harness.runner.Isolations;
import io.nqueens.harness.runner.Plan;
import io.nqueens.harness.runner.Work;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
  private int finish(BenchTable table, List<Measure> measures, List<Backends.Spec> specs, boolean count, SearchControl control, boolean streamed,
      PrintWriter out) {
    Table.Format format = output.format();
    String report = !streamed ? report(table, measures, specs, count)
        : folder != null && format == Table.Format.TABLE ? table.decided(measures, specs, count) : "";
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
      report += BenchTable.words(measures, specs.get(0).label());
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
    Isolation<Measure> runner = Isolations.of(inProcess, Work.bench(task), plan, specs, control);
    isolation = runner.how();
    libraries = runner.libraries();
    // Tables and CSV to standard output are written a row at a time, so that a reader who stops
    // early (head) stops the run at once; JSON and files are written once the run is over.
    Table.Format format = output.format();
    BenchTable table = new BenchTable(optimise, folder != null, repeat, measureTime, threads, () -> isolation);
    Table.Streamed stream = output.output == null && format != Table.Format.JSON ? table.streamed(models, specs, format, count) : null;
    PrintWriter out = spec.commandLine().getOut();
    if (stream != null) {
      out.print((format == Table.Format.TABLE ? table.heading(count) : "") + stream.header());
      out.flush();
    }
    Rows rows = new Rows(table, stream, count, specs.get(0).label(), control);
    try (StatusLine status = StatusLine.start(run, () -> runner.now().map(StatusLine::words))) {
      List<Measure> measures = Comparisons.benchmarks(runner, task, control, measure -> {
        status.clear();
        return rows.show(measure);
      });
      status.close();
      if (rows.closed) {
        return ExitCode.OK;
      }
      return finish(table, measures, specs, count, control, stream != null, out);
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
    private final BenchTable table;
    private final Table.Streamed stream;
    private final boolean count;
    private final String baseline;
    private final SearchControl control;
    private final Map<String, Double> base = new LinkedHashMap<>();
    boolean closed;

    Rows(BenchTable table, Table.Streamed stream, boolean count, String baseline, SearchControl control) {
      this.table = table;
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
        out.print(stream.row(output.format() == Table.Format.CSV ? table.csvRow(measure, base, count) : table.tableRow(measure, base, count)));
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

  /** The whole benchmark as --format asks, once it is over: JSON, or the table or CSV ({@link BenchTable}). */
  private String report(BenchTable table, List<Measure> measures, List<Backends.Spec> specs, boolean count) {
    if (output.format() == Table.Format.JSON) {
      Bench.Task task = count ? Bench.Task.COUNT : optimise ? Bench.Task.OPTIMISE : Bench.Task.SOLVE;
      return Json.write(BenchDocument.of(measures, plan, task, specs, folder != null, isolation, Environment.of(spec, libraries))) + "\n";
    }
    return table.report(measures, specs, count, output.format());
  }
}
