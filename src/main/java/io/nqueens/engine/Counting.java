package io.nqueens.engine;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.solver.Backends;
import io.nqueens.solver.BeyondLimitException;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Exact;
import io.nqueens.solver.Limits;
import io.nqueens.solver.Parts;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * How every backend counts: the one place for the counting policy.
 *
 * <ol>
 *   <li>A backend's own counter, where it has one for the request: in parts run on the threads
 *       ({@link Solver#ownParts}), or in one piece ({@link Solver#ownCount}).
 *   <li>On several threads, a model from {@link #SPLIT_FROM_N} up is split into sub-problems
 *       ({@link SplitCounter}), each counted by a fresh solver of the same backend and variant;
 *       except when the backend breaks the model's symmetries, which was measured faster on one
 *       thread than split (Choco and CP-SAT; docs/backends.md).
 *   <li>Otherwise by enumeration on one thread: every solution, or, where the backend breaks
 *       symmetries, one lex-leader per class of the model's group G, standing for its whole class.
 * </ol>
 *
 * <p>Classes for {@code --unique} are taken under the group U the caller passes (the whole model's,
 * {@link SymmetryGroup#of}), whatever G is: a sub-problem of a split may be more symmetric than the model
 * it came from. Each class of U has exactly one lexicographically smallest member, so the classes
 * are counted by counting, among all solutions found (each lex-leader of G expanded into its G-class),
 * those that are smallest in their U-class. That is exact for any G and U, and adds up over disjoint
 * sub-problems.
 */
public final class Counting {

  /** Below this size a split costs more than it saves. */
  public static final int SPLIT_FROM_N = Parts.WORTH_SPLITTING_FROM_N;

  /** Aim for this many sub-problems per thread, so that uneven ones balance out. */
  private static final int TASKS_PER_THREAD = 24;

  private Counting() {}

  /** Counts on one thread. */
  public static CountResult count(Solver solver, QueensModel model, List<Symmetry> uniqueUnder, SearchControl control) {
    return count(solver, () -> solver, model, uniqueUnder, control, 1, Progress.NONE);
  }

  /**
   * Counts all solutions and, when {@code uniqueUnder} is not empty, the classes of solutions under
   * that group (which must map the model's solutions onto themselves), on up to {@code threads}
   * threads, with solvers made by {@code solvers}: one for the whole, and a fresh one for each
   * sub-problem of a split, so that a library user's own {@link Solver} counts in parallel like a
   * registered one. The result says how it ran.
   */
  public static CountResult count(
      Supplier<? extends Solver> solvers, QueensModel model, List<Symmetry> uniqueUnder, SearchControl control, int threads, Progress progress) {
    return count(solvers.get(), solvers, model, uniqueUnder, control, threads, progress);
  }

  /** Counts with the backend and variant of this spec (and its settings). */
  public static CountResult count(
      Backends.Spec spec, QueensModel model, List<Symmetry> uniqueUnder, SearchControl control, int threads, Progress progress) {
    return count(spec::create, model, uniqueUnder, control, threads, progress);
  }

  /**
   * What keeps {@code solver} from counting {@code model} under {@code control} at all: its own limits
   * for a count, then whether the total could be given; empty where nothing does.
   */
  public static Optional<String> refusal(Solver solver, QueensModel model, SearchControl control) {
    try {
      Limits.check(solver, model, Solver.Task.ENUMERATE);
      Invariants.checkRepresentable(model, control);
      return Optional.empty();
    } catch (BeyondLimitException e) {
      return Optional.of(e.getMessage());
    }
  }

  /** As above, counting the whole with {@code solver} and making fresh ones for a split from {@code fresh}. */
  public static CountResult count(Solver unguarded, Supplier<? extends Solver> unguardedFresh, QueensModel model, List<Symmetry> uniqueUnder,
      SearchControl control, int threads, Progress progress) {
    // A library user's own solver is held to its limits as a registered one is.
    Solver solver = Limits.guard(unguarded);
    Supplier<Solver> fresh = () -> Limits.guard(unguardedFresh.get());
    // The backend's own limits first (the more specific refusal), then whether the total could be given at all.
    Limits.check(solver, model, Solver.Task.ENUMERATE);
    Invariants.checkRepresentable(model, control);
    return Invariants.checked(model, uniqueUnder, unchecked(solver, fresh, model, uniqueUnder, control, threads, progress));
  }

  /**
   * A sub-problem of a split on one thread, its classes taken under the whole model's group: no
   * invariant of a whole count holds for it alone (its solutions need not include a lex-leader),
   * so the whole's sum is checked instead.
   */
  static CountResult countPart(Solver solver, QueensModel part, List<Symmetry> uniqueUnder, SearchControl control) {
    Solver guarded = Limits.guard(solver);
    return unchecked(guarded, () -> guarded, part, uniqueUnder, control, 1, Progress.NONE);
  }

  private static CountResult unchecked(Solver solver, Supplier<Solver> fresh, QueensModel model, List<Symmetry> uniqueUnder,
      SearchControl control, int threads, Progress progress) {
    long start = System.nanoTime();
    Optional<Parts> ownParts;
    try {
      ownParts = solver.ownParts(model, uniqueUnder, threads, control);
    } catch (SearchControl.Stopped e) {
      // Stopped while the parts were built: nothing counted yet.
      return new CountResult(0, uniqueUnder.isEmpty() ? null : 0L, control.stoppedOutcome(),
          Statistics.of((System.nanoTime() - start) / 1_000_000));
    }
    if (ownParts.isPresent()) {
      return PartRunner.run(ownParts.get(), !uniqueUnder.isEmpty(), control, threads, progress).timedFrom(start);
    }
    progress.update(0, 1);
    Optional<CountResult> own = solver.ownCount(model, uniqueUnder, control, threads);
    if (own.isPresent()) {
      // A backend's own count in one piece: one part, done when it is complete.
      if (own.get().complete()) {
        progress.update(1, 1);
      }
      return own.get();
    }
    boolean breaking = solver.symmetriesBroken(model).size() > 1;
    if (threads > 1 && model.n() >= SPLIT_FROM_N && !breaking) {
      return PartRunner.run(split(fresh, model, uniqueUnder, Math.max(1, threads) * TASKS_PER_THREAD), !uniqueUnder.isEmpty(),
          control, threads, progress).timedFrom(start);
    }
    // Counted in one piece: one part, done when it is complete.
    CountResult whole = byEnumeration(solver, model, uniqueUnder, control);
    if (whole.complete()) {
      progress.update(1, 1);
    }
    return whole;
  }

  /**
   * The count cut into about {@code target} parts: the backend's own parts where it has them,
   * otherwise sub-problems with pre-placed queens, each counted by a fresh solver of the spec.
   */
  public static Parts parts(Backends.Spec spec, QueensModel model, List<Symmetry> uniqueUnder, int target) {
    // Asked of the provider, not of a solver: cutting a count must not load a backend's native
    // library where the parts run elsewhere (a cluster client, say).
    Optional<Parts> own = Backends.provider(spec.name()).parts(spec.variant(), model, uniqueUnder, target);
    return own.orElseGet(() -> split(spec::create, model, uniqueUnder, target));
  }

  /** The model's sub-problems ({@link SplitCounter}) as parts, each counted by a fresh solver from {@code solvers}. */
  private static Parts split(Supplier<? extends Solver> solvers, QueensModel model, List<Symmetry> uniqueUnder, int target) {
    return Parts.of(SplitCounter.split(model, target), QueensModel::toString,
        (part, control) -> countPart(solvers.get(), part, uniqueUnder, control));
  }

  /** Step 3 above: enumerates (lex-leaders where the backend breaks symmetries) on this thread. */
  static CountResult byEnumeration(Solver solver, QueensModel model, List<Symmetry> uniqueUnder, SearchControl control) {
    List<Symmetry> group = solver.symmetriesBroken(model);
    long[] counts = new long[2];
    boolean unique = !uniqueUnder.isEmpty();
    long start = System.nanoTime();
    long[] first = {-1};
    SolutionListener tally = s -> {
      if (first[0] < 0) {
        first[0] = System.nanoTime();
      }
      if (group.size() == 1) {
        counts[0]++;
        if (unique && SymmetryGroup.isCanonical(s, uniqueUnder)) {
          counts[1]++;
        }
        return true;
      }
      Set<Solution> klass = SymmetryGroup.images(s, group);
      counts[0] = Exact.add(counts[0], klass.size());
      if (unique) {
        for (Solution t : klass) {
          if (SymmetryGroup.isCanonical(t, uniqueUnder)) {
            counts[1]++;
          }
        }
      }
      return true;
    };
    EnumerationResult run = group.size() > 1
        ? solver.enumerateLexLeaders(model, group, control, tally)
        : solver.enumerate(model, control, tally);
    return new CountResult(counts[0], unique ? counts[1] : null, run.outcome(), run.statistics())
        .withFirstSolutionMillis(first[0] < 0 ? Double.NaN : (first[0] - start) / 1e6);
  }
}
