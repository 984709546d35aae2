package io.nqueens.solver.backtracking;

import io.nqueens.model.AttackRule;
import io.nqueens.model.Solution;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import java.util.ArrayList;
import java.util.List;

/**
 * Row by row with bit masks: bit c of a mask is column c. The squares attacked in the next row are
 * the used columns, the diagonals shifted one way and the anti-diagonals shifted the other (rotated
 * instead of shifted where they wrap around); candidates are taken lowest set bit first. Pre-placed
 * queens and blocked squares are per-row masks; squares attacked from one and two rows above (knight
 * moves, say) are patterns of column offsets shifted to the queens there. Boards up to 63 columns.
 *
 * <p>Expression constraints over two rows become these masks whenever they mean the same: a
 * constraint over rows a and b forbids a relation between their columns, and the search asks which
 * of its own mask rules (wrapped diagonals, wrapped anti-diagonals, offsets from the row one or two
 * above) forbid nothing the constraints and the built-in rules do not forbid already, on every pair
 * of rows. It uses those, and drops each two-row constraint whose relation they then cover, so that
 * a rule written as an expression runs as fast as the built-in kind it equals. What is left becomes
 * a table per pair of rows ({@code pairTables}); constraints over three rows or more are evaluated.
 */
final class BitboardSearch {

  static final int MAX_N = 63;

  private final int n;
  private final long full;
  private final long[] allowed;
  /** Whether queens attack along diagonals at all (the rooks' rule when not). */
  private final boolean diagonalsAttack;
  /** All ones where queens attack along diagonals, else none: what a placed queen adds to the diagonal masks. */
  private final long diagonalBits;
  /** Whether diagonals, and anti-diagonals, wrap around the board (a torus, built in or written out). */
  private boolean wrapDiagonals;
  private boolean wrapAntiDiagonals;
  /**
   * Columns attacked from a queen one row above (index 0) and two rows above (index 1), as offset
   * patterns: bit o of {@code ahead[k]} forbids the column o to the right, bit 63 - o of
   * {@code behind[k]} the column o to the left.
   */
  private final long[] ahead = new long[2];
  private final long[] behind = new long[2];
  private boolean near;
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
  /** Nodes and dead ends per number of queens placed, when profiling (else null). */
  private long[] nodesAt;
  private long[] failsAt;
  long solutions;
  /** When the first solution was met ({@link System#nanoTime()}), 0 before it. */
  long firstSolutionNanos;
  private boolean stopped;

  /** With a null listener it only counts. */
  BitboardSearch(BoardRules rules, SearchControl control, SolutionListener listener) {
    if (rules.n > MAX_N) {
      // One long per row: a wider board would wrap its masks and search nothing.
      throw new IllegalArgumentException("the bit-mask search takes boards up to " + MAX_N + ", not " + rules.n);
    }
    this.n = rules.n;
    this.full = (1L << n) - 1;
    this.allowed = new long[n];
    for (int r = 0; r < n; r++) {
      allowed[r] = rules.allowedMask(r);
    }
    for (int d = 1; d <= AttackRule.NEAR; d++) {
      for (int o : rules.attackRule.nearOffsets(d)) {
        setOffset(d, o);
        setOffset(d, -o);
      }
    }
    this.diagonalsAttack = rules.attackRule.diagonals();
    this.diagonalBits = diagonalsAttack ? -1L : 0L;
    this.wrapDiagonals = rules.attackRule.wraps();
    this.wrapAntiDiagonals = rules.attackRule.wraps();
    this.control = control;
    this.listener = listener;
    this.queens = new int[n];
    this.pairTables = new long[n][][];
    this.pairEarlier = new int[n][];
    this.checksAt = new GroundChecks.Check[n][];
    int left = compileChecks(rules.checks);
    this.tracking = listener != null || left > 0;
  }

