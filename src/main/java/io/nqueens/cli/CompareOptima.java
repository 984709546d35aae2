package io.nqueens.cli;

import io.nqueens.Text;
import io.nqueens.harness.Optima;
import io.nqueens.harness.Summary;
import io.nqueens.harness.Verdict;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.measure.Stats;
import io.nqueens.harness.report.OptimaDocument;
import io.nqueens.harness.report.Documents;
import io.nqueens.harness.runner.Comparisons;
import io.nqueens.harness.runner.Isolation;
import io.nqueens.harness.runner.Isolations;
import io.nqueens.harness.runner.Plan;
import io.nqueens.harness.runner.Work;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Statistics;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code compare} on a model with an objective: every backend's best solution and value, when its
 * first and best solutions came and when it proved the optimum, the values cross-checked
 * ({@link Optima}); a disagreement exits 3, a run stopped by its limit 4.
 */
final class CompareOptima {

  /**
   * Each run's limit where --time-limit gives none: an optimum may take a backend far longer than
   * another (SCIP once held a comparison for minutes), and a comparison should end.
   */
  static final Duration DEFAULT_LIMIT = Duration.ofSeconds(30);

  private final CommandSpec spec;
  private final RunOptions run;
  private final OutputOptions output;
  private final List<Backends.Spec> specs;
  private final int threads;
  private final int repeat;

  /** Whether --in-process keeps every backend in this JVM. */
  private final boolean inProcess;
  /** Whether --wide asked for every column. */
  private final boolean wide;
  /** How the backends were isolated: fork (a JVM each) or in-process. */
  private String isolation = "in-process";
  /** Each run's limit: --time-limit's, or {@link #DEFAULT_LIMIT}. */
  private Duration limit = DEFAULT_LIMIT;
  private Map<String, String> libraries = new LinkedHashMap<>();

  /** The terminal's width: below 100 the table leaves the primal integral to --wide and its text wraps at this width. */
  private final int columns;

  CompareOptima(CommandSpec spec, RunOptions run, OutputOptions output, List<Backends.Spec> specs, int threads, int repeat, boolean inProcess,
      boolean wide, int columns) {
    this.columns = columns;
    this.wide = wide;
    this.spec = spec;
    this.run = run;
    this.output = output;
    this.specs = specs;
    this.threads = threads;
    this.repeat = repeat;
    this.inProcess = inProcess;
  }

  int call(List<QueensModel> models) {
    SearchControl control = run.startControlPerRun(DEFAULT_LIMIT);
    limit = control.timeLimit().orElseThrow();
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Plan plan = Plan.of(models, threads, Runs.exactly(repeat));
    try (Isolation<Optima.Run> runner = Isolations.of(inProcess, Work.OPTIMISE, plan, specs, control);
        StatusLine status = StatusLine.start(run, () -> runner.now().map(StatusLine::words))) {
      isolation = runner.how();
      libraries = runner.libraries();
      // Each backend warmed up at each n, as the counts are; first, best and proof from the same timed runs.
      List<Optima.Row> rows = Comparisons.optima(runner, control, row -> {
        if (!run.quiet && Terminal.interactive()) {
          err.println("n=" + row.model().n() + " " + row.verdict().name().toLowerCase(Locale.ROOT));
          err.flush();
        }
      });
      boolean interrupted = control.outcome() == Outcome.INTERRUPTED;
      String report = switch (output.format()) {
        case JSON -> json(rows);
        case CSV -> csv(rows);
        default -> table(rows, output.format());
      };
      output.write(report, out);
      return Commands.exitCode(interrupted, rows.stream().map(Optima.Row::verdict).toList());
    } finally {
      Interrupts.done();
    }
  }

  /** Whether the bound and the primal integral have columns: always with --wide, else on a terminal of 100 columns or more. */
  private boolean primal() {
    return wide || columns >= CountsTable.WIDE_FROM;
  }

  /** Every column where --wide, else the columns that answer the question (at most 100 columns wide at a few digits, 80 on a narrow terminal). */
  private List<String> header(Table.Format format) {
    List<String> h = new ArrayList<>(List.of("n", "backend"));
    if (wide || threads > 1) {
      h.add("threads");
    }
    h.addAll(List.of(primal() ? "objective" : "value", "status", "first ms", "best ms", repeat == 1 ? "proof ms" : "median ms"));
    if (wide && repeat > 1) {
      h.add("spread ms");
    }
    if (primal()) {
      h.addAll(List.of("bound", "primal s"));
    }
    if (wide) {
      h.add("area");
    }
    h.add("nodes");
    if (wide) {
      h.addAll(List.of("fails", "improvements"));
    }
    h.add("verdict");
    return h;
  }

  /** The table: above it the model, the objective and how it was measured (text only), under it disagreements, marks and the answer in words. */
  private String table(List<Optima.Row> rows, Table.Format format) {
    Table t = new Table(header(format));
    for (Optima.Row row : rows) {
      List<Optima.Scores> scores = Optima.scores(row);
      for (int i = 0; i < row.runs().size(); i++) {
        t.add(line(row, row.runs().get(i), scores.get(i), i == 0));
      }
    }
    int width = Math.min(columns, CountsTable.WIDE_FROM) - 1;
    StringBuilder sb = new StringBuilder();
    if (format == Table.Format.TABLE && !rows.isEmpty()) {
      sb.append(Text.fit(above(rows.get(0).model()), width));
    }
    sb.append(t.render(format));
    sb.append(Text.fit(under(rows, format), width));
    return sb.toString();
  }

