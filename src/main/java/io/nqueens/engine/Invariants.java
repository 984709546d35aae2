package io.nqueens.engine;

import io.nqueens.Contradiction;
import io.nqueens.model.Attacks;
import io.nqueens.model.NoDiagonals;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.model.Symmetry;
import io.nqueens.model.Touching;
import io.nqueens.solver.BeyondLimitException;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Exact;
import io.nqueens.solver.SearchControl;
import java.math.BigInteger;
import java.util.List;
import java.util.function.Predicate;

/**
 * Checks every count must pass before it is printed, stored in a checkpoint or returned by the
 * library, needing no trust in the backend that made it:
 *
 * <ul>
 *   <li>{@code 0 <= solutions} and {@code 0 <= unique};
 *   <li>on a complete count, {@code unique <= solutions} (a partial count's classes and solutions are
 *       each a lower bound, found by different means: a stopped Burnside count can hold classes
 *       whose solutions it has not yet added up);
 *   <li>on a complete count, {@code unique x |group| >= solutions} (a class has at most |group| members,
 *       so there is a class when there is a solution);
 *   <li>a complete count of zero solutions on a board of at most {@link #CONFIRM_EMPTY_UP_TO}
 *       squares a side ({@link #CONFIRM_ROOKS_UP_TO} where diagonals do not attack) is confirmed by
 *       a second, independent way: every placement with one queen per row and column, none on a
 *       shared diagonal unless the model turns diagonals off, and none touching another where it
 *       forbids that (as the model's own kinds say, read here apart from the attack rule), goes
 *       through the independent {@link SolutionChecker}, and none may pass.
 * </ul>
 *
 * A violation is a bug in a backend or the engine: {@link Violated}, a contradiction (exit 3)
 * naming both numbers, never a printed count.
 */
public final class Invariants {

  /** The largest board whose empty count is confirmed independently (14,200 plain placements at n = 12). */
  public static final int CONFIRM_EMPTY_UP_TO = 12;

  /** The same where diagonals do not attack: the placements then grow as n! (362,880 at n = 9). */
  public static final int CONFIRM_ROOKS_UP_TO = 9;

  /** Whether this model's empty counts and optima are confirmed by the independent enumeration. */
  public static boolean confirms(QueensModel model) {
    return model.n() <= (model.constraints().contains(new NoDiagonals()) ? CONFIRM_ROOKS_UP_TO : CONFIRM_EMPTY_UP_TO);
  }

  private Invariants() {}

  /** A count that breaks an invariant: a bug, not bad input. */
  public static final class Violated extends Contradiction {
    Violated(String message) {
      super(message);
    }
  }

  /**
   * The count, once it passes every invariant for the model and the group its classes were taken
   * under (empty when classes were not counted).
   *
   * @throws Violated naming the numbers that break it
   */
  public static CountResult checked(QueensModel model, List<Symmetry> group, CountResult r) {
    String where = model.summary();
    if (r.solutions() < 0) {
      throw new Violated("a count of " + where + " has " + r.solutions() + " solutions, below 0");
    }
    Long unique = r.unique();
    if (unique != null) {
      if (unique < 0 || (r.complete() && unique > r.solutions())) {
        throw new Violated("a count of " + where + " has " + unique + " classes and " + r.solutions()
            + " solutions: classes must be between 0 and the solutions");
      }
      if (r.complete() && !group.isEmpty() && (double) unique * group.size() < r.solutions()) {
        throw new Violated("a count of " + where + " has " + unique + " classes under a group of " + group.size() + " and " + r.solutions()
            + " solutions: " + unique + " x " + group.size() + " is fewer than the solutions");
      }
    }
    if (r.complete() && r.solutions() == 0 && confirms(model)) {
      Solution found = anySolution(model);
      if (found != null) {
        throw new Violated("a count of " + where + " says it has 0 solutions, but " + found + " passes the checker");
      }
    }
    return r;
  }

  /** A solution of the model found without any backend: placements by rows, every one judged by the checker; null if none. */
  public static Solution anySolution(QueensModel model) {
    return everySolution(model, s -> false);
  }

  /**
   * Every solution of the model found without any backend (as {@link #anySolution}), handed to
   * {@code each} until it returns false; the solution it stopped at, or null when it saw them all.
   * For boards up to {@link #CONFIRM_EMPTY_UP_TO}: the placements tried grow as the plain problem's solutions.
   */
  public static Solution everySolution(QueensModel model, Predicate<Solution> each) {
    int n = model.n();
    Cuts cuts = new Cuts(!model.constraints().contains(new NoDiagonals()), model.constraints().contains(new Touching()));
    return place(model, cuts, new int[n], 0, new boolean[n], new boolean[2 * n], new boolean[2 * n], each);
  }

  /** The rules every placement tried keeps before the checker judges it: diagonals where they attack, touching squares where forbidden. */
  private record Cuts(boolean diagonals, boolean touching) {}

  private static Solution place(QueensModel model, Cuts cuts, int[] cols, int row, boolean[] used, boolean[] sums, boolean[] differences,
      Predicate<Solution> each) {
    int n = cols.length;
    if (row == n) {
      Solution s = Solution.of(cols.clone());
      return SolutionChecker.isValid(model, s) && !each.test(s) ? s : null;
    }
    for (int c = 0; c < n; c++) {
      if (used[c] || cuts.diagonals() && (sums[row + c] || differences[row - c + n])
          || cuts.touching() && row > 0 && Math.abs(cols[row - 1] - c) == 1) {
        continue;
      }
      cols[row] = c;
      used[c] = sums[row + c] = differences[row - c + n] = true;
      Solution s = place(model, cuts, cols, row + 1, used, sums, differences, each);
      used[c] = sums[row + c] = differences[row - c + n] = false;
      if (s != null) {
        return s;
      }
    }
    return null;
  }

  /** The smallest n whose plain count passes 2^63 - 1: Q(27) is 2.3 * 10^17 and the count grows about tenfold per n. */
  static final int FIRST_UNREPRESENTABLE_N = 29;

  /**
   * Refuses, before it starts, a count whose total could pass 2^63 - 1 and so could never be given:
   * from n = {@value #FIRST_UNREPRESENTABLE_N} unless the model pins enough rows that the product of
   * its rows' usable squares (a bound no count exceeds) stays below it. A count under a time limit
   * runs: it ends partial ("at least"), and a partial sum past 2^63 - 1 is refused as it happens.
   */
  static void checkRepresentable(QueensModel model, SearchControl control) {
    if (model.n() < FIRST_UNREPRESENTABLE_N || control.timeLimit().isPresent()) {
      return;
    }
    BigInteger bound = Attacks.of(model).solutionsBound();
    if (bound.compareTo(Exact.MAX) > 0) {
      throw new BeyondLimitException("a count of " + model.summary() + " could pass 2^63 - 1 (the plain count does from n = "
          + FIRST_UNREPRESENTABLE_N + "; this model's bound, the product of its rows' usable squares, is about 10^" + (bound.toString().length() - 1)
          + "), and counts here are exact 64-bit numbers: it is refused before it starts. Pre-place queens or block squares until that bound "
          + "is below 2^63, give --time-limit for a partial count, or count a smaller board", "total may pass 2^63");
    }
  }
}
