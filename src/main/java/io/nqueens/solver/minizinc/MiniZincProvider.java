package io.nqueens.solver.minizinc;

import io.nqueens.solver.BackendUnavailableException;
import io.nqueens.solver.Solver;
import io.nqueens.solver.SolverProvider;
import java.util.List;

/**
 * Registers the MiniZinc backend: any constraint solver that the {@code minizinc} executable on
 * PATH knows (Gecode, Chuffed, ...) is a variant. Nothing runs until the variants are asked for.
 */
public final class MiniZincProvider implements SolverProvider {

  @Override
  public String name() {
    return "minizinc";
  }

  @Override
  public boolean startsPrograms() {
    return true;
  }

  @Override
  public String description() {
    return Installation.find().map(i -> "any MiniZinc solver on this machine, through the minizinc executable (" + i.version() + ")")
        .orElse("any MiniZinc solver, through the minizinc executable: not found on PATH here");
  }

  @Override
  public List<Variant> variants() {
    return Installation.find().map(Installation::solvers).filter(s -> !s.isEmpty())
        .map(s -> s.stream().map(m -> new Variant(m.variant(), m.name() + " (" + m.id() + ")")).toList())
        .orElse(List.of(new Variant("gecode", "Gecode; minizinc was not found on PATH, so this backend is unavailable")));
  }

  @Override
  public boolean inDefaultSet() {
    return false;
  }

  @Override
  public Solver create(String variant) {
    Installation installation = Installation.find().orElseThrow(() -> new BackendUnavailableException(
        "solver minizinc is unavailable: the minizinc executable was not found on PATH (on Debian: apt-get install minizinc); "
            + "the other solvers still work", null));
    Installation.Backend backend = installation.solvers().stream().filter(s -> s.variant().equals(variant)).findFirst()
        .orElseThrow(() -> new BackendUnavailableException("solver minizinc:" + variant + " is unavailable: minizinc does not list it here", null));
    return new MiniZincSolver(installation, backend);
  }
}
