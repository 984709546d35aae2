package io.nqueens.solver.backtracking;

import io.nqueens.solver.SearchControl;
import java.util.Arrays;
import java.util.function.LongSupplier;

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
    Arrays.fill(queens, -1);
    cols = sums = diffs = 0;
    return halfTurn(0);
  }

  private long halfTurn(int row) {
    int mirrorRow = n - 1 - row;
    if (row > mirrorRow) {
      return 1;
    }
    long found = 0;
    for (int c = 0; c < n && !stopped(); c++) {
      if (row == mirrorRow && c != n - 1 - c || !free(row, c)) {
        continue;
      }
      int[] orbit = row == mirrorRow ? new int[] {row, c} : new int[] {row, c, mirrorRow, n - 1 - c};
      found += tryOrbit(orbit, () -> halfTurn(row + 1));
    }
    return found;
  }

  /** Solutions the quarter turn maps onto themselves (there are none unless n mod 4 is 0 or 1). */
  long quarterTurn() {
    if (n % 4 == 2 || n % 4 == 3) {
      return 0;
    }
    Arrays.fill(queens, -1);
    cols = sums = diffs = 0;
    return quarterTurn(0);
  }

  private long quarterTurn(int from) {
    int row = from;
    while (row < n && queens[row] >= 0) {
      row++;
    }
    if (row == n) {
      return 1;
    }
    int next = row + 1;
    long found = 0;
    for (int c = 0; c < n && !stopped(); c++) {
      if (!free(row, c)) {
        continue;
      }
      // The orbit of (row, c) under the quarter turn (r, c) -> (c, n-1-r); the centre of an odd
      // board is an orbit of its own.
      int[] orbit = row == c && 2 * row == n - 1 ? new int[] {row, c}
          : new int[] {row, c, c, n - 1 - row, n - 1 - row, n - 1 - c, n - 1 - c, row};
      found += tryOrbit(orbit, () -> quarterTurn(next));
    }
    return found;
  }

  /**
   * Places the queens of an orbit (row, column pairs), counts the symmetric solutions that
   * {@code deeper} finds with them when all of them fit, and takes them back.
   */
  private long tryOrbit(int[] orbit, LongSupplier deeper) {
    nodes++;
    long savedCols = cols;
    long savedSums = sums;
    long savedDiffs = diffs;
    int placed = 0;
    while (2 * placed < orbit.length && tryPlace(orbit[2 * placed], orbit[2 * placed + 1])) {
      placed++;
    }
    long found = 2 * placed == orbit.length ? deeper.getAsLong() : 0;
    cols = savedCols;
    sums = savedSums;
    diffs = savedDiffs;
    for (int i = 0; i < placed; i++) {
      queens[orbit[2 * i]] = -1;
    }
    return found;
  }

  /** Whether the control said stop (asked every 65,536 orbits tried; once stopped, stays so). */
  private boolean stopped() {
    if (!halted && (nodes & 0xFFFF) == 0) {
      halted = control.shouldStop();
    }
    return halted;
  }

  private boolean halted;

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

  private void place(int r, int c) {
    queens[r] = c;
    cols |= 1L << c;
    sums |= 1L << (r + c);
    diffs |= 1L << (r - c + n - 1);
  }
}
