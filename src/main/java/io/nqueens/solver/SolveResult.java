package io.nqueens.solver;

import io.nqueens.model.Solution;
import java.util.Optional;

/**
 * A first-solution search: a solution, or none. With no solution, {@link #outcome()} tells whether
 * the search proved there is none ({@link Outcome#COMPLETE}) or stopped before it knew.
 */
public record SolveResult(Optional<Solution> solution, Outcome outcome, Statistics statistics) {

  public boolean provenUnsatisfiable() {
    return solution.isEmpty() && outcome.isComplete();
  }
}
