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
   * Whether {@link #count} breaks the model's symmetries in the solver's own model: it then finds
   * one solution per class ({@link #enumerateLexLeaders}) and weighs each by its class size.
   */
  default boolean breaksSymmetries() {
    return false;
  }

  /**
   * Streams only the solutions that are the lexicographically smallest of their class under
   * {@code group} (the lex-leaders). The default filters the full enumeration; backends that
   * {@link #breaksSymmetries()} post the lex-leader constraints instead, so the others are never
   * searched.
   */
  default EnumerationResult enumerateLexLeaders(
      QueensModel model, List<Symmetry> group, SearchControl control, SolutionListener listener) {
    return enumerate(model, control, s -> !Symmetry.isCanonical(s, group) || listener.onSolution(s));
  }

  /**
   * Counts all solutions and, when {@code uniqueUnder} is not empty, the classes of solutions under
   * that symmetry group (which must map the model onto itself, and may be larger than the model's
   * own group when the model is a sub-problem of a split). The default enumerates and keeps the
   * lexicographically smallest member of each class; with {@link #breaksSymmetries()} it enumerates
   * the lex-leaders of the model's own group and weighs each by its class size.
   */
  default CountResult count(QueensModel model, List<Symmetry> uniqueUnder, SearchControl control) {
    List<Symmetry> group = breaksSymmetries() ? Symmetry.of(model) : List.of(Symmetry.IDENTITY);
    long[] counts = new long[2];
    SolutionListener tally = s -> {
      counts[0] += Symmetry.classSize(s, group);
      if (!uniqueUnder.isEmpty() && Symmetry.isCanonical(s, uniqueUnder)) {
        counts[1]++;
      }
      return true;
    };
    EnumerationResult run = group.size() > 1
        ? enumerateLexLeaders(model, group, control, tally)
        : enumerate(model, control, tally);
    return new CountResult(counts[0], uniqueUnder.isEmpty() ? null : counts[1], run.outcome(), run.statistics());
  }

  /**
   * Counts on several threads. The default splits the model into sub-problems with a few queens
   * pre-placed ({@link SplitCounter}), each counted by a fresh instance of this backend and variant.
   * A backend that {@link #breaksSymmetries()} counts a symmetric model on one thread instead:
   * pre-placed queens would leave the sub-problems nothing to break, and one thread with symmetry
   * breaking was measured faster than two without (Choco and CP-SAT, n = 13).
   */
  default CountResult countParallel(
      QueensModel model, List<Symmetry> uniqueUnder, SearchControl control, int threads, Progress progress) {
    if (breaksSymmetries() && Symmetry.of(model).size() > 1) {
      return count(model, uniqueUnder, control);
    }
    Backends.Spec spec = new Backends.Spec(name(), variant());
    return SplitCounter.count(spec::create, model, uniqueUnder, control, threads, progress);
  }

  /** What a caller asks of a backend; limits on n may differ between them. */
  enum Task {
    FIRST_SOLUTION,
    ENUMERATE
  }
}
