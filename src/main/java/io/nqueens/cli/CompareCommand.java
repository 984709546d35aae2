package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Presets;
import io.nqueens.harness.report.CountsDocument;
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
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "compare", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Run backends side by side over a range of n and cross-check their counts.",
    "They are checked against each other, against the published counts, and (up to --verify-up-to) every enumerated solution against the independent checker. The range defaults to 1..12. Any disagreement exits 3. A run stopped by --time-limit (per run) shows as partial and is not a disagreement.",
    "With an objective (--minimize, --maximize, or a model file's), each backend's best and proof are compared instead, and each run stops at 30 s unless --time-limit says otherwise; a backend that cannot state the objective is skipped at that n, with its reason under the table."},
    footer = {"", "Examples:", "  nqueens compare --to 12", "  nqueens compare --from 10 --to 12 --knight",
        "  nqueens compare --model models/completion.yaml --solvers backtracking,choco", "  nqueens compare --to 10 --unique --format markdown"})
final class CompareCommand implements Callable<Integer> {

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;
  @Mixin RunOptions run;
  @Mixin BackendSettings settings;
  @Mixin OutputOptions output;
  @Mixin ObjectiveOptions objectiveOptions;

  @Option(names = "--threads", paramLabel = "K",
      description = "Threads for every backend alike (default: 1, so that times compare searches, not cores; the fastest preset: all cores).")
  Integer threads;

  @Option(names = "--repeat", paramLabel = "K", defaultValue = "" + Runs.REPEAT,
      description = "Time each count at least K times after its warm-up (default: ${DEFAULT-VALUE}); with an objective, exactly K times.")
  int repeat;

  @Option(names = "--cell-budget", paramLabel = "DURATION", defaultValue = Runs.COMPARE_BUDGET_MS + "ms", converter = DurationConverter.OrZero.class,
      description = "Stop timing one backend at one n once its runs add up to DURATION, even before --repeat runs (one run at least; "
          + "default: ${DEFAULT-VALUE}; 0: no budget).")
  Duration cellBudget;

  @Option(names = "--measure-time", paramLabel = "DURATION", defaultValue = Runs.COMPARE_MEASURE_MS + "ms", converter = DurationConverter.OrZero.class,
      description = "Then go on timing a count until its runs add up to DURATION (at most " + Runs.MAX_RUNS
          + " runs; default: ${DEFAULT-VALUE}; 0 for exactly --repeat runs), as hyperfine and JMH choose their runs.")
  Duration measureTime;

  @Option(names = "--preset", paramLabel = "NAME", defaultValue = "fair",
      description = "fair (default): like with like: every solution enumerated, no symmetry used, one thread each, rows in order: "
          + "the teaching backtracker, the same tree on bit masks, Choco and CP-SAT; symmetry: each backend breaking the board's "
          + "symmetries (the fast counter, lex-leaders in Choco and CP-SAT) beside the teaching backtracker, one thread; "
          + "fastest: each backend's default variant on all cores. --solvers and --threads override any.")
  String preset;

  @Option(names = "--columns", paramLabel = "N",
      description = "Lay the table out for a terminal N columns wide: below 100 the narrow form (no ns/node, its text wrapped at N). Default: the terminal's width ($COLUMNS, else stty), or 100 where the output is no terminal.")
  Integer columns;

  @Option(names = "--wide", description = "Every column (first solution, counts, runs, memory, published counts), as CSV and JSON have them; "
      + "by default the table fits 100 columns.")
  boolean wide;

  @Mixin RangeOptions range;

  @Option(names = "--solvers", paramLabel = "LIST", split = ",", completionCandidates = Completions.Solvers.class,
      description = "Backends to run, comma-separated, variants allowed (default: the preset's; minizinc runs when named).")
  List<String> solvers;

  @Option(names = {"-u", "--unique"}, description = "Also count and compare symmetry classes.")
  boolean unique;

  @Option(names = "--verify-up-to", paramLabel = "N", defaultValue = "" + Plan.VERIFY_UP_TO,
      description = "Enumerate and check every solution for n up to N (default: ${DEFAULT-VALUE}); larger n are counted.")
  int verifyUpTo;

  /** Each backend's library, for the JSON's environment. */
  private Map<String, String> libraries = Map.of();

  /** The threads every backend ran on. */
  private int workers = 1;

  @Option(names = "--in-process",
      description = "Measure every backend in this one JVM (quick looks; tests). By default each backend runs in a JVM of its own, "
          + "as JMH's forks: its JIT state, heap, collector and native memory its own.")
  boolean inProcess;

  /** "fork" (one JVM per backend) or "in-process", as the output says. */
  private String isolation = "in-process";

  /** The preset that ran: fair, symmetry or fastest. */
  private String chosenPreset = "fair";

  /** --columns, or the terminal's width; at least 40. */
  private int columns() {
    int width = columns != null ? columns : Terminal.columns();
    if (columns != null && (columns < 40 || columns > 1000)) {
      throw new BadInputException("--columns (" + columns + ") must be between 40 and 1000");
    }
    return Math.max(40, width);
  }

