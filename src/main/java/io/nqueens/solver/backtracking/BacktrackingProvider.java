package io.nqueens.solver.backtracking;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.Parts;
import io.nqueens.solver.Solver;
import io.nqueens.solver.SolverProvider;
import java.util.List;
import java.util.Optional;

/** Registers the hand-written backend. */
public final class BacktrackingProvider implements SolverProvider {

  @Override
  public String name() {
    return "backtracking";
  }

  @Override
  public String description() {
    return "hand-written search: bit masks (default), mirror-only bit masks, or the simple flag-array version";
  }

  @Override
  public List<Variant> variants() {
    return List.of(
        new Variant("bitboard", "bit masks; all 8 symmetries on the plain problem (halves for n = "
            + range(BacktrackingSolver.HALVES_FROM_N, HalvesCounter.MAX_N) + ", constellations for n = "
            + range(BacktrackingSolver.CONSTELLATIONS_FROM_N, BacktrackingSolver.HALVES_FROM_N - 1) + " and "
            + range(HalvesCounter.MAX_N + 1, ConstellationCounter.MAX_N) + "); most-constrained row for a first solution"),
        new Variant("symmetric", "as bitboard, but the plain problem always counted by Takaken's symmetric counter"),
        new Variant("mirror", "bit masks using only the mirror symmetry of row 0 (the oracle that checks the symmetric counter)"),
        new Variant("simple", "flag arrays, rows in order, columns left to right (the teaching version)"),
        new Variant("constellation", "the plain problem counted by border-queen constellations, one per symmetry class; else as bitboard"),
        new Variant("halves", "the plain problem counted by halves joined from quarter boards and matched in the middle on their diagonals (n = "
            + range(HalvesCounter.MIN_N, HalvesCounter.MAX_N) + "), eight-fold symmetry, classes by Burnside's lemma; else as bitboard"));
  }

  private static String range(int from, int to) {
    return from == to ? Integer.toString(from) : from + " to " + to;
  }

  @Override
  public Optional<Parts> parts(String variant, QueensModel model, List<Symmetry> uniqueUnder, int target) {
    return BacktrackingSolver.named(variant).ownParts(model, uniqueUnder, target);
  }

  @Override
  public Solver create(String variant) {
    return BacktrackingSolver.named(variant);
  }
}
