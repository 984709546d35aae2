package io.nqueens.solver.backtracking;

import java.util.Arrays;

/**
 * The assignment relaxation of a node of the branch and bound: every row still open takes a
 * different open column among its free squares (diagonals between the open rows dropped), as well
 * as it can by the rows' gains. Solved exactly by the Hungarian method (shortest augmenting paths
 * with potentials, as in Kuhn-Munkres in its O(n^3) form) and kept from node to node: a child
 * takes its parent's potentials and matching, drops the placed row and column and the matched
 * squares the new queen attacks, and augments only the rows that lost their match, each an O(n^2)
 * step. Removing squares keeps the potentials feasible, so the parent's potentials already bound
 * the child ({@link #quickBound}) before any repair.
 *
 * <p>In the minimising form used here the cost of a square is minus its gain; the potentials
 * {@code u} (rows) and {@code v} (columns) satisfy {@code u[i] + v[j] <= cost[i][j]} on every free
 * square, with equality on matched ones, so {@code -(sum u + sum v)} over the open rows and
 * columns is at least the best assignment's gain, and equal to it once every open row is matched.
 */
final class Assignment {

  private static final long INF = Long.MAX_VALUE / 4;

  private final int n;
  private final long[][] cost;
  /** Potentials, the matching (-1: none) and which rows and columns are open. */
  final long[] u;
  final long[] v;
  final int[] rowMate;
  final int[] colMate;
  final boolean[] open;
  final boolean[] openCol;
  /** free[i]: the columns row i may take at this node, as a bit mask. */
  final long[] free;

  private Assignment(int n, long[][] cost) {
    this.n = n;
    this.cost = cost;
    this.u = new long[n];
    this.v = new long[n];
    this.rowMate = new int[n];
    this.colMate = new int[n];
    this.open = new boolean[n];
    this.openCol = new boolean[n];
    this.free = new long[n];
  }

  private Assignment(Assignment parent) {
    this.n = parent.n;
    this.cost = parent.cost;
    this.u = parent.u.clone();
    this.v = parent.v.clone();
    this.rowMate = parent.rowMate.clone();
    this.colMate = parent.colMate.clone();
    this.open = parent.open.clone();
    this.openCol = parent.openCol.clone();
    this.free = new long[n];
  }

  /**
   * The relaxation at the root: every row open with the free columns given, solved. Null when the
   * open rows cannot all be matched (then no placement exists).
   */
  static Assignment root(long[][] gain, long[] free) {
    return node(gain, free, 0, 0);
  }

  /**
   * The relaxation of a node from scratch: the rows from {@code next} on open with the free columns
   * given, the columns in {@code used} closed, solved. Null when the open rows cannot all be matched.
   */
  static Assignment node(long[][] gain, long[] free, int next, long used) {
    int n = gain.length;
    long[][] cost = new long[n][n];
    for (int i = next; i < n; i++) {
      for (int j = 0; j < n; j++) {
        cost[i][j] = -gain[i][j];
      }
    }
    Assignment a = new Assignment(n, cost);
    Arrays.fill(a.rowMate, -1);
    Arrays.fill(a.colMate, -1);
    for (int i = 0; i < n; i++) {
      a.open[i] = i >= next;
      a.openCol[i] = (used >>> i & 1) == 0;
    }
    for (int i = next; i < n; i++) {
      a.free[i] = free[i];
      long min = INF;
      for (long f = free[i]; f != 0; f &= f - 1) {
        min = Math.min(min, cost[i][Long.numberOfTrailingZeros(f)]);
      }
      if (min == INF) {
        return null;
      }
      a.u[i] = min;
    }
    return a.solve() ? a : null;
  }

  /**
   * The child where row {@code row} takes column {@code col} and the open rows have the free
   * columns {@code childFree} (those of the closed rows are ignored), not yet repaired: its
   * {@link #quickBound} holds at once; {@link #solve} repairs it.
   */
  Assignment child(int row, int col, long[] childFree) {
    Assignment c = new Assignment(this);
    System.arraycopy(childFree, 0, c.free, 0, n);
    c.open[row] = false;
    c.openCol[col] = false;
    int mate = c.rowMate[row];
    int other = c.colMate[col];
    if (mate >= 0) {
      c.colMate[mate] = -1;
    }
    if (other >= 0) {
      c.rowMate[other] = -1;
    }
    c.rowMate[row] = -1;
    c.colMate[col] = -1;
    for (int i = 0; i < n; i++) {
      int j = c.rowMate[i];
      if (c.open[i] && j >= 0 && (c.free[i] >>> j & 1) == 0) {
        c.rowMate[i] = -1;
        c.colMate[j] = -1;
      }
    }
    return c;
  }

  /** The column the relaxation gives row {@code i}, or -1. */
  int mate(int i) {
    return rowMate[i];
  }

  /** An upper bound on the open rows' gain from the potentials alone (valid before and after {@link #solve}). */
  long quickBound() {
    long sum = 0;
    for (int i = 0; i < n; i++) {
      if (open[i]) {
        sum += u[i];
      }
      if (openCol[i]) {
        sum += v[i];
      }
    }
    return -sum;
  }

  /** Matches every open row that has no match; false when one cannot be (no placement completes the node). */
  boolean solve() {
    for (int i = 0; i < n; i++) {
      if (open[i] && rowMate[i] < 0 && !augment(i)) {
        return false;
      }
    }
    return true;
  }

  // Scratch for augment, indexed by column, n standing for the virtual column of the row augmented.
  private long[] minv;
  private int[] way;
  private boolean[] used;

  /** One shortest augmenting path from row {@code start}, keeping the potentials feasible and the matched squares tight. */
  private boolean augment(int start) {
    if (minv == null) {
      minv = new long[n + 1];
      way = new int[n + 1];
      used = new boolean[n + 1];
    }
    Arrays.fill(minv, INF);
    Arrays.fill(used, false);
    // colMate of the virtual column n is the row being augmented.
    int virtual = n;
    int j0 = virtual;
    int rowOfVirtual = start;
    while (true) {
      used[j0] = true;
      int i0 = j0 == virtual ? rowOfVirtual : colMate[j0];
      long delta = INF;
      int j1 = -1;
      long f = free[i0];
      for (int j = 0; j < n; j++) {
        if (!openCol[j] || used[j]) {
          continue;
        }
        if ((f >>> j & 1) != 0) {
          long cur = cost[i0][j] - u[i0] - v[j];
          if (cur < minv[j]) {
            minv[j] = cur;
            way[j] = j0;
          }
        }
        if (minv[j] < delta) {
          // Only columns reached (minv below INF, never lowered from it) have a way back.
          delta = minv[j];
          j1 = j;
        }
      }
      if (j1 < 0 || delta >= INF) {
        return false;
      }
      for (int j = 0; j <= n; j++) {
        if (j < n && !openCol[j]) {
          continue;
        }
        if (used[j]) {
          int r = j == virtual ? rowOfVirtual : colMate[j];
          u[r] += delta;
          if (j < n) {
            v[j] -= delta;
          }
        } else if (minv[j] < INF) {
          minv[j] -= delta;
        }
      }
      j0 = j1;
      if (colMate[j0] < 0) {
        break;
      }
    }
    // Flip the path: each column on it takes the row of the column before it.
    while (j0 != virtual) {
      int prev = way[j0];
      int r = prev == virtual ? rowOfVirtual : colMate[prev];
      colMate[j0] = r;
      rowMate[r] = j0;
      j0 = prev;
    }
    return true;
  }
}
