package io.nqueens.solver.ortools;

import io.nqueens.solver.Solver;
import io.nqueens.solver.Lineup;
import io.nqueens.solver.SolverProvider;
import java.util.List;
import java.util.Map;

/**
 * Registers integer programming through OR-Tools' linear solver; nothing native loads until
 * {@link #create} is called. It finds first solutions and optima and never counts, so it is not in
 * the default set of counts: compare's default for a model with an objective names it.
 */
public final class MipProvider implements SolverProvider {

  @Override
  public String name() {
    return "mip";
  }

  @Override
  public String description() {
    return "OR-Tools' linear solver (MPSolver): the board as 0/1 squares, one per row and column, at most one per diagonal; optimises and solves, never counts";
  }

  @Override
  public boolean inDefaultSet() {
    return false;
  }

  @Override
  public boolean counts() {
    return false;
  }

  /** An integer program finds and proves optima; it does not count, so it is in no comparison of counts. */
  @Override
  public List<String> lineup(Lineup lineup) {
    return lineup == Lineup.OPTIMISE ? List.of(variants().get(0).name()) : List.of();
  }

  @Override
  public List<Variant> variants() {
    return List.of(
        new Variant("scip", "SCIP (branch and cut, with SoPlex for the relaxations), gap 0, one thread"),
        new Variant("cbc", "COIN-OR CBC (branch and cut, with CLP), gap 0, one thread"));
  }

  @Override
  public List<Option> options() {
    return List.of(
        new Option(MipSolver.HINT_OPTION, "a solution to start from, its columns row by row (3,0,4,1,...): from another backend's run, say;"
            + " the solver checks it and starts from it where it is feasible"),
        new Option(MipSolver.PARAMETERS_OPTION, "the solver's own parameters, in its own format (SCIP: limits/gap = 0.01; one per line or ';')"));
  }

  @Override
  public Solver create(String variant) {
    return create(variant, Map.of());
  }

  @Override
  public Solver create(String variant, Map<String, String> options) {
    String engine = switch (variant) {
      case "scip" -> "SCIP";
      case "cbc" -> "CBC";
      default -> throw new IllegalArgumentException("unknown mip variant '" + variant + "'");
    };
    return new MipSolver(variant, engine, options.get(MipSolver.HINT_OPTION), options.get(MipSolver.PARAMETERS_OPTION));
  }
}
