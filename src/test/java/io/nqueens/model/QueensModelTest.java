package io.nqueens.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class QueensModelTest {

  @Test
  void rejectsABoardSizeBelowOneNamingTheValue() {
    assertThatThrownBy(() -> QueensModel.of(0)).hasMessage("n (0) must be >= 1");
    assertThatThrownBy(() -> QueensModel.of(-3)).hasMessage("n (-3) must be >= 1");
  }

  @Test
  void rejectsASquareOffTheBoardNamingIt() {
    assertThatThrownBy(() -> QueensModel.of(8, new Queen(3, 8))).hasMessageContaining("queen (3,8) is off the 8x8 board");
    assertThatThrownBy(() -> new Blocked(-1, 2)).hasMessageContaining("negative");
  }

  @Test
  void rejectsAnExcludedDiagonalOffTheBoard() {
    assertThatThrownBy(() -> QueensModel.of(8, ExcludedDiagonal.sum(15))).hasMessageContaining("sum diagonal 15 is off the 8x8 board (0..14)");
    assertThatThrownBy(() -> QueensModel.of(8, ExcludedDiagonal.difference(-8))).hasMessageContaining("(-7..7)");
    assertThat(Attacks.of(QueensModel.of(8, ExcludedDiagonal.sum(0), new Queen(0, 0))).contradiction())
        .hasValue("pre-placed queen (0,0) stands on excluded diagonal sum 0");
  }

  @Test
  void dropsDuplicateConstraints() {
    assertThat(QueensModel.of(8, new Queen(0, 0), new Queen(0, 0), new KnightExclusion()).constraints()).hasSize(2);
  }

  @Test
  void findsPrePlacedQueensThatAttackEachOther() {
    assertThat(Attacks.of(QueensModel.of(8, new Queen(0, 0), new Queen(2, 2))).contradiction()).hasValueSatisfying(r -> assertThat(r).contains("diagonal"));
    assertThat(Attacks.of(QueensModel.of(8, new Queen(0, 0), new Queen(0, 3))).contradiction()).hasValueSatisfying(r -> assertThat(r).contains("share row 0"));
    assertThat(Attacks.of(QueensModel.of(8, new Queen(1, 1), new Blocked(1, 1))).contradiction()).hasValueSatisfying(r -> assertThat(r).contains("blocked"));
    assertThat(Attacks.of(QueensModel.of(8, new Queen(0, 0), new Queen(1, 2), new KnightExclusion())).contradiction())
        .hasValueSatisfying(r -> assertThat(r).contains("knight"));
    assertThat(Attacks.of(QueensModel.of(8, new Queen(0, 0), new Queen(1, 2))).contradiction()).isEmpty();
  }

  @Test
  void parsesRowColAndChessSquares() {
    assertThat(Cell.parse("3,4", 8)).isEqualTo(new Cell(3, 4));
    assertThat(Cell.parse(" 3 , 4 ", 8)).isEqualTo(new Cell(3, 4));
    assertThat(Cell.parse("a1", 8)).isEqualTo(new Cell(7, 0));
    assertThat(Cell.parse("h8", 8)).isEqualTo(new Cell(0, 7));
    assertThatThrownBy(() -> Cell.parse("a9", 8)).hasMessageContaining("off the 8x8 board");
    assertThatThrownBy(() -> Cell.parse("zz", 8)).hasMessageContaining("'zz'");
  }

  @Test
  void aSummaryListsFewConstraintsOfAKindAndCountsMany() {
    List<Constraint> cs = new ArrayList<>();
    cs.add(new Queen(0, 0));
    for (int c = 2; c < 12; c++) {
      cs.add(new Blocked(5, c));
    }
    cs.add(new KnightExclusion());
    assertThat(QueensModel.of(12, cs.toArray(Constraint[]::new)).summary()).isEqualTo("n=12, queen 0,0, 10 blocked squares, knight");
    assertThat(QueensModel.of(12, cs.subList(0, 1 + QueensModel.SUMMARY_LISTS_UP_TO).toArray(Constraint[]::new)).summary())
        .isEqualTo("n=12, queen 0,0, block 5,2, block 5,3, block 5,4, block 5,5, block 5,6, block 5,7, block 5,8, block 5,9");
  }
}
