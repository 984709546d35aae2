package io.nqueens.solver.backtracking;

import io.nqueens.model.Blocked;
import io.nqueens.model.ConstraintVisitor;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Toroidal;
import java.util.Arrays;

/**
 * The model's constraints as the hand-written searches use them: per row, the one column a
 * pre-placed queen fixes and the blocked columns (blocked squares and excluded diagonals); and whether knight moves and wrapped diagonals
 * attack. This is the backtracking backend's one translator of constraint kinds.
 */
final class BoardRules {

  final int n;
  /** fixedColumn[r] is the pre-placed queen's column in row r, or -1. */
  final int[] fixedColumn;
  /** blocked[r] holds the blocked columns of row r, or is null when the row has none. */
  final boolean[][] blocked;
  boolean knight;
  boolean toroidal;

  private BoardRules(int n) {
    this.n = n;
    this.fixedColumn = new int[n];
    Arrays.fill(fixedColumn, -1);
    this.blocked = new boolean[n][];
  }

  static BoardRules of(QueensModel model) {
    BoardRules rules = new BoardRules(model.n());
    model.constraints().forEach(c -> c.accept(rules.new Translator()));
    return rules;
  }

  boolean isPlain() {
    if (knight || toroidal) {
      return false;
    }
    for (int r = 0; r < n; r++) {
      if (fixedColumn[r] >= 0 || blocked[r] != null) {
        return false;
      }
    }
    return true;
  }

  /** Whether a queen may stand on (r, c) as far as the square itself goes. */
  boolean squareAllowed(int r, int c) {
    return (fixedColumn[r] < 0 || fixedColumn[r] == c) && (blocked[r] == null || !blocked[r][c]);
  }

  /** The columns row r may use as far as its own squares go, as a bit mask (n <= 64). */
  long allowedMask(int r) {
    long mask = n == 64 ? -1L : (1L << n) - 1;
    if (fixedColumn[r] >= n) {
      return 0;
    }
    if (fixedColumn[r] >= 0) {
      mask &= 1L << fixedColumn[r];
    }
    if (blocked[r] != null) {
      for (int c = 0; c < n; c++) {
        if (blocked[r][c]) {
          mask &= ~(1L << c);
        }
      }
    }
    return mask;
  }

  private final class Translator implements ConstraintVisitor<Void> {

    @Override
    public Void visitQueen(Queen q) {
      // Two pre-placed queens in one row leave no column: mark the row impossible.
      fixedColumn[q.row()] = fixedColumn[q.row()] >= 0 && fixedColumn[q.row()] != q.col() ? n : q.col();
      if (fixedColumn[q.row()] == n) {
        block(q.row(), 0, n);
      }
      return null;
    }

    @Override
    public Void visitBlocked(Blocked b) {
      block(b.row(), b.col(), b.col() + 1);
      return null;
    }

    private void block(int row, int from, int to) {
      if (blocked[row] == null) {
        blocked[row] = new boolean[n];
      }
      Arrays.fill(blocked[row], from, to, true);
    }

    @Override
    public Void visitKnightExclusion(KnightExclusion k) {
      knight = true;
      return null;
    }

    @Override
    public Void visitToroidal(Toroidal t) {
      toroidal = true;
      return null;
    }

    @Override
    public Void visitExcludedDiagonal(ExcludedDiagonal e) {
      // An excluded diagonal is a line of blocked squares.
      e.squares(n).forEach(cell -> block(cell.row(), cell.col(), cell.col() + 1));
      return null;
    }
  }
}