  @Override
  public Integer call() {
    if (verifyUpTo < 0) {
      throw new BadInputException("--verify-up-to (" + verifyUpTo + ") must be >= 0");
    }
    output.check();
    // Checked here, before any child JVM starts: a bad --repeat is the user's, never a backend's failure.
    Runs runs = Runs.of(repeat, measureTime, cellBudget);
    Presets chosen = Presets.named(preset)
        .orElseThrow(() -> new BadInputException("unknown --preset '" + preset + "' (known: fair, symmetry, fastest)"));
    chosenPreset = chosen.word();
    List<QueensModel> models = range.models(modelOptions, 1, 12).stream().map(objectiveOptions::apply).toList();
    int workers = ThreadsOption.check(threads != null ? threads : chosen.threads());
    this.workers = workers;
    if (models.get(0).objective().isPresent()) {
      if (unique) {
        throw new BadInputException("--unique counts symmetry classes, which an optimisation does not: leave out --unique or the objective");
      }
      List<Backends.Spec> specs = Commands.specs(solvers != null ? solvers : chosen.optimisers(), settings);
      return new CompareOptima(spec, run, output, specs, workers, repeat, inProcess, wide, columns()).call(models);
    }
    List<Backends.Spec> specs = Commands.specs(solvers != null ? solvers : chosen.backends(), settings);
    CountsTable table = new CountsTable(wide, unique, workers, Presets.baseline(specs.stream().map(Backends.Spec::label).toList()), this::howLine, columns());
    Table.Format format = output.format();
    plan = new Plan(models, workers, runs, true, verifyUpTo, unique, modelOptions.declaredSymmetries());
    PrintWriter err = spec.commandLine().getErr();
    SearchControl control = run.startControlPerRun();
    // Tables to standard output are written row by row, so that a reader who stops early (head -1)
    // stops the run at once; CSV and JSON, whose columns and counts depend on every row, and files
    // are written once the run is over.
    PrintWriter out = spec.commandLine().getOut();
    boolean streamed = output.output == null && (format == Table.Format.TABLE || format == Table.Format.MARKDOWN);
    int largestN = models.stream().mapToInt(QueensModel::n).max().orElse(1);
    CountsTable.TableStream stream = streamed ? table.new TableStream(format, out, largestN) : null;
    try (Isolation<Harness.Run> runner = Isolations.of(inProcess, Work.COUNT, plan, specs, control);
        StatusLine status = StatusLine.start(run, () -> runner.now().map(StatusLine::words))) {
      isolation = runner.how();
      libraries = runner.libraries();
      List<Harness.Row> rows = Comparisons.counts(runner, control, row -> {
        status.clear();
        if (!run.quiet && Terminal.interactive() && !streamed) {
          err.println("n=" + row.model().n() + " " + row.verdict().name().toLowerCase(Locale.ROOT));
          err.flush();
        }
        if (stream != null && !stream.write(row)) {
          // The reader went away: nothing more can be shown.
          control.cancel();
        }
      });
      if (stream != null && stream.closed) {
        return ExitCode.OK;
      }
      status.close();
      return finish(table, rows, specs, format, stream, control.outcome() == Outcome.INTERRUPTED, out);
    } finally {
      Interrupts.done();
    }
  }

  /** The rest of the output once the rows are in (the footer of a streamed table, else the whole report), and the exit code. */
  private int finish(CountsTable table, List<Harness.Row> rows, List<Backends.Spec> specs, Table.Format format, CountsTable.TableStream stream,
      boolean interrupted, PrintWriter out) {
    if (stream != null) {
      out.print(stream.started ? table.footer(rows, interrupted) : table.table(rows, format, interrupted));
      out.flush();
    } else {
      String report = switch (format) {
        case JSON -> json(rows, specs, interrupted);
        case CSV -> CountsCsv.render(rows);
        default -> table.table(rows, format, interrupted);
      };
      output.write(report, out);
    }
    return Commands.exitCode(interrupted, rows.stream().map(Harness.Row::verdict).toList());
  }

  /** Which preset ran and how every backend was measured, in words, above the table (a line a sentence: the table wraps them to the terminal). */
  private String howLine() {
    String which = switch (chosenPreset) {
      case "symmetry" -> "preset symmetry: each backend breaking the board's symmetries, beside the teaching backtracker";
      case "fastest" -> "preset fastest: each backend's default variant";
      default -> "preset fair: like with like: every solution, no symmetry, rows in order (--preset symmetry|fastest)";
    };
    return (solvers != null ? "the backends named by --solvers (" + which.substring(0, which.indexOf(':')) + " otherwise)" : which) + "\n"
        + "every backend on " + (workers == 1 ? "one thread" : "up to " + workers + " threads")
        + (isolation.equals("fork") ? " in a JVM of its own" : " in this one JVM (--in-process)") + ", warmed up at each n, then timed "
        + timing()
        + (cellBudget.isZero() ? "" : ", stopping at " + cellBudget.toMillis() + " ms (--cell-budget)") + "\n";
  }

  /** How each count is timed, in words: a number of runs, and the time they add up to where one is given (none for a zero --measure-time). */
  private String timing() {
    String times = repeat == 1 ? "once" : repeat + " times";
    return measureTime.isZero() ? times : (repeat == 1 ? "" : "at least " + times + " and ") + "until its runs add up to " + measureTime.toMillis() + " ms";
  }

  /** The comparison's JSON document ({@link Documents#compare}), with what ran and where. */
  private String json(List<Harness.Row> rows, List<Backends.Spec> specs, boolean interrupted) {
    return Json.write(CountsDocument.of(plan, specs, isolation, rows, interrupted, Environment.of(spec, libraries))) + "\n";
  }

  /** What was compared, and how: the plan this comparison ran. */
  private Plan plan;

}
