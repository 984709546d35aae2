package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Checked;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.io.BoardFormat;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.Solver;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "list", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Print solutions as they are found (streamed: nothing is kept in memory).",
    "--format json writes JSON Lines, one object per solution, for scripts."},
    footer = {"", "Examples:", "  nqueens list -n 6", "  nqueens list -n 8 --limit 3 --format matrix",
        "  nqueens list -n 10 --format json --solver cpsat > solutions.jsonl"})
final class ListCommand implements Callable<Integer> {

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;
  @Mixin SolverOption solverOption;
  @Mixin RunOptions run;
  @Mixin FormatOption format;

  @Option(names = "--limit", paramLabel = "K", description = "Stop after K solutions.")
  Long limit;

  @Override
  public Integer call() {
    if (limit != null && limit < 1) {
      throw new BadInputException("--limit (" + limit + ") must be >= 1");
    }
    // Counting, listing and the rest look at the solutions, not at what is optimised: the objective is set aside.
    QueensModel model = modelOptions.model().withoutObjective();
    Solver solver = solverOption.create(model, Solver.Task.ENUMERATE);
    PrintWriter out = spec.commandLine().getOut();
    Printer printer = new Printer(model, Commands.label(solver), format.format(), format.unicode(), format.colour(), out, limit == null ? Long.MAX_VALUE : limit);
    SearchControl control = run.startControl();
    try {
      EnumerationResult result = solver.enumerate(model, control, printer);
      if (printer.closed) {
        return ExitCode.OK;
      }
      if (format.format() == BoardFormat.JSON) {
        // The stream's last record says it is the last, and whether the stream is every solution.
        out.println(Json.write(summary(model, Commands.label(solver), printer.printed, result), false));
      }
      out.flush();
      if (!run.quiet) {
        boolean limitReached = result.outcome() == Outcome.STOPPED_BY_CALLER && printer.printed >= printer.max;
        PrintWriter err = spec.commandLine().getErr();
        err.println(printer.printed + " solution" + (printer.printed == 1 ? "" : "s") + ", each checked (" + model.summary() + ", "
            + Commands.label(solver) + ", " + result.statistics().millis() + " ms"
            + (result.outcome().isComplete() ? ")" : limitReached ? ", --limit reached)" : ", " + result.outcome().word() + ")"));
        err.flush();
      }
      return Commands.exitCode(result.outcome());
    } finally {
      Interrupts.done();
    }
  }

  /** The stream's last JSON record: how many solutions it holds, each checked, and whether they are every solution. */
  private static Map<String, Object> summary(QueensModel model, String solver, long printed, EnumerationResult result) {
    Map<String, Object> summary = new LinkedHashMap<>();
    summary.put("summary", true);
    summary.put("n", model.n());
    summary.put("model", model.summary());
    summary.put("solver", solver);
    summary.put("solutions", printed);
    summary.put("checked", printed);
    summary.put("complete", result.outcome().isComplete());
    summary.put("outcome", result.outcome().id());
    summary.put("millis", result.statistics().millis());
    return summary;
  }

  /**
   * Each solution as it comes, printed once the checker has passed it; false once --limit are
   * printed or the reader went away (head -1, say: every later line would fail), which stops the search.
   */
  private static final class Printer implements SolutionListener {
    private final QueensModel model;
    private final String solver;
    private final BoardFormat format;
    private final boolean unicode;
    private final boolean colour;
    private final PrintWriter out;
    final long max;
    long printed;
    boolean closed;

    Printer(QueensModel model, String solver, BoardFormat format, boolean unicode, boolean colour, PrintWriter out, long max) {
      this.model = model;
      this.colour = colour;
      this.solver = solver;
      this.format = format;
      this.unicode = unicode;
      this.out = out;
      this.max = max;
    }

    @Override
    public boolean onSolution(Solution s) {
      Checked.solution(model, s, solver);
      if ((format == BoardFormat.BOARD || format == BoardFormat.MATRIX) && printed > 0) {
        out.println();
      }
      out.println(format.render(model, s, unicode, colour));
      if (out.checkError()) {
        closed = true;
        return false;
      }
      printed++;
      return printed < max;
    }
  }
}
