package io.nqueens.solver.backtracking;

import io.nqueens.model.AttackRule;
import io.nqueens.model.Objective;
import io.nqueens.model.Solution;
import io.nqueens.model.expr.Bounds;
import io.nqueens.model.expr.Compiled;
import io.nqueens.model.expr.Ground;
import io.nqueens.model.expr.TermBounds;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * Depth-first branch and bound over the rows in order, with bit masks as in {@link BitboardSearch}.
 * The objective is turned into one to maximize (a minimized one negated) and split into the terms
 * of one row each, tabulated per column ({@code gain[r][c]}), and the rest.
 *
 * <p><b>The bound.</b> At a node with rows 0..k placed, every later row r must still take one of
 * its free columns: those its own squares allow that no placed queen attacks along a column or a
 * diagonal ({@code free(r)}; knight moves and expression constraints, which only remove more, are
 * left out, so the sets can only be too large). The later rows' one-row terms are bounded by the
 * <em>assignment relaxation</em> ({@link Assignment}): the best gain when every later row takes a
 * different free column, diagonals between them dropped, solved exactly by the Hungarian method and
 * updated from the parent's solution at each node (where the gains differ between columns in two
 * rows or more; otherwise each later row's best free column). The terms over several rows add the
 * upper end of their interval when each later row's column is anywhere between its first and last
 * free column (interval arithmetic, {@link TermBounds#within}). Each part is at least what any
 * completion below the node can reach, so the bound is sound: a node whose bound is not better than
 * the best solution found so far has no better solution below it and is cut, first by the parent's
 * potentials alone, which bound the child before its relaxation is repaired. A later row with no
 * free column, or an assignment with no perfect matching, cuts the node too. The relaxation's column
 * for the row is tried first, then the others best gain first, so that good solutions come early.
 * Stopped early, it reports the best bound over the nodes it left open ({@link #openBound}).
 */
final class BranchAndBound {

  private final BoardRules rules;
  private final int n;
  private final long full;
  private final long[] allowed;
  private final SearchControl control;
  /** +1 to maximize, -1 to minimize: every value here is the objective times this. */
  private final int sign;
  private final Compiled.Term whole;
  /** The terms of one row, tabulated: gain[r][c] is their value (times sign) with row r's queen in column c. */
  private final long[][] gain;
  /** Each row's columns, best gain first. */
  private final int[][] order;
  /** The terms over several rows (times sign), or null when there are none. */
  private final Ground rest;
  private final GroundChecks.Check[][] checksAt;
  /**
   * near[d - 1][v]: the columns a queen in column v forbids d rows below besides its column and
   * diagonals (knight moves), from {@link AttackRule}, the definition the bit-mask search's offsets come from.
   */
  private final long[][] near;
  /** Whether the diagonals wrap around the board ({@link AttackRule#wraps}). */
  private final boolean wraps;
  /** All ones where queens attack along diagonals, else none: what a placed queen adds to the diagonal masks. */
  private final long diagonalBits;
  private final int[] queens;
  /** Whether the bound solves the assignment relaxation ({@link Assignment}) rather than taking each row's best column. */
  private final boolean assignment;
  private final int[] lo;
  private final int[] hi;
  private final long start = System.nanoTime();

  long nodes;
  long backtracks;
  boolean stopped;
  private int[] best;
  private long bestValue = Long.MIN_VALUE;
  final List<OptimumResult.Improvement> improvements = new ArrayList<>();

  BranchAndBound(BoardRules rules, Objective objective, SearchControl control) {
    this(rules, objective, control, DIVE_NODES);
  }

  /** With a first dive of {@code diveNodes} nodes (tests make it small, so that the multipliers come into play on small boards). */
  BranchAndBound(BoardRules rules, Objective objective, SearchControl control, long diveNodes) {
    this.diveNodes = diveNodes;
    if (rules.n > BitboardSearch.MAX_N) {
      throw new IllegalArgumentException("the branch and bound takes boards up to " + BitboardSearch.MAX_N + ", not " + rules.n);
    }
    this.rules = rules;
    this.n = rules.n;
    this.full = (1L << n) - 1;
    this.allowed = new long[n];
    for (int r = 0; r < n; r++) {
      allowed[r] = rules.allowedMask(r);
    }
    this.control = control;
    this.sign = objective.sense() == Objective.Sense.MAXIMIZE ? 1 : -1;
    Ground term = objective.ground(n);
    this.whole = Compiled.term(term);
    this.gain = new long[n][n];
    List<Ground> several = tabulate(term);
    this.rest = several.isEmpty() ? null
        : sign > 0 ? (several.size() == 1 ? several.get(0) : new Ground.IntOp(Ground.IntKind.SUM, several))
        : new Ground.IntOp(Ground.IntKind.NEG, List.of(several.size() == 1 ? several.get(0) : new Ground.IntOp(Ground.IntKind.SUM, several)));
    this.order = new int[n][];
    for (int r = 0; r < n; r++) {
      long[] g = gain[r];
      order[r] = IntStream.range(0, n).boxed().sorted((a, b) -> Long.compare(g[b], g[a])).mapToInt(Integer::intValue).toArray();
    }
    this.checksAt = new GroundChecks.Check[n][];
    List<GroundChecks.Check>[] byRow = rules.checksByLastRow();
    for (int r = 0; r < n; r++) {
      if (byRow[r] != null) {
        checksAt[r] = byRow[r].toArray(new GroundChecks.Check[0]);
      }
    }
    this.wraps = rules.attackRule.wraps();
    this.diagonalBits = rules.attackRule.diagonals() ? -1L : 0L;
    this.near = new long[AttackRule.NEAR][n];
    for (int d = 1; d <= AttackRule.NEAR; d++) {
      for (int v = 0; v < n; v++) {
        near[d - 1][v] = rules.attackRule.nearMask(v, d);
      }
    }
    this.queens = new int[n];
    // The assignment relaxation pays where the one-row terms differ between columns in two rows or more.
    this.assignment = varyingRows() >= 2;
    this.boundGain = assignment ? new long[n][n] : null;
    this.lo = new int[n];
    this.hi = new int[n];
  }

  /**
   * The objective's terms of at most one row, added into {@link #gain} in the search's sense (a
   * constant counts once: in row 0's table, whatever row 0's column); the terms over several rows,
   * which the table cannot hold.
   */
  private List<Ground> tabulate(Ground term) {
    List<Ground> several = new ArrayList<>();
    int[] trial = new int[n];
    for (Ground t : term.operandsOf(Ground.IntKind.SUM).orElse(List.of(term))) {
      Set<Integer> rows = t.rows();
      Compiled.Term compiled = Compiled.term(t);
      if (rows.isEmpty()) {
        long v = sign * compiled.value(trial);
        for (int c = 0; c < n; c++) {
          gain[0][c] += v;
        }
      } else if (rows.size() == 1) {
        int r = rows.iterator().next();
        for (int c = 0; c < n; c++) {
          trial[r] = c;
          gain[r][c] += sign * compiled.value(trial);
        }
      } else {
        several.add(t);
      }
    }
    return several;
  }

  /** The rows whose one-row terms differ between columns. */
  private int varyingRows() {
    int varying = 0;
    for (int r = 0; r < n; r++) {
      for (int c = 1; c < n; c++) {
        if (gain[r][c] != gain[r][0]) {
          varying++;
          break;
        }
      }
    }
    return varying;
  }

  /**
   * The bound at the root, in the objective's own sense: no solution is better (the class comment's
   * bound before any queen stands). Empty when a row has no usable column at all.
   */
  OptionalLong rootBound() {
    long[] free = freeRows(0, 0, 0, 0);
    if (free == null) {
      return OptionalLong.empty();
    }
    Assignment a = assignment ? Assignment.root(gain, free) : null;
    if (assignment && a == null) {
      return OptionalLong.empty();
    }
    long b = bound(0, free, a, 0);
    return b == Long.MIN_VALUE ? OptionalLong.empty() : OptionalLong.of(sign * b);
  }

  /**
   * Searches to the end (or until stopped); the best solution found, or null when there is none.
   * With the assignment relaxation: a first dive of {@link #DIVE_NODES} nodes for an incumbent,
   * then Lagrangian multipliers on the diagonals ({@link #lagrange}), then the search proper.
   */
  Solution run() {
    long[] free = freeRows(0, 0, 0, 0);
    if (free == null) {
      return null;
    }
    if (assignment) {
      Assignment plain = Assignment.root(gain, free);
      if (plain == null) {
        return null;
      }
      cap = diveNodes;
      search(0, 0, 0, 0, 0, free, plain);
      cap = Long.MAX_VALUE;
      if (stopped || !capped) {
        // Stopped, or the dive searched the whole tree: nothing is left to prove.
        return best == null ? null : Solution.of(best);
      }
      capped = false;
      // The multipliers price the diagonals: without diagonals in the rule there is nothing to
      // price, and the bound is the assignment over the gains themselves.
      if (diagonalBits != 0) {
        lagrange(free);
      } else {
        for (int r = 0; r < n; r++) {
          System.arraycopy(gain[r], 0, boundGain[r], 0, n);
        }
      }
      Assignment a = Assignment.root(boundGain, free);
      if (a == null) {
        return best == null ? null : Solution.of(best);
      }
      search(0, 0, 0, 0, 0, free, a);
    } else {
      search(0, 0, 0, 0, 0, free, null);
    }
    return best == null ? null : Solution.of(best);
  }

  /** Nodes of the first dive, which finds an incumbent for the multipliers' step sizes. */
  static final int DIVE_NODES = 20_000;
  /** Subgradient steps at the root. */
  static final int LAGRANGE_STEPS = 1000;

  private final long diveNodes;
  /** The dive's node limit (MAX_VALUE in the search proper), and whether it was reached. */
  private long cap = Long.MAX_VALUE;
  private boolean capped;

  /**
   * Lagrangian multipliers for "at most one queen per diagonal", found by subgradient steps on the
   * assignment relaxation at the root (Held and Karp's method; Polyak's step towards the
   * incumbent): with {@code lam[s] >= 0} on each anti-diagonal and {@code mu[d] >= 0} on each
   * diagonal, every placement's one-row gain is its gain under {@code gain[r][c] - lam[s] - mu[d]}
   * plus the multipliers of the diagonals it uses, at most those of the diagonals still free. So the
   * assignment over the penalised gains plus the free diagonals' multipliers ({@link #penalty}) is a
   * bound at every node, never weaker than the one without multipliers at the root, and usually
   * much stronger: it charges the assignment for putting two queens on a diagonal. Multipliers are
   * whole numbers, so the bound stays exact.
   */
  private void lagrange(long[] free) {
    int diagonals = wraps ? n : 2 * n - 1;
    double[] lam = new double[diagonals];
    double[] mu = new double[diagonals];
    long[] bestLam = new long[diagonals];
    long[] bestMu = new long[diagonals];
    long bestL = Long.MAX_VALUE;
    double theta = 1.0;
    int sinceBetter = 0;
    long lower = best == null ? Long.MIN_VALUE : bestValue;
    long[][] trial = new long[n][n];
    for (int step = 0; step < LAGRANGE_STEPS; step++) {
      long[] l = round(lam);
      long[] m = round(mu);
      penalise(trial, l, m);
      Assignment a = Assignment.root(trial, free);
      if (a == null) {
        return;
      }
      long value = a.quickBound() + sum(l) + sum(m);
      if (value < bestL) {
        bestL = value;
        System.arraycopy(l, 0, bestLam, 0, diagonals);
        System.arraycopy(m, 0, bestMu, 0, diagonals);
        sinceBetter = 0;
      } else if (++sinceBetter >= 30) {
        theta /= 2;
        sinceBetter = 0;
      }
      int[][] on = onDiagonals(a, 0, diagonals);
      int[] onS = on[0];
      int[] onD = on[1];
      double norm = 0;
      for (int k = 0; k < diagonals; k++) {
        norm += (double) (onS[k] - 1) * (onS[k] - 1) * (onS[k] > 1 || lam[k] > 0 ? 1 : 0);
        norm += (double) (onD[k] - 1) * (onD[k] - 1) * (onD[k] > 1 || mu[k] > 0 ? 1 : 0);
      }
      if (norm == 0) {
        break; // the relaxation's assignment puts no two queens on a diagonal: nothing to charge
      }
      double target = lower == Long.MIN_VALUE ? value - Math.max(1, Math.abs(value) / 20) : lower;
      double t = theta * Math.max(1, value - target) / norm;
      for (int k = 0; k < diagonals; k++) {
        lam[k] = Math.max(0, lam[k] + t * (onS[k] - 1));
        mu[k] = Math.max(0, mu[k] + t * (onD[k] - 1));
      }
      if (theta < 1e-4) {
        break;
      }
    }
    this.lam = bestLam;
    this.mu = bestMu;
    penalise(boundGain, bestLam, bestMu);
  }

  private static long[] round(double[] x) {
    long[] out = new long[x.length];
    for (int i = 0; i < x.length; i++) {
      out[i] = (long) Math.floor(x[i]);
    }
    return out;
  }

  private static long sum(long[] x) {
    long s = 0;
    for (long v : x) {
      s += v;
    }
    return s;
  }

  /** How many of the assignment's queens, rows {@code from} on, stand on each anti-diagonal ([0]) and each diagonal ([1]). */
  private int[][] onDiagonals(Assignment a, int from, int diagonals) {
    int[][] on = new int[2][diagonals];
    for (int r = from; r < n; r++) {
      on[0][anti(r, a.mate(r))]++;
      on[1][diag(r, a.mate(r))]++;
    }
    return on;
  }

  private void penalise(long[][] out, long[] l, long[] m) {
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        out[r][c] = gain[r][c] - l[anti(r, c)] - m[diag(r, c)];
      }
    }
  }

  private int anti(int r, int c) {
    return wraps ? (r + c) % n : r + c;
  }

  private int diag(int r, int c) {
    return wraps ? Math.floorMod(r - c, n) : r - c + n - 1;
  }

  /** The multipliers (zero until {@link #lagrange} has run), and the gains penalised by them. */
  private long[] lam;
  private long[] mu;
  private final long[][] boundGain;

  /**
   * The multipliers of the diagonals no placed queen uses and the rows from {@code next} on can
   * reach (on a plain board, an anti-diagonal r + c or a diagonal r - c + n - 1 of index at least
   * next): what the penalised assignment is owed back at a node.
   */
  private long penalty(int next) {
    return penalty(next, lam, mu);
  }

  /** As above with these multipliers (a node's own, {@link #reoptimise}). */
  private long penalty(int next, long[] lam, long[] mu) {
    if (lam == null) {
      return 0;
    }
    long total = 0;
    int from = wraps ? 0 : next;
    for (int k = from; k < lam.length; k++) {
      total += lam[k] + mu[k];
    }
    for (int r = 0; r < next; r++) {
      int s = anti(r, queens[r]);
      int d = diag(r, queens[r]);
      if (s >= from) {
        total -= lam[s];
      }
      if (d >= from) {
        total -= mu[d];
      }
    }
    return total;
  }

  /**
   * Rows from the root down to which each node gets multipliers of its own ({@link #reoptimise}):
   * every row (measured on the random boards against fewer rows, docs/performance.md).
   */
  static final int REOPTIMISE_DEPTH = Integer.MAX_VALUE;
  /** Subgradient steps at such a node, from its parent's multipliers (4, 8, 12 and 20 measured). */
  static final int NODE_STEPS = 12;

  private int reoptimiseDepth = REOPTIMISE_DEPTH;
  private int nodeSteps = NODE_STEPS;

  /** Nodes down to row {@code depth} get multipliers of their own, {@code steps} steps each (tests and measurements vary both). */
  BranchAndBound reoptimising(int depth, int steps) {
    this.reoptimiseDepth = depth;
    this.nodeSteps = steps;
    return this;
  }

  /** The widest gap between a node's bound and the incumbent that its own multipliers are sought for (2^40). */
  private static final long MAX_GAP = 1L << 40;

  /** A node's own multipliers and its relaxation under them, solved. */
  private record Node(Assignment relaxed, long[] lam, long[] mu) {}

  /**
   * Multipliers of the node's own (the rows from {@code next} on, the open columns, the diagonals
   * still free), by {@link #NODE_STEPS} subgradient steps from the parent's, with Polyak's step
   * towards the incumbent: the node's bound under them is never weaker than under the parent's
   * (the first step is the parent's). Only with an incumbent, whose value the steps aim at. Null
   * when a step's bound already proves that nothing below the node beats the incumbent, or no
   * assignment completes it.
   */
  private Node reoptimise(int next, long columns, long[] free, long placed, long[] lam0, long[] mu0) {
    int diagonals = lam0.length;
    boolean[] liveS = new boolean[diagonals];
    boolean[] liveD = new boolean[diagonals];
    for (int r = next; r < n; r++) {
      for (long f = free[r]; f != 0; f &= f - 1) {
        int c = Long.numberOfTrailingZeros(f);
        liveS[anti(r, c)] = true;
        liveD[diag(r, c)] = true;
      }
    }
    double[] l = new double[diagonals];
    double[] m = new double[diagonals];
    for (int k = 0; k < diagonals; k++) {
      l[k] = liveS[k] ? lam0[k] : 0;
      m[k] = liveD[k] ? mu0[k] : 0;
    }
    long rest = restBound(next, free);
    long[][] trial = new long[n][n];
    Node bestNode = null;
    long bestBound = Long.MAX_VALUE;
    double theta = 1.0;
    int sinceBetter = 0;
    for (int step = 0; step < nodeSteps; step++) {
      long[] li = round(l);
      long[] mi = round(m);
      penalise(trial, li, mi);
      Assignment a = Assignment.node(trial, free, next, columns);
      if (a == null) {
        return null;
      }
      long b = placed + a.quickBound() + penalty(next, li, mi) + rest;
      if (b <= bestValue) {
        return null;
      }
      if (b - bestValue > MAX_GAP) {
        // A gap this wide (objectives of huge terms): steps that size could leave the range of a long; the parent's multipliers stand.
        return step == 0 ? new Node(a, li, mi) : bestNode;
      }
      if (b < bestBound) {
        bestBound = b;
        bestNode = new Node(a, li, mi);
        sinceBetter = 0;
      } else if (++sinceBetter >= 3) {
        theta /= 2;
        sinceBetter = 0;
      }
      if (!step(l, m, liveS, liveD, onDiagonals(a, next, diagonals), theta * (b - bestValue))) {
        break;
      }
    }
    return bestNode;
  }

  /**
   * One subgradient step on the live diagonals' multipliers ({@code l}, {@code m}), along each
   * diagonal's queens less one ({@code on}: per anti-diagonal, per diagonal), of length {@code size}
   * over the gradient's squared norm; false where the gradient is zero (nothing to move).
   */
  private static boolean step(double[] l, double[] m, boolean[] liveS, boolean[] liveD, int[][] on, double size) {
    int[] onS = on[0];
    int[] onD = on[1];
    double norm = 0;
    for (int k = 0; k < l.length; k++) {
      if (liveS[k] && (onS[k] > 1 || l[k] > 0)) {
        norm += (double) (onS[k] - 1) * (onS[k] - 1);
      }
      if (liveD[k] && (onD[k] > 1 || m[k] > 0)) {
        norm += (double) (onD[k] - 1) * (onD[k] - 1);
      }
    }
    if (norm == 0) {
      return false;
    }
    double t = size / norm;
    for (int k = 0; k < l.length; k++) {
      if (liveS[k]) {
        l[k] = Math.max(0, l[k] + t * (onS[k] - 1));
      }
      if (liveD[k]) {
        m[k] = Math.max(0, m[k] + t * (onD[k] - 1));
      }
    }
    return true;
  }

  /** The best value found, in the objective's own sense. */
  long bestValue() {
    return sign * bestValue;
  }

  /**
   * After a stopped search, a bound on every solution it did not rule out, in the objective's own
   * sense: the best of the incumbent and the bounds of the nodes left open when it stopped (each
   * ancestor's untried columns), empty when the search was not stopped or had no bound to give.
   */
  OptionalLong openBound() {
    if (!stopped) {
      return OptionalLong.empty();
    }
    long b = Math.max(openBound, bestValue);
    return b == Long.MIN_VALUE ? OptionalLong.empty() : OptionalLong.of(sign * b);
  }

  /** The best bound over the nodes left open by a stop (times sign); MIN_VALUE when none. */
  private long openBound = Long.MIN_VALUE;

  /**
   * Row {@code row} with the columns, diagonals and anti-diagonals the placed queens attack in it,
   * {@code placed} the value (times sign) of the placed rows' one-row terms, {@code free} the free
   * columns of every later row and {@code relaxed} the node's assignment relaxation (null when it
   * is not used).
   */
  private void search(int row, long columns, long diagonals, long antiDiagonals, long placed, long[] free, Assignment relaxed) {
    search(row, columns, diagonals, antiDiagonals, placed, free, relaxed, lam, mu);
  }

  private void search(int row, long columns, long diagonals, long antiDiagonals, long placed, long[] free, Assignment relaxed, long[] lam,
      long[] mu) {
    long candidates = free[row];
    for (int d = 1; d <= AttackRule.NEAR && d <= row; d++) {
      candidates &= ~near[d - 1][queens[row - d]];
    }
    if (candidates == 0) {
      backtracks++;
      return;
    }
    int first = relaxed == null ? -1 : relaxed.mate(row);
    for (int k = -1; k < n && candidates != 0; k++) {
      // The relaxation's column first, then the others best gain first.
      int c = k < 0 ? first : order[row][k];
      if (c < 0 || k >= 0 && c == first) {
        continue;
      }
      long bit = 1L << c;
      if ((candidates & bit) == 0) {
        continue;
      }
      if (stopped) {
        // Stopped: the columns left untried are open nodes; their bounds are what the stop leaves unproved.
        noteOpen(row, c, columns, diagonals, antiDiagonals, placed, relaxed, lam, mu);
        candidates ^= bit;
        continue;
      }
      candidates ^= bit;
      if ((++nodes & 0xFFF) == 0 && control.shouldStop()) {
        stopped = true;
        noteOpen(row, c, columns, diagonals, antiDiagonals, placed, relaxed, lam, mu);
        continue;
      }
      if (nodes > cap) {
        capped = true;
        return;
      }
      queens[row] = c;
      GroundChecks.Check[] checks = checksAt[row];
      if (checks != null && !holds(checks)) {
        continue;
      }
      long value = placed + gain[row][c];
      if (row == n - 1) {
        offer();
        continue;
      }
      long nc = columns | bit;
      long nd = diagonals | (bit & diagonalBits);
      long na = antiDiagonals | (bit & diagonalBits);
      nd = wraps ? ((nd << 1) | (nd >>> (n - 1))) & full : (nd << 1) & full;
      na = wraps ? ((na >>> 1) | (na << (n - 1))) & full : na >>> 1;
      long[] childFree = freeRows(row + 1, nc, nd, na);
      if (childFree == null) {
        backtracks++;
        continue;
      }
      Assignment child = relaxed == null ? null : relaxed.child(row, c, childFree);
      if (child != null && value + child.quickBound() + penalty(row + 1, lam, mu) + restBound(row + 1, childFree) <= bestValue) {
        backtracks++;
        continue;
      }
      if (child != null && !child.solve()) {
        backtracks++;
        continue;
      }
      if (bound(row + 1, childFree, child, value, lam, mu) > bestValue) {
        if (lam != null && best != null && row + 1 <= reoptimiseDepth && row + 1 < n - 1) {
          // Near the root the subtree is large: its own multipliers, from the parent's, before it is searched.
          Node own = reoptimise(row + 1, nc, childFree, value, lam, mu);
          if (own == null) {
            backtracks++;
            continue;
          }
          search(row + 1, nc, nd, na, value, childFree, own.relaxed, own.lam, own.mu);
        } else {
          search(row + 1, nc, nd, na, value, childFree, child, lam, mu);
        }
        if (capped) {
          return;
        }
      } else {
        backtracks++;
      }
    }
  }

  /** Records the bound of the untried child (row, c) of a node the stop left open. */
  private void noteOpen(int row, int c, long columns, long diagonals, long antiDiagonals, long placed, Assignment relaxed, long[] lam,
      long[] mu) {
    queens[row] = c;
    long value = placed + gain[row][c];
    if (row == n - 1) {
      openBound = Math.max(openBound, sign * whole.value(queens));
      return;
    }
    long bit = 1L << c;
    long nd = diagonals | (bit & diagonalBits);
    long na = antiDiagonals | (bit & diagonalBits);
    nd = wraps ? ((nd << 1) | (nd >>> (n - 1))) & full : (nd << 1) & full;
    na = wraps ? ((na >>> 1) | (na << (n - 1))) & full : na >>> 1;
    long[] childFree = freeRows(row + 1, columns | bit, nd, na);
    if (childFree == null) {
      return;
    }
    Assignment child = relaxed == null ? null : relaxed.child(row, c, childFree);
    if (child != null && !child.solve()) {
      return;
    }
    openBound = Math.max(openBound, bound(row + 1, childFree, child, value, lam, mu));
  }

  private boolean holds(GroundChecks.Check[] checks) {
    for (GroundChecks.Check c : checks) {
      if (!c.holds(queens)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The free columns of every row from {@code next} on at a node (the rows before are left 0):
   * those its own squares allow that no placed queen attacks along a column or a diagonal; null
   * when one of them has none.
   */
  private long[] freeRows(int next, long columns, long diagonals, long antiDiagonals) {
    long[] free = new long[n];
    long d = diagonals;
    long a = antiDiagonals;
    for (int r = next; r < n; r++) {
      free[r] = allowed[r] & ~(columns | d | a);
      if (free[r] == 0) {
        return null;
      }
      d = wraps ? ((d << 1) | (d >>> (n - 1))) & full : (d << 1) & full;
      a = wraps ? ((a >>> 1) | (a << (n - 1))) & full : a >>> 1;
    }
    return free;
  }

  /**
   * The bound at a node whose next row is {@code next} (see the class comment): the placed rows'
   * value, the later rows' one-row terms (by the solved assignment relaxation where it is used,
   * else each row's best free column), and the upper end of the rest's interval.
   */
  private long bound(int next, long[] free, Assignment relaxed, long placed) {
    return bound(next, free, relaxed, placed, lam, mu);
  }

  private long bound(int next, long[] free, Assignment relaxed, long placed, long[] lam, long[] mu) {
    long total = placed;
    if (relaxed != null) {
      total += relaxed.quickBound() + penalty(next, lam, mu);
    } else {
      for (int r = next; r < n; r++) {
        int[] cols = order[r];
        int k = 0;
        while ((free[r] & (1L << cols[k])) == 0) {
          k++;
        }
        total += gain[r][cols[k]];
      }
    }
    return total + restBound(next, free);
  }

  /** The upper end of the several-row terms' interval with each later row anywhere between its first and last free column (0 when there are none). */
  private long restBound(int next, long[] free) {
    if (rest == null) {
      return 0;
    }
    for (int r = 0; r < next; r++) {
      lo[r] = queens[r];
      hi[r] = queens[r];
    }
    for (int r = next; r < n; r++) {
      lo[r] = Long.numberOfTrailingZeros(free[r]);
      hi[r] = 63 - Long.numberOfLeadingZeros(free[r]);
    }
    Bounds b = TermBounds.within(rest, lo, hi);
    return b.hi();
  }

  /** A complete placement that passed every check: kept if it is better than the best so far. */
  private void offer() {
    long value = sign * whole.value(queens);
    if (best == null || value > bestValue) {
      best = queens.clone();
      bestValue = value;
      improvements.add(new OptimumResult.Improvement(sign * value, (System.nanoTime() - start) / 1e6, nodes));
    }
  }
}
