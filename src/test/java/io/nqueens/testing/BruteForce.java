package io.nqueens.testing;

import io.nqueens.model.NoDiagonals;
import io.nqueens.model.QueensModel;
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
    place(model, new int[model.n()], 0, out);
    return out;
  }

  /**
   * Every permutation (one queen a row and a column), cut by the plain diagonals unless the model
   * turns them off and by touching squares where it forbids them; the checker judges the rest.
   */
  private static void place(QueensModel model, int[] cols, int row, List<Solution> out) {
    boolean diagonals = !model.constraints().contains(new NoDiagonals());
    boolean touching = model.constraints().contains(new Touching());
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
        if (cols[r] == c || diagonals && Math.abs(cols[r] - c) == row - r || touching && r == row - 1 && Math.abs(cols[r] - c) == 1) {
          continue outer;
        }
      }
      cols[row] = c;
      place(model, cols, row + 1, out);
    }
  }
}
