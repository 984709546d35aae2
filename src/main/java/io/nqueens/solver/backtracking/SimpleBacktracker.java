package io.nqueens.solver.backtracking;

import io.nqueens.model.AttackRule;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.TraceListener;
import java.util.List;

/**
 * The teaching version: rows top to bottom, columns left to right, with one flag array for the
 * columns and one for each diagonal direction (as in the classic Python 8-queens). A square is free
 * when its column and both its diagonals are.
 */
final class SimpleBacktracker {

  /** The largest board the teaching search takes: its flag arrays and recursion, not its speed, set the bound. */
  static final int MAX_N = 1000;

  private final BoardRules rules;
  private final int n;
  private final int[] queens;
  private final boolean[] columnUsed;
  /** Indexed by row + col (or its remainder mod n on a torus). */
  private final boolean[] antiDiagonalUsed;
  /** Indexed by row - col + n - 1 (or its remainder mod n on a torus). */
  private final boolean[] diagonalUsed;
  private final SearchControl control;
  private final SolutionListener listener;
  private final TraceListener trace;
  private final boolean stopAtFirst;
  /** Expression constraints by their last row, checked as a queen is tried there. */
  private final List<GroundChecks.Check>[] checksAt;
  long nodes;
  long backtracks;
  long solutions;
  private boolean stopped;

  SimpleBacktracker(QueensModel model, SearchControl control, SolutionListener listener, TraceListener trace, boolean stopAtFirst) {
    this.rules = BoardRules.of(model);
    this.n = model.n();
    this.queens = new int[n];
    this.columnUsed = new boolean[n];
    this.antiDiagonalUsed = new boolean[2 * n - 1];
    this.diagonalUsed = new boolean[2 * n - 1];
    this.control = control;
    this.listener = listener;
    this.trace = trace;
    this.stopAtFirst = stopAtFirst;
    this.checksAt = rules.checksByLastRow();
  }

  /** Searches the whole tree (or until the listener, the control or stopAtFirst says stop). */
  void run() {
    place(0);
  }

  boolean stopped() {
    return stopped;
  }

  private void place(int row) {
    if (row == n) {
      solutions++;
      trace.solution(queens);
      if (!listener.onSolution(Solution.of(queens)) || stopAtFirst) {
        stopped = true;
      }
      return;
    }
    boolean anySafe = false;
    for (int col = 0; col < n && !stopped; col++) {
      if (!isFree(row, col)) {
        continue;
      }
      anySafe = true;
      nodes++;
      if ((nodes & 0x3FFF) == 0 && control.shouldStop()) {
        stopped = true;
        return;
      }
      set(row, col, true);
      if (!trace.placed(row, col)) {
        stopped = true;
        return;
      }
      place(row + 1);
      set(row, col, false);
      if (stopped) {
        return;
      }
      if (!trace.removed(row, col)) {
        stopped = true;
        return;
      }
    }
    if (!anySafe && !stopped) {
      // A dead end (a row with no safe square): what "fails" means for every hand-written search, as in its profile.
      backtracks++;
      if (!trace.deadEnd(row)) {
        stopped = true;
      }
    }
  }

  private boolean isFree(int row, int col) {
    if (columnUsed[col] || rules.attackRule.diagonals() && (antiDiagonalUsed[antiDiagonal(row, col)] || diagonalUsed[diagonal(row, col)])) {
      return false;
    }
    if (!rules.squareAllowed(row, col)) {
      return false;
    }
    // A knight attacks from one row up and two columns over, or two rows up and one column over; a
    // touching queen from one row up and one column over (AttackRule's near lines, where the model has them).
    for (int d = 1; d <= AttackRule.NEAR && d <= row; d++) {
      for (int o : rules.attackRule.nearOffsets(d)) {
        if (Math.abs(queens[row - d] - col) == o) {
          return false;
        }
      }
    }
    // Expression constraints whose last queen this is.
    if (checksAt[row] != null) {
      queens[row] = col;
      for (GroundChecks.Check c : checksAt[row]) {
        if (!c.holds(queens)) {
          return false;
        }
      }
    }
    return true;
  }

  private void set(int row, int col, boolean used) {
    queens[row] = col;
    columnUsed[col] = used;
    antiDiagonalUsed[antiDiagonal(row, col)] = used;
    diagonalUsed[diagonal(row, col)] = used;
  }

  private int antiDiagonal(int row, int col) {
    return rules.attackRule.wraps() ? (row + col) % n : row + col;
  }

  private int diagonal(int row, int col) {
    return rules.attackRule.wraps() ? Math.floorMod(row - col, n) : row - col + n - 1;
  }
}
