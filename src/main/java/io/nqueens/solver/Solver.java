package io.nqueens.solver;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import java.util.List;

/**
 * One way to solve a {@link QueensModel}. Implementations are single-threaded and may be used for one
 * call at a time; {@link SplitCounter} runs several on disjoint sub-problems.
 */
public interface Solver {

  /** The backend's registry name, such as {@code "choco"}. */
  String name();

  /** The variant in use, such as {@code "bitboard"}. */
  String variant();

  /** The largest n this backend accepts for the given task (a representation limit, not a promise of speed). */
  int maxN(Task task);

  /** Finds one solution, or proves there is none (when the result is complete). */
  SolveResult solve(QueensModel model, SearchControl control);

  /**
   * Streams solutions to the listener, one at a time and never holding them all; stops when the
   * listener returns false or the control says stop.
   */
  EnumerationResult enumerate(QueensModel model, SearchControl control, SolutionListener listener);

  /**
   * Counts all solutions and, when {@code uniqueUnder} is not empty, the classes of solutions under
   * that symmetry group (which must map the model onto itself). The default enumerates and keeps
   * the lexicographically smallest member of each class; backends override it with faster counts.
   */
  default CountResult count(QueensModel model, List<Symmetry> uniqueUnder, SearchControl control) {
    long[] counts = new long[2];
    EnumerationResult run = enumerate(model, control, s -> {
      counts[0]++;
      if (!uniqueUnder.isEmpty() && Symmetry.isCanonical(s, uniqueUnder)) {
        counts[1]++;
      }
      return true;
    });
    return new CountResult(counts[0], uniqueUnder.isEmpty() ? null : counts[1], run.outcome(), run.statistics());
  }

  /**
   * Counts on several threads. The default splits the model into sub-problems with a few queens
   * pre-placed ({@link SplitCounter}), each counted by a fresh instance of this backend and variant.
   */
  default CountResult countParallel(
      QueensModel model, List<Symmetry> uniqueUnder, SearchControl control, int threads, Progress progress) {
    Backends.Spec spec = new Backends.Spec(name(), variant());
    return SplitCounter.count(spec::create, model, uniqueUnder, control, threads, progress);
  }

  /** What a caller asks of a backend; limits on n may differ between them. */
  enum Task {
    FIRST_SOLUTION,
    ENUMERATE
  }
}
