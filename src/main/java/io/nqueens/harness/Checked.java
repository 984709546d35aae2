package io.nqueens.harness;

import io.nqueens.Contradiction;
import io.nqueens.engine.Invariants;
import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.SolveResult;
import java.math.BigInteger;
import java.util.List;

/**
 * The gate between the backends and what the program shows: every solution printed, written or
 * offered as a witness passes the independent {@link SolutionChecker} first, and every "no
 * solution" and "optimal" is confirmed by the checker's own enumeration ({@link
 * io.nqueens.engine.Invariants#everySolution}) on boards small enough that it costs less than the
 * search did. One that fails is a {@link Contradiction} (exit 3) naming both answers, never printed.
 */
public final class Checked {

  private Checked() {}

  /**
   * The optimisation result, once its solution has passed the checker and its objective value is
   * the one the checker's own evaluation of the objective gives; a bound on the wrong side of the
   * value is a bug too.
   */
  public static OptimumResult optimum(QueensModel model, OptimumResult r, String backend) {
    Objective objective = model.objective().orElseThrow(() -> new IllegalArgumentException("the model has no objective"));
    if (r.best().isEmpty()) {
      if (r.provenUnsatisfiable()) {
        noSolution(model, backend);
      }
      return r;
    }
    Solution s = solution(model, r.best().get(), backend);
    BigInteger value = objective.valueOf(s);
    if (!value.equals(BigInteger.valueOf(r.value().getAsLong()))) {
      throw new Contradiction(backend + " gave " + s + " with objective value " + r.value().getAsLong() + " for " + model.summary()
          + ", but the checker evaluates it to " + value);
    }
    // A bound says no solution is better than it: the solution's own value cannot be.
    if (r.bound().isPresent() && objective.better(r.value().getAsLong(), r.bound().getAsLong())) {
      throw new Contradiction(backend + " proved the bound " + r.bound().getAsLong() + " on the optimum of " + model.summary()
          + ", on the wrong side of its own solution's value " + value);
    }
    if (r.optimal() && Invariants.confirms(model)) {
      BigInteger[] best = {null};
      Solution[] witness = {null};
      Invariants.everySolution(model, each -> {
        BigInteger v = objective.valueOf(each);
        if (best[0] == null || (objective.sense() == Objective.Sense.MAXIMIZE ? v.compareTo(best[0]) > 0 : v.compareTo(best[0]) < 0)) {
          best[0] = v;
          witness[0] = each;
        }
        return true;
      });
      if (!value.equals(best[0])) {
        throw new Contradiction(backend + " says " + value + " is optimal for " + model.summary() + ", but the checker's enumeration finds "
            + witness[0] + " with objective value " + best[0]);
      }
    }
    return r;
  }

  /**
   * Confirms a backend's "no solution" on the boards {@link Invariants#confirms} takes: the
   * checker's own enumeration must find none.
   *
   * @throws Contradiction naming the solution it found
   */
  public static void noSolution(QueensModel model, String backend) {
    if (Invariants.confirms(model)) {
      Solution found = Invariants.anySolution(model);
      if (found != null) {
        throw new Contradiction(backend + " says " + model.summary() + " has no solution, but " + found + " passes the checker");
      }
    }
  }

  /** A first-solution result, once its solution has passed the checker or its "no solution" has been confirmed. */
  public static SolveResult solve(QueensModel model, SolveResult r, String backend) {
    r.solution().ifPresent(s -> solution(model, s, backend));
    if (r.provenUnsatisfiable()) {
      noSolution(model, backend);
    }
    return r;
  }

  /** The solution, once the checker has passed it for the model. */
  public static Solution solution(QueensModel model, Solution s, String backend) {
    List<String> broken = SolutionChecker.violations(model, s);
    if (!broken.isEmpty()) {
      throw new Contradiction(backend + " gave " + s + " for " + model.summary() + ", which the checker rejects: " + String.join("; ", broken));
    }
    return s;
  }
}
