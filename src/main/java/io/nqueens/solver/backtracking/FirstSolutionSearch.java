package io.nqueens.solver.backtracking;

import io.nqueens.model.AttackRule;
import io.nqueens.model.Solution;
import io.nqueens.solver.SearchControl;
import java.util.Arrays;

/**
 * A first solution on large boards: always fill the row with the fewest free squares left (the
 * most constrained), trying its columns from the middle outwards, and strike out every square a new
 * queen attacks in the other open rows (forward checking) so a row left with no square is seen at
 * once. Struck squares go on a trail so that a backtrack restores them exactly.
 */
final class FirstSolutionSearch {

  /**
   * The trail holds every struck square, about n * n entries when no placement is undone: this
   * size fits an ordinary heap, and twice it took about four times the memory (docs/backends.md).
   */
  static final int MAX_N = 10_000;

  private final BoardRules rules;
  private final int n;
  private final int words;
  /** free[r * words + w]: bit set when column (64 w + bit) of row r is still possible. */
  private final long[] free;
  private final int[] freeCount;
  /**
   * colFree[c]: free squares of column c in the open rows. Every column needs a queen, so an unused
   * column with none left is a dead end, and one with a single square left forces it.
   */
  private final int[] colFree;
  private final boolean[] colUsed;
  private final int[] queens;
  private final SearchControl control;
  /** Scratch for the columns the new queen attacks in one row ({@link io.nqueens.model.AttackRule#targets}). */
  private final int[] targets = new int[AttackRule.MAX_TARGETS];
  /** Struck squares as row * n + col, in order, and where each level's strikes begin. */
  private int[] trail;
  private int trailSize;
  long nodes;
  /** Queens taken back because what followed their placement failed. */
  long backtracks;
  private boolean stopped;
  /** Expression constraints by each row they mention, and how many of their rows are still open. */
  private final int[][] checksOf;
  private final int[] open;

  /** Poll the control every (pollMask + 1) nodes: a node costs O(n), so about every million steps of work. */
  private final int pollMask;

  FirstSolutionSearch(BoardRules rules, SearchControl control) {
    this.rules = rules;
    this.n = rules.n;
    this.words = (n + 63) >>> 6;
    this.free = new long[n * words];
    this.freeCount = new int[n];
    this.colFree = new int[n];
    this.colUsed = new boolean[n];
    this.queens = new int[n];
    this.control = control;
    this.trail = new int[Math.max(16, 8 * n)];
    this.pollMask = Integer.highestOneBit(Math.max(1, (1 << 20) / n)) - 1;
    int[] perRow = new int[n];
    for (GroundChecks.Check c : rules.checks) {
      for (int r : c.rows()) {
        perRow[r]++;
      }
    }
    this.checksOf = new int[n][];
    for (int r = 0; r < n; r++) {
      checksOf[r] = new int[perRow[r]];
      perRow[r] = 0;
    }
    this.open = new int[rules.checks.size()];
    for (int i = 0; i < open.length; i++) {
      int[] rows = rules.checks.get(i).rows();
      open[i] = rows.length;
      for (int r : rows) {
        checksOf[r][perRow[r]++] = i;
      }
    }
  }

  /**
   * Marks the row placed for its expression constraints and checks those whose last open row it
   * was, whatever the order rows are filled in; false (with the marks undone) if one fails.
   */
  private boolean placeChecks(int row) {
    int[] mine = checksOf[row];
    boolean ok = true;
    int k = 0;
    for (; k < mine.length; k++) {
      int i = mine[k];
      if (--open[i] == 0 && !rules.checks.get(i).holds(queens)) {
        ok = false;
        k++;
        break;
      }
    }
    if (!ok) {
      for (int j = 0; j < k; j++) {
        open[mine[j]]++;
      }
    }
    return ok;
  }

  private void unplaceChecks(int row) {
    for (int i : checksOf[row]) {
      open[i]++;
    }
  }

  /** Marks the squares the model allows as free; false if stopped meanwhile (n * n work on big boards). */
  private boolean fillBoard() {
    for (int r = 0; r < n; r++) {
      if ((r & 0xFF) == 0 && control.shouldStop()) {
        stopped = true;
        return false;
      }
      for (int c = 0; c < n; c++) {
        if (rules.squareAllowed(r, c)) {
          free[r * words + (c >>> 6)] |= 1L << c;
          freeCount[r]++;
          colFree[c]++;
        }
      }
    }
    return true;
  }

  boolean stopped() {
    return stopped;
  }

