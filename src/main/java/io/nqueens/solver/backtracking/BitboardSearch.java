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
  /** Whether queens[] must be kept at every row (for the listener or expression checks). */
  private final boolean tracking;
  /**
   * Two-row expression constraints as masks, by their later row b: {@code pairTables[b][k][v]} holds
   * the columns row b may use when row {@code pairEarlier[b][k]} holds its queen in column v.
   */
  private final long[][][] pairTables;
  private final int[][] pairEarlier;
  /** Other expression constraints, by their last row: checked as a queen is placed there. */
  private final GroundChecks.Check[][] checksAt;
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
    this.pairTables = new long[n][][];
    this.pairEarlier = new int[n][];
    this.checksAt = new GroundChecks.Check[n][];
    compileChecks(rules.checks);
    this.tracking = listener != null || !rules.checks.isEmpty();
  }

  /** Two-row checks become masks (a lookup per row in the search); the rest are evaluated at their last row. */
  private void compileChecks(java.util.List<GroundChecks.Check> checks) {
    java.util.List<java.util.List<long[]>> tables = new java.util.ArrayList<>();
    java.util.List<java.util.List<Integer>> earlier = new java.util.ArrayList<>();
    java.util.List<java.util.List<GroundChecks.Check>> general = new java.util.ArrayList<>();
    for (int r = 0; r < n; r++) {
      tables.add(new java.util.ArrayList<>());
      earlier.add(new java.util.ArrayList<>());
      general.add(new java.util.ArrayList<>());
    }
    int[] trial = new int[n];
    for (GroundChecks.Check c : checks) {
      int[] rows = c.rows();
      if (rows.length != 2) {
        general.get(c.lastRow()).add(c);
        continue;
      }
      long[] table = new long[n];
      for (int v = 0; v < n; v++) {
        trial[rows[0]] = v;
        for (int col = 0; col < n; col++) {
          trial[rows[1]] = col;
          if (c.holds(trial)) {
            table[v] |= 1L << col;
          }
        }
      }
      tables.get(rows[1]).add(table);
      earlier.get(rows[1]).add(rows[0]);
    }
    for (int r = 0; r < n; r++) {
      if (!tables.get(r).isEmpty()) {
        pairTables[r] = tables.get(r).toArray(new long[0][]);
        pairEarlier[r] = earlier.get(r).stream().mapToInt(Integer::intValue).toArray();
      }
      if (!general.get(r).isEmpty()) {
        checksAt[r] = general.get(r).toArray(new GroundChecks.Check[0]);
      }
    }
  }

  /** Whether every expression constraint whose last row is {@code row} holds with the queens placed. */
  private boolean checksHold(int row) {
    for (GroundChecks.Check c : checksAt[row]) {
      if (!c.holds(queens)) {
        return false;
      }
    }
    return true;
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
    long[][] tables = pairTables[row];
    if (tables != null) {
      int[] from = pairEarlier[row];
      for (int k = 0; k < tables.length; k++) {
        free &= tables[k][queens[from[k]]];
      }
    }
    GroundChecks.Check[] checks = checksAt[row];
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
      if (tracking) {
        queens[row] = Long.numberOfTrailingZeros(bit);
        if (checks != null && !checksHold(row)) {
          continue;
        }
      }
      if (row == n - 1) {
        solutions++;
        if (listener != null && !listener.onSolution(Solution.of(queens))) {
          stopped = true;
        }
        continue;
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
