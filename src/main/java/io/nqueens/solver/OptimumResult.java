package io.nqueens.solver;

import io.nqueens.model.Solution;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What an optimisation found: the best solution and its objective value, whether the search proved
 * it optimal, the bound on the optimum the backend proved (where it has one), how it ended, and each
 * better solution as it came ({@link Improvement}).
 *
 * <p>{@code optimal} is true only after a complete search, and then {@link #bound} equals the
 * value. Without a solution, a {@link Outcome#COMPLETE} outcome proves there is none.
 */
public record OptimumResult(
    Optional<Solution> best, OptionalLong value, boolean optimal, OptionalLong bound, Outcome outcome, List<Improvement> improvements,
    Statistics statistics) {

  public OptimumResult {
    improvements = List.copyOf(improvements);
    if (best.isPresent() != value.isPresent()) {
      throw new IllegalArgumentException("a best solution goes with its value");
    }
    if (optimal && (best.isEmpty() || !outcome.isComplete())) {
      throw new IllegalArgumentException("optimal needs a solution and a complete search");
    }
  }

  /** One better solution: its objective value, when it came (ms from the start) and the backend's main counter then. */
  public record Improvement(long value, double millis, long nodes) {}

  /**
   * A result from the incumbent, the backend's own bound and how the search ended: optimal when it
   * ended complete with a solution, which only a backend's own proof may call it (CP-SAT's OPTIMAL
   * counts only with its bound at the value, {@code CpSatSolver#optimise}). Otherwise the bound is
   * the backend's, as it gave it; a complete search has closed it, so there it is the value.
   */
  public static OptimumResult of(Optional<Solution> best, OptionalLong value, OptionalLong bound, Outcome outcome, List<Improvement> improvements,
      Statistics statistics) {
    boolean optimal = best.isPresent() && outcome.isComplete();
    return new OptimumResult(best, value, optimal, optimal ? value : bound, outcome, improvements, statistics);
  }

  /** Whether the search proved there is no solution. */
  public boolean provenUnsatisfiable() {
    return best.isEmpty() && outcome.isComplete();
  }
}
