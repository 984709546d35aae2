package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Checked;
import io.nqueens.harness.report.Documents;
import io.nqueens.model.Attacks;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.io.BoardFormat;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
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
      description = "Threads a backend may use (CP-SAT's workers; Choco's dual-model race needs two; the others use one). Default: all ${DEFAULT-VALUE} cores.")
  int threads = Runtime.getRuntime().availableProcessors();

  @Override
  public Integer call() {
    QueensModel model = objectiveOptions.apply(modelOptions.model());
    if (format.format().drawsSquares() && model.n() > BoardFormat.PICTURE_MAX_N) {
      throw new BadInputException("--format " + format.format().name().toLowerCase(Locale.ROOT) + " draws all n x n squares, "
          + "for boards up to n = " + BoardFormat.PICTURE_MAX_N + " (n is " + model.n() + "): use --format positions or --format json");
    }
    boolean optimise = model.objective().isPresent();
    Solver solver = solverOption.create(model, optimise ? Solver.Task.OPTIMISE : Solver.Task.FIRST_SOLUTION);
    SearchControl control = run.startControl();
    String label = Commands.label(solver);
    try {
      if (!optimise) {
        SolveResult result = Checked.solve(model, solver.solve(model, ThreadsOption.check(threads), control), label);
        print(model, label, result.solution(), result.outcome(), result.statistics(), Map.of(), null);
        return result.solution().isPresent() ? ExitCode.OK
            : result.provenUnsatisfiable() ? ExitCode.NO_SOLUTION : Commands.exitCode(result.outcome());
      }
      int workers = ThreadsOption.check(threads);
      OptimumResult result = Checked.optimum(model, solver.optimise(model, workers, control), label);
      Map<String, Object> fields = new LinkedHashMap<>();
      fields.put("threads", solver.optimiseThreads(workers));
      fields.putAll(Documents.optimum(model, result));
      print(model, label, result.best(), result.outcome(), result.statistics(), fields,
          result.best().isPresent() ? "objective: " + Commands.objectiveWords(result) : null);
      PrintWriter err = spec.commandLine().getErr();
      if (result.best().isPresent() && !result.optimal()) {
        err.println("stopped: " + result.outcome().word() + "; the solution printed is the best found, not proved optimal");
      }
      if (run.verbose) {
        err.println(label + ": " + result.improvements().size() + " improvements");
      }
      err.flush();
      return result.optimal() ? ExitCode.OK : result.provenUnsatisfiable() ? ExitCode.NO_SOLUTION : Commands.exitCode(result.outcome());
    } finally {
      Interrupts.done();
    }
  }

  /**
   * What a search found, checked already: as JSON (with the {@code extra} fields), or as a board
   * with {@code line} after it (null for none), or why there is nothing to show (on stderr, so that
   * standard output holds only data for scripts).
   */
  private void print(QueensModel model, String label, Optional<Solution> found, Outcome outcome, Statistics statistics,
      Map<String, Object> extra, String line) {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    boolean provenNone = found.isEmpty() && outcome.isComplete();
    if (format.format() == BoardFormat.JSON) {
      Map<String, Object> json = new LinkedHashMap<>();
      json.put("n", model.n());
      json.put("model", model.summary());
      json.put("solver", label);
      json.put("outcome", outcome.id());
      json.put("found", found.isPresent());
      json.put("complete", outcome.isComplete());
      found.ifPresent(s -> json.put("columns", s.columns()));
      json.put("checked", found.isPresent() ? 1 : 0);
      json.putAll(extra);
      if (provenNone) {
        json.put("reason", reason(model));
      }
      json.put("millis", statistics.millis());
      json.put("statistics", statistics.counters());
      out.println(Json.write(json));
    } else if (found.isPresent()) {
      format.format().write(model, found.get(), format.unicode(), format.colour(), out);
      out.println();
      if (line != null) {
        out.println(line);
      }
    } else if (provenNone) {
      err.println("no solution: " + reason(model));
    } else {
      err.println("no solution found: " + outcome.word() + " after " + statistics.millis() + " ms");
    }
    out.flush();
    err.flush();
    if (run.verbose) {
      err.println(label + ": " + statistics.millis() + " ms, " + statistics.counters());
      err.flush();
    }
  }

  private static String reason(QueensModel model) {
    Optional<String> contradiction = Attacks.of(model).contradiction();
    return contradiction.orElse("the search proved that no placement of " + model.n() + " queens fits (" + model.summary() + ")"
        + (model.isPlain() ? "" : "; nqueens explain with the same model names a smallest set of its rules that has none"));
  }

}
