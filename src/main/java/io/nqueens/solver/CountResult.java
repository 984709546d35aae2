package io.nqueens.solver;

/**
 * A count: {@code solutions} found, {@code unique} classes under the symmetry group (null when not
 * asked). The numbers are exact only when {@link #outcome()} is complete; otherwise they are what
 * was found before the search stopped.
 */
public record CountResult(long solutions, Long unique, Outcome outcome, Statistics statistics) {

  public boolean complete() {
    return outcome.isComplete();
  }
}
