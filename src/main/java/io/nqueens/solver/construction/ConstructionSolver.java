package io.nqueens.solver.construction;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import java.util.Optional;

/**
 * A solution of the plain problem written down in O(n), no search: the explicit construction of
 * Hoffman, Loessi and Moore (1969), as the usual statement gives it (1-based rows and columns):
 *
 * <ol>
 *   <li>n even, n mod 6 != 2: row i holds column 2i, and row n/2 + i column 2i - 1, for i = 1..n/2;
 *   <li>n even, n mod 6 = 2: row i holds column 1 + ((2i + n/2 - 3) mod n), and row n + 1 - i
 *       column n - ((2i + n/2 - 3) mod n), for i = 1..n/2;
 *   <li>n odd: the construction for n - 1, and a queen in the corner (n, n).
 * </ol>
 *
 * For n = 1 the one queen. It knows nothing but the plain problem, and n = 2 and 3 (which have no
 * solution) are outside its reach: {@link #refuses} says so, as it does for counting and objectives.
 * Every placement it makes goes through the checker like any backend's, and tests check it at every
 * n up to thousands.
 */
final class ConstructionSolver implements Solver {

  @Override
  public String name() {
    return "construction";
  }

  @Override
  public String variant() {
    return "hoffman";
  }

  @Override
  public String library() {
    return "hand-written (this program)";
  }

  @Override
  public int maxN(Task task) {
    return QueensModel.MAX_N;
  }

  @Override
  public Optional<String> refuses(QueensModel model, Task task) {
    if (task != Task.FIRST_SOLUTION) {
      return Optional.of("writes down one solution of the plain problem: it cannot count, list or optimise");
    }
    if (!model.isPlain()) {
      return Optional.of("knows only the plain problem (no constraints): " + model.summary() + " needs a search");
    }
    if (model.n() == 2 || model.n() == 3) {
      return Optional.of("has no construction for n = 2 or 3, where there is no solution: a search proves that");
    }
    return Optional.empty();
  }

  /** The construction's columns, 0-based, for n = 1 or n >= 4. */
  static int[] columns(int n) {
    int[] q = new int[n];
    if (n == 1) {
      return q;
    }
    int m = n % 2 == 0 ? n : n - 1;
    int half = m / 2;
    if (m % 6 != 2) {
      for (int i = 1; i <= half; i++) {
        q[i - 1] = 2 * i - 1;
        q[half + i - 1] = 2 * i - 2;
      }
    } else {
      for (int i = 1; i <= half; i++) {
        int k = Math.floorMod(2 * i + half - 3, m);
        q[i - 1] = k;
        q[m - i] = m - 1 - k;
      }
    }
    if (m < n) {
      q[n - 1] = n - 1;
    }
    return q;
  }

  @Override
  public SolveResult solve(QueensModel model, SearchControl control) {
    long start = System.nanoTime();
    int[] q = columns(model.n());
    return new SolveResult(Optional.of(Solution.of(q)), Outcome.COMPLETE,
        Statistics.of((System.nanoTime() - start) / 1_000_000, "queens", model.n()));
  }

  @Override
  public OptimumResult optimise(QueensModel model, int threads, SearchControl control) {
    throw new UnsupportedOperationException("construction " + refuses(model, Task.OPTIMISE).orElseThrow());
  }

  @Override
  public EnumerationResult enumerate(QueensModel model, SearchControl control, SolutionListener listener) {
    throw new UnsupportedOperationException("construction " + refuses(model, Task.ENUMERATE).orElseThrow());
  }
}
