package io.nqueens.solver.backtracking;

import io.nqueens.model.AttackRule;
import io.nqueens.model.Blocked;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.Expression;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The model's constraints as the hand-written searches use them: per row, the one column a
 * pre-placed queen fixes and the blocked columns (blocked squares, excluded diagonals, one-row
 * expression constraints); whether knight moves and wrapped diagonals attack; and the expression
 * constraints over several rows. This is the backtracking backend's one translator of constraint kinds.
 */
final class BoardRules {

  final int n;
  /** fixedColumn[r] is the pre-placed queen's column in row r, or -1. */
  final int[] fixedColumn;
  /** blocked[r] holds the blocked columns of row r, or is null when the row has none. */
  final boolean[][] blocked;
  /** The model's attack relation ({@link AttackRule}, the one definition). */
  final AttackRule attackRule;
  /**
   * Expression constraints over two or more rows, each checked once its last queen stands. Those
   * over one row are folded into {@link #blocked} (on boards up to {@link #FOLD_MAX_N}), constant
   * ones decided at once.
   */
  final List<GroundChecks.Check> checks = new ArrayList<>();

  /** The model's region maps (also among {@link #checks}, as the expression each equals). */
  final List<Regions> regions = new ArrayList<>();
  /** Whether the region search ({@link UnitSearch}) takes this model: regions, and no expression of the user's. */
  static boolean forUnitSearch(QueensModel model) {
    return !model.regionMaps().isEmpty() && model.expressions().isEmpty();
  }

  /** Whether region maps are also lowered to two-row checks (for the row-by-row searches; the region search reads the maps). */
  private boolean lowerRegions = true;

  /** Up to this size a one-row expression constraint is tried on every square of its row and becomes blocked squares. */
  static final int FOLD_MAX_N = 1000;

  private BoardRules(int n, AttackRule attackRule) {
    this.n = n;
    this.attackRule = attackRule;
    this.fixedColumn = new int[n];
    Arrays.fill(fixedColumn, -1);
    this.blocked = new boolean[n][];
  }

  static BoardRules of(QueensModel model) {
    return of(model, true);
  }

  /** The rules for {@link UnitSearch}: the region maps as maps only, not also as two-row checks. */
  static BoardRules forUnits(QueensModel model) {
    return of(model, false);
  }

  private static BoardRules of(QueensModel model, boolean lowerRegions) {
    BoardRules rules = new BoardRules(model.n(), AttackRule.of(model));
    rules.lowerRegions = lowerRegions;
    model.constraints().forEach(c -> c.accept(rules.new Translator()));
    if (model.n() <= FOLD_MAX_N) {
      rules.blockWhatPrePlacedQueensAttack();
    }
    return rules;
  }

  /**
   * No solution has a queen where a pre-placed queen attacks: those squares are blocked, so that no
   * search (the teaching trace included) places a queen there only to find out rows later. Known
   * once every constraint is read (knight moves and wrapped diagonals attack too).
   */
  private void blockWhatPrePlacedQueensAttack() {
    int[] targets = new int[AttackRule.MAX_TARGETS];
    for (int qr = 0; qr < n; qr++) {
      int qc = fixedColumn[qr];
      if (qc < 0 || qc >= n) {
        continue;
      }
      for (int r = 0; r < n; r++) {
        if (r == qr) {
          continue;
        }
        int k = attackRule.targets(qc, r - qr, targets);
        for (int t = 0; t < k; t++) {
          blockSquare(r, targets[t]);
        }
      }
    }
  }

  /** Blocks the square if it is on the board and not another pre-placed queen's (a contradiction the search then finds). */
  private void blockSquare(int r, int c) {
    if (c < 0 || c >= n || fixedColumn[r] == c) {
      return;
    }
    if (blocked[r] == null) {
      blocked[r] = new boolean[n];
    }
    blocked[r][c] = true;
  }

  boolean isPlain() {
    if (!attackRule.isPlain() || !checks.isEmpty()) {
      return false;
    }
    for (int r = 0; r < n; r++) {
      if (fixedColumn[r] >= 0 || blocked[r] != null) {
        return false;
      }
    }
    return true;
  }

  /** The checks whose last row (in row order) is each row: for searches that fill rows top to bottom. */
  List<GroundChecks.Check>[] checksByLastRow() {
    @SuppressWarnings("unchecked")
    List<GroundChecks.Check>[] out = new List[n];
    for (GroundChecks.Check c : checks) {
      int last = c.lastRow();
      if (out[last] == null) {
        out[last] = new ArrayList<>();
      }
      out[last].add(c);
    }
    return out;
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

  private final class Translator extends AttackRule.Translator<Void> {

    @Override
    protected Void partOfTheRule() {
      return null;
    }


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





    /** One queen a region: no two rows' queens in one region, checked pair by pair as soon as both stand (a table per pair of rows). */
    @Override
    public Void visitRegions(Regions r) {
      regions.add(r);
      if (lowerRegions) {
        addChecks(r.lowered());
      }
      return null;
    }

    @Override
    public Void visitExpression(Expression e) {
      addChecks(e);
      return null;
    }

    private void addChecks(Expression e) {
      int[] queens = new int[n];
      for (GroundChecks.Check check : GroundChecks.of(e.ground(n))) {
        int[] rows = check.rows();
        if (rows.length == 0) {
          if (!check.holds(queens)) {
            // Never holds: no square of the first row is left, so there is no solution.
            block(0, 0, n);
          }
        } else if (rows.length == 1 && n <= FOLD_MAX_N) {
          for (int c = 0; c < n; c++) {
            queens[rows[0]] = c;
            if (!check.holds(queens)) {
              block(rows[0], c, c + 1);
            }
          }
        } else {
          checks.add(check);
        }
      }
    }

    @Override
    public Void visitExcludedDiagonal(ExcludedDiagonal e) {
      // An excluded diagonal is a line of blocked squares.
      e.squares(n).forEach(cell -> block(cell.row(), cell.col(), cell.col() + 1));
      return null;
    }
  }
}
