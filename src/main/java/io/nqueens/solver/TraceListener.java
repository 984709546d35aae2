package io.nqueens.solver;

/**
 * Watches a search step by step, for teaching (see {@link Traceable}): a backtracker places and takes
 * back queens ({@link #placed}, {@link #removed}, {@link #deadEnd}); a constraint solver decides,
 * refutes and propagates ({@link #propagated}); both report each solution.
 */
public interface TraceListener {

  /** A queen was placed on (row, col); returning false stops the search there. */
  boolean placed(int row, int col);

  /** The queen on (row, col) was taken back: nothing below it worked; returning false stops the search there. */
  boolean removed(int row, int col);

  /** All n queens stand: a solution. */
  void solution(int[] columns);

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

  TraceListener NONE = new TraceListener() {
    @Override
    public boolean placed(int row, int col) {
      return true;
    }

    @Override
    public boolean removed(int row, int col) {
      return true;
    }

    @Override
    public void solution(int[] columns) {}
  };
}
