package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Checked;
import io.nqueens.harness.report.TracePage;
import io.nqueens.model.AttackRule;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.io.BoardFormat;
import io.nqueens.model.io.IoErrors;
import io.nqueens.solver.Backends;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.TraceListener;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "trace", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Show the simple backtracker's steps, for teaching: each queen placed, each one taken back.",
    "Rows are filled top to bottom, columns tried left to right."},
    footer = {"", "Examples:", "  nqueens trace -n 4", "  nqueens trace -n 5 --all --max-steps 200", "  nqueens trace -n 6 --format html -o trace.html"})
final class TraceCommand implements Callable<Integer> {

  static final int MAX_N = 16;

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;
  @Mixin RunOptions run;

  @Option(names = "--all", description = "Go on after the first solution and trace the whole search.")
  boolean all;

  @Option(names = "--max-steps", paramLabel = "K", defaultValue = "10000", description = "Stop after K steps. Default: ${DEFAULT-VALUE}.")
  long maxSteps;

  @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
      description = "text (the steps, one a line) or html (a page with the board, step and play controls and a slider over the same steps). Default: ${DEFAULT-VALUE}.")
  String format;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
  Path output;

  @Override
  public Integer call() {
    boolean html = html();
    QueensModel model = model();
    StringWriter captured = new StringWriter();
    PrintWriter out = html || output != null ? new PrintWriter(captured) : spec.commandLine().getOut();
    Recorder trace = new Recorder(model, out, maxSteps);
    for (Queen q : model.queens()) {
      out.println("pre-placed queen at row " + q.row() + " col " + q.col() + ": the squares it attacks are skipped");
    }
    try {
      EnumerationResult result = Backends.create("backtracking:simple").traceable().orElseThrow().trace(model, run.startControl(), trace, all);
      if (trace.closed && !html && output == null) {
        return ExitCode.OK;
      }
      end(result, trace, out);
      if (html || output != null) {
        write(html ? page(model, trace, captured.toString()) : captured.toString());
      }
      if (result.outcome() == Outcome.STOPPED_BY_CALLER) {
        return ExitCode.OK;
      }
      if (result.solutions() == 0 && result.outcome().isComplete()) {
        return ExitCode.NO_SOLUTION;
      }
      return Commands.exitCode(result.outcome());
    } finally {
      Interrupts.done();
    }
  }

  /** Whether --format asks for the page (html) or the text. */
  private boolean html() {
    boolean html = switch (format.trim().toLowerCase(Locale.ROOT)) {
      case "text" -> false;
      case "html" -> true;
      default -> throw new BadInputException("unknown format '" + format + "' (known: text, html)");
    };
    if (output != null) {
      OutputFiles.checkWritable("-o", output);
    }
    return html;
  }

  /** The model traced, its objective set aside (a trace looks at solutions, not at what is optimised), checked against the limits. */
  private QueensModel model() {
    QueensModel model = modelOptions.model().withoutObjective();
    if (model.n() > MAX_N) {
      throw new BadInputException("n (" + model.n() + ") is too large to trace; trace is for boards up to " + MAX_N);
    }
    if (maxSteps < 1) {
      throw new BadInputException("--max-steps (" + maxSteps + ") must be >= 1");
    }
    return model;
  }

  /** The trace's last lines: why it stopped, if it stopped early, and what it found. */
  private void end(EnumerationResult result, Recorder trace, PrintWriter out) {
    if (result.outcome() == Outcome.STOPPED_BY_CALLER) {
      out.println("... stopped after " + maxSteps + " steps (raise --max-steps to see more)");
    }
    out.println(result.solutions() == 0 && result.outcome().isComplete()
        ? "no solution: every placement was tried"
        : summary(result, trace.takenBack, trace.deadEnds));
    if (result.outcome() == Outcome.INTERRUPTED || result.outcome() == Outcome.TIME_LIMIT) {
      out.println(result.outcome().word() + ": the trace above is all that ran");
    }
    out.flush();
  }

  /** The page of the trace: the board's rules, each step, and the text's last line as its caption. */
  private static String page(QueensModel model, Recorder trace, String text) {
    String lastLine = text.strip().lines().reduce((a, b) -> b).orElse("");
    return TracePage.render("nqueens trace: " + model.summary(), board(model), trace.recorded, lastLine + ".");
  }

  /** The page or the text, to -o's file or to standard output. */
  private void write(String written) {
    if (output == null) {
      spec.commandLine().getOut().print(written);
      spec.commandLine().getOut().flush();
      return;
    }
    try {
      Files.writeString(output, written, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new BadInputException("-o " + output + ": cannot write (" + IoErrors.describe(e) + ")");
    }
  }

  /**
   * The search's steps as they come: each printed (and kept for the page), counted, the dead ends and
   * the queens taken back tallied; false from a step once --max-steps are printed or the reader went
   * away (head -1), which stops the search; each solution shown only once the checker has passed it.
   */
  private static final class Recorder implements TraceListener {
    private final QueensModel model;
    private final PrintWriter out;
    private final long maxSteps;
    final List<TracePage.Step> recorded = new ArrayList<>();
    private long steps;
    long deadEnds;
    long takenBack;
    boolean closed;

    Recorder(QueensModel model, PrintWriter out, long maxSteps) {
      this.model = model;
      this.out = out;
      this.maxSteps = maxSteps;
    }

    @Override
    public boolean placed(int row, int col) {
      return step(TracePage.Kind.PLACE, row, col, "place row " + row + " col " + col);
    }

    @Override
    public boolean removed(int row, int col) {
      takenBack++;
      return step(TracePage.Kind.REMOVE, row, col, "remove row " + row + " col " + col);
    }

    @Override
    public boolean deadEnd(int row) {
      deadEnds++;
      return step(TracePage.Kind.DEAD_END, row, -1, "dead end: row " + row + " has no safe square");
    }

    @Override
    public void solution(int[] columns) {
      Solution checked = shown(model, columns);
      recorded.add(new TracePage.Step(TracePage.Kind.SOLUTION, -1, -1, "solution: " + checked));
      out.println("solution:");
      out.println(BoardFormat.BOARD.render(model, checked, false));
    }

    private boolean step(TracePage.Kind kind, int row, int col, String line) {
      recorded.add(new TracePage.Step(kind, row, col, line));
      out.println(line);
      if (out.checkError()) {
        closed = true;
        return false;
      }
      return ++steps < maxSteps;
    }
  }

  /** The trace's end in words: "2 solutions; 26 queens placed, 24 taken back, 9 dead ends". */
  private static String summary(EnumerationResult result, long removed, long dead) {
    Map<String, Long> c = result.statistics().counters();
    long placed = c.getOrDefault("nodes", 0L);
    return result.solutions() + " solution" + (result.solutions() == 1 ? "" : "s") + "; " + placed + " queen" + (placed == 1 ? "" : "s")
        + " placed, " + removed + " taken back, " + dead + " dead end" + (dead == 1 ? "" : "s");
  }

  /** A solution the trace found, as it is shown: only once the independent checker has passed it, on the page as in the text. */
  static Solution shown(QueensModel model, int[] columns) {
    return Checked.solution(model, Solution.of(columns.clone()), "the traced search");
  }

  /** The board's rules as the page shades them: blocked squares and excluded diagonals dark, the attack rule's lines, the regions. */
  private static TracePage.Board board(QueensModel model) {
    return new TracePage.Board(model.n(), model.closedSquares(), AttackRule.of(model), model.regions());
  }
}
