package io.nqueens.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.BadInputException;
import io.nqueens.api.NQueens;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Exact;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Parts;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import io.nqueens.testing.StubSolver;
import java.util.List;
import org.junit.jupiter.api.Test;

class InvariantsTest {

  private static final List<Symmetry> ALL = List.of(Symmetry.values());

  private static CountResult complete(long solutions, Long unique) {
    return new CountResult(solutions, unique, Outcome.COMPLETE, Statistics.of(0));
  }

  @Test
  void moreClassesThanSolutionsIsAnInternalErrorNamingBothNumbers() {
    assertThatThrownBy(() -> Invariants.checked(QueensModel.of(8), ALL, complete(92, 93L))).isInstanceOf(Invariants.Violated.class)
        .hasMessageContaining("93 classes").hasMessageContaining("92 solutions");
    assertThatThrownBy(() -> Invariants.checked(QueensModel.of(8), ALL, complete(92, -1L))).isInstanceOf(Invariants.Violated.class);
  }

  @Test
  void fewerClassesThanTheSolutionsOverTheGroupIsAnInternalError() {
    assertThatThrownBy(() -> Invariants.checked(QueensModel.of(8), ALL, complete(92, 11L))).isInstanceOf(Invariants.Violated.class)
        .hasMessageContaining("11 x 8");
    assertThat(Invariants.checked(QueensModel.of(8), ALL, complete(92, 12L)).unique()).isEqualTo(12);
  }

  /** The bounds themselves are allowed: as many classes as solutions (the identity alone), classes of exactly |group|, none of none. */
  @Test
  void countsOnTheBoundsPass() {
    assertThat(Invariants.checked(QueensModel.of(8), List.of(Symmetry.IDENTITY), complete(92, 92L)).unique()).isEqualTo(92);
    assertThat(Invariants.checked(QueensModel.of(8), ALL, complete(16, 2L)).unique()).isEqualTo(2);
    assertThat(Invariants.checked(QueensModel.of(3), ALL, complete(0, 0L)).unique()).isZero();
    assertThatThrownBy(() -> Invariants.checked(QueensModel.of(8), ALL, complete(17, 2L))).isInstanceOf(Invariants.Violated.class);
    assertThatThrownBy(() -> Invariants.checked(QueensModel.of(8), List.of(), complete(-1, null))).isInstanceOf(Invariants.Violated.class);
  }

  @Test
  void anEmptyCountIsConfirmedUpToTwelveAndTakenAsGivenAbove() {
    assertThatThrownBy(() -> Invariants.checked(QueensModel.of(Invariants.CONFIRM_EMPTY_UP_TO), List.of(), complete(0, null)))
        .isInstanceOf(Invariants.Violated.class);
    assertThat(Invariants.checked(QueensModel.of(Invariants.CONFIRM_EMPTY_UP_TO + 1), List.of(), complete(0, null)).solutions()).isZero();
  }

  @Test
  void aPartialCountNeedNotMeetTheClassBound() {
    CountResult partial = new CountResult(92, 1L, Outcome.TIME_LIMIT, Statistics.of(0));
    assertThat(Invariants.checked(QueensModel.of(8), ALL, partial)).isSameAs(partial);
  }

  /** A stopped Burnside count can hold classes whose solutions it has not added up yet: each number is only a lower bound. */
  @Test
  void aPartialCountMayHoldMoreClassesThanSolutions() {
    CountResult stopped = new CountResult(0, 312L, Outcome.TIME_LIMIT, Statistics.of(0));
    assertThat(Invariants.checked(QueensModel.of(16), ALL, stopped)).isSameAs(stopped);
    CountResult negative = new CountResult(0, -1L, Outcome.TIME_LIMIT, Statistics.of(0));
    assertThatThrownBy(() -> Invariants.checked(QueensModel.of(16), ALL, negative)).isInstanceOf(Invariants.Violated.class);
  }

  @Test
  void aCompleteCountOfNoSolutionsIsConfirmedIndependentlyOnSmallBoards() {
    assertThatThrownBy(() -> Invariants.checked(QueensModel.of(8), List.of(), complete(0, null))).isInstanceOf(Invariants.Violated.class)
        .hasMessageContaining("0 solutions").hasMessageContaining("passes the checker");
    assertThat(Invariants.checked(QueensModel.of(3), List.of(), complete(0, null)).solutions()).isZero();
    QueensModel blocked = QueensModel.of(5, new Queen(0, 0), new Queen(1, 4));
    assertThat(Invariants.anySolution(blocked)).as("a pre-placed pair that no solution extends").isNull();
  }

  /** A backend that says "no solution, complete" on a board that has 92: the library throws instead of returning 0. */
  @Test
  void theLibraryNeverReturnsACountThatBreaksAnInvariant() {
    Solver liar = new StubSolver("liar", "empty", 100);
    assertThatThrownBy(() -> NQueens.model(8).on(() -> liar).count()).isInstanceOf(Invariants.Violated.class);
  }

  @Test
  void burnsidesSumMustDivideByTheGroupOnACompleteCount() {
    Parts one = Parts.of(List.of(1), String::valueOf, (p, c) -> complete(10, 3L));
    Parts burnside = Parts.byBurnside(one, 8);
    assertThatThrownBy(() -> burnside.classes(10, 3, true)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("10 solutions and 3 fixed points make 13");
    assertThat(burnside.classes(10, 6, true)).isEqualTo(2);
    assertThat(burnside.classes(10, 3, false)).as("a partial count's classes are a lower bound").isEqualTo(1);
  }

  /** Parts whose sum passes 2^63: an error, never a wrapped total. */
  @Test
  void aTotalPastTwoToTheSixtyThreeIsRefusedNotWrapped() {
    Parts huge = Parts.of(List.of(0, 1), String::valueOf, (p, c) -> complete(Long.MAX_VALUE / 2 + 1, null));
    assertThatThrownBy(() -> PartRunner.run(huge, false, SearchControl.unlimited(), 1, Progress.NONE))
        .isInstanceOf(Exact.Overflow.class).isInstanceOf(BadInputException.class).hasMessageContaining("2^63");
    assertThatThrownBy(() -> Exact.multiply(1L << 40, 1L << 30)).isInstanceOf(Exact.Overflow.class);
    assertThat(Exact.multiply(-3, 1L << 40)).isEqualTo(-3L << 40);
    assertThat(Exact.add(Long.MAX_VALUE - 1, 1)).isEqualTo(Long.MAX_VALUE);
  }
}
