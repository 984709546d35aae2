package io.nqueens.solver.cpsat;

import io.nqueens.solver.Solver;
import io.nqueens.solver.SolverProvider;
import java.util.List;

/** Registers the CP-SAT backend; nothing native loads until {@link #create} is called. */
public final class CpSatProvider implements SolverProvider {

  @Override
  public String name() {
    return "cpsat";
  }

  @Override
  public String description() {
    return "OR-Tools CP-SAT: AddAllDifferent over columns and both affine diagonal expressions";
  }

  @Override
  public List<Variant> variants() {
    return List.of(
        new Variant("fixed-lex", "fixed search plus lex-leader symmetry breaking (n <= " + CpSatSolver.LEX_MAX_N + "); counts weigh each class by its size"),
        new Variant("fixed", "fixed search: smallest domain first; presolve off; one worker"),
        new Variant("auto", "CP-SAT's own search; presolve off; one worker"),
        new Variant("presolve", "fixed search with presolve on; one worker"));
  }

  @Override
  public Solver create(String variant) {
    return switch (variant) {
      case "fixed-lex" -> new CpSatSolver(variant, true, false, true);
      case "fixed" -> new CpSatSolver(variant, true, false, false);
      case "auto" -> new CpSatSolver(variant, false, false, false);
      case "presolve" -> new CpSatSolver(variant, true, true, false);
      default -> throw new IllegalArgumentException("unknown cpsat variant '" + variant + "'");
    };
  }
}
