package io.nqueens.cli;

import io.nqueens.harness.Checked;
import io.nqueens.model.QueensModel;
import io.nqueens.model.io.BoardFormat;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "solve", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
    description = "Find one solution and print it; with an objective, the best solution (optimal once the search proves it).",
    footer = {"", "Examples:", "  nqueens solve -n 8", "  nqueens solve -n 8 --format matrix", "  nqueens solve -n 1000 --solver choco --format positions",
        "  nqueens solve -n 10 --queen 0,2 --knight", "  nqueens solve -n 3   (exit 1: no solution)",
        "  nqueens solve --model models/weighted.yaml -n 12 --solver cpsat",
        "  nqueens solve -n 8 --minimize 'max(i in 0..n-1)(abs(q[i] - i))'"})
final class SolveCommand implements Callable<Integer> {

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;
  @Mixin SolverOption solverOption;
  @Mixin RunOptions run;
  @Mixin FormatOption format;
  @Mixin ObjectiveOptions objectiveOptions;

  @Option(names = "--threads", paramLabel = "K",
      description = "Threads an optimising backend may use (CP-SAT's workers; the others use one). Default: all ${DEFAULT-VALUE} cores.")
  int threads = Runtime.getRuntime().availableProcessors();

  @Override
  public Integer call() {
    QueensModel model = objectiveOptions.apply(modelOptions.model());
    if (model.objective().isPresent()) {
      return optimise(model);
    }
    Solver solver = solverOption.create(model, Solver.Task.FIRST_SOLUTION);
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    SearchControl control = run.startControl();
    try {
      SolveResult result = solver.solve(model, control);
      result.solution().ifPresent(s -> Checked.solution(model, s, Commands.label(solver)));
      if (format.format() == BoardFormat.JSON) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("n", model.n());
        json.put("model", model.summary());
        json.put("solver", Commands.label(solver));
        json.put("outcome", result.outcome().id());
        json.put("found", result.solution().isPresent());
        json.put("complete", result.outcome().isComplete());
        result.solution().ifPresent(s -> json.put("columns", s.columns()));
        json.put("checked", result.solution().isPresent() ? 1 : 0);
        if (result.provenUnsatisfiable()) {
          json.put("reason", reason(model));
        }
        json.put("millis", result.statistics().millis());
        json.put("statistics", result.statistics().counters());
        out.println(Json.write(json));
      } else if (result.solution().isPresent()) {
        out.println(format.format().render(model, result.solution().get(), format.unicode()));
      } else if (result.provenUnsatisfiable()) {
        // Messages go to stderr, so that standard output holds only data for scripts.
        err.println("no solution: " + reason(model));
      } else {
        err.println("no solution found: " + result.outcome().word() + " after " + result.statistics().millis() + " ms");
      }
      out.flush();
      err.flush();
      if (run.verbose) {
        err.println(Commands.label(solver) + ": " + result.statistics().millis() + " ms, " + result.statistics().counters());
      }
      if (result.solution().isPresent()) {
        return ExitCode.OK;
      }
      return result.provenUnsatisfiable() ? ExitCode.NO_SOLUTION : Commands.exitCode(result.outcome());
    } finally {
      Interrupts.done();
    }
  }

  /** The best solution of a model with an objective: the board, then its value and whether it is proved optimal. */
  private int optimise(QueensModel model) {
    Solver solver = solverOption.create(model, Solver.Task.OPTIMISE);
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    SearchControl control = run.startControl();
    int workers = ThreadsOption.check(threads);
    try {
      io.nqueens.solver.OptimumResult result = Checked.optimum(model, solver.optimise(model, workers, control), Commands.label(solver));
      if (format.format() == BoardFormat.JSON) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("n", model.n());
        json.put("model", model.summary());
        json.put("solver", Commands.label(solver));
        json.put("threads", solver.optimiseThreads(workers));
        json.put("outcome", result.outcome().id());
        json.put("found", result.best().isPresent());
        json.put("complete", result.outcome().isComplete());
        result.best().ifPresent(s -> json.put("columns", s.columns()));
        json.put("checked", result.best().isPresent() ? 1 : 0);
        json.putAll(Commands.optimum(model, result));
        if (result.provenUnsatisfiable()) {
          json.put("reason", reason(model));
        }
        json.put("millis", result.statistics().millis());
        json.put("statistics", result.statistics().counters());
        out.println(Json.write(json));
      } else if (result.best().isPresent()) {
        out.println(format.format().render(model, result.best().get(), format.unicode()));
        out.println("objective: " + Commands.objectiveWords(result));
      } else if (result.provenUnsatisfiable()) {
        err.println("no solution: " + reason(model));
      } else {
        err.println("no solution found: " + result.outcome().word() + " after " + result.statistics().millis() + " ms");
      }
      if (result.best().isPresent() && !result.optimal()) {
        err.println("stopped: " + result.outcome().word() + "; the solution printed is the best found, not proved optimal");
      }
      out.flush();
      err.flush();
      if (run.verbose) {
        err.println(Commands.label(solver) + ": " + result.statistics().millis() + " ms, " + result.statistics().counters()
            + ", " + result.improvements().size() + " improvements");
      }
      if (result.optimal()) {
        return ExitCode.OK;
      }
      return result.provenUnsatisfiable() ? ExitCode.NO_SOLUTION : Commands.exitCode(result.outcome());
    } finally {
      Interrupts.done();
    }
  }

  private static String reason(QueensModel model) {
    Optional<String> contradiction = model.contradiction();
    return contradiction.orElse("the search proved that no placement of " + model.n() + " queens fits (" + model.summary() + ")");
  }

}
