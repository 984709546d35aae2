package io.nqueens.solver;

/**
 * Watches a search step by step, for teaching (see {@link Traceable}): a backtracker places and takes
 * back queens ({@link #placed}, {@link #removed}, {@link #deadEnd}); a constraint solver decides,
 * refutes and propagates ({@link #propagated}); both report each solution. Each event is a default
 * that goes on (true) and notes nothing: a listener overrides the events it watches.
 */
public interface TraceListener {

  /** A queen was placed on (row, col); returning false stops the search there. */
  default boolean placed(int row, int col) {
    return true;
  }

  /** The queen on (row, col) was taken back: nothing below it worked; returning false stops the search there. */
  default boolean removed(int row, int col) {
    return true;
  }

  /** All n queens stand: a solution. */
  default void solution(int[] columns) {}

  /** The search reached a row with no safe square (a dead end); returning false stops the search there. */
  default boolean deadEnd(int row) {
    return true;
  }

  /**
   * A constraint solver's step, once its propagation has settled ({@link CpStep}): a decision, its
   * refutation or the rules' first propagation, with what it removed; returning false stops the search there.
   */
  default boolean propagated(CpStep step) {
    return true;
  }

  /** A listener that watches nothing. */
  TraceListener NONE = new TraceListener() {};
}