  /** Under the table: disagreements, why a cell is empty, the marks' legends, and the answer in words. */
  private static String under(List<Optima.Row> rows, Table.Format format) {
    StringBuilder sb = new StringBuilder();
    if (format == Table.Format.TABLE || format == Table.Format.MARKDOWN) {
      for (Optima.Row row : rows) {
        if (row.verdict() == Verdict.DISAGREE) {
          sb.append("n=").append(row.model().n()).append(": disagree: ").append(row.detail()).append('\n');
        }
        // Why a cell is empty, on a line of its own (a reason in the cell made the table as wide as the reason).
        for (Optima.Run r : row.runs()) {
          if (r.skipped() != null || r.failure() != null) {
            String why = r.backend() + " at n=" + row.model().n() + (r.skipped() != null ? " skipped: " + r.skipped() : " failed: " + r.failure());
            sb.append(why).append('\n');
          }
        }
      }
      boolean partial = rows.stream().flatMap(r -> r.runs().stream()).anyMatch(r -> r.result() != null && !r.result().outcome().isComplete());
      if (partial) {
        sb.append("* partial: stopped by its limit; the value is the best found, the time when it stopped\n");
      }
      if (rows.stream().flatMap(r -> r.runs().stream()).anyMatch(r -> r.skipped() != null || r.failure() != null)) {
        sb.append("verdict partial: a backend was skipped or failed at that n, so its optimum was not cross-checked\n");
      }
      if (format == Table.Format.TABLE) {
        sb.append(answer(rows));
      }
    }
    return sb.toString();
  }

  /** One backend's line at one n: its value (starred where stopped), status, times, bound, primal integral, effort; the verdict on the first. */
  private List<String> line(Optima.Row row, Optima.Run r, Optima.Scores score, boolean first) {
    OptimumResult o = r.result();
    boolean stopped = o != null && !o.outcome().isComplete();
    List<String> cells = new ArrayList<>(List.of(first ? Integer.toString(row.model().n()) : "", r.backend()));
    if (wide || threads > 1) {
      cells.add(Integer.toString(r.threads()));
    }
    cells.addAll(List.of(o == null || o.value().isEmpty() ? "-" : o.value().getAsLong() + (stopped ? "*" : ""),
        r.skipped() != null ? "skipped" : r.failure() != null ? "failed" : Optima.status(r),
        Table.millis(r.firstMs()), Table.millis(r.bestMs()),
        o == null ? "-" : Table.millis(r.medianMs()) + (stopped ? "*" : "")));
    if (wide && repeat > 1) {
      cells.add(o == null || stopped ? "-" : Table.millis(r.minMs()) + "-" + Table.millis(r.maxMs()));
    }
    if (primal()) {
      cells.add(o == null || o.bound().isEmpty() ? "-" : Long.toString(o.bound().getAsLong()));
      cells.add(Double.isNaN(score.primalIntegral()) ? "-" : String.format(Locale.ROOT, "%.3f", score.primalIntegral()));
    }
    if (wide) {
      cells.add(Double.isNaN(score.area()) ? "-" : String.format(Locale.ROOT, "%.3f", score.area()));
    }
    cells.add(o == null ? "-" : o.statistics().effort().map(c -> Long.toString(c.value())).orElse("-"));
    if (wide) {
      cells.add(o == null ? "-" : o.statistics().deadEnds().map(c -> Long.toString(c.value())).orElse("-"));
      cells.add(o == null ? "-" : Integer.toString(o.improvements().size()));
    }
    cells.add(first ? Documents.word(row) : "");
    return cells;
  }

  /** Above the table: the model, the objective, how every backend was measured, and what the columns mean. */
  private String above(QueensModel m) {
    return "model: " + m.summary().replaceFirst("^n=\\d+, ", "") + (m.name().isEmpty() ? "" : " (" + m.name() + ")") + "\n"
        + m.objective().orElseThrow().sense().word() + ": " + m.objective().orElseThrow().text() + "\n"
        + "every backend on " + (threads == 1 ? "one thread" : "up to " + threads + " threads")
        + (isolation.equals("fork") ? " in a JVM of its own" : " in this JVM (--in-process)") + ", "
        + (repeat == 1 ? "one run each" : "the median of " + repeat + " runs") + ", warmed up at each n\n"
        + "each run stops at " + words(limit) + " (--time-limit) and shows what it found, starred\n"
        + "first, best ms: to the first and the best solution; " + (repeat == 1 ? "proof" : "median")
        + " ms: to prove it optimal (or to stop)\n"
        + (primal() ? "primal s: the primal integral (the gap to the row's best value over time, 1 before a first solution;"
            + " docs/output.md); " : "") + "nodes: search nodes (branches for CP-SAT); --wide: every column\n";
  }

