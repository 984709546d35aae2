package io.nqueens.solver;

import io.nqueens.model.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * One step of a constraint solver's search as a trace shows it, once its propagation has settled: a
 * decision ({@code q[row] = col}), its refutation ({@code q[row] != col}) or the rules' own
 * propagation before any decision ({@link Kind#ROOT}, row and col -1); the squares propagation
 * removed after it from the other rows (which rule removed each is for whoever shows the step to
 * judge, from the queens standing: the solver only says what went); whether it failed, with the row left
 * with no square ({@code emptied}, -1 where another constraint failed first); and each row's columns
 * left after it ({@code domains[r]}, a bit a column: a trace is for boards up to 16).
 */
public record CpStep(Kind kind, int row, int col, List<Cell> removed, boolean failed, int emptied, long[] domains) {

  public CpStep {
    removed = List.copyOf(removed);
    domains = domains.clone();
  }

  /** The columns left in row r after the step (where it failed, as they stood when it failed). */
  public List<Integer> left(int r) {
    List<Integer> out = new ArrayList<>();
    for (long bits = domains[r]; bits != 0; bits &= bits - 1) {
      out.add(Long.numberOfTrailingZeros(bits));
    }
    return out;
  }

  /** What the step did before its propagation. */
  public enum Kind { ROOT, DECIDE, REFUTE }
}
