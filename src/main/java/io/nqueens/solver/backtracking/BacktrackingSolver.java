package io.nqueens.solver.backtracking;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.SplitCounter;
import io.nqueens.solver.Statistics;
import io.nqueens.solver.TraceListener;
import io.nqueens.solver.Traceable;
import io.nqueens.solver.WorkQueue;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/** The hand-written backend in one of its variants. */
public final class BacktrackingSolver implements Solver, Traceable {

  /** The variants, as named on the command line. */
  public enum Variant {
    /** Bit masks; the plain problem counted with all eight symmetries; most-constrained row for a first solution. */
    BITBOARD("bitboard"),
    /** Bit masks using only the mirror symmetry of the first row (the oracle for the symmetric counter). */
    MIRROR("mirror"),
    /** Flag arrays in row order, columns left to right; can trace its steps. */
    SIMPLE("simple");

    final String label;

    Variant(String label) {
      this.label = label;
    }

    static Variant named(String label) {
      for (Variant v : values()) {
        if (v.label.equals(label)) {
          return v;
        }
      }
      throw new IllegalArgumentException("unknown backtracking variant '" + label + "'");
    }
  }

  static final int SIMPLE_MAX_N = 1000;

  private final Variant variant;

  public BacktrackingSolver(Variant variant) {
    this.variant = variant;
  }

  public static BacktrackingSolver named(String variant) {
    return new BacktrackingSolver(Variant.named(variant));
  }

  @Override
  public String name() {
    return "backtracking";
  }

  @Override
  public String variant() {
    return variant.label;
  }

  @Override
  public int maxN(Task task) {
    if (variant == Variant.SIMPLE) {
      return SIMPLE_MAX_N;
    }
    return task == Task.FIRST_SOLUTION ? FirstSolutionSearch.MAX_N : BitboardSearch.MAX_N;
  }

  @Override
  public SolveResult solve(QueensModel model, SearchControl control) {
    long start = System.nanoTime();
    if (variant == Variant.SIMPLE) {
      Solution[] first = {null};
      SimpleBacktracker search = new SimpleBacktracker(model, control, s -> {
        first[0] = s;
        return false;
      }, TraceListener.NONE, true);
      search.run();
      Outcome outcome = first[0] != null ? Outcome.COMPLETE : control.outcome();
      return new SolveResult(Optional.ofNullable(first[0]), outcome, stats(start, search.nodes, search.backtracks));
    }
    FirstSolutionSearch search = new FirstSolutionSearch(BoardRules.of(model), control);
    Solution found = onLargeStack(search::find);
    Outcome outcome = found != null || !search.stopped() ? Outcome.COMPLETE : control.outcome();
    return new SolveResult(Optional.ofNullable(found), outcome, stats(start, search.nodes, search.backtracks));
  }

  /** Traces the simple search (whatever this solver's variant: tracing is what the simple version is for). */
  @Override
  public EnumerationResult trace(QueensModel model, SearchControl control, TraceListener trace, boolean all) {
    long start = System.nanoTime();
    SimpleBacktracker search = new SimpleBacktracker(model, control, s -> true, trace, !all);
    search.run();
    Outcome outcome = search.stopped() && control.shouldStop() ? control.outcome() : Outcome.COMPLETE;
    return new EnumerationResult(search.solutions, outcome, stats(start, search.nodes, search.backtracks));
  }

  @Override
  public EnumerationResult enumerate(QueensModel model, SearchControl control, SolutionListener listener) {
    long start = System.nanoTime();
    boolean[] callerStopped = {false};
    SolutionListener watched = s -> {
      boolean more = listener.onSolution(s);
      callerStopped[0] |= !more;
      return more;
    };
    long nodes;
    long backtracks;
    long found;
    if (variant == Variant.SIMPLE) {
      SimpleBacktracker search = new SimpleBacktracker(model, control, watched, TraceListener.NONE, false);
      search.run();
      nodes = search.nodes;
      backtracks = search.backtracks;
      found = search.solutions;
    } else {
      BitboardSearch search = new BitboardSearch(BoardRules.of(model), control, watched);
      search.run();
      nodes = search.nodes;
      backtracks = search.backtracks;
      found = search.solutions;
    }
    Outcome outcome = callerStopped[0] ? Outcome.STOPPED_BY_CALLER : control.outcome();
    return new EnumerationResult(found, outcome, stats(start, nodes, backtracks));
  }

