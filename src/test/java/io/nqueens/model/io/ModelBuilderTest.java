package io.nqueens.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.model.Queen;
import java.util.List;
import org.junit.jupiter.api.Test;

class ModelBuilderTest {

  @Test
  void chessSquaresInAFileWithARangeAreResolvedForEachBoardSize() {
    ModelFile file = ModelFile.parse("n: \"8..10\"\nqueens: [\"a8\"]\nblocked: [\"a1\"]\n", "range.yaml");
    assertThat(file.model(8).queens()).containsExactly(new Queen(0, 0));
    assertThat(file.model(9).queens()).containsExactly(new Queen(1, 0));
    assertThat(file.model(10).queens()).containsExactly(new Queen(2, 0));
    assertThat(file.model(8).blocked().get(0).cell().row()).isEqualTo(7);
    assertThat(file.model(10).blocked().get(0).cell().row()).isEqualTo(9);
  }

  @Test
  void aChessSquareOffTheSmallestBoardOfTheRangeIsRejected() {
    assertThatThrownBy(() -> ModelFile.parse("n: \"5..8\"\nqueens: [\"h8\"]\n", "r.yaml")).hasMessageContaining("'h8' is off the 5x5 board");
  }

  @Test
  void flagsAddToAFileAfterItsOwnConstraints() {
    ModelFile file = ModelFile.parse("n: 8\nqueens: [\"0,0\"]\n", "f.yaml");
    ModelBuilder flags = new ModelBuilder().queen("--queen", "1,2").knight(true);
    assertThat(new ModelBuilder().addAll(file.builder()).addAll(flags).build(8, "", "").summary())
        .isEqualTo("n=8, queen 0,0, queen 1,2, knight");
  }

  @Test
  void aBoardPictureFixesTheBoardSize() {
    ModelBuilder b = new ModelBuilder().picture(List.of("Q...", "....", "....", "...."));
    assertThat(b.build(4, "", "").queens()).containsExactly(new Queen(0, 0));
    assertThatThrownBy(() -> b.build(6, "", "")).hasMessageContaining("the board picture is 4x4 (rows x squares) but n is 6");
  }

  @Test
  void aPictureOfTwoRowsOfTenSquaresIsNamedAsSuch() {
    ModelBuilder b = new ModelBuilder();
    b.picture(List.of("..........", ".x........"));
    assertThatThrownBy(() -> b.build(10, "", "")).hasMessageContaining("the board picture is 2x10 (rows x squares) but n is 10");
  }
}
