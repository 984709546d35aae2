package io.nqueens.solver.backtracking;

import io.nqueens.model.Solution;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;

/**
 * Row by row with bit masks: bit c of a mask is column c. The squares attacked in the next row are
 * the used columns, the diagonals shifted one way and the anti-diagonals shifted the other (rotated
 * instead of shifted on a torus); candidates are taken lowest set bit first. Pre-placed queens and
 * blocked squares are per-row masks, knight moves a mask from the two rows above. Boards up to 63
 * columns.
 */
final class BitboardSearch {

  static final int MAX_N = 63;

  private final int n;
  private final long full;
  private final long[] allowed;
  private final boolean knight;
  private final boolean toroidal;
  private final SearchControl control;
  private final SolutionListener listener;
  private final int[] queens;
  long nodes;
  long backtracks;
  long solutions;
  private boolean stopped;

  /** With a null listener it only counts. */
  BitboardSearch(BoardRules rules, SearchControl control, SolutionListener listener) {
    this.n = rules.n;
    this.full = (1L << n) - 1;
    this.allowed = new long[n];
    for (int r = 0; r < n; r++) {
      allowed[r] = rules.allowedMask(r);
    }
    this.knight = rules.knight;
    this.toroidal = rules.toroidal;
    this.control = control;
    this.listener = listener;
    this.queens = new int[n];
  }

  /** Restricts row r to the columns in mask (used to split the search). */
  void restrictRow(int r, long mask) {
    allowed[r] &= mask;
  }

  void run() {
    search(0, 0, 0, 0, 0, 0);
  }

  boolean stopped() {
    return stopped;
  }

  private void search(int row, long columns, long diagonals, long antiDiagonals, long above, long twoAbove) {
    long free = allowed[row] & ~(columns | diagonals | antiDiagonals);
    if (knight) {
      free &= ~((above << 2) | (above >>> 2) | (twoAbove << 1) | (twoAbove >>> 1));
    }
    if (free == 0) {
      backtracks++;
      return;
    }
    while (free != 0 && !stopped) {
      long bit = free & -free;
      free ^= bit;
      if ((++nodes & 0xFFFF) == 0 && control.shouldStop()) {
        stopped = true;
        return;
      }
      if (row == n - 1) {
        solutions++;
        if (listener != null) {
          queens[row] = Long.numberOfTrailingZeros(bit);
          if (!listener.onSolution(Solution.of(queens))) {
            stopped = true;
          }
        }
        continue;
      }
      if (listener != null) {
        queens[row] = Long.numberOfTrailingZeros(bit);
      }
      long d = diagonals | bit;
      long a = antiDiagonals | bit;
      if (toroidal) {
        d = ((d << 1) | (d >>> (n - 1))) & full;
        a = ((a >>> 1) | (a << (n - 1))) & full;
      } else {
        d <<= 1;
        a >>>= 1;
      }
      search(row + 1, columns | bit, d, a, bit, above);
    }
  }
}
