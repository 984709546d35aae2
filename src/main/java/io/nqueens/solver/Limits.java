package io.nqueens.solver;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The one place where a backend's size limits ({@link Solver#maxN}) are enforced. Every solver the
 * registry makes is {@linkplain #guard guarded}: each request checks the board against the limit
 * of its task before the backend sees it, so no caller can forget the check (the engine and the
 * library's front door guard the solvers a user supplies too). A search asked for a board above
 * its limit throws {@link BeyondLimitException} instead of running.
 */
public final class Limits {

  private Limits() {}

  /**
   * Refuses a board larger than the solver accepts for the task.
   *
   * @throws BeyondLimitException naming n, the backend and its limit
   */
  public static void check(Solver solver, QueensModel model, Solver.Task task) {
    Optional<String> refused = solver.refuses(model, task);
    if (refused.isPresent()) {
      throw new BeyondLimitException("solver " + solver.name() + ":" + solver.variant() + " " + refused.get(), refused.get());
    }
    long range = solver.maxMagnitude();
    long magnitude = model.magnitude();
    if (magnitude > range) {
      throw new BeyondLimitException(String.format(Locale.ROOT,
          "solver %s:%s holds integers up to %,d in magnitude; this model's terms reach %,d at n = %d", solver.name(),
          solver.variant(), range, magnitude, model.n()), String.format(Locale.ROOT, "integers beyond %,d", range));
    }
    int max = solver.maxN(task);
    if (model.n() > max) {
      throw new BeyondLimitException("n (" + model.n() + ") is larger than solver " + solver.name() + ":" + solver.variant() + " accepts "
          + switch (task) {
            case FIRST_SOLUTION -> "for a first solution";
            case ENUMERATE -> "for counting or listing";
            case OPTIMISE -> "for optimising";
          } + " (" + max + ")", "n > " + max);
    }
  }

  /** The share of the heap a count may plan to hold: the rest is for the JVM, the model and the garbage collector. */
  public static final double HEAP_SHARE = 0.75;

  /**
   * Refuses a count that would need more than {@link #HEAP_SHARE} of the heap.
   *
   * @param who the counter, in words ("the halves counter")
   * @param need the estimate, in bytes, for this n on this many threads
   * @param otherwise what else the user may count with ("another variant")
   * @throws BeyondLimitException naming the need, the limit applied and how to raise it
   */
  public static void checkMemory(String who, int n, int threads, long need, String otherwise) {
    long heap = Runtime.getRuntime().maxMemory();
    long limit = (long) (heap * HEAP_SHARE);
    if (need > limit) {
      long give = (long) Math.ceil(need / HEAP_SHARE / 1e9) + 1;
      throw new BeyondLimitException(String.format(Locale.ROOT,
          "%s needs about %s for n = %d on %d thread%s, more than the %s it may plan for (3/4 of this JVM's %s heap): "
              + "give it more (NQUEENS_JAVA_OPTS=-Xmx%dg), use fewer threads, or count with %s",
          who, size(need), n, threads, threads == 1 ? "" : "s", size(limit), size(heap), give, otherwise),
          "needs " + size(need) + " of memory (may plan " + size(limit) + ")");
    }
  }

  /** Bytes in words: megabytes below a gigabyte, else gigabytes to one decimal. */
  static String size(long bytes) {
    return bytes < 1_000_000_000L ? String.format(Locale.ROOT, "%d MB", Math.round(bytes / 1e6))
        : String.format(Locale.ROOT, "%.1f GB", bytes / 1e9);
  }

  /** Whether the solver accepts this board for the task. */
  public static boolean accepts(Solver solver, QueensModel model, Solver.Task task) {
    return model.n() <= solver.maxN(task) && model.magnitude() <= solver.maxMagnitude() && solver.refuses(model, task).isEmpty();
  }

  /** The solver, checking every request against its limits; a guarded one is returned as it is. */
  public static Solver guard(Solver solver) {
    return solver instanceof Guarded ? solver : new Guarded(solver);
  }

  /** A solver that checks each request's board against the limits of the solver it wraps. */
  private static final class Guarded implements Solver {

    private final Solver inner;

    Guarded(Solver inner) {
      this.inner = Objects.requireNonNull(inner, "solver");
    }

    @Override
    public String name() {
      return inner.name();
    }

    @Override
    public String variant() {
      return inner.variant();
    }

    @Override
    public int maxN(Task task) {
      return inner.maxN(task);
    }

    @Override
    public Optional<String> refuses(QueensModel model, Task task) {
      return inner.refuses(model, task);
    }

    @Override
    public long maxMagnitude() {
      return inner.maxMagnitude();
    }

    @Override
    public String library() {
      return inner.library();
    }

    @Override
    public SolveResult solve(QueensModel model, SearchControl control) {
      check(inner, model, Task.FIRST_SOLUTION);
      return inner.solve(model, control);
    }

    @Override
    public SolveResult solve(QueensModel model, int threads, SearchControl control) {
      check(inner, model, Task.FIRST_SOLUTION);
      return inner.solve(model, threads, control);
    }

    @Override
    public int solveThreads(int threads) {
      return inner.solveThreads(threads);
    }

    @Override
    public OptimumResult optimise(QueensModel model, int threads, SearchControl control) {
      check(inner, model, Task.OPTIMISE);
      if (model.objective().isEmpty()) {
        throw new IllegalArgumentException("optimise needs a model with an objective");
      }
      return inner.optimise(model, threads, control);
    }

    @Override
    public boolean provesOptima() {
      return inner.provesOptima();
    }

    @Override
    public int optimiseThreads(int threads) {
      return inner.optimiseThreads(threads);
    }

    @Override
    public EnumerationResult enumerate(QueensModel model, SearchControl control, SolutionListener listener) {
      check(inner, model, Task.ENUMERATE);
      return inner.enumerate(model, control, listener);
    }

    @Override
    public boolean breaksSymmetries(QueensModel model) {
      return inner.breaksSymmetries(model);
    }

    @Override
    public List<Symmetry> symmetriesBroken(QueensModel model) {
      return inner.symmetriesBroken(model);
    }

    @Override
    public EnumerationResult enumerateLexLeaders(QueensModel model, List<Symmetry> group, SearchControl control, SolutionListener listener) {
      check(inner, model, Task.ENUMERATE);
      return inner.enumerateLexLeaders(model, group, control, listener);
    }

    @Override
    public Optional<CountResult> ownCount(QueensModel model, List<Symmetry> uniqueUnder, SearchControl control, int threads) {
      check(inner, model, Task.ENUMERATE);
      return inner.ownCount(model, uniqueUnder, control, threads);
    }

    @Override
    public Optional<Parts> ownParts(QueensModel model, List<Symmetry> uniqueUnder, int threads, SearchControl control) {
      check(inner, model, Task.ENUMERATE);
      return inner.ownParts(model, uniqueUnder, threads, control);
    }

    @Override
    public Optional<SearchProfile> profile(QueensModel model, SearchControl control) {
      check(inner, model, Task.ENUMERATE);
      return inner.profile(model, control);
    }

    @Override
    public CountMethod countMethod(QueensModel model, List<Symmetry> uniqueUnder, int threads) {
      return inner.countMethod(model, uniqueUnder, threads);
    }

    @Override
    public Optional<Traceable> traceable() {
      return inner.traceable().map(t -> (model, control, trace, all) -> {
        check(inner, model, Task.ENUMERATE);
        return t.trace(model, control, trace, all);
      });
    }

    @Override
    public String toString() {
      return inner.toString();
    }
  }
}
