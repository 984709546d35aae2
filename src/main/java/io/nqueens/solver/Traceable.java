package io.nqueens.solver;

import io.nqueens.model.QueensModel;

/** A backend that can report every step of its search (the simple backtracker does). */
public interface Traceable {

  /** Searches for the first solution (or all, with {@code all}) and reports each step. */
  EnumerationResult trace(QueensModel model, SearchControl control, TraceListener trace, boolean all);
}
