package io.nqueens.solver.localsearch;

import io.nqueens.model.AttackRule;
import io.nqueens.solver.SearchControl;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Min-conflicts over a permutation, after Sosic and Gu's QS4: row r holds its queen in column
 * {@code q[r]}, the columns always a permutation (so no two queens share a column), and the
 * search swaps the columns of two rows whenever that lowers the number of collisions.
 *
 * <p><b>Collisions</b> are counted as QS4 counts them: on every diagonal with k queens, k - 1 (the
 * diagonals of {@link AttackRule}, wrapped around a toroidal board; and in every region with k
 * queens, k - 1), plus each pair of queens a knight's move apart or on touching squares where the
 * model excludes them, plus each queen on a square the model rules
 * out (blocked squares, excluded diagonals). Zero collisions is a solution. Rows of pre-placed
 * queens hold their column and never swap.
 *
 * <p><b>Start.</b> Rows are filled in order, each with a random column among those still free,
 * tried up to {@link #START_TRIES} times for one that adds no collision (QS4's conflict-reducing
 * start); a row that finds none takes its last try. Collisions left after the start are usually a
 * handful, even at ten million queens. <b>Repair.</b> A row in collision swaps with random rows until
 * a swap lowers the total (at most {@link #SWAP_TRIES} tries, then the next row in collision;
 * failing that, half the time a swap that keeps the total, to leave a plateau); a try costs O(1). A run that has made {@code moveBudget} tries without reaching zero restarts from a
 * new start. Memory: four ints per row (the permutation, the free rows and columns while starting,
 * the rows in collision) and two per diagonal family, about 32 bytes a queen.
 */
final class MinConflicts {

  /** Random columns tried for each row of the start before taking the last one. */
  static final int START_TRIES = 32;
  /** Random partners tried for a row in collision before moving on. */
  static final int SWAP_TRIES = 64;

  private final int n;
  private final AttackRule rule;
  private final boolean toroidal;
  private final boolean diagonals;
  /** The region of every square ({@code [row][col]}), or null without regions. */
  private final int[][] regionOf;
  /** Queens in each region (null without regions): a region with k queens is k - 1 collisions, as a diagonal is. */
  private final int[] inRegion;
  /** fixed[r] is the pre-placed queen's column, or -1. */
  private final int[] fixed;
  /** Squares ruled out, as a test (null when the model rules out none). */
  private final Forbidden forbidden;
  private final SplittableRandom random;
  private final SearchControl control;

  final int[] q;
  /** Queens on each r + c (mod n on a torus) and r - c (+ n - 1, or mod n on a torus) diagonal. */
  private final int[] down;
  private final int[] up;
  /** The rows that may swap (those without a pre-placed queen). */
  private final int[] movable;
  private long collisions;

  long moves;
  long tries;
  long restarts;
  long initialCollisions = -1;

  /** Which squares the model rules out for every queen. */
  interface Forbidden {
    boolean test(int row, int col);
  }

  /** Whether the start reduces conflicts (QS4) or is a random permutation. */
  private final boolean greedyStart;

  MinConflicts(int n, AttackRule rule, int[][] regionOf, int[] fixed, Forbidden forbidden, long seed, SearchControl control,
      boolean greedyStart) {
    this.greedyStart = greedyStart;
    this.n = n;
    this.rule = rule;
    this.toroidal = rule.wraps();
    this.diagonals = rule.diagonals();
    this.regionOf = regionOf;
    this.inRegion = regionOf == null ? null : new int[n];
    this.fixed = fixed;
    this.forbidden = forbidden;
    this.random = new SplittableRandom(seed);
    this.control = control;
    this.q = new int[n];
    int diagonals = toroidal ? n : 2 * n - 1;
    this.down = new int[diagonals];
    this.up = new int[diagonals];
    int count = 0;
    for (int r = 0; r < n; r++) {
      if (fixed[r] < 0) {
        count++;
      }
    }
    this.movable = new int[count];
    for (int r = 0, k = 0; r < n; r++) {
      if (fixed[r] < 0) {
        movable[k++] = r;
      }
    }
  }

  /**
   * Starts and repairs, restarting after {@code moveBudget} tries, until the collisions reach zero,
   * {@code maxRuns} runs have failed, or the control says stop. True when {@link #q} is a solution.
   */
  boolean run(long moveBudget, long maxRuns) {
    for (long run = 0; run < maxRuns; run++) {
      if (run > 0) {
        restarts++;
      }
      start();
      if (initialCollisions < 0) {
        initialCollisions = collisions;
      }
      if (repair(moveBudget)) {
        return true;
      }
      if (control.shouldStop()) {
        return false;
      }
    }
    return false;
  }

  // Without diagonals in the rule, each row is its own "diagonal": one queen on each, never a collision.
  private int downOf(int r, int c) {
    return !diagonals ? r : toroidal ? (r + c) % n : r + c;
  }

  private int upOf(int r, int c) {
    return !diagonals ? r : toroidal ? Math.floorMod(r - c, n) : r - c + n - 1;
  }

  /** Adds row r's queen on column c to its lines (diagonals, region); returns the collisions that adds. */
  private int addLines(int r, int c) {
    return add(down, downOf(r, c)) + add(up, upOf(r, c)) + (regionOf == null ? 0 : add(inRegion, regionOf[r][c]));
  }

  /** Takes row r's queen on column c off its lines; returns the collisions that removes. */
  private int removeLines(int r, int c) {
    return remove(down, downOf(r, c)) + remove(up, upOf(r, c)) + (regionOf == null ? 0 : remove(inRegion, regionOf[r][c]));
  }

  /** Whether another queen shares a line with a queen on (r, c), which is on the board. */
  private boolean crowded(int r, int c) {
    return down[downOf(r, c)] > 1 || up[upOf(r, c)] > 1 || regionOf != null && inRegion[regionOf[r][c]] > 1;
  }

  /** The conflict-reducing start (see the class comment). */
  private void start() {
    Arrays.fill(down, 0);
    Arrays.fill(up, 0);
    if (inRegion != null) {
      Arrays.fill(inRegion, 0);
    }
    collisions = 0;
    boolean[] taken = new boolean[n];
    for (int r = 0; r < n; r++) {
      q[r] = -1;
      if (fixed[r] >= 0) {
        taken[fixed[r]] = true;
      }
    }
    // The free columns, drawn from without replacement.
    int[] free = new int[movable.length];
    for (int c = 0, k = 0; c < n; c++) {
      if (!taken[c]) {
        free[k++] = c;
      }
    }
    taken = null;
    for (int r = 0; r < n; r++) {
      if (fixed[r] >= 0) {
        place(r, fixed[r]);
      }
    }
    int left = free.length;
    for (int row : movable) {
      int pick = 0;
      for (int t = 0; t < (greedyStart ? START_TRIES : 1); t++) {
        pick = random.nextInt(left);
        if (addsNoCollision(row, free[pick])) {
          break;
        }
      }
      place(row, free[pick]);
      free[pick] = free[--left];
      if ((row & 0xFFFF) == 0 && control.shouldStop()) {
        // Fill the rest so that q stays a permutation, then let the caller see the stop.
        for (int r = row + 1; r < n; r++) {
          if (fixed[r] < 0) {
            place(r, free[--left]);
          }
        }
        return;
      }
    }
  }

  private boolean addsNoCollision(int r, int c) {
    if (diagonals && (down[downOf(r, c)] != 0 || up[upOf(r, c)] != 0) || forbidden != null && forbidden.test(r, c)
        || regionOf != null && inRegion[regionOf[r][c]] != 0) {
      return false;
    }
    for (int d = 1; d <= AttackRule.NEAR; d++) {
      for (int o : rule.nearOffsets(d)) {
        if (near(r - d, c, o) || near(r + d, c, o)) {
          return false;
        }
      }
    }
    return true;
  }

  /** Whether row k (if on the board and filled) holds a queen o columns from c. */
  private boolean near(int k, int c, int o) {
    return k >= 0 && k < n && q[k] >= 0 && Math.abs(q[k] - c) == o;
  }

  private void place(int r, int c) {
    q[r] = c;
    collisions += addLines(r, c) + ownCollisions(r, -1);
  }

  private static int add(int[] count, int i) {
    return count[i]++ > 0 ? 1 : 0;
  }

  private static int remove(int[] count, int i) {
    return --count[i] > 0 ? 1 : 0;
  }

  /** Row r's collisions that are not diagonal: its square ruled out, knight moves to filled rows other than {@code other}. */
  private int ownCollisions(int r, int other) {
    int c = q[r];
    int k = forbidden != null && forbidden.test(r, c) ? 1 : 0;
    for (int d = 1; d <= AttackRule.NEAR; d++) {
      for (int o : rule.nearOffsets(d)) {
        if (r - d != other && near(r - d, c, o)) {
          k++;
        }
        if (r + d != other && near(r + d, c, o)) {
          k++;
        }
      }
    }
    return k;
  }

  /** Whether row r's queen is in some collision. */
  private boolean inCollision(int r) {
    int c = q[r];
    return crowded(r, c) || ownCollisions(r, -1) > 0;
  }

  /** The change in collisions if rows i and j swapped columns (i != j): the swap is kept when it lowers them or {@code keep}, else undone. */
  private long swap(int i, int j, boolean keep) {
    long before = collisions;
    int ci = q[i];
    int cj = q[j];
    long change = -(ownCollisions(i, -1) + ownCollisions(j, i));
    change -= removeLines(i, ci) + removeLines(j, cj);
    q[i] = cj;
    q[j] = ci;
    change += addLines(i, cj) + addLines(j, ci);
    change += ownCollisions(i, -1) + ownCollisions(j, i);
    if (!keep && change >= 0) {
      // Undo.
      removeLines(i, cj);
      removeLines(j, ci);
      q[i] = ci;
      q[j] = cj;
      addLines(i, ci);
      addLines(j, cj);
      collisions = before;
      return change;
    }
    collisions = before + change;
    return change;
  }

  /**
   * Repairs until no collision is left (true) or the tries reach the budget (false). Rows in
   * collision are gathered by one pass over the board; after that, only the two rows of a swap can
   * have come into collision (any new collision involves the queen that moved), so they are all the
   * next round looks at, and the board is passed over again only if that list runs dry.
   */
  private boolean repair(long budget) {
    if (collisions == 0) {
      return true;
    }
    if (movable.length < 2) {
      return false;
    }
    long spent = 0;
    int[] pending = new int[16];
    int count = 0;
    long polled = 0;
    while (collisions > 0 && spent < budget) {
      if (count == 0) {
        for (int row : movable) {
          if (inCollision(row)) {
            if (count == pending.length) {
              pending = Arrays.copyOf(pending, 2 * count);
            }
            pending[count++] = row;
          }
        }
        if (count == 0) {
          return false; // only pre-placed queens are in collision: no swap can help
        }
      }
      int[] next = new int[Math.max(16, 2 * count)];
      int nextCount = 0;
      for (int k = 0; k < count && collisions > 0 && spent < budget; k++) {
        int i = pending[k];
        int sideways = -1;
        boolean improved = false;
        for (int t = 0; t < SWAP_TRIES && inCollision(i); t++) {
          int j = movable[random.nextInt(movable.length)];
          spent++;
          tries++;
          if (j == i) {
            continue;
          }
          long change = swap(i, j, false);
          if (change < 0) {
            moves++;
            improved = true;
            if (inCollision(j)) {
              next[nextCount++] = j;
            }
            break;
          }
          if (change == 0) {
            sideways = j;
          }
        }
        if (!improved && sideways >= 0 && random.nextInt(2) == 0) {
          // No swap lowers the collisions: a sideways one (as many collisions) leaves the plateau.
          swap(i, sideways, true);
          moves++;
          if (inCollision(sideways)) {
            next[nextCount++] = sideways;
          }
        }
        if (inCollision(i)) {
          next[nextCount++] = i;
        }
        if ((++polled & 0x3FF) == 0 && control.shouldStop()) {
          return false;
        }
      }
      pending = next;
      count = nextCount;
    }
    return collisions == 0;
  }
}
