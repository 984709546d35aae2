package io.nqueens.solver.backtracking;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.List;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The quadrant pieces against a search of the test's own: every partial solution of a q x q
 * square, in each of the four views (as is, mirrored, upside down, turned half round), is found in
 * its cell with its diagonal sets, and no other.
 */
class QuartersTest {

  /** Building the pieces asks the control (tens of millions at q = 11): stopped, it keeps nothing, and release drops what was kept. */
  @Test
  void buildingThePiecesStopsWhenTheControlSaysSoAndReleaseDropsThem() {
    SearchControl stopped = SearchControl.unlimited();
    stopped.cancel();
    Quarters.release();
    Assertions.assertThatThrownBy(() -> Quarters.of(8, stopped)).isInstanceOf(SearchControl.Stopped.class);
    Quarters built = Quarters.of(8, SearchControl.unlimited());
    assertThat(Quarters.of(8, stopped)).isSameAs(built);
    new BacktrackingProvider().releaseCaches();
    assertThat(Quarters.of(8, SearchControl.unlimited())).isNotSameAs(built);
  }

  @ParameterizedTest(name = "q={0}")
  @ValueSource(ints = {1, 2, 3, 4, 5, 6})
  void everyViewOfEveryCellHoldsExactlyThePartialSolutionsOfThatQuadrant(int q) {
    Quarters quarters = Quarters.of(q, SearchControl.unlimited());
    // Every partial solution of a q x q square as a list of (row, column), by brute force.
    List<int[][]> all = new ArrayList<>();
    place(q, 0, new int[q], all);
    assertThat((long) all.size()).isEqualTo(Quarters.PIECES[q]);
    for (int view = 0; view < 4; view++) {
      // The pieces the index gives for every cell of this view, as (cell, diagonal sets).
      List<String> indexed = new ArrayList<>();
      for (int rows = 0; rows < 1 << q; rows++) {
        for (int cols = 0; cols < 1 << q; cols++) {
          int cell = quarters.cell(view, rows, cols);
          for (int p = quarters.start[cell]; p < quarters.start[cell + 1]; p++) {
            long piece = quarters.piece(view, quarters.pieces[p]);
            indexed.add(rows + "/" + cols + ":" + piece);
          }
        }
      }
      List<String> expected = new ArrayList<>();
      for (int[][] queens : all) {
        int rows = 0;
        int cols = 0;
        long sums = 0;
        long diffs = 0;
        for (int[] square : queens) {
          int r = (view & Quarters.FLIP) != 0 ? q - 1 - square[0] : square[0];
          int c = (view & Quarters.MIRROR) != 0 ? q - 1 - square[1] : square[1];
          rows |= 1 << r;
          cols |= 1 << c;
          sums |= 1L << (r + c);
          diffs |= 1L << (r - c + q - 1);
        }
        expected.add(rows + "/" + cols + ":" + (sums | diffs << 32));
      }
      assertThat(indexed).as("view %d", view).containsExactlyInAnyOrderElementsOf(expected);
    }
  }

  @ParameterizedTest(name = "q={0}")
  @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7})
  void theCountsTheMemoryEstimateUsesAreThePartialSolutionsOfEachSquare(int q) {
    List<int[][]> all = new ArrayList<>();
    place(q, 0, new int[q], all);
    assertThat((long) all.size()).isEqualTo(Quarters.PIECES[q]);
  }

  /** Rows row..q-1, each empty (-1) or with a queen no earlier queen attacks. */
  private static void place(int q, int row, int[] cols, List<int[][]> out) {
    if (row == q) {
      List<int[]> queens = new ArrayList<>();
      for (int r = 0; r < q; r++) {
        if (cols[r] >= 0) {
          queens.add(new int[] {r, cols[r]});
        }
      }
      out.add(queens.toArray(new int[0][]));
      return;
    }
    cols[row] = -1;
    place(q, row + 1, cols, out);
    for (int c = 0; c < q; c++) {
      boolean free = true;
      for (int r = 0; r < row && free; r++) {
        free = cols[r] < 0 || cols[r] != c && Math.abs(cols[r] - c) != row - r;
      }
      if (free) {
        cols[row] = c;
        place(q, row + 1, cols, out);
      }
    }
  }
}
