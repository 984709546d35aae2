package io.nqueens.harness;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import java.util.List;

/**
 * The gate between the backends and what the program shows: every solution printed, written or
 * offered as a witness passes the independent {@link SolutionChecker} first. One that does not is
 * a bug in a backend, reported as an internal error naming what it breaks, never printed.
 */
public final class Checked {

  private Checked() {}

  /**
   * The optimisation result, once its solution has passed the checker and its objective value is
   * the one the checker's own evaluation of the objective gives; a bound on the wrong side of the
   * value is a bug too.
   */
  public static io.nqueens.solver.OptimumResult optimum(QueensModel model, io.nqueens.solver.OptimumResult r, String backend) {
    io.nqueens.model.Objective objective = model.objective().orElseThrow(() -> new IllegalArgumentException("the model has no objective"));
    if (r.best().isEmpty()) {
      return r;
    }
    Solution s = solution(model, r.best().get(), backend);
    java.math.BigInteger value = objective.valueOf(s);
    if (!value.equals(java.math.BigInteger.valueOf(r.value().getAsLong()))) {
      throw new IllegalStateException(backend + " gave " + s + " with objective value " + r.value().getAsLong() + " for " + model.summary()
          + ", but the checker evaluates it to " + value);
    }
    // A bound says no solution is better than it: the solution's own value cannot be.
    if (r.bound().isPresent() && objective.better(r.value().getAsLong(), r.bound().getAsLong())) {
      throw new IllegalStateException(backend + " proved the bound " + r.bound().getAsLong() + " on the optimum of " + model.summary()
          + ", on the wrong side of its own solution's value " + value);
    }
    return r;
  }

  /** The solution, once the checker has passed it for the model. */
  public static Solution solution(QueensModel model, Solution s, String backend) {
    List<String> broken = SolutionChecker.violations(model, s);
    if (!broken.isEmpty()) {
      throw new IllegalStateException(backend + " gave " + s + " for " + model.summary() + ", which the checker rejects: " + String.join("; ", broken));
    }
    return s;
  }
}
