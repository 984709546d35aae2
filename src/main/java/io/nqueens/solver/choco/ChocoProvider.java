package io.nqueens.solver.choco;

import io.nqueens.solver.BackendOptions;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Lineup;
import io.nqueens.solver.SolverProvider;
import java.util.List;
import java.util.Map;

/** Registers the Choco backend and its variants (all-different consistency, counting search). */
public final class ChocoProvider implements SolverProvider {

  private record Preset(Variant variant, String consistency, ChocoSolver.SearchKind search, boolean lexLeader) {}

  private static final List<Preset> PRESETS = List.of(
      new Preset(new Variant("fc-dom-lex", "fc-dom plus lex-leader symmetry breaking (n <= " + ChocoSolver.LEX_MAX_N + "); counts weigh each class by its size"),
          "FC", ChocoSolver.SearchKind.DOM, true),
      new Preset(new Variant("fc-dom", "forward-checking allDifferent, smallest domain first"), "FC", ChocoSolver.SearchKind.DOM, false),
      new Preset(new Variant("fc-input", "forward-checking allDifferent, rows in order"), "FC", ChocoSolver.SearchKind.INPUT, false),
      new Preset(new Variant("ac-dom", "arc-consistent allDifferent, smallest domain first"), "AC", ChocoSolver.SearchKind.DOM, false),
      new Preset(new Variant("bc-dom", "bound-consistent allDifferent, smallest domain first"), "BC", ChocoSolver.SearchKind.DOM, false),
      new Preset(new Variant("default", "Choco's default consistency and search"), "DEFAULT", ChocoSolver.SearchKind.DEFAULT, false));

  @Override
  public String name() {
    return "choco";
  }

  @Override
  public String description() {
    return "Choco Solver 5: allDifferent over columns and both diagonals (offset views)";
  }

  /** Like with like: its search in the teaching order; its default elsewhere. */
  @Override
  public List<String> lineup(Lineup lineup) {
    return List.of(lineup == Lineup.FAIR ? "fc-input" : variants().get(0).name());
  }

  @Override
  public List<Variant> variants() {
    return PRESETS.stream().map(Preset::variant).toList();
  }

  @Override
  public List<Option> options() {
    return List.of(new Option(ChocoSolver.RACE_OPTION,
        "true (default) or false: whether a first solution on a board with holes races a dual model on a second core"));
  }

  @Override
  public Solver create(String variant) {
    return create(variant, Map.of());
  }

  @Override
  public Solver create(String variant, Map<String, String> options) {
    boolean race = BackendOptions.bool(options, name(), ChocoSolver.RACE_OPTION, true);
    for (Preset p : PRESETS) {
      if (p.variant().name().equals(variant)) {
        return new ChocoSolver(variant, p.consistency(), p.search(), p.lexLeader(), race);
      }
    }
    throw new IllegalArgumentException("unknown choco variant '" + variant + "'");
  }
}
