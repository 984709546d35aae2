package io.nqueens.solver;

/**
 * The comparisons the program offers by name, as each backend takes part in them
 * ({@link SolverProvider#lineup}): a backend names its own variants for each, so that a new backend
 * joins a named comparison where it is registered, and nowhere else is a list of backends kept.
 */
public enum Lineup {
  /** Like with like: every solution enumerated on one model, without symmetry, rows in order and the smallest column first. */
  FAIR,
  /** Each backend breaking the board's symmetries as it does by default, beside the teaching backtracker. */
  SYMMETRY,
  /** A model with an objective: the backends that find and prove an optimum, each once. */
  OPTIMISE
}
