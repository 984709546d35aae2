package io.nqueens.api;

/** What a benchmark times: counting every solution, finding a first one, or optimising. */
public enum Task {
  COUNT,
  SOLVE,
  OPTIMISE
}
