package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.io.BoardFormat;
import io.nqueens.solver.Backends;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.TraceListener;
import io.nqueens.solver.Traceable;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "trace", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Show the simple backtracker's steps, for teaching: each queen placed, each one taken back.",
    "Rows are filled top to bottom, columns tried left to right."},
    footer = {"", "Examples:", "  nqueens trace -n 4", "  nqueens trace -n 5 --all --max-steps 200"})
final class TraceCommand implements Callable<Integer> {

  static final int MAX_N = 16;

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;
  @Mixin RunOptions run;

  @Option(names = "--all", description = "Go on after the first solution and trace the whole search.")
  boolean all;

  @Option(names = "--max-steps", paramLabel = "K", defaultValue = "10000", description = "Stop after K steps. Default: ${DEFAULT-VALUE}.")
  long maxSteps;

  @Override
  public Integer call() {
    QueensModel model = modelOptions.model();
    if (model.n() > MAX_N) {
      throw new BadInputException("n (" + model.n() + ") is too large to trace; trace is for boards up to " + MAX_N);
    }
    if (maxSteps < 1) {
      throw new BadInputException("--max-steps (" + maxSteps + ") must be >= 1");
    }
    PrintWriter out = spec.commandLine().getOut();
    SearchControl control = run.startControl();
    long[] steps = {0};
    boolean[] closed = {false};
    TraceListener trace = new TraceListener() {
      @Override
      public boolean placed(int row, int col) {
        return step("placing at " + row + " " + col);
      }

      @Override
      public boolean removed(int row, int col) {
        return step("Backtracking, deleted: [" + row + ", " + col + "]");
      }

      @Override
      public void solution(int[] columns) {
        out.println("solution:");
        out.println(BoardFormat.BOARD.render(model, Solution.of(columns), false));
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
    for (io.nqueens.model.Queen q : model.queens()) {
      out.println("pre-placed queen at " + q.row() + " " + q.col() + ": the squares it attacks are skipped");
    }
    try {
      EnumerationResult result = ((Traceable) Backends.create("backtracking:simple")).trace(model, control, trace, all);
      if (closed[0]) {
        return ExitCode.OK;
      }
      if (result.outcome() == Outcome.STOPPED_BY_CALLER) {
        out.println("... stopped after " + maxSteps + " steps (raise --max-steps to see more)");
      }
      out.println(result.solutions() == 0 && result.outcome().isComplete()
          ? "no solution: every placement was tried"
          : result.solutions() + " solution" + (result.solutions() == 1 ? "" : "s") + ", " + result.statistics().counters());
      if (result.outcome() == Outcome.INTERRUPTED || result.outcome() == Outcome.TIME_LIMIT) {
        out.println(result.outcome().word() + ": the trace above is all that ran");
      }
      out.flush();
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
}
