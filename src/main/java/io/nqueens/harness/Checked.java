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

  /** The solution, once the checker has passed it for the model. */
  public static Solution solution(QueensModel model, Solution s, String backend) {
    List<String> broken = SolutionChecker.violations(model, s);
    if (!broken.isEmpty()) {
      throw new IllegalStateException(backend + " gave " + s + " for " + model.summary() + ", which the checker rejects: " + String.join("; ", broken));
    }
    return s;
  }
}
