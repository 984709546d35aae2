package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Presets;
import io.nqueens.harness.Summary;
import io.nqueens.harness.report.Documents;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.measure.Stats;
import io.nqueens.harness.runner.Comparisons;
import io.nqueens.harness.runner.Isolation;
import io.nqueens.harness.runner.Plan;
import io.nqueens.harness.runner.Work;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
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
    "They are checked against each other, against the published counts, and (up to --verify-up-to) every enumerated solution against the independent checker. The range defaults to 1..12. Any disagreement exits 3. A run stopped by --time-limit (per run) shows as partial and is not a disagreement."},
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

  /** Room for the longest method a line of the wide table names ("halves, 8 symmetries, Burnside" and the like). */
  private static final int METHOD_WIDTH = 34;

  /** The backend whose median the ratios divide by. */
  private String baseline = Presets.TEACHING;

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
      return new CompareOptima(spec, run, output, specs, workers, repeat, inProcess, wide).call(models);
    }
    List<Backends.Spec> specs = Commands.specs(solvers != null ? solvers : chosen.backends(), settings);
    baseline = Presets.baseline(specs.stream().map(Backends.Spec::label).toList());
    Table.Format format = output.format();
    plan = new Plan(models, workers, runs, true, verifyUpTo, unique, modelOptions.declaredSymmetries());
    PrintWriter err = spec.commandLine().getErr();
    SearchControl control = run.startControlPerRun();
    // Tables to standard output are written row by row, so that a reader who stops early (head -1)
    // stops the run at once; CSV and JSON, whose columns and counts depend on every row, and files
    // are written once the run is over.
    PrintWriter out = spec.commandLine().getOut();
    boolean streamed = output.output == null && (format == Table.Format.TABLE || format == Table.Format.MARKDOWN);
    TableStream stream = streamed ? new TableStream(format, out, models.stream().mapToInt(QueensModel::n).max().orElse(1)) : null;
    try (Isolation<Harness.Run> runner = Isolation.of(inProcess, Work.COUNT, plan, specs, control);
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
      return finish(rows, specs, format, stream, control.outcome() == Outcome.INTERRUPTED, out);
    } finally {
      Interrupts.done();
    }
  }

  private String table(List<Harness.Row> rows, Table.Format format, boolean interrupted) {
    Table t = new Table(header());
    for (Harness.Row row : rows) {
      lines(row).forEach(t::add);
    }
    StringBuilder sb = new StringBuilder();
    if (format == Table.Format.TABLE && !rows.isEmpty()) {
      sb.append(modelLine(rows.get(0).model()));
      sb.append(howLine());
    }
    sb.append(t.render(format));
    sb.append(footer(rows, interrupted));
    return sb.toString();
  }

  private static String modelLine(QueensModel first) {
    return "model: " + (first.isPlain() ? "plain n-queens" : first.summary().replaceFirst("^n=\\d+, ", ""))
        + (first.name().isEmpty() ? "" : " (" + first.name() + ")") + "\n";
  }

  /** Which preset ran and how every backend was measured, in words, above the table (lines of at most 100 columns). */
  private String howLine() {
    String which = switch (chosenPreset) {
      case "symmetry" -> "preset symmetry: each backend breaking the board's symmetries, beside the teaching backtracker";
      case "fastest" -> "preset fastest: each backend's default variant";
      default -> "preset fair: like with like: every solution, no symmetry, rows in order (--preset symmetry|fastest)";
    };
    return (solvers != null ? "the backends named by --solvers (" + which.substring(0, which.indexOf(':')) + " otherwise)" : which) + "\n"
        + "every backend on " + (workers == 1 ? "one thread" : "up to " + workers + " threads")
        + (isolation.equals("fork") ? " in a JVM of its own" : " in this one JVM (--in-process)") + ", warmed up at each n, then timed\n"
        + (repeat == 1 ? "" : "at least " + repeat + " times and ") + "until its runs add up to " + measureTime.toMillis() + " ms"
        + (cellBudget.isZero() ? "" : ", stopping at " + cellBudget.toMillis() + " ms (--cell-budget)") + "\n";
  }

  /** What each column of the narrow table means, one sentence each, under it. */
  private String legend() {
    return "median ms: the median of the count's timed runs; spread: their median distance from it (MAD)\n"
        + "ratio: the median over " + baseline + "'s at the same n\n"
        + "nodes: queens placed (backtracking), search nodes (choco), branches (cpsat)\n"
        + (unique ? "" : "fails: dead ends (backtracks, fails, conflicts); ns/node: the median over the nodes (1000 or more)\n")
        + "--wide: every column, as CSV and JSON have them\n";
  }

  /** One line per backend and n: narrow (the columns that answer the question) unless --wide. */
  private List<String> header() {
    if (!wide) {
      List<String> header = new ArrayList<>(List.of("n", "backend"));
      if (workers > 1) {
        header.add("threads");
      }
      if (unique) {
        // Classes are what --unique asks about: the counts stand beside them.
        header.addAll(List.of("solutions", "unique"));
      }
      header.addAll(List.of("median ms", "spread", "ratio", "nodes"));
      if (!unique) {
        // With the classes beside the counts, dead ends and time per node stay in --wide: 100 columns at most.
        header.addAll(List.of("fails", "ns/node"));
      }
      header.add("verdict");
      return header;
    }
    List<String> header = new ArrayList<>(List.of("n", "backend"));
    if (workers > 1) {
      // Backends that break symmetries count on one thread whatever they are given: each line says what it used.
      header.add("threads");
    }
    header.addAll(List.of("method", "solutions"));
    if (unique) {
      header.add("unique");
    }
    header.addAll(List.of("first ms", "solve ms", "median ms", "spread ms", "runs"));
    header.addAll(List.of("nodes", "fails", "rss MB", "live MB", "published"));
    if (unique) {
      header.add("pub. unique");
    }
    header.add("verdict");
    return header;
  }


  /** The backend's two effort counters in order: nodes (or branches), then dead ends (backtracks, fails or conflicts). */
  private static String counter(CountResult c, int index) {
    List<Long> values = new ArrayList<>(c.statistics().counters().values());
    return index < values.size() ? Long.toString(values.get(index)) : "-";
  }

  /** The fewest nodes whose time per node is shown: below, start-up and warm-up leftovers would be most of it. */
  static final long NODES_FOR_A_RATE = 1000;

  private List<List<String>> lines(Harness.Row row) {
    return wide ? wideLines(row) : narrowLines(row);
  }

  private List<List<String>> narrowLines(Harness.Row row) {
    List<List<String>> lines = new ArrayList<>();
    Harness.Run base = row.runs().stream().filter(r -> r.backend().equals(baseline) && r.complete()).findFirst().orElse(null);
    boolean firstLine = true;
    for (Harness.Run r : row.runs()) {
      List<String> cells = leadingCells(row, r, firstLine);
      if (r.absent()) {
        // Why, under the table: the narrow table keeps its columns.
        while (cells.size() < header().indexOf("median ms")) {
          cells.add("-");
        }
        cells.add(r.skipped() != null ? "skipped" : "failed");
        while (cells.size() < header().size() - 1) {
          cells.add("-");
        }
      } else {
        CountResult c = r.result();
        String mark = c.complete() ? "" : "*";
        if (unique) {
          cells.add(c.solutions() + mark);
          cells.add(c.unique() == null ? "-" : c.unique() + mark);
        }
        double median = r.medianMillis();
        cells.add(Table.millis(median) + mark + (r.overThreads() ? "!" : ""));
        cells.add(r.times().length < 2 || !c.complete() ? "-"
            : String.format(Locale.ROOT, "±%.0f%%", Stats.mad(r.times()) / median * 100));
        cells.add(base == null || !c.complete() ? "-" : String.format(Locale.ROOT, "%.2f", median / base.medianMillis()));
        cells.add(counter(c, 0));
        if (!unique) {
          cells.add(counter(c, 1));
          List<Long> counters = List.copyOf(c.statistics().counters().values());
          long nodes = counters.isEmpty() ? 0 : counters.get(0);
          cells.add(!c.complete() || nodes < NODES_FOR_A_RATE ? "-" : String.format(Locale.ROOT, "%.0f", median * 1e6 / nodes));
        }
      }
      cells.add(firstLine ? shortVerdict(row) : "");
      lines.add(cells);
      firstLine = false;
    }
    return lines;
  }

  /** A line's first cells in either table: n on the first line of each n, the backend, and its threads where they vary. */
  private List<String> leadingCells(Harness.Row row, Harness.Run r, boolean firstLine) {
    List<String> cells = new ArrayList<>(List.of(firstLine ? Integer.toString(row.model().n()) : "", r.backend()));
    if (workers > 1) {
      cells.add(Integer.toString(r.threads()));
    }
    return cells;
  }

  /** The narrow table's verdict, one word (the words are explained under the table). */
  private static String shortVerdict(Harness.Row row) {
    return switch (row.verdict()) {
      case AGREE -> row.published().isPresent() ? "ok" : "agree";
      case UNCHECKED -> "unchecked";
      case PARTIAL -> "partial";
      case DISAGREE -> "DISAGREE";
    };
  }

  private List<List<String>> wideLines(Harness.Row row) {
    List<List<String>> lines = new ArrayList<>();
    boolean firstLine = true;
    for (Harness.Run r : row.runs()) {
      List<String> cells = leadingCells(row, r, firstLine);
      if (r.absent()) {
        cells.add(r.skipped() != null ? "skipped: " + r.skipped() : "failed: " + r.failure());
        int blanks = header().size() - cells.size() - 3 - (unique ? 1 : 0);
        for (int i = 0; i < blanks; i++) {
          cells.add("-");
        }
      } else {
        CountResult c = r.result();
        // A partial count is marked with a star (explained below the table), so that columns stay aligned.
        String mark = c.complete() ? "" : "*";
        cells.add(r.method().describe());
        cells.add(c.solutions() + mark);
        if (unique) {
          cells.add(c.unique() == null ? "-" : c.unique() + mark);
        }
        cells.add(Table.millis(r.firstInCountMillis()));
        cells.add(Table.millis(r.firstMillis()));
        cells.add(Table.millis(r.medianMillis()) + mark + (r.overThreads() ? "!" : ""));
        cells.add(r.times().length < 2 ? "-" : Table.millis(r.minMillis()) + "-" + Table.millis(r.maxMillis()));
        cells.add(Integer.toString(r.times().length));
        cells.add(counter(c, 0));
        cells.add(counter(c, 1));
        cells.add(Table.megabytes(r.peakResidentBytes()));
        cells.add(Table.megabytes(r.liveHeapBytes()));
      }
      cells.add(firstLine ? (row.published().isPresent() ? Long.toString(row.published().getAsLong()) : "-") : "");
      if (unique) {
        cells.add(firstLine ? (row.publishedUnique().isPresent() ? Long.toString(row.publishedUnique().getAsLong()) : "-") : "");
      }
      cells.add(firstLine ? verdictWord(row) : "");
      lines.add(cells);
      firstLine = false;
    }
    return lines;
  }

  private String footer(List<Harness.Row> rows, boolean interrupted) {
    StringBuilder sb = new StringBuilder();
    if (!wide && !rows.isEmpty()) {
      sb.append(legend());
      sb.append(verdictWords(rows));
    }
    for (Harness.Row row : rows) {
      for (String d : row.disagreements()) {
        sb.append("DISAGREEMENT n=").append(row.model().n()).append(": ").append(d).append('\n');
      }
    }
    for (Harness.Row row : rows) {
      for (Harness.Run r : row.runs()) {
        if (!wide && r.skipped() != null) {
          sb.append(r.backend()).append(" at n=").append(row.model().n()).append(" skipped: ").append(r.skipped()).append('\n');
        }
        if (!wide && r.failure() != null) {
          sb.append(r.backend()).append(" at n=").append(row.model().n()).append(" failed: ").append(r.failure()).append('\n');
        }
        if (r.verificationStopped()) {
          sb.append("partial n=").append(row.model().n()).append(": ").append(r.backend()).append("'s solutions were checked ").append(r.checked())
              .append(" of ").append(r.result().solutions()).append(" before the limit stopped the check\n");
        }
      }
    }
    if (rows.stream().flatMap(r -> r.runs().stream()).anyMatch(r -> r.result() != null && !r.result().complete())) {
      sb.append("* partial: stopped by its limit; the count is a lower bound and the time is not a total\n");
    }
    if (rows.stream().flatMap(r -> r.runs().stream()).anyMatch(r -> !r.absent() && r.overThreads())) {
      sb.append("! used more CPU than its threads give (CPU time over threads x wall time, by more than a quarter)\n");
    }
    if (interrupted) {
      sb.append("interrupted: rows above are all that finished; the last may be partial\n");
    }
    if (!wide && !rows.isEmpty()) {
      // The answer in words, for the largest n that every backend finished.
      for (int i = rows.size() - 1; i >= 0; i--) {
        List<String> words = Summary.sentences("n = " + rows.get(i).model().n(), baseline, Summary.of(rows.get(i)));
        if (!words.isEmpty()) {
          sb.append('\n');
          words.forEach(w -> sb.append(w).append('\n'));
          break;
        }
      }
    }
    return sb.toString();
  }

  /** The verdicts the narrow table shows, each in one sentence. */
  private static String verdictWords(List<Harness.Row> rows) {
    StringBuilder sb = new StringBuilder("verdict: ");
    List<String> said = new ArrayList<>();
    for (String word : List.of("ok", "agree", "unchecked", "partial", "DISAGREE")) {
      if (rows.stream().noneMatch(r -> shortVerdict(r).equals(word))) {
        continue;
      }
      said.add(switch (word) {
        case "ok" -> "ok, the counts equal each other and the published one";
        case "agree" -> "agree, the counts agree; no published count";
        case "unchecked" -> "unchecked, one count and no published one";
        case "partial" -> "partial, a run or a check stopped by its limit, or a backend skipped or failed";
        default -> "DISAGREE, see below";
      });
    }
    return sb.append(String.join("; ", said)).append('\n').toString();
  }

  /**
   * A table written a model at a time: the header and its column widths are fixed by the first
   * model's lines (with room for the largest n and a partial mark); a wider cell later shifts only its own line.
   */
  private final class TableStream {
    private final Table.Format format;
    private final PrintWriter out;
    private Table.Streamed table;
    boolean started;
    boolean closed;

    private final int largestN;

    TableStream(Table.Format format, PrintWriter out, int largestN) {
      this.largestN = largestN;
      this.format = format;
      this.out = out;
    }

    /** Writes the model's lines; false once the reader has gone away. */
    boolean write(Harness.Row row) {
      if (closed) {
        return false;
      }
      StringBuilder sb = new StringBuilder();
      List<List<String>> lines = lines(row);
      if (!started) {
        List<List<String>> sizing = new ArrayList<>(lines);
        List<String> widest = new ArrayList<>(Collections.nCopies(header().size(), ""));
        if (header().contains("method")) {
          widest.set(header().indexOf("method"), " ".repeat(METHOD_WIDTH));
        }
        // Room for the counts and the effort of larger boards to come: the columns then stay in line.
        for (String column : List.of("solutions", "published", "nodes", "fails", "all ms", "median ms")) {
          int at = header().indexOf(column);
          if (at >= 0) {
            widest.set(at, " ".repeat(column.endsWith("ms") ? 7 : 9));
          }
        }
        sizing.add(widest);
        table = new Table.Streamed(header(), sizing, format, Integer.toString(largestN).length());
        if (format == Table.Format.TABLE) {
          sb.append(modelLine(row.model()));
          sb.append(howLine());
        }
        sb.append(table.header());
        started = true;
      }
      for (List<String> line : lines) {
        sb.append(table.row(line));
      }
      out.print(sb);
      out.flush();
      closed = out.checkError();
      return !closed;
    }
  }

  /** The rest of the output once the rows are in (the footer of a streamed table, else the whole report), and the exit code. */
  private int finish(List<Harness.Row> rows, List<Backends.Spec> specs, Table.Format format, TableStream stream, boolean interrupted,
      PrintWriter out) {
    if (stream != null) {
      out.print(stream.started ? footer(rows, interrupted) : table(rows, format, interrupted));
      out.flush();
    } else {
      String report = switch (format) {
        case JSON -> json(rows, specs, interrupted);
        case CSV -> tidyCsv(rows);
        default -> table(rows, format, interrupted);
      };
      output.write(report, out);
    }
    return Commands.exitCode(interrupted, rows.stream().map(Harness.Row::verdict).toList());
  }

  /**
   * CSV in the long ("tidy") layout that pandas, R and spreadsheets read without reshaping: one row
   * per n and backend, fixed columns, partial results in their own columns, and one column per
   * statistic any backend reported (empty where a backend has no such statistic).
   */
  private String tidyCsv(List<Harness.Row> rows) {
    List<String> statistics = new ArrayList<>();
    for (Harness.Row row : rows) {
      for (Harness.Run r : row.runs()) {
        if (r.result() != null) {
          r.result().statistics().counters().keySet().stream().filter(k -> !statistics.contains(k)).forEach(statistics::add);
        }
      }
    }
    List<String> header = new ArrayList<>(List.of("n", "model", "solver", "threads", "solutions", "unique", "complete", "outcome",
        "runs", "median_ms", "min_ms", "max_ms", "cpu_ms", "cpu_over_threads", "first_ms", "solve_ms", "peak_heap_bytes", "peak_resident_bytes",
        "live_heap_bytes", "checked", "skipped", "failure",
        "published", "published_unique", "verdict"));
    statistics.stream().map(CompareCommand::snake).forEach(header::add);
    Table t = new Table(header);
    for (Harness.Row row : rows) {
      for (Harness.Run r : row.runs()) {
        CountResult c = r.result();
        List<String> cells = new ArrayList<>(List.of(Integer.toString(row.model().n()), row.model().summary(), r.backend(),
            Integer.toString(r.threads())));
        cells.add(c == null ? "" : Long.toString(c.solutions()));
        cells.add(c == null || c.unique() == null ? "" : Long.toString(c.unique()));
        cells.add(c == null ? "" : Boolean.toString(c.complete()));
        cells.add(c == null ? "" : c.outcome().id());
        cells.add(c == null ? "" : Integer.toString(r.times().length));
        cells.add(Table.number(c == null ? Double.NaN : r.medianMillis()));
        cells.add(Table.number(c == null ? Double.NaN : r.minMillis()));
        cells.add(Table.number(c == null ? Double.NaN : r.maxMillis()));
        cells.add(Table.number(c == null ? Double.NaN : r.medianCpuMillis()));
        cells.add(c == null || Double.isNaN(r.medianCpuMillis()) ? "" : Boolean.toString(r.overThreads()));
        cells.add(Table.number(c == null ? Double.NaN : r.firstInCountMillis()));
        cells.add(Table.number(r.firstMillis()));
        cells.add(c == null || r.peakHeapBytes() < 0 ? "" : Long.toString(r.peakHeapBytes()));
        cells.add(c == null || r.peakResidentBytes() < 0 ? "" : Long.toString(r.peakResidentBytes()));
        cells.add(c == null || r.liveHeapBytes() < 0 ? "" : Long.toString(r.liveHeapBytes()));
        cells.add(c == null ? "" : Long.toString(r.checked()));
        cells.add(r.skipped() == null ? "" : r.skipped());
        cells.add(r.failure() == null ? "" : r.failure());
        cells.add(row.published().isPresent() ? Long.toString(row.published().getAsLong()) : "");
        cells.add(row.publishedUnique().isPresent() ? Long.toString(row.publishedUnique().getAsLong()) : "");
        cells.add(row.verdict().name().toLowerCase(Locale.ROOT));
        for (String stat : statistics) {
          Long v = c == null ? null : c.statistics().counters().get(stat);
          cells.add(v == null ? "" : Long.toString(v));
        }
        t.add(cells);
      }
    }
    return t.render(Table.Format.CSV);
  }


  /** A statistic's name as a CSV column: snake_case ("initial conflicts" to initial_conflicts). */
  static String snake(String name) {
    return name.trim().replaceAll("([a-z0-9])([A-Z])", "$1_$2").replaceAll("[^A-Za-z0-9]+", "_").toLowerCase(Locale.ROOT);
  }

  private static String verdictWord(Harness.Row row) {
    return switch (row.verdict()) {
      case AGREE -> row.published().isPresent() ? "ok" : "ok (" + row.compared() + ")";
      case UNCHECKED -> "unchecked (" + row.compared() + ")";
      case PARTIAL -> "partial";
      case DISAGREE -> "DISAGREE";
    };
  }

  private String json(List<Harness.Row> rows, List<Backends.Spec> specs, boolean interrupted) {
    return Json.write(Documents.compare(plan, specs, isolation, rows, interrupted, Environment.of(spec, libraries))) + "\n";
  }

  /** What was compared, and how: the plan this comparison ran. */
  private Plan plan;



}
