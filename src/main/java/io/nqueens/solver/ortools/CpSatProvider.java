package io.nqueens.solver.ortools;

import io.nqueens.solver.Solver;
import io.nqueens.solver.Lineup;
import io.nqueens.solver.SolverProvider;
import java.util.List;
import java.util.Map;

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

  /** Like with like: its search in the teaching order; its default elsewhere. */
  @Override
  public List<String> lineup(Lineup lineup) {
    return List.of(lineup == Lineup.FAIR ? "input" : variants().get(0).name());
  }

  @Override
  public List<Variant> variants() {
    return List.of(
        new Variant("fixed-lex", "fixed search plus lex-leader symmetry breaking (n <= " + CpSatSolver.LEX_MAX_N + "); counts weigh each class by its size;"
            + " optimises with CP-SAT's own portfolio, presolve on"),
        new Variant("fixed", "fixed search: smallest domain first; presolve off; one worker to count; optimises with that search too"),
        new Variant("input", "fixed search: rows in order, smallest column first (the teaching search's order); presolve off; one worker to count;"
            + " optimises with that search too"),
        new Variant("auto", "CP-SAT's own search; presolve off; one worker to count; optimises with its portfolio, presolve off"),
        new Variant("presolve", "fixed search with presolve on; one worker to count; optimises with that search too"));
  }

  @Override
  public List<Option> options() {
    return List.of(new Option(CpSatSolver.PARAMETERS_OPTION,
        "CP-SAT parameters in protobuf text format merged into every search's (num_workers:3 random_seed:7); counts keep every solution on one worker"));
  }

  @Override
  public Solver create(String variant) {
    return create(variant, Map.of());
  }

  @Override
  public Solver create(String variant, Map<String, String> options) {
    String extra = options.get(CpSatSolver.PARAMETERS_OPTION);
    return switch (variant) {
      case "fixed-lex" -> new CpSatSolver(variant, true, false, true, extra, false);
      case "fixed" -> new CpSatSolver(variant, true, false, false, extra, false);
      case "input" -> new CpSatSolver(variant, true, false, false, extra, true);
      case "auto" -> new CpSatSolver(variant, false, false, false, extra, false);
      case "presolve" -> new CpSatSolver(variant, true, true, false, extra, false);
      default -> throw new IllegalArgumentException("unknown cpsat variant '" + variant + "'");
    };
  }
}
