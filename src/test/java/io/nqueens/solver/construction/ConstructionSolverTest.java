package io.nqueens.solver.construction;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.model.KnightExclusion;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.solver.BeyondLimitException;
import io.nqueens.solver.Limits;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import org.junit.jupiter.api.Test;

/** The explicit construction passes the checker at every n it serves, and is refused where it has nothing to say. */
class ConstructionSolverTest {

  @Test
  void theConstructionIsASolutionAtEveryNFromFourToFiveHundredAndOnLargeBoardsOfEveryResidue() {
    assertThat(SolutionChecker.isValid(QueensModel.of(1), Solution.of(ConstructionSolver.columns(1)))).isTrue();
    for (int n = 4; n <= 500; n++) {
      assertThat(SolutionChecker.violations(QueensModel.of(n), Solution.of(ConstructionSolver.columns(n)))).as("n = %d", n).isEmpty();
    }
    // Every residue mod 6 and both parities on boards the checker judges in linear time.
    for (int n = 1_000_000; n < 1_000_012; n++) {
      assertThat(SolutionChecker.violations(QueensModel.of(n), Solution.of(ConstructionSolver.columns(n)))).as("n = %d", n).isEmpty();
    }
  }

  @Test
  void countingObjectivesConstraintsAndTheBoardsWithoutASolutionAreRefusedWithTheReason() {
    Solver guarded = Limits.guard(new ConstructionProvider().create("hoffman"));
    assertThatThrownBy(() -> guarded.enumerate(QueensModel.of(8), SearchControl.unlimited(), s -> true))
        .isInstanceOf(BeyondLimitException.class).hasMessageContaining("cannot count");
    assertThatThrownBy(() -> guarded.solve(QueensModel.of(10, new KnightExclusion()), SearchControl.unlimited()))
        .isInstanceOf(BeyondLimitException.class).hasMessageContaining("only the plain problem");
    assertThatThrownBy(() -> guarded.solve(QueensModel.of(3), SearchControl.unlimited()))
        .isInstanceOf(BeyondLimitException.class).hasMessageContaining("n = 2 or 3");
    assertThat(guarded.solve(QueensModel.of(8), SearchControl.unlimited()).solution()).isPresent();
  }
}
