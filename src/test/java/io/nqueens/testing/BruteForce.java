package io.nqueens.testing;

import io.nqueens.model.NoDiagonals;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.model.Touching;
import java.util.ArrayList;
import java.util.List;

/** Every solution of a small model, by trying every placement of the plain problem and asking the checker: no backend involved. */
public final class BruteForce {

  private BruteForce() {}

  public static List<Solution> solutions(QueensModel model) {
    List<Solution> out = new ArrayList<>();
    boolean diagonals = !model.constraints().contains(new NoDiagonals());
    boolean touching = model.constraints().contains(new Touching());
    // One queen a region, where the model has regions: a cut the checker would make at the leaf anyway, made early.
    int[][] regions = model.constraints().stream().filter(Regions.class::isInstance).map(c -> ((Regions) c).ids()).findFirst().orElse(null);
    place(model, new Cuts(diagonals, touching, regions), new int[model.n()], 0, out);
    return out;
  }

  /** What the search cuts before the checker judges a placement. */
  private record Cuts(boolean diagonals, boolean touching, int[][] regions) {

    boolean clash(int[] cols, int r, int row, int c) {
      return cols[r] == c || diagonals && Math.abs(cols[r] - c) == row - r || touching && r == row - 1 && Math.abs(cols[r] - c) == 1
          || regions != null && regions[r][cols[r]] == regions[row][c];
    }
  }

  /**
   * Every permutation (one queen a row and a column), cut by the plain diagonals unless the model
   * turns them off, by touching squares and by regions where it has them; the checker judges the rest.
   */
  private static void place(QueensModel model, Cuts cuts, int[] cols, int row, List<Solution> out) {
    if (row == cols.length) {
      Solution s = Solution.of(cols);
      if (SolutionChecker.isValid(model, s)) {
        out.add(s);
      }
      return;
    }
    outer:
    for (int c = 0; c < cols.length; c++) {
      for (int r = 0; r < row; r++) {
        if (cuts.clash(cols, r, row, c)) {
          continue outer;
        }
      }
      cols[row] = c;
      place(model, cuts, cols, row + 1, out);
    }
  }
}
