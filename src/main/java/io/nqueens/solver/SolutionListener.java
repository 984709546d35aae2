package io.nqueens.solver;

import io.nqueens.model.Solution;

/** Receives solutions one at a time; returning false stops the enumeration. */
@FunctionalInterface
public interface SolutionListener {
  boolean onSolution(Solution solution);
}
