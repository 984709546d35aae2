package io.nqueens.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SolutionCheckerTest {

  private static final QueensModel EIGHT = QueensModel.of(8);
  private static final Solution VALID_EIGHT = Solution.of(0, 4, 7, 5, 2, 6, 1, 3);

  @Test
  void acceptsAKnownSolution() {
    assertThat(SolutionChecker.violations(EIGHT, VALID_EIGHT)).isEmpty();
  }

  @Test
  void rejectsTwoQueensInOneColumn() {
    assertThat(SolutionChecker.violations(QueensModel.of(4), Solution.of(1, 3, 0, 1)))
        .anyMatch(v -> v.contains("column 1"));
  }

  @Test
  void rejectsTwoQueensOnOneDiagonal() {
    // (0,0) and (1,1): row - col is 0 for both.
    assertThat(SolutionChecker.violations(QueensModel.of(4), Solution.of(0, 1, 3, 2)))
        .anyMatch(v -> v.contains("(0,0) and (1,1)") && v.contains("diagonal"));
  }

  @Test
  void rejectsTwoQueensOnOneAntiDiagonal() {
    // (0,3) and (1,2): row + col is 3 for both.
    assertThat(SolutionChecker.violations(QueensModel.of(4), Solution.of(3, 2, 0, 1)))
        .anyMatch(v -> v.contains("(0,3) and (1,2)"));
  }

  @Test
  void rejectsASolutionOfTheWrongSize() {
    assertThat(SolutionChecker.violations(EIGHT, Solution.of(1, 3, 0, 2))).containsExactly("solution has 4 rows, the board has 8");
  }

  @Test
  void rejectsAColumnOffTheBoard() {
    assertThat(SolutionChecker.violations(QueensModel.of(4), Solution.of(1, 3, 0, 4))).anyMatch(v -> v.contains("off the board"));
  }

  @Test
  void rejectsAQueenOnABlockedSquare() {
    assertThat(SolutionChecker.violations(EIGHT.with(new Blocked(0, 0)), VALID_EIGHT)).anyMatch(v -> v.contains("blocked"));
  }

  @Test
  void rejectsASolutionThatMovesAPrePlacedQueen() {
    assertThat(SolutionChecker.violations(EIGHT.with(new Queen(0, 7)), VALID_EIGHT)).anyMatch(v -> v.contains("pre-placed column 7"));
  }

  @Test
  void rejectsAQueenOnAnExcludedDiagonal() {
    // VALID_EIGHT has (0,0): row - col = 0, and (2,7): row + col = 9.
    assertThat(SolutionChecker.violations(EIGHT.with(ExcludedDiagonal.difference(0)), VALID_EIGHT))
        .containsExactly("queen (0,0) stands on excluded diagonal difference 0");
    assertThat(SolutionChecker.violations(EIGHT.with(ExcludedDiagonal.sum(9)), VALID_EIGHT)).anyMatch(v -> v.contains("(2,7)"));
    assertThat(SolutionChecker.violations(EIGHT.with(ExcludedDiagonal.sum(14)), VALID_EIGHT)).isEmpty();
  }

  @Test
  void rejectsQueensAKnightsMoveApartOnlyUnderKnightExclusion() {
    // 0,4,7,5,...: rows 2 and 3 hold columns 7 and 5, a knight's move apart.
    assertThat(SolutionChecker.isValid(EIGHT, VALID_EIGHT)).isTrue();
    assertThat(SolutionChecker.violations(EIGHT.with(new KnightExclusion()), VALID_EIGHT)).anyMatch(v -> v.contains("knight"));
  }

  @Test
  void rejectsQueensOnAWrappedDiagonalOnlyOnATorus() {
    // (0,0) and (7,1): (0 + 0) mod 8 == (7 + 1) mod 8, the same anti-diagonal once it wraps.
    QueensModel torus = EIGHT.with(new Toroidal());
    assertThat(SolutionChecker.violations(torus, VALID_EIGHT)).anyMatch(v -> v.contains("wraps"));
    assertThat(SolutionChecker.attack(EIGHT, new Cell(0, 0), new Cell(7, 1))).isEmpty();
    assertThat(SolutionChecker.attack(torus, new Cell(0, 0), new Cell(7, 1))).isPresent();
  }

  @Test
  void acceptsASolutionOnTheFiveByFiveTorus() {
    // On a 5x5 torus, q[r] = 2r mod 5 is a solution.
    assertThat(SolutionChecker.isValid(QueensModel.of(5, new Toroidal()), Solution.of(0, 2, 4, 1, 3))).isTrue();
  }
}
