package io.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.api.NQueens;
import io.nqueens.engine.Counting;
import io.nqueens.model.Constraint;
import io.nqueens.model.Expression;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.model.Symmetry;
import io.nqueens.testing.Registered;
import io.nqueens.testing.StubSolver;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class LimitsTest {

  static List<String> specs() {
    return Registered.specs();
  }

  /** A board one above the limit, for every request a solver takes: each is refused before the backend runs. */
  @ParameterizedTest
  @MethodSource("specs")
  void everySolverTheRegistryMakesRefusesABoardAboveItsLimitForEveryRequest(String spec) {
    Solver solver = Backends.create(spec);
    int enumerate = solver.maxN(Solver.Task.ENUMERATE);
    if (enumerate < QueensModel.MAX_N) {
      QueensModel big = QueensModel.of(enumerate + 1);
      SearchControl control = SearchControl.unlimited();
      assertThatThrownBy(() -> solver.enumerate(big, control, s -> true)).isInstanceOf(BeyondLimitException.class)
          .hasMessageContaining("n (" + (enumerate + 1) + ")").hasMessageContaining("(" + enumerate + ")");
      assertThatThrownBy(() -> solver.enumerateLexLeaders(big, List.of(Symmetry.IDENTITY), control, s -> true)).isInstanceOf(BeyondLimitException.class);
      assertThatThrownBy(() -> solver.ownCount(big, List.of(), control, 1)).isInstanceOf(BeyondLimitException.class);
      assertThatThrownBy(() -> solver.ownParts(big, List.of(), 1, control)).isInstanceOf(BeyondLimitException.class);
      assertThatThrownBy(() -> solver.profile(big, control)).isInstanceOf(BeyondLimitException.class);
      assertThatThrownBy(() -> Counting.count(solver, big, List.of(), control)).isInstanceOf(BeyondLimitException.class);
    }
    int first = solver.maxN(Solver.Task.FIRST_SOLUTION);
    if (first < QueensModel.MAX_N) {
      assertThatThrownBy(() -> solver.solve(QueensModel.of(first + 1), SearchControl.unlimited())).isInstanceOf(BeyondLimitException.class);
    }
  }

  /** The bit-mask search's limit is 63: at n = 64 a mask (1L << 64) - 1 would be 0, and the search would find nothing. */
  @Test
  void theDefaultBackendRefusesABoardWiderThanALongInsteadOfCountingNothing() {
    QueensModel n64 = QueensModel.of(64, Expression.parse("q[0] + q[2] != 3"));
    assertThatThrownBy(() -> NQueens.of(n64).count()).isInstanceOf(BeyondLimitException.class).hasMessageContaining("(63)");
  }

  /**
   * The guard forwards every method of {@link Solver}, defaults included: a capability a new method
   * adds that the guard does not forward would fall back to the interface's default for every backend,
   * silently. A method added to Solver fails this test until the guard forwards it.
   */
  @Test
  void theGuardForwardsEveryMethodOfTheSolverInterface() {
    Class<?> guard = Limits.guard(new StubSolver("mine", "small", 6)).getClass();
    List<String> missing = new ArrayList<>();
    for (Method m : Solver.class.getMethods()) {
      if (Modifier.isStatic(m.getModifiers())) {
        continue;
      }
      try {
        guard.getDeclaredMethod(m.getName(), m.getParameterTypes());
      } catch (NoSuchMethodException e) {
        missing.add(m.getName() + Arrays.toString(m.getParameterTypes()));
      }
    }
    assertThat(missing).as("methods of Solver the guard does not forward").isEmpty();
  }

  /** A library user's own solver is held to the limits it declares, through the front door and the engine alike. */
  @Test
  void aUsersOwnSolverIsHeldToItsDeclaredLimit() {
    StubSolver small = new StubSolver("mine", "small", 6);
    assertThatThrownBy(() -> NQueens.model(7).on(() -> small).count()).isInstanceOf(BeyondLimitException.class).hasMessageContaining("mine:small");
    assertThatThrownBy(() -> NQueens.model(7).on(() -> small).solve()).isInstanceOf(BeyondLimitException.class);
    assertThatThrownBy(() -> Counting.count(small, QueensModel.of(7), List.of(), SearchControl.unlimited()))
        .isInstanceOf(BeyondLimitException.class);
    assertThat(small.asked).as("the solver never ran").hasValue(0);
  }

  /**
   * n = 70 with 66 pre-placed queens and exactly one solution (the half-turn symmetric one of the
   * construction 2i + 1, 2i): the prover enumerates with a search that takes n = 70, so the class
   * is one under {identity, half turn}, not none under all eight "because the model has no solutions".
   */
  @Test
  void theProverEnumeratesWithASearchThatAcceptsTheBoardSoALargeModelGetsItsRealGroup() {
    int n = 70;
    int[] q = new int[n];
    for (int i = 0; i < n / 2; i++) {
      q[i] = 2 * i + 1;
      q[i + n / 2] = 2 * i;
    }
    List<Constraint> queens = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      if (r != 0 && r != 3 && r != n - 1 && r != n - 4) {
        queens.add(new Queen(r, q[r]));
      }
    }
    QueensModel model = QueensModel.of(n, queens.toArray(Constraint[]::new));
    assertThat(SolutionChecker.isValid(model, Solution.of(q))).isTrue();
    NQueens.Count c = NQueens.of(model).on("backtracking:simple").countUnique();
    assertThat(c.complete()).isTrue();
    assertThat(c.solutions()).isEqualTo(1);
    assertThat(c.unique()).isEqualTo(1);
    assertThat(c.symmetries()).containsExactlyInAnyOrder(Symmetry.IDENTITY, Symmetry.ROTATE_180);
  }
}
