package io.nqueens.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SymmetryTest {

  @Test
  void theEightSymmetriesMoveACornerSquareToEveryCorner() {
    Set<Cell> images = new HashSet<>();
    for (Symmetry s : Symmetry.values()) {
      images.add(s.apply(new Cell(0, 0), 5));
    }
    assertThat(images).containsExactlyInAnyOrder(new Cell(0, 0), new Cell(0, 4), new Cell(4, 0), new Cell(4, 4));
  }

  /**
   * Each symmetry's image of the square (0, 1) on a 5 x 5 board, written out by hand from what the
   * symmetry does to the board (a quarter turn clockwise takes the top row to the right column): an
   * oracle that shares nothing with {@link Symmetry#apply}.
   */
  @Test
  void eachSymmetryMovesASquareWhereTheBoardsGeometrySays() {
    Map<Symmetry, Cell> expected = new EnumMap<>(Symmetry.class);
    expected.put(Symmetry.IDENTITY, new Cell(0, 1));
    expected.put(Symmetry.ROTATE_90, new Cell(1, 4));
    expected.put(Symmetry.ROTATE_180, new Cell(4, 3));
    expected.put(Symmetry.ROTATE_270, new Cell(3, 0));
    expected.put(Symmetry.MIRROR_COLUMNS, new Cell(0, 3));
    expected.put(Symmetry.MIRROR_ROWS, new Cell(4, 1));
    expected.put(Symmetry.TRANSPOSE, new Cell(1, 0));
    expected.put(Symmetry.ANTI_TRANSPOSE, new Cell(3, 4));
    for (Symmetry s : Symmetry.values()) {
      assertThat(s.apply(new Cell(0, 1), 5)).as(s.name()).isEqualTo(expected.get(s));
    }
  }

  /**
   * Solution images written out by hand for the 8 x 8 solution 0 4 7 5 2 6 1 3: the mirror reverses
   * each column (c -> 7 - c), the half turn reverses the rows and the columns, the transpose is the
   * inverse permutation.
   */
  @Test
  void aSolutionsImagesAreThePermutationsWrittenOutByHand() {
    Solution s = Solution.of(0, 4, 7, 5, 2, 6, 1, 3);
    assertThat(s.transform(Symmetry.MIRROR_COLUMNS)).isEqualTo(Solution.of(7, 3, 0, 2, 5, 1, 6, 4));
    assertThat(s.transform(Symmetry.MIRROR_ROWS)).isEqualTo(Solution.of(3, 1, 6, 2, 5, 7, 4, 0));
    assertThat(s.transform(Symmetry.ROTATE_180)).isEqualTo(Solution.of(4, 6, 1, 5, 2, 0, 3, 7));
    assertThat(s.transform(Symmetry.TRANSPOSE)).isEqualTo(Solution.of(0, 6, 4, 7, 1, 3, 5, 2));
  }

  @Test
  void everySymmetryMapsASolutionToASolution() {
    QueensModel eight = QueensModel.of(8);
    Solution s = Solution.of(0, 4, 7, 5, 2, 6, 1, 3);
    for (Symmetry g : Symmetry.values()) {
      assertThat(SolutionChecker.isValid(eight, s.transform(g))).as(g.name()).isTrue();
    }
  }

  @Test
  void rowSourcesBuildTheSameImageAsTransform() {
    Solution s = Solution.of(0, 4, 7, 5, 2, 6, 1, 3);
    int n = s.n();
    int[] inverse = new int[n];
    for (int r = 0; r < n; r++) {
      inverse[s.col(r)] = r;
    }
    for (Symmetry g : Symmetry.values()) {
      int[] image = new int[n];
      for (int k = 0; k < n; k++) {
        Symmetry.RowSource src = g.rowSource(k, n);
        int v = src.fromInverse() ? inverse[src.row()] : s.col(src.row());
        image[k] = src.reflected() ? n - 1 - v : v;
      }
      assertThat(Solution.of(image)).as(g.name()).isEqualTo(s.transform(g));
    }
  }

  @Test
  void classSizesAreEightFourOrTwo() {
    List<Symmetry> all = List.of(Symmetry.values());
    assertThat(SymmetryGroup.classSize(Solution.of(0, 4, 7, 5, 2, 6, 1, 3), all)).isEqualTo(8);
    // The 4x4 solution is symmetric under the quarter turn: a class of two.
    assertThat(SymmetryGroup.classSize(Solution.of(1, 3, 0, 2), all)).isEqualTo(2);
  }

  @Test
  void rotatingFourTimesIsTheIdentity() {
    // A solution no quarter turn fixes (one it fixes would pass with a rotation that did nothing).
    Solution s = Solution.of(0, 4, 7, 5, 2, 6, 1, 3);
    assertThat(s.transform(Symmetry.ROTATE_90)).isNotEqualTo(s);
    assertThat(s.transform(Symmetry.ROTATE_90).transform(Symmetry.ROTATE_90)).isNotEqualTo(s);
    assertThat(s.transform(Symmetry.ROTATE_90).transform(Symmetry.ROTATE_90).transform(Symmetry.ROTATE_90).transform(Symmetry.ROTATE_90))
        .isEqualTo(s);
  }

  @Test
  void thePlainModelKeepsAllEightSymmetries() {
    assertThat(SymmetryGroup.of(QueensModel.of(8))).hasSize(8);
    assertThat(SymmetryGroup.of(QueensModel.of(8, new KnightExclusion(), new Toroidal()))).hasSize(8);
  }

  @Test
  void aCornerQueenKeepsOnlyTheSymmetriesThatFixItsCorner() {
    assertThat(SymmetryGroup.of(QueensModel.of(8, new Queen(0, 0)))).containsExactlyInAnyOrder(Symmetry.IDENTITY, Symmetry.TRANSPOSE);
  }

  @Test
  void aBlockedSquareInTheCentreOfAnOddBoardKeepsAllSymmetries() {
    assertThat(SymmetryGroup.of(QueensModel.of(5, new Blocked(2, 2)))).hasSize(8);
  }

  @Test
  void anExcludedMainDiagonalKeepsTheSymmetriesThatKeepDiagonalDirections() {
    assertThat(SymmetryGroup.of(QueensModel.of(8, ExcludedDiagonal.difference(0))))
        .containsExactlyInAnyOrder(Symmetry.IDENTITY, Symmetry.ROTATE_180, Symmetry.TRANSPOSE, Symmetry.ANTI_TRANSPOSE);
    assertThat(SymmetryGroup.of(QueensModel.of(8, ExcludedDiagonal.difference(0), ExcludedDiagonal.sum(7)))).hasSize(8);
    assertThat(SymmetryGroup.of(QueensModel.of(8, ExcludedDiagonal.sum(0)))).containsExactlyInAnyOrder(Symmetry.IDENTITY, Symmetry.TRANSPOSE);
  }

  @Test
  void theCanonicalMemberIsTheSmallestOfItsOrbit() {
    List<Symmetry> all = List.of(Symmetry.values());
    assertThat(SymmetryGroup.isCanonical(Solution.of(1, 3, 0, 2), all)).isTrue();
    assertThat(SymmetryGroup.isCanonical(Solution.of(2, 0, 3, 1), all)).isFalse();
  }
}
