package io.nqueens.solver.construction;

import io.nqueens.solver.Solver;
import io.nqueens.solver.SolverProvider;
import java.util.List;

/** Registers the explicit construction: one solution of the plain problem in O(n), not in the default set of {@code compare}. */
public final class ConstructionProvider implements SolverProvider {

  @Override
  public String name() {
    return "construction";
  }

  @Override
  public String description() {
    return "the explicit construction of Hoffman, Loessi and Moore (1969): one solution of the plain problem for n = 1 and n >= 4, no search";
  }

  @Override
  public boolean inDefaultSet() {
    return false;
  }

  @Override
  public boolean firstSolutionsOnly() {
    return true;
  }

  @Override
  public List<Variant> variants() {
    return List.of(new Variant("hoffman", "row i in column 2i and row n/2 + i in column 2i - 1 (n mod 6 != 2), a shifted pattern "
        + "for n mod 6 = 2, the corner added for odd n"));
  }

  @Override
  public Solver create(String variant) {
    if (!variant.equals("hoffman")) {
      throw new IllegalArgumentException("unknown construction variant '" + variant + "'");
    }
    return new ConstructionSolver();
  }
}
