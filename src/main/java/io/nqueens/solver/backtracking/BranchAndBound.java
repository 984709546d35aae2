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

/**
 * Depth-first branch and bound over the rows in order, with bit masks as in {@link BitboardSearch}.
 * The objective is turned into one to maximize (a minimized one negated) and split into the terms
 * of one row each, tabulated per column ({@code gain[r][c]}), and the rest.
 *
 * <p><b>The bound.</b> At a node with rows 0..k placed, every later row r must still take one of
 * its free columns: those its own squares allow that no placed queen attacks along a column or a
 * diagonal ({@code free(r)}; knight moves and expression constraints, which only remove more, are
 * left out, so the set can only be too large). The bound is the value of the placed rows' terms,
 * plus for each later row the best {@code gain[r][c]} over {@code c} in {@code free(r)}, plus the
 * upper end of the rest's interval when each later row's column is anywhere between its first and
 * last free column (interval arithmetic, {@link TermBounds#within}). Each part is at least what any
 * completion below the node can reach, so the bound is sound: a node whose bound is not better than
 * the best solution found so far has no better solution below it and is cut. A later row with no
 * free column cuts the node too. Columns are tried best gain first, so that good solutions come early.
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
  private final int[] queens;
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
    List<Ground> several = new ArrayList<>();
    int[] trial = new int[n];
    for (Ground t : term.operandsOf(Ground.IntKind.SUM).orElse(List.of(term))) {
      java.util.Set<Integer> rows = t.rows();
      Compiled.Term compiled = Compiled.term(t);
      if (rows.isEmpty()) {
        // A constant counts once: in row 0's table, whatever row 0's column.
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
    this.rest = several.isEmpty() ? null
        : sign > 0 ? (several.size() == 1 ? several.get(0) : new Ground.IntOp(Ground.IntKind.SUM, several))
        : new Ground.IntOp(Ground.IntKind.NEG, List.of(several.size() == 1 ? several.get(0) : new Ground.IntOp(Ground.IntKind.SUM, several)));
    this.order = new int[n][];
    for (int r = 0; r < n; r++) {
      long[] g = gain[r];
      order[r] = java.util.stream.IntStream.range(0, n).boxed().sorted((a, b) -> Long.compare(g[b], g[a])).mapToInt(Integer::intValue).toArray();
    }
    this.checksAt = new GroundChecks.Check[n][];
    List<GroundChecks.Check>[] byRow = rules.checksByLastRow();
    for (int r = 0; r < n; r++) {
      if (byRow[r] != null) {
        checksAt[r] = byRow[r].toArray(new GroundChecks.Check[0]);
      }
    }
    this.near = new long[AttackRule.NEAR][n];
    for (int d = 1; d <= AttackRule.NEAR; d++) {
      for (int v = 0; v < n; v++) {
        near[d - 1][v] = rules.attackRule.nearMask(v, d);
      }
    }
    this.queens = new int[n];
    this.lo = new int[n];
    this.hi = new int[n];
  }

  /**
   * The bound at the root, in the objective's own sense: no solution is better (the class comment's
   * bound before any queen stands). Empty when a row has no usable column at all.
   */
  java.util.OptionalLong rootBound() {
    long b = bound(0, 0, 0, 0, 0);
    return b == Long.MIN_VALUE ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(sign * b);
  }

  /** Searches to the end (or until stopped); the best solution found, or null when there is none. */
  Solution run() {
    search(0, 0, 0, 0, 0);
    return best == null ? null : Solution.of(best);
  }

  /** The best value found, in the objective's own sense. */
  long bestValue() {
    return sign * bestValue;
  }

  /**
   * Row {@code row} with the columns, diagonals and anti-diagonals the placed queens attack in it,
   * and {@code placed} the value (times sign) of the placed rows' one-row terms.
   */
  private void search(int row, long columns, long diagonals, long antiDiagonals, long placed) {
    long free = allowed[row] & ~(columns | diagonals | antiDiagonals);
    for (int d = 1; d <= AttackRule.NEAR && d <= row; d++) {
      free &= ~near[d - 1][queens[row - d]];
    }
    if (free == 0) {
      backtracks++;
      return;
    }
    for (int k = 0; k < n && free != 0 && !stopped; k++) {
      int c = order[row][k];
      long bit = 1L << c;
      if ((free & bit) == 0) {
        continue;
      }
      free ^= bit;
      if ((++nodes & 0xFFF) == 0 && control.shouldStop()) {
        stopped = true;
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
      long nd = diagonals | bit;
      long na = antiDiagonals | bit;
      nd = rules.toroidal ? ((nd << 1) | (nd >>> (n - 1))) & full : (nd << 1) & full;
      na = rules.toroidal ? ((na >>> 1) | (na << (n - 1))) & full : na >>> 1;
      if (bound(row + 1, nc, nd, na, value) > bestValue) {
        search(row + 1, nc, nd, na, value);
      } else {
        backtracks++;
      }
    }
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
   * The bound at a node whose next row is {@code next} (see the class comment): the best any
   * completion can reach, or {@link Long#MIN_VALUE} when a later row has no free column.
   */
  private long bound(int next, long columns, long diagonals, long antiDiagonals, long placed) {
    long total = placed;
    long d = diagonals;
    long a = antiDiagonals;
    for (int r = next; r < n; r++) {
      long free = allowed[r] & ~(columns | d | a);
      if (free == 0) {
        return Long.MIN_VALUE;
      }
      int[] cols = order[r];
      int k = 0;
      while ((free & (1L << cols[k])) == 0) {
        k++;
      }
      total += gain[r][cols[k]];
      if (rest != null) {
        lo[r] = Long.numberOfTrailingZeros(free);
        hi[r] = 63 - Long.numberOfLeadingZeros(free);
      }
      d = rules.toroidal ? ((d << 1) | (d >>> (n - 1))) & full : (d << 1) & full;
      a = rules.toroidal ? ((a >>> 1) | (a << (n - 1))) & full : a >>> 1;
    }
    if (rest != null) {
      for (int r = 0; r < next; r++) {
        lo[r] = queens[r];
        hi[r] = queens[r];
      }
      Bounds b = TermBounds.within(rest, lo, hi);
      total += b.hi();
    }
    return total;
  }

  /** A complete placement that passed every check: kept if it is better than the best so far. */
  private void offer() {
    long value = sign * whole.value(queens);
    if (best == null || value > bestValue) {
      best = queens.clone();
      bestValue = value;
      improvements.add(new OptimumResult.Improvement(sign * value, (System.nanoTime() - start) / 1_000_000, nodes));
    }
  }
}
