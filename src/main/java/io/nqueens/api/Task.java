package io.nqueens.api;

/** What a benchmark times: counting every solution, finding a first one, or optimising. */
public enum Task {
  /** Every solution counted. */
  COUNT,
  /** A first solution found. */
  SOLVE,
  /** The objective's best value found and proved. */
  OPTIMISE
}
