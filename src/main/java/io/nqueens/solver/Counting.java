package io.nqueens.solver;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * How every backend counts: the one place for the counting policy.
 *
 * <ol>
 *   <li>A backend's own counter, where it has one for the request ({@link Solver#ownCount}).
 *   <li>On several threads, a model from {@link #SPLIT_FROM_N} up is split into sub-problems
 *       ({@link SplitCounter}), each counted by a fresh solver of the same backend and variant;
 *       except when the backend breaks the model's symmetries, which was measured faster on one
 *       thread than split (Choco and CP-SAT; docs/backends.md).
 *   <li>Otherwise by enumeration on one thread: every solution, or, where the backend breaks
 *       symmetries, one lex-leader per class of the model's group G, standing for its whole class.
 * </ol>
 *
 * <p>Classes for {@code --unique} are taken under the group U the caller passes (the whole model's,
 * {@link Symmetry#of}), whatever G is: a sub-problem of a split may be more symmetric than the model
 * it came from. Each class of U has exactly one lexicographically smallest member, so the classes
 * are counted by counting, among all solutions found (each lex-leader of G expanded into its G-class),
 * those that are smallest in their U-class. That is exact for any G and U, and adds up over disjoint
 * sub-problems.
 */
public final class Counting {

  /** Below this size a split costs more than it saves. */
  public static final int SPLIT_FROM_N = 10;

  private Counting() {}

  /** Counts on one thread. */
  public static CountResult count(Solver solver, QueensModel model, List<Symmetry> uniqueUnder, SearchControl control) {
    return count(solver, model, uniqueUnder, control, 1, Progress.NONE);
  }

  /**
   * Counts all solutions and, when {@code uniqueUnder} is not empty, the classes of solutions under
   * that group (which must map the model's solutions onto themselves), on up to {@code threads}
   * threads. The result says how it ran.
   */
  public static CountResult count(
      Solver solver, QueensModel model, List<Symmetry> uniqueUnder, SearchControl control, int threads, Progress progress) {
    // A split needs a fresh solver per sub-problem: made through the registry where the solver is a
    // registered one; a solver the registry does not know counts on one thread (pass a factory to
    // count it split: the method below).
    Optional<Backends.Spec> spec = Backends.specOf(solver);
    return count(solver, spec.<Supplier<Solver>>map(s -> s::create).orElse(null), model, uniqueUnder, control,
        spec.isPresent() ? threads : 1, progress);
  }

  /**
   * As above, with solvers made by {@code solvers}, one for each sub-problem of a split: a library
   * user's own {@link Solver} counts in parallel like a registered one.
   */
  public static CountResult count(
      Supplier<? extends Solver> solvers, QueensModel model, List<Symmetry> uniqueUnder, SearchControl control, int threads, Progress progress) {
    return count(solvers.get(), solvers::get, model, uniqueUnder, control, threads, progress);
  }

  private static CountResult count(Solver solver, Supplier<Solver> fresh, QueensModel model, List<Symmetry> uniqueUnder,
      SearchControl control, int threads, Progress progress) {
    // Told from worker threads.
    AtomicBoolean reported = new AtomicBoolean();
    Optional<CountResult> own = solver.ownCount(model, uniqueUnder, control, threads, (done, total) -> {
      reported.set(true);
      progress.update(done, total);
    });
    if (own.isPresent()) {
      if (!reported.get() && own.get().complete()) {
        // A backend's own count in one piece: one part, done.
        progress.update(1, 1);
      }
      return own.get();
    }
    boolean breaking = solver.symmetriesBroken(model).size() > 1;
    if (threads > 1 && model.n() >= SPLIT_FROM_N && !breaking && fresh != null) {
      return SplitCounter.count(fresh, model, uniqueUnder, control, threads, progress);
    }
    // Counted in one piece: one part, done when it is complete.
    progress.update(0, 1);
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
    return own.orElseGet(() -> SplitCounter.parts(spec::create, model, uniqueUnder, target));
  }

  /** Step 3 above: enumerates (lex-leaders where the backend breaks symmetries) on this thread. */
  static CountResult byEnumeration(Solver solver, QueensModel model, List<Symmetry> uniqueUnder, SearchControl control) {
    List<Symmetry> group = solver.symmetriesBroken(model);
    long[] counts = new long[2];
    boolean unique = !uniqueUnder.isEmpty();
    SolutionListener tally = s -> {
      if (group.size() == 1) {
        counts[0]++;
        if (unique && Symmetry.isCanonical(s, uniqueUnder)) {
          counts[1]++;
        }
        return true;
      }
      Set<Solution> klass = Symmetry.images(s, group);
      counts[0] += klass.size();
      if (unique) {
        for (Solution t : klass) {
          if (Symmetry.isCanonical(t, uniqueUnder)) {
            counts[1]++;
          }
        }
      }
      return true;
    };
    EnumerationResult run = group.size() > 1
        ? solver.enumerateLexLeaders(model, group, control, tally)
        : solver.enumerate(model, control, tally);
    return new CountResult(counts[0], unique ? counts[1] : null, run.outcome(), run.statistics());
  }
}