  @Override
  public CountResult count(QueensModel model, List<Symmetry> uniqueUnder, SearchControl control) {
    if (variant == Variant.SIMPLE || !uniqueUnder.isEmpty() && !usesSymmetricCounter(model, uniqueUnder)) {
      return Solver.super.count(model, uniqueUnder, control);
    }
    long start = System.nanoTime();
    if (usesSymmetricCounter(model, uniqueUnder)) {
      SymmetricCounter counter = new SymmetricCounter(model.n(), control);
      counter.runAll();
      return new CountResult(counter.total(), uniqueUnder.isEmpty() ? null : counter.unique(), control.outcome(),
          nodeStats(start, counter.nodes));
    }
    BoardRules rules = BoardRules.of(model);
    if (variant == Variant.MIRROR && rules.isPlain() && model.n() > 1) {
      return countMirror(rules, control, start);
    }
    BitboardSearch search = new BitboardSearch(rules, control, null);
    search.run();
    return new CountResult(search.solutions, null, control.outcome(), stats(start, search.nodes, search.backtracks));
  }

  /**
   * Splits across threads: the plain problem through the symmetric counter's own tasks, everything
   * else through the shared {@link SplitCounter}.
   */
  @Override
  public CountResult countParallel(QueensModel model, List<Symmetry> uniqueUnder, SearchControl control, int threads, Progress progress) {
    if (!usesSymmetricCounter(model, uniqueUnder)) {
      return SplitCounter.count(() -> new BacktrackingSolver(variant), model, uniqueUnder, control, threads, progress);
    }
    long start = System.nanoTime();
    int n = model.n();
    List<SymmetricCounter.Task> tasks = new SymmetricCounter(n, control).tasks(n >= 14 ? 4 : 3);
    long[] sums = new long[4];
    WorkQueue.run(tasks.size(), threads, () -> new SymmetricCounter(n, control), (counter, i) -> {
      long t8 = counter.count8;
      long t4 = counter.count4;
      long t2 = counter.count2;
      long tn = counter.nodes;
      counter.run(tasks.get(i));
      synchronized (sums) {
        sums[0] += counter.count8 - t8;
        sums[1] += counter.count4 - t4;
        sums[2] += counter.count2 - t2;
        sums[3] += counter.nodes - tn;
      }
    }, control, progress);
    long total = 8 * sums[0] + 4 * sums[1] + 2 * sums[2];
    Long unique = uniqueUnder.isEmpty() ? null : sums[0] + sums[1] + sums[2];
    return new CountResult(total, unique, control.outcome(), nodeStats(start, sums[3]));
  }

  /** The symmetric counter serves the plain problem when the class count asked for (if any) is under all eight symmetries. */
  private boolean usesSymmetricCounter(QueensModel model, List<Symmetry> uniqueUnder) {
    return variant == Variant.BITBOARD
        && model.isPlain()
        && model.n() >= SymmetricCounter.MIN_N
        && model.n() <= BitboardSearch.MAX_N
        && (uniqueUnder.isEmpty() || uniqueUnder.size() == Symmetry.values().length);
  }

  /** Row-0 queens in the left half count twice (their mirror images); on odd boards the middle column splits on row 1. */
  private CountResult countMirror(BoardRules rules, SearchControl control, long start) {
    int n = rules.n;
    int half = n / 2;
    long total = 0;
    long nodes = 0;
    long backtracks = 0;
    for (int c = 0; c < half + (n % 2); c++) {
      BitboardSearch search = new BitboardSearch(rules, control, null);
      search.restrictRow(0, 1L << c);
      if (c == half) {
        search.restrictRow(1, (1L << half) - 1);
      }
      search.run();
      total += 2 * search.solutions;
      nodes += search.nodes;
      backtracks += search.backtracks;
    }
    return new CountResult(total, null, control.outcome(), stats(start, nodes, backtracks));
  }

  private static Statistics stats(long startNanos, long nodes, long backtracks) {
    return Statistics.of((System.nanoTime() - startNanos) / 1_000_000, "nodes", nodes, "backtracks", backtracks);
  }

  /** The symmetric counter counts nodes only. */
  private static Statistics nodeStats(long startNanos, long nodes) {
    return new Statistics((System.nanoTime() - startNanos) / 1_000_000, java.util.Map.of("nodes", nodes));
  }

  /** Deep searches on big boards recurse once per row: give them a stack to match. */
  private static <T> T onLargeStack(Supplier<T> work) {
    AtomicReference<T> result = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread t = new Thread(null, () -> {
      try {
        result.set(work.get());
      } catch (Throwable e) {
        failure.set(e);
      }
    }, "nqueens-search", 1L << 30);
    t.start();
    try {
      t.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    if (failure.get() instanceof RuntimeException re) {
      throw re;
    }
    if (failure.get() instanceof Error err) {
      throw err;
    }
    return result.get();
  }
}
