package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Checked;
import io.nqueens.harness.report.TracePage;
import io.nqueens.model.AttackRule;
import io.nqueens.model.Blocked;
import io.nqueens.model.ConstraintVisitor;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.Expression;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Toroidal;
import io.nqueens.model.io.BoardFormat;
import io.nqueens.model.io.IoErrors;
import io.nqueens.solver.Backends;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
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
    boolean html = switch (format.trim().toLowerCase(Locale.ROOT)) {
      case "text" -> false;
      case "html" -> true;
      default -> throw new BadInputException("unknown format '" + format + "' (known: text, html)");
    };
    if (output != null) {
      OutputFiles.checkWritable("-o", output);
    }
    // Counting, listing and the rest look at the solutions, not at what is optimised: the objective is set aside.
    QueensModel model = modelOptions.model().withoutObjective();
    if (model.n() > MAX_N) {
      throw new BadInputException("n (" + model.n() + ") is too large to trace; trace is for boards up to " + MAX_N);
    }
    if (maxSteps < 1) {
      throw new BadInputException("--max-steps (" + maxSteps + ") must be >= 1");
    }
    StringWriter captured = new StringWriter();
    PrintWriter out = html || output != null ? new PrintWriter(captured) : spec.commandLine().getOut();
    List<TracePage.Step> recorded = new ArrayList<>();
    SearchControl control = run.startControl();
    long[] steps = {0};
    long[] deadEnds = {0};
    long[] takenBack = {0};
    boolean[] closed = {false};
    TraceListener trace = new TraceListener() {
      @Override
      public boolean placed(int row, int col) {
        String line = "place row " + row + " col " + col;
        recorded.add(new TracePage.Step(TracePage.Kind.PLACE, row, col, line));
        return step(line);
      }

      @Override
      public boolean removed(int row, int col) {
        takenBack[0]++;
        String line = "remove row " + row + " col " + col;
        recorded.add(new TracePage.Step(TracePage.Kind.REMOVE, row, col, line));
        return step(line);
      }

      @Override
      public boolean deadEnd(int row) {
        deadEnds[0]++;
        String line = "dead end: row " + row + " has no safe square";
        recorded.add(new TracePage.Step(TracePage.Kind.DEAD_END, row, -1, line));
        return step(line);
      }

      @Override
      public void solution(int[] columns) {
        Solution checked = shown(model, columns);
        recorded.add(new TracePage.Step(TracePage.Kind.SOLUTION, -1, -1, "solution: " + checked));
        out.println("solution:");
        out.println(BoardFormat.BOARD.render(model, checked, false));
      }

      /** Prints the step; false once --max-steps steps are printed or the reader went away (head -1), which stops the search. */
      private boolean step(String line) {
        out.println(line);
        if (out.checkError()) {
          closed[0] = true;
          return false;
        }
        return ++steps[0] < maxSteps;
      }
    };
    for (Queen q : model.queens()) {
      out.println("pre-placed queen at row " + q.row() + " col " + q.col() + ": the squares it attacks are skipped");
    }
    try {
      EnumerationResult result = Backends.create("backtracking:simple").traceable().orElseThrow().trace(model, control, trace, all);
      if (closed[0] && !html && output == null) {
        return ExitCode.OK;
      }
      if (result.outcome() == Outcome.STOPPED_BY_CALLER) {
        out.println("... stopped after " + maxSteps + " steps (raise --max-steps to see more)");
      }
      out.println(result.solutions() == 0 && result.outcome().isComplete()
          ? "no solution: every placement was tried"
          : summary(result, takenBack[0], deadEnds[0]));
      if (result.outcome() == Outcome.INTERRUPTED || result.outcome() == Outcome.TIME_LIMIT) {
        out.println(result.outcome().word() + ": the trace above is all that ran");
      }
      out.flush();
      if (html || output != null) {
        String text = captured.toString();
        String lastLine = text.strip().lines().reduce((a, b) -> b).orElse("");
        String written = html ? TracePage.render("nqueens trace: " + model.summary(), board(model), recorded, lastLine + ".") : text;
        if (output == null) {
          spec.commandLine().getOut().print(written);
          spec.commandLine().getOut().flush();
        } else {
          try {
            Files.writeString(output, written, StandardCharsets.UTF_8);
          } catch (IOException e) {
            throw new BadInputException("-o " + output + ": cannot write (" + IoErrors.describe(e) + ")");
          }
        }
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

  /** The board's rules as the page shades them: blocked squares and excluded diagonals dark, wrapped diagonals, knight moves. */
  private static TracePage.Board board(QueensModel model) {
    int n = model.n();
    boolean[][] blocked = new boolean[n][n];
    ConstraintVisitor<Void> squares = new ConstraintVisitor<>() {
      @Override
      public Void visitQueen(Queen q) {
        return null;
      }

      @Override
      public Void visitBlocked(Blocked b) {
        blocked[b.row()][b.col()] = true;
        return null;
      }

      @Override
      public Void visitKnightExclusion(KnightExclusion k) {
        return null;
      }

      @Override
      public Void visitToroidal(Toroidal t) {
        return null;
      }

      @Override
      public Void visitExpression(Expression e) {
        return null;
      }

      @Override
      public Void visitExcludedDiagonal(ExcludedDiagonal e) {
        e.squares(n).forEach(cell -> blocked[cell.row()][cell.col()] = true);
        return null;
      }
    };
    model.constraints().forEach(c -> c.accept(squares));
    return new TracePage.Board(n, blocked, AttackRule.of(model));
  }
}