  private void setOffset(int distance, int offset) {
    if (offset > 0) {
      ahead[distance - 1] |= 1L << offset;
    } else {
      behind[distance - 1] |= 1L << (63 + offset);
    }
    near = true;
  }

  /** The columns the mask rules forbid in row a + d when row a's queen is in column v (wrapping included). */
  private long maskRulesForbid(int d, int v) {
    long f = 1L << v;
    if (!diagonalsAttack) {
      return (d <= 2 ? f | (ahead[d - 1] << v) | (behind[d - 1] >>> (63 - v)) : f) & full;
    }
    if (v + d < n) {
      f |= 1L << (v + d);
    } else if (wrapDiagonals) {
      f |= 1L << (v + d - n);
    }
    if (v - d >= 0) {
      f |= 1L << (v - d);
    } else if (wrapAntiDiagonals) {
      f |= 1L << (v - d + n);
    }
    if (d <= 2) {
      f |= (ahead[d - 1] << v) | (behind[d - 1] >>> (63 - v));
    }
    return f & full;
  }

  /**
   * Adopts the mask rules that two-row constraints imply (see the class comment) and returns those
   * constraints' forbidden relations: {@code forbidden[a][b][v]} holds the columns of row b that
   * the two-row constraints over rows a < b forbid when row a's queen is in column v (null for a
   * pair without one).
   */
  private long[][][] adoptImpliedMaskRules(List<GroundChecks.Check> pairs) {
    long[][][] forbidden = new long[n][n][];
    for (GroundChecks.Check c : pairs) {
      int a = c.rows()[0];
      int b = c.rows()[1];
      if (forbidden[a][b] == null) {
        forbidden[a][b] = new long[n];
      }
      long[] f = c.forbidden(n);
      for (int v = 0; v < n; v++) {
        forbidden[a][b][v] |= f[v];
      }
    }
    if (pairs.isEmpty()) {
      return forbidden;
    }
    // A rule is implied when every square it forbids is forbidden already, on every pair of rows
    // (wrapping is a rule of the diagonals, so only where they attack).
    if (diagonalsAttack && !wrapDiagonals && impliedOnEveryPair(forbidden, 0, (d, v) -> v + d >= n ? 1L << (v + d - n) : 0)) {
      wrapDiagonals = true;
    }
    if (diagonalsAttack && !wrapAntiDiagonals && impliedOnEveryPair(forbidden, 0, (d, v) -> v - d < 0 ? 1L << (v - d + n) : 0)) {
      wrapAntiDiagonals = true;
    }
    for (int d = 1; d <= 2 && d < n; d++) {
      if (!everyPairConstrained(forbidden, d)) {
        continue; // the built-in rules alone imply no offsets beyond their own
      }
      for (int o = -(n - 1); o <= n - 1; o++) {
        int offset = o;
        if (o == 0 || diagonalsAttack && (o == d || o == -d)) {
          continue;
        }
        if (impliedOnEveryPair(forbidden, d, (dd, v) -> v + offset >= 0 && v + offset < n ? 1L << (v + offset) : 0)) {
          setOffset(d, o);
        }
      }
    }
    return forbidden;
  }

  private interface Rule {
    /** The columns of row a + d the rule forbids for a queen in column v of row a. */
    long forbids(int d, int v);
  }

  private boolean everyPairConstrained(long[][][] forbidden, int distance) {
    for (int a = 0; a + distance < n; a++) {
      if (forbidden[a][a + distance] == null) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the rule forbids only what is forbidden already, on every pair of rows (at the given
   * distance; 0: at every distance), and something the mask rules in use do not (else it would
   * only slow the search down).
   */
  private boolean impliedOnEveryPair(long[][][] forbidden, int distance, Rule rule) {
    boolean adds = false;
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        int d = b - a;
        if (distance != 0 && d != distance) {
          continue;
        }
        for (int v = 0; v < n; v++) {
          long f = rule.forbids(d, v);
          if (f == 0) {
            continue;
          }
          long masks = maskRulesForbid(d, v);
          if ((f & ~(masks | (forbidden[a][b] == null ? 0 : forbidden[a][b][v]))) != 0) {
            return false;
          }
          adds |= (f & ~masks) != 0;
        }
      }
    }
    return adds;
  }

