package io.nqueens.solver;

/** Watches a search place and take back queens step by step, for teaching (see {@link Traceable}). */
public interface TraceListener {

  /** A queen was placed on (row, col). */
  void placed(int row, int col);

  /** The queen on (row, col) was taken back: nothing below it worked. */
  void removed(int row, int col);

  /** All n queens stand: a solution. */
  void solution(int[] columns);

  TraceListener NONE = new TraceListener() {
    @Override
    public void placed(int row, int col) {}

    @Override
    public void removed(int row, int col) {}

    @Override
    public void solution(int[] columns) {}
  };
}