  /** A solution, or null when there is none (or the search was stopped: see {@link #stopped()}). */
  Solution find() {
    Arrays.fill(queens, -1);
    if (!fillBoard()) {
      return null;
    }
    for (int c = 0; c < n; c++) {
      if (colFree[c] == 0) {
        // A column without a usable square: no placement can fill it.
        return null;
      }
    }
    return search(0) ? Solution.of(queens) : null;
  }

  private boolean search(int placed) {
    if (placed == n) {
      return true;
    }
    int forcedColumn = singletonColumn();
    int row = forcedColumn >= 0 ? rowOfOnlySquare(forcedColumn) : mostConstrainedRow();
    if (freeCount[row] == 0) {
      return false;
    }
    int middle = (n - 1) / 2;
    for (int step = 0; step < 2 * n && !stopped; step++) {
      // Columns from the middle outwards: middle, middle + 1, middle - 1, middle + 2, ...; only the
      // forced one when a column has a single square left (any other choice leaves it none).
      int col = forcedColumn >= 0 ? (step == 0 ? forcedColumn : -1) : (step & 1) == 0 ? middle - (step >>> 1) : middle + 1 + (step >>> 1);
      if (forcedColumn >= 0 && step > 0) {
        break;
      }
      if (col < 0 || col >= n || !isFree(row, col)) {
        continue;
      }
      if ((++nodes & pollMask) == 0 && control.shouldStop()) {
        stopped = true;
        return false;
      }
      int mark = trailSize;
      queens[row] = col;
      if (!placeChecks(row)) {
        queens[row] = -1;
        backtracks++;
        continue;
      }
      colUsed[col] = true;
      if (strikeAttacked(row, col) && search(placed + 1)) {
        return true;
      }
      // The queen is taken back: a dead end at once (a row or column left without a square), or below.
      backtracks++;
      colUsed[col] = false;
      unplaceChecks(row);
      if (stopped) {
        // Unwinding a stopped search: the board is thrown away, so restoring it (work as large as
        // the whole trail) would only delay the stop.
        return false;
      }
      queens[row] = -1;
      restore(mark);
    }
    return false;
  }

  /** An unused column with a single free square left in the open rows, or -1. */
  private int singletonColumn() {
    for (int c = 0; c < n; c++) {
      if (!colUsed[c] && colFree[c] == 1) {
        return c;
      }
    }
    return -1;
  }

  private int rowOfOnlySquare(int c) {
    for (int r = 0; r < n; r++) {
      if (queens[r] < 0 && isFree(r, c)) {
        return r;
      }
    }
    throw new IllegalStateException("column " + c + " has no free square");
  }

  private int mostConstrainedRow() {
    int best = -1;
    for (int r = 0; r < n; r++) {
      if (queens[r] < 0 && (best < 0 || freeCount[r] < freeCount[best])) {
        best = r;
        if (freeCount[r] == 0) {
          break;
        }
      }
    }
    return best;
  }

  /** Strikes out the squares the new queen attacks; false if some open row is left empty. */
  private boolean strikeAttacked(int row, int col) {
    boolean alive = true;
    for (int c = 0; c < n; c++) {
      if (c != col) {
        strike(row, c);
      }
    }
    for (int r = 0; r < n; r++) {
      if (r == row || queens[r] >= 0) {
        continue;
      }
      int k = rules.attackRule.targets(col, r - row, targets);
      for (int i = 0; i < k; i++) {
        strike(r, targets[i]);
      }
      if (freeCount[r] == 0) {
        alive = false;
      }
    }
    // Every column needs a queen: an unused one with no square left in the open rows is a dead end.
    for (int c = 0; c < n && alive; c++) {
      if (!colUsed[c] && colFree[c] == 0) {
        alive = false;
      }
    }
    return alive;
  }

  private boolean isFree(int r, int c) {
    return (free[r * words + (c >>> 6)] & (1L << c)) != 0;
  }

  private void strike(int r, int c) {
    int i = r * words + (c >>> 6);
    long bit = 1L << c;
    if ((free[i] & bit) != 0) {
      free[i] &= ~bit;
      freeCount[r]--;
      colFree[c]--;
      if (trailSize == trail.length) {
        trail = Arrays.copyOf(trail, trail.length * 2);
      }
      trail[trailSize++] = r * n + c;
    }
  }

  private void restore(int mark) {
    while (trailSize > mark) {
      int cell = trail[--trailSize];
      int r = cell / n;
      int c = cell % n;
      free[r * words + (c >>> 6)] |= 1L << c;
      freeCount[r]++;
      colFree[c]++;
    }
  }
}