  /**
   * Two-row checks become mask rules where they mean the same, otherwise masks by pair of rows (a
   * lookup per row in the search); the rest are evaluated at their last row. Returns how many
   * checks are left for the search to look up or evaluate.
   */
  private int compileChecks(List<GroundChecks.Check> checks) {
    List<GroundChecks.Check> pairs = checks.stream().filter(c -> c.rows().length == 2).toList();
    long[][][] forbidden = adoptImpliedMaskRules(pairs);
    List<List<long[]>> tables = new ArrayList<>();
    List<List<Integer>> earlier = new ArrayList<>();
    List<List<GroundChecks.Check>> general = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      tables.add(new ArrayList<>());
      earlier.add(new ArrayList<>());
      general.add(new ArrayList<>());
    }
    int left = 0;
    for (GroundChecks.Check c : checks) {
      if (c.rows().length != 2) {
        general.get(c.lastRow()).add(c);
        left++;
      }
    }
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        long[] f = forbidden[a][b];
        if (f == null) {
          continue;
        }
        boolean covered = true;
        long[] table = new long[n];
        for (int v = 0; v < n; v++) {
          table[v] = full & ~f[v];
          covered &= (f[v] & ~maskRulesForbid(b - a, v)) == 0;
        }
        if (!covered) {
          tables.get(b).add(table);
          earlier.get(b).add(a);
          left++;
        }
      }
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
    return left;
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

  /** Runs and counts the nodes and dead ends per depth (queens placed; depth 0 is the root). */
  long[][] profile() {
    nodesAt = new long[n + 1];
    failsAt = new long[n + 1];
    nodesAt[0] = 1;
    run();
    return new long[][] {nodesAt, failsAt};
  }

  boolean stopped() {
    return stopped;
  }

  private void search(int row, long columns, long diagonals, long antiDiagonals, long above, long twoAbove) {
    long free = allowed[row] & ~(columns | diagonals | antiDiagonals);
    if (near && row > 0) {
      int v = Long.numberOfTrailingZeros(above);
      free &= ~((ahead[0] << v) | (behind[0] >>> (63 - v)));
      if (row > 1) {
        int w = Long.numberOfTrailingZeros(twoAbove);
        free &= ~((ahead[1] << w) | (behind[1] >>> (63 - w)));
      }
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
      if (failsAt != null) {
        failsAt[row]++;
      }
      return;
    }
    while (free != 0 && !stopped) {
      long bit = free & -free;
      free ^= bit;
      if ((++nodes & 0xFFFF) == 0 && control.shouldStop()) {
        stopped = true;
        return;
      }
      if (nodesAt != null) {
        nodesAt[row + 1]++;
      }
      if (tracking) {
        queens[row] = Long.numberOfTrailingZeros(bit);
        if (checks != null && !checksHold(row)) {
          if (failsAt != null) {
            failsAt[row + 1]++;
          }
          continue;
        }
      }
      if (row == n - 1) {
        if (solutions++ == 0) {
          firstSolutionNanos = System.nanoTime();
        }
        if (listener != null && !listener.onSolution(Solution.of(queens))) {
          stopped = true;
        }
        continue;
      }
      long d = diagonals | (bit & diagonalBits);
      long a = antiDiagonals | (bit & diagonalBits);
      d = wrapDiagonals ? ((d << 1) | (d >>> (n - 1))) & full : d << 1;
      a = wrapAntiDiagonals ? ((a >>> 1) | (a << (n - 1))) & full : a >>> 1;
      search(row + 1, columns | bit, d, a, bit, above);
    }
  }
}
