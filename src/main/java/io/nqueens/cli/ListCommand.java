package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Checked;
import io.nqueens.model.QueensModel;
import io.nqueens.model.io.BoardFormat;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
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
    BoardFormat f = format.format();
    boolean unicode = format.unicode();
    boolean blocks = f == BoardFormat.BOARD || f == BoardFormat.MATRIX;
    long max = limit == null ? Long.MAX_VALUE : limit;
    long[] printed = {0};
    boolean[] closed = {false};
    SearchControl control = run.startControl();
    try {
      EnumerationResult result = solver.enumerate(model, control, s -> {
        Checked.solution(model, s, Commands.label(solver));
        if (blocks && printed[0] > 0) {
          out.println();
        }
        out.println(f.render(model, s, unicode));
        // A reader that went away (head -1, say) makes every later line fail: stop at once.
        if (out.checkError()) {
          closed[0] = true;
          return false;
        }
        printed[0]++;
        return printed[0] < max;
      });
      if (closed[0]) {
        return ExitCode.OK;
      }
      boolean limitReached = result.outcome() == Outcome.STOPPED_BY_CALLER && printed[0] >= max;
      if (f == BoardFormat.JSON) {
        // The stream's last record says it is the last, and whether the stream is every solution.
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("summary", true);
        summary.put("n", model.n());
        summary.put("model", model.summary());
        summary.put("solver", Commands.label(solver));
        summary.put("solutions", printed[0]);
        summary.put("checked", printed[0]);
        summary.put("complete", result.outcome().isComplete());
        summary.put("outcome", result.outcome().id());
        summary.put("millis", result.statistics().millis());
        out.println(Json.write(summary, false));
      }
      out.flush();
      if (!run.quiet) {
        PrintWriter err = spec.commandLine().getErr();
        err.println(printed[0] + " solution" + (printed[0] == 1 ? "" : "s") + ", each checked (" + model.summary() + ", "
            + Commands.label(solver) + ", " + result.statistics().millis() + " ms"
            + (result.outcome().isComplete() ? ")" : limitReached ? ", --limit reached)" : ", " + result.outcome().word() + ")"));
        err.flush();
      }
      return Commands.exitCode(result.outcome());
    } finally {
      Interrupts.done();
    }
  }
}
