package io.nqueens.solver.backtracking;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.Constraint;
import io.nqueens.model.Expression;
import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.solver.SearchControl;
import io.nqueens.testing.BruteForce;
import io.nqueens.testing.RandomConstraints;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * The branch and bound against a brute force (every placement through the checker) on random
 * models that draw every built-in kind (knight moves, wrapped diagonals, blocked squares,
 * pre-placed queens, excluded diagonals) and expressions, both senses: the optimum, its bound,
 * and "no solution" when there is none.
 */
class BranchAndBoundTest {

  @Test
  void theBranchAndBoundFindsTheBruteForceOptimumOnRandomModelsOfEveryKind() {
    check(BranchAndBound.DIVE_NODES);
  }

  /** A dive of a few nodes, so that the search proper runs with Lagrangian multipliers even on these small boards. */
  @Test
  void withTheMultipliersFromTheRootItStillFindsTheBruteForceOptimum() {
    check(3);
  }

  /** The root's multipliers alone, no node's own: the bound the node multipliers start from. */
  @Test
  void withOnlyTheRootsMultipliersItFindsTheBruteForceOptimum() {
    check(3, 0, 0);
  }

  /** Many steps at every node: multipliers that move far from the root's still bound every subtree. */
  @Test
  void withMultipliersOfEveryNodesOwnItStillFindsTheBruteForceOptimum() {
    check(3, Integer.MAX_VALUE, 40);
  }

  private static void check(long dive) {
    check(dive, BranchAndBound.REOPTIMISE_DEPTH, BranchAndBound.NODE_STEPS);
  }

  private static void check(long dive, int depth, int steps) {
    int models = 0;
    int withoutSolution = 0;
    for (long seed = 1; seed <= 160; seed++) {
      int n = 4 + (int) (seed % 6);
      RandomConstraints random = new RandomConstraints(seed, n);
      String objective = random.nextObjective("w");
      List<Constraint> all = new ArrayList<>(random.builtIns());
      if (seed % 3 == 0) {
        all.add(Expression.parse(random.next()));
      }
      Objective.Sense sense = seed % 2 == 0 ? Objective.Sense.MINIMIZE : Objective.Sense.MAXIMIZE;
      QueensModel model = new QueensModel(n, all, Optional.of(Objective.parse(sense, objective, random.tables())), "", "");
      Optional<BigInteger> expected = Optional.empty();
      Objective o = model.objective().orElseThrow();
      for (Solution s : BruteForce.solutions(model)) {
        BigInteger v = o.valueOf(s);
        if (expected.isEmpty() || (sense == Objective.Sense.MINIMIZE ? v.compareTo(expected.get()) < 0 : v.compareTo(expected.get()) > 0)) {
          expected = Optional.of(v);
        }
      }
      BranchAndBound search = new BranchAndBound(BoardRules.of(model), o, SearchControl.unlimited(), dive).reoptimising(depth, steps);
      OptionalLong root = search.rootBound();
      Solution best = search.run();
      models++;
      if (expected.isEmpty()) {
        withoutSolution++;
        assertThat(best).as("seed %d: %s has no solution", seed, model.summary()).isNull();
        continue;
      }
      assertThat(best).as("seed %d: %s", seed, model.summary()).isNotNull();
      assertThat(SolutionChecker.violations(model, best)).as("seed %d: %s", seed, model.summary()).isEmpty();
      assertThat(BigInteger.valueOf(search.bestValue())).as("seed %d: %s", seed, model.summary()).isEqualTo(expected.get());
      assertThat(o.valueOf(best)).isEqualTo(expected.get());
      assertThat(root).as("seed %d: a bound when there is a solution", seed).isPresent();
      assertThat(o.better(search.bestValue(), root.getAsLong())).as("seed %d: the root bound %d is no worse than the optimum %d", seed,
          root.getAsLong(), search.bestValue()).isFalse();
      assertThat(search.improvements).isNotEmpty();
      assertThat(search.improvements.get(search.improvements.size() - 1).value()).isEqualTo(search.bestValue());
    }
    assertThat(withoutSolution).as("some models have no solution").isBetween(10, models - 40);
  }
}