  /** A limit as the command line writes one: 30s, 1m30s, 500ms. */
  static String words(Duration d) {
    long ms = d.toMillis();
    if (ms % 1000 != 0) {
      return ms + "ms";
    }
    long s = ms / 1000;
    return (s >= 3600 ? s / 3600 + "h" : "") + (s % 3600 >= 60 ? s % 3600 / 60 + "m" : "") + (s % 60 != 0 || s == 0 ? s % 60 + "s" : "");
  }

  /** A run's totals as the answer in words weighs them: median, spread, how many. */
  private static Summary.Entry timed(Optima.Run r) {
    double[] totals = r.totals().stream().mapToDouble(Double::doubleValue).toArray();
    return new Summary.Entry(r.backend(), r.medianMs(), Stats.mad(totals), totals.length, OptionalLong.empty(), OptionalLong.empty(), "", false);
  }

  /** The answer in words, for the largest n whose optimum some backend proved: who proved it first, and the others against it. */
  static String answer(List<Optima.Row> rows) {
    for (int i = rows.size() - 1; i >= 0; i--) {
      Optima.Row row = rows.get(i);
      List<Optima.Run> proved = row.runs().stream().filter(Optima.Run::complete).sorted(Comparator.comparingDouble(Optima.Run::medianMs)).toList();
      if (proved.isEmpty() || row.verdict() == Verdict.DISAGREE) {
        continue;
      }
      Optima.Run best = proved.get(0);
      StringBuilder sb = new StringBuilder("\nAt n = " + row.model().n() + ", " + best.backend() + " proved the optimum "
          + best.result().value().getAsLong() + " first (" + Table.millis(best.medianMs()) + " ms)");
      List<String> others = new ArrayList<>();
      for (Optima.Run r : row.runs()) {
        if (r == best) {
          continue;
        }
        others.add(r.complete() ? r.backend() + " " + Summary.against(timed(r), timed(best))
            : r.skipped() != null ? r.backend() + " skipped" : r.failure() != null ? r.backend() + " failed"
            : r.backend() + " " + (r.result() == null || r.result().value().isEmpty() ? "found nothing" : "reached " + r.result().value().getAsLong())
                + " without a proof");
      }
      if (others.isEmpty()) {
        return sb.append(".\n").toString();
      }
      // The others on lines of their own, at most 100 columns each.
      sb.append(";\n ");
      int column = 1;
      for (int k = 0; k < others.size(); k++) {
        String part = " " + others.get(k) + (k == others.size() - 1 ? "." : ",");
        if (column + part.length() > 100) {
          sb.append("\n ");
          column = 1;
        }
        sb.append(part);
        column += part.length();
      }
      return sb.append('\n').toString();
    }
    return "";
  }

  /**
   * The tidy CSV: one row per n and backend, snake_case names, numbers as numbers, empty where
   * unknown (docs/output.md).
   */
  private String csv(List<Optima.Row> rows) {
    Table t = new Table(List.of("n", "model", "solver", "threads", "sense", "objective", "status", "outcome", "optimal", "bound", "runs",
        "first_ms", "best_ms", "median_ms", "min_ms", "max_ms", "primal_integral_s", "area", "nodes", "fails", "improvements", "skipped",
        "verdict"));
    for (Optima.Row row : rows) {
      List<Optima.Scores> scores = Optima.scores(row);
      for (int i = 0; i < row.runs().size(); i++) {
        Optima.Run r = row.runs().get(i);
        Optima.Scores score = scores.get(i);
        OptimumResult o = r.result();
        Statistics s = o == null ? Statistics.of(0) : o.statistics();
        t.add(List.of(Integer.toString(row.model().n()), row.model().summary(), r.backend(), Integer.toString(r.threads()),
            row.model().objective().orElseThrow().sense().word(),
            o == null || o.value().isEmpty() ? "" : Long.toString(o.value().getAsLong()), Optima.status(r),
            o == null ? "" : o.outcome().id(), o == null ? "" : Boolean.toString(o.optimal()),
            o == null ? "" : o.optimal() ? Long.toString(o.value().getAsLong()) : o.bound().isPresent() ? Long.toString(o.bound().getAsLong()) : "",
            o == null ? "" : Integer.toString(r.runs()),
            Table.number(r.firstMs()), Table.number(r.bestMs()), Table.number(r.medianMs()),
            Table.number(r.minMs()), Table.number(r.maxMs()),
            Table.number(score.primalIntegral()), Table.number(score.area()),
            s.effort().map(c -> Long.toString(c.value())).orElse(""), s.deadEnds().map(c -> Long.toString(c.value())).orElse(""),
            o == null ? "" : Integer.toString(o.improvements().size()), r.skipped() == null ? "" : r.skipped(), Documents.word(row)));
      }
    }
    return t.render(Table.Format.CSV);
  }

  private static double round(double ms) {
    return Math.round(ms * 1000) / 1000.0;
  }

  private String json(List<Optima.Row> rows) {
    return Json.write(OptimaDocument.of(rows, threads, repeat, isolation, Environment.of(spec, libraries))) + "\n";
  }
}
