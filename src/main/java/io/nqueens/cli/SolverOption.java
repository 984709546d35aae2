package io.nqueens.cli;

import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.Limits;
import io.nqueens.solver.Solver;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/** Which backend solves: {@code name} or {@code name:variant}. */
final class SolverOption {

  @Option(names = {"-s", "--solver"}, paramLabel = "SOLVER", defaultValue = "backtracking", completionCandidates = Completions.Solvers.class,
      description = "backtracking, choco, cpsat or minizinc (where installed), optionally with a variant: backtracking:simple, "
          + "choco:ac-dom, cpsat:auto, minizinc:gecode (see 'nqueens solvers'). Default: ${DEFAULT-VALUE}.")
  String solver;

  @CommandLine.Mixin BackendSettings settings;

  /** The backend, variant and settings named. */
  Backends.Spec spec() {
    return Backends.parse(solver).with(settings.options());
  }

  /** Creates the backend and checks that it takes a board this size for the task. */
  Solver create(QueensModel model, Solver.Task task) {
    Backends.Spec spec = spec();
    Solver s = spec.create();
    // Refused before any other work (the prover, a checkpoint); the solver checks again on each request.
    Limits.check(s, model, task);
    return s;
  }
}
