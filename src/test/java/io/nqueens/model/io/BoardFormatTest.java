package io.nqueens.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.model.Blocked;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import org.junit.jupiter.api.Test;

class BoardFormatTest {

  private static final Solution FOUR = Solution.of(1, 3, 0, 2);

  @Test
  void drawsABoardOfQueensAndDotsWithBlockedSquares() {
    assertThat(BoardFormat.BOARD.render(QueensModel.of(4, new Blocked(0, 0)), FOUR, false))
        .isEqualTo("x Q . .\n. . . Q\nQ . . .\n. . Q .");
  }

  @Test
  void writesAZeroOneMatrix() {
    assertThat(BoardFormat.MATRIX.render(QueensModel.of(4), FOUR, false)).isEqualTo("0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0");
  }

  @Test
  void writesPositionsAndJson() {
    assertThat(BoardFormat.POSITIONS.render(QueensModel.of(4), FOUR, false)).isEqualTo("0,1 1,3 2,0 3,2");
    assertThat(BoardFormat.JSON.render(QueensModel.of(4), FOUR, false)).isEqualTo("{\"n\":4,\"columns\":[1,3,0,2]}");
  }

  @Test
  void drawsUnicodePiecesWhenAsked() {
    assertThat(BoardFormat.BOARD.render(QueensModel.of(4), FOUR, true)).startsWith("\u00B7 \u265B");
  }

  @Test
  void rejectsAnUnknownFormatNamingIt() {
    assertThatThrownBy(() -> BoardFormat.parse("svg")).hasMessageStartingWith("unknown format 'svg'");
  }
}
