package io.nqueens.solver.backtracking;

import io.nqueens.solver.SearchControl;

/**
 * Counts the solutions of the plain problem that a rotation maps onto themselves, for Burnside's
 * lemma: the classes under the eight board symmetries are (total + Fix(half turn) + 2 Fix(quarter
 * turn)) / 8 for n > 1, since no solution of a board larger than 1 is its own mirror image or its
 * own transpose (a reflection fixes a row, a column or a diagonal with two queens on it or none, and
 * a solution has one queen on every row and column).
 *
 * <p>A symmetric solution is fixed by its first rows: the half turn puts the queen of row r, column
 * c also on row n-1-r, column n-1-c; the quarter turn puts (r, c), (c, n-1-r), (n-1-r, n-1-c) and
 * (n-1-c, r) together. The search places those orbits a row at a time, with column and diagonal
 * masks over the whole board, so it searches a tree of about half (a quarter of) the rows.
 */
final class FixedPoints {

  private final int n;
  private final SearchControl control;
  private final int[] queens;
  long nodes;
  private long cols;
  private long sums;
  private long diffs;

  FixedPoints(int n, SearchControl control) {
    if (n > 31) {
      throw new IllegalArgumentException("fixed points are counted for boards up to 31, not " + n);
    }
    this.n = n;
    this.control = control;
    this.queens = new int[n];
  }

  /** Solutions the half turn maps onto themselves. */
  long halfTurn() {
    java.util.Arrays.fill(queens, -1);
    cols = sums = diffs = 0;
    return halfTurn(0);
  }

  private long halfTurn(int row) {
    int mirrorRow = n - 1 - row;
    if (row > mirrorRow) {
      return 1;
    }
    long found = 0;
    for (int c = 0; c < n; c++) {
      int mc = n - 1 - c;
      if (row == mirrorRow && c != mc) {
        continue;
      }
      if (!free(row, c) || row != mirrorRow && !freeAfter(row, c, mirrorRow, mc)) {
        continue;
      }
      if ((++nodes & 0xFFFF) == 0 && control.shouldStop()) {
        return found;
      }
      long savedCols = cols;
      long savedSums = sums;
      long savedDiffs = diffs;
      place(row, c);
      if (row != mirrorRow) {
        place(mirrorRow, mc);
      }
      found += halfTurn(row + 1);
      cols = savedCols;
      sums = savedSums;
      diffs = savedDiffs;
      queens[row] = -1;
      queens[mirrorRow] = -1;
    }
    return found;
  }

  /** Solutions the quarter turn maps onto themselves (there are none unless n mod 4 is 0 or 1). */
  long quarterTurn() {
    if (n % 4 == 2 || n % 4 == 3) {
      return 0;
    }
    java.util.Arrays.fill(queens, -1);
    cols = sums = diffs = 0;
    return quarterTurn(0);
  }

  private long quarterTurn(int row) {
    while (row < n && queens[row] >= 0) {
      row++;
    }
    if (row == n) {
      return 1;
    }
    long found = 0;
    for (int c = 0; c < n; c++) {
      // The orbit of (row, c) under the quarter turn (r, c) -> (c, n-1-r).
      int r1 = c;
      int c1 = n - 1 - row;
      int r2 = n - 1 - row;
      int c2 = n - 1 - c;
      int r3 = n - 1 - c;
      int c3 = row;
      if (row == r1 && c == c1) {
        // The centre of an odd board: a one-square orbit.
        if (!free(row, c)) {
          continue;
        }
        long saved = cols;
        long s = sums;
        long d = diffs;
        place(row, c);
        found += quarterTurn(row + 1);
        cols = saved;
        sums = s;
        diffs = d;
        queens[row] = -1;
        continue;
      }
      if (queens[r1] >= 0 || queens[r2] >= 0 || queens[r3] >= 0 || r1 == row || r3 == row || r1 == r3) {
        continue;
      }
      if ((++nodes & 0xFFFF) == 0 && control.shouldStop()) {
        return found;
      }
      long saved = cols;
      long s = sums;
      long d = diffs;
      boolean ok = tryPlace(row, c) && tryPlace(r1, c1) && tryPlace(r2, c2) && tryPlace(r3, c3);
      if (ok) {
        found += quarterTurn(row + 1);
      }
      cols = saved;
      sums = s;
      diffs = d;
      for (int r : new int[] {row, r1, r2, r3}) {
        queens[r] = -1;
      }
    }
    return found;
  }

  private boolean tryPlace(int r, int c) {
    if (queens[r] >= 0 || !free(r, c)) {
      return false;
    }
    place(r, c);
    return true;
  }

  private boolean free(int r, int c) {
    return (cols >>> c & 1) == 0 && (sums >>> (r + c) & 1) == 0 && (diffs >>> (r - c + n - 1) & 1) == 0;
  }

  /** Whether (r2, c2) is still free once (r, c) stands. */
  private boolean freeAfter(int r, int c, int r2, int c2) {
    return c != c2 && r + c != r2 + c2 && r - c != r2 - c2 && free(r2, c2);
  }

  private void place(int r, int c) {
    queens[r] = c;
    cols |= 1L << c;
    sums |= 1L << (r + c);
    diffs |= 1L << (r - c + n - 1);
  }
}
