package io.nqueens.harness;

/** What a row of a comparison shows, as the {@link Judge} decides it. */
public enum Verdict {
  /**
   * Every run finished and agrees with every other and with the published counts; where the board is
   * within the comparison's verification bound, every solution was enumerated and passed the checker
   * (above it, the counts are compared, not the solutions).
   */
  AGREE,
  /**
   * Nothing contradicts the result, but nothing confirms it either: a single complete run and no
   * published count (its solutions may still have been checked).
   */
  UNCHECKED,
  /** No disagreement, but some run or some verification stopped early (a limit), or was skipped. */
  PARTIAL,
  /** Some counts differ, or some solution failed the checker. */
  DISAGREE
}
