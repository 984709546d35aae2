package io.nqueens.solver;

import io.nqueens.engine.Counting;
import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.Blocked;
import io.nqueens.model.Constraint;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.testing.BruteForce;
import io.nqueens.testing.Orbits;
import io.nqueens.testing.Registered;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Split counts on two threads with classes under the model's group: every backend and variant must
 * match the brute force (every placement through the checker) and its orbits under the test's own
 * board maps. Boards of 10 and 11 are split into sub-problems, which may be more symmetric than the
 * model they come from.
 */
class UniqueCountProperties {

  /** Every registered backend and variant that runs here. */
  private static final List<String> BACKENDS = Registered.specs();

  // Five random models, each on every registered backend on two threads (MiniZinc's variants
  // included): up to half a minute of the suite.
  @Property(tries = 5, edgeCases = EdgeCasesMode.NONE)
  void splitCountsOnTwoThreadsGiveTheSameClassesAsOneThread(@ForAll("models") QueensModel model) {
    assertSameCountsEverywhere(model);
  }

  @Example
  void theElevenBoardWithTwoQueensThatChocoAndCpSatOnceCountedWrong() {
    assertSameCountsEverywhere(QueensModel.of(11, new Queen(10, 4), new Queen(9, 2)));
  }

  /**
   * The reference shares nothing with the code under test: the solutions by brute force through the
   * checker, the classes as orbits under the test's own board maps ({@link io.nqueens.testing.Orbits});
   * the group the backends count under is the model's cheap one, which must be a subgroup of the brute-force group.
   */
  private static void assertSameCountsEverywhere(QueensModel model) {
    List<Solution> solutions = BruteForce.solutions(model);
    List<Symmetry> group = SymmetryGroup.of(model);
    assertThat(Orbits.group(solutions)).as("the group of %s", model.summary()).containsAll(group);
    long classes = Orbits.classes(solutions, group);
    for (String backend : BACKENDS) {
      CountResult r = Counting.count(Backends.parse(backend), model, group, SearchControl.unlimited(), 2, Progress.NONE);
      assertThat(r.complete()).isTrue();
      assertThat(r.solutions()).as("%s solutions on %s", backend, model.summary()).isEqualTo(solutions.size());
      assertThat(r.unique()).as("%s unique on %s", backend, model.summary()).isEqualTo(classes);
    }
  }

  @Provide
  Arbitrary<QueensModel> models() {
    return Arbitraries.integers().between(10, 11).flatMap(n -> {
      Arbitrary<List<int[]>> queens = cells(n).list().ofMaxSize(2);
      Arbitrary<List<int[]>> blocked = cells(n).list().ofMaxSize(3);
      Arbitrary<List<ExcludedDiagonal>> excluded = Arbitraries.integers().between(-(n - 1), n - 1)
          .map(ExcludedDiagonal::difference).list().ofMaxSize(1);
      return Combinators.combine(queens, blocked, excluded).as((qs, bs, es) -> {
        List<Constraint> cs = new ArrayList<>();
        qs.forEach(c -> cs.add(new Queen(c[0], c[1])));
        bs.forEach(c -> cs.add(new Blocked(c[0], c[1])));
        cs.addAll(es);
        return new QueensModel(n, cs, "", "");
      });
    });
  }

  private static Arbitrary<int[]> cells(int n) {
    return Combinators.combine(Arbitraries.integers().between(0, n - 1), Arbitraries.integers().between(0, n - 1)).as((r, c) -> new int[] {r, c});
  }
}
