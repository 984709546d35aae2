package io.nqueens.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.testing.BruteForce;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Blocking a square that is already unusable (blocked, on an excluded diagonal, or attacked by a
 * pre-placed queen) changes neither the solutions, nor the classes, nor the symmetry group. Counted
 * here by brute force over the checker, so that no backend is involved.
 */
class RedundantConstraintProperties {

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void blockingAnUnusableSquareChangesNeitherCountsNorGroup(@ForAll("models") QueensModel model, @ForAll("squares") int[] square) {
    int n = model.n();
    Cell cell = new Cell(square[0] % n, square[1] % n);
    Assume.that(!usable(model, cell));
    QueensModel more = model.with(new Blocked(cell.row(), cell.col()));
    assertThat(SymmetryGroup.of(more)).as("group of %s", more.summary()).isEqualTo(SymmetryGroup.of(model));
    List<Solution> a = solutions(model);
    List<Solution> b = solutions(more);
    assertThat(b).isEqualTo(a);
    assertThat(classes(b, SymmetryGroup.of(more))).isEqualTo(classes(a, SymmetryGroup.of(model)));
  }

  /** The definition, square by square, through the checker: blocked, on an excluded diagonal, or attacked by another pre-placed queen. */
  private static boolean usable(QueensModel model, Cell cell) {
    if (SolutionChecker.squareForbidden(model, cell).isPresent()) {
      return false;
    }
    for (Queen q : model.queens()) {
      if (!q.cell().equals(cell) && (q.row() == cell.row() || SolutionChecker.attack(model, q.cell(), cell).isPresent())) {
        return false;
      }
    }
    return true;
  }

  private static long classes(List<Solution> solutions, List<Symmetry> group) {
    return solutions.stream().filter(s -> SymmetryGroup.isCanonical(s, group)).count();
  }

  private static List<Solution> solutions(QueensModel model) {
    return BruteForce.solutions(model);
  }

  @Provide
  Arbitrary<int[]> squares() {
    return Combinators.combine(Arbitraries.integers().between(0, 99), Arbitraries.integers().between(0, 99)).as((r, c) -> new int[] {r, c});
  }

  @Provide
  Arbitrary<QueensModel> models() {
    return Arbitraries.integers().between(4, 8).flatMap(n -> {
      Arbitrary<int[]> cell = Combinators.combine(Arbitraries.integers().between(0, n - 1), Arbitraries.integers().between(0, n - 1))
          .as((r, c) -> new int[] {r, c});
      return Combinators.combine(cell.list().ofMaxSize(1), cell.list().ofMaxSize(2),
              Arbitraries.integers().between(-(n - 1), n - 1).list().ofMaxSize(1), Arbitraries.of(false, false, false, true))
          .as((qs, bs, es, knight) -> {
            List<Constraint> cs = new ArrayList<>();
            qs.forEach(c -> cs.add(new Queen(c[0], c[1])));
            bs.forEach(c -> cs.add(new Blocked(c[0], c[1])));
            es.forEach(d -> cs.add(ExcludedDiagonal.difference(d)));
            if (knight) {
              cs.add(new KnightExclusion());
            }
            return new QueensModel(n, cs, "", "");
          });
    });
  }
}
