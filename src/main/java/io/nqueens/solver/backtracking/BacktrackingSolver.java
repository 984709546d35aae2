package io.nqueens.solver.backtracking;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.CountMethod;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Exact;
import io.nqueens.solver.Limits;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Parts;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SearchProfile;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import io.nqueens.solver.Threads;
import io.nqueens.solver.TraceListener;
import io.nqueens.solver.Traceable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** The hand-written backend in one of its variants. */
public final class BacktrackingSolver implements Solver, Traceable {

  /**
   * The variants, as named on the command line: each its search for first solutions and
   * enumeration, and its chain of count strategies ({@link CountStrategy}), resolved once per model.
   */
  public enum Variant {
    /** Bit masks; the plain problem counted with all eight symmetries by the fastest counter for its n. */
    BITBOARD("bitboard", "bit masks, most-constrained row for a first solution", false, bitboardChain()),
    /** As bitboard, but the plain problem always counted by the symmetric counter (Takaken's method). */
    SYMMETRIC("symmetric", "as bitboard", false, List.of(CountStrategy.Step.of(CountStrategy.SYMMETRIC), CountStrategy.Step.of(CountStrategy.BIT_MASKS))),
    /** Bit masks using only the mirror symmetry of the first row (the oracle for the symmetric counter). */
    MIRROR("mirror", "as bitboard (the oracle that checks the symmetric counter)", false,
        List.of(CountStrategy.Step.of(CountStrategy.MIRROR), CountStrategy.Step.of(CountStrategy.BIT_MASKS))),
    /**
     * Bit masks in row order, columns left to right, every solution and no symmetry: the teaching
     * search's tree (the same nodes and dead ends) on the fast search's representation.
     */
    MASKS("masks", "as bitboard; the teaching search's tree on bit masks, no symmetry", false,
        List.of(CountStrategy.Step.of(CountStrategy.BIT_MASKS))),
    /** Flag arrays in row order, columns left to right; can trace its steps. */
    SIMPLE("simple", "flag arrays, rows in order, columns left to right (the teaching version)", true, List.of(CountStrategy.Step.of(CountStrategy.FLAG_ARRAYS))),
    /** The plain problem counted by constellations wherever they serve it; otherwise as bitboard. */
    CONSTELLATION("constellation", "as bitboard", false, first(CountStrategy.CONSTELLATIONS)),
    /** The plain problem counted by halves wherever they serve it; otherwise as bitboard. */
    HALVES("halves", "as bitboard", false, first(CountStrategy.HALVES));

    final String label;
    /** The searches for first solutions and enumeration, in words. */
    final String searchWords;
    /** Whether first solutions and enumeration use the teaching search's flag arrays (else bit masks). */
    final boolean flagArrays;
    /** The count strategies in the order they are tried. */
    final List<CountStrategy.Step> chain;

    Variant(String label, String searchWords, boolean flagArrays, List<CountStrategy.Step> chain) {
      this.label = label;
      this.searchWords = searchWords;
      this.flagArrays = flagArrays;
      this.chain = chain;
    }

    /** What {@code nqueens solvers} prints: the searches and the count chain, from the same declarations the count uses. */
    String describe() {
      return searchWords + "; " + CountStrategy.describe(chain);
    }

    static Variant named(String label) {
      for (Variant v : values()) {
        if (v.label.equals(label)) {
          return v;
        }
      }
      throw new IllegalArgumentException("unknown backtracking variant '" + label + "'");
    }

    private static List<CountStrategy.Step> bitboardChain() {
      return List.of(new CountStrategy.Step(CountStrategy.HALVES, HALVES_FROM_N), new CountStrategy.Step(CountStrategy.CONSTELLATIONS, CONSTELLATIONS_FROM_N),
          CountStrategy.Step.of(CountStrategy.SYMMETRIC), CountStrategy.Step.of(CountStrategy.BIT_MASKS));
    }

    /** The strategy wherever it serves, then bitboard's chain. */
    private static List<CountStrategy.Step> first(CountStrategy strategy) {
      List<CountStrategy.Step> chain = new ArrayList<>();
      chain.add(CountStrategy.Step.of(strategy));
      bitboardChain().stream().filter(step -> step.strategy() != strategy).forEach(chain::add);
      return List.copyOf(chain);
    }
  }

  /** The count strategy this variant uses for the model, the classes asked for and the threads: resolved once, asked by every caller. */
  CountStrategy strategy(QueensModel model, List<Symmetry> uniqueUnder, int threads) {
    return CountStrategy.resolve(variant.chain, model, uniqueUnder, threads);
  }

  /**
   * From this n the default variant counts the plain problem by constellations: measured faster
   * than the symmetric counter from here on and no faster below, where building the constellations
   * is a good part of the run (docs/performance.md).
   */
  static final int CONSTELLATIONS_FROM_N = 15;

  private final Variant variant;
  /** How the halves counter matches ({@code backtracking.matching}). */
  private final Matching matching;

  public BacktrackingSolver(Variant variant) {
    this(variant, Matching.DEFAULT);
  }

  BacktrackingSolver(Variant variant, Matching matching) {
    this.variant = variant;
    this.matching = matching;
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
  public String library() {
    return "hand-written (this program)";
  }

  @Override
  public int maxN(Task task) {
    if (task == Task.OPTIMISE) {
      return BitboardSearch.MAX_N;
    }
    if (variant.flagArrays) {
      return SimpleBacktracker.MAX_N;
    }
    return task == Task.FIRST_SOLUTION ? FirstSolutionSearch.MAX_N : BitboardSearch.MAX_N;
  }

  @Override
  public SolveResult solve(QueensModel model, SearchControl control) {
    long start = System.nanoTime();
    if (variant.flagArrays) {
      Solution[] first = {null};
      SimpleBacktracker search = new SimpleBacktracker(model, control, s -> {
        first[0] = s;
        return false;
      }, TraceListener.NONE, true);
      search.run();
      Outcome outcome = first[0] != null ? Outcome.COMPLETE : control.outcome();
      return new SolveResult(Optional.ofNullable(first[0]), outcome, stats(start, search.nodes, search.backtracks));
    }
    if (BoardRules.forUnitSearch(model)) {
      // A board cut into regions: the region search, stopped at its first solution.
      BoardRules rules = BoardRules.forUnits(model);
      Solution[] first = {null};
      UnitSearch search = new UnitSearch(rules, rules.regions, control, s -> {
        first[0] = s;
        return false;
      });
      search.run();
      Outcome outcome = first[0] != null ? Outcome.COMPLETE : control.outcome();
      return new SolveResult(Optional.ofNullable(first[0]), outcome, stats(start, search.nodes, search.backtracks));
    }
    // The search runs on a thread of its own (deep recursion needs a large stack) under a part of
    // the caller's control, so that interrupting this thread stops it without cancelling the caller.
    SearchControl mine = control.part();
    FirstSolutionSearch search = new FirstSolutionSearch(BoardRules.of(model), mine);
    Solution found = onLargeStack(search::find, mine);
    Outcome outcome = found != null || !search.stopped() ? Outcome.COMPLETE : mine.stoppedOutcome();
    return new SolveResult(Optional.ofNullable(found), outcome, stats(start, search.nodes, search.backtracks));
  }

  /** Branch and bound with bit masks (every variant alike): {@link BranchAndBound} says how it bounds. */
  @Override
  public OptimumResult optimise(QueensModel model, int threads, SearchControl control) {
    long start = System.nanoTime();
    SearchControl mine = control.part();
    BranchAndBound search = new BranchAndBound(BoardRules.of(model), model.objective().orElseThrow(), mine);
    Solution best = onLargeStack(search::run, mine);
    Outcome outcome = search.stopped ? mine.stoppedOutcome() : Outcome.COMPLETE;
    OptionalLong value = best == null ? OptionalLong.empty() : OptionalLong.of(search.bestValue());
    // Stopped early, the best bound over the nodes it left open: no solution is better.
    OptionalLong bound = best == null ? OptionalLong.empty() : search.stopped ? search.openBound() : value;
    return OptimumResult.of(Optional.ofNullable(best), value, bound,
        outcome, search.improvements,
        stats(start, search.nodes, search.backtracks));
  }

  @Override
  public Optional<Traceable> traceable() {
    return Optional.of(this);
  }

  /** Traces the simple search (whatever this solver's variant: tracing is what the simple version is for). */
  @Override
  public EnumerationResult trace(QueensModel model, SearchControl control, TraceListener trace, boolean all) {
    long start = System.nanoTime();
    boolean[] refused = {false};
    TraceListener watched = new TraceListener() {
      @Override
      public boolean placed(int row, int col) {
        return note(trace.placed(row, col));
      }

      @Override
      public boolean removed(int row, int col) {
        return note(trace.removed(row, col));
      }

      @Override
      public void solution(int[] columns) {
        trace.solution(columns);
      }

      @Override
      public boolean deadEnd(int row) {
        return note(trace.deadEnd(row));
      }

      private boolean note(boolean goOn) {
        refused[0] |= !goOn;
        return goOn;
      }
    };
    SimpleBacktracker search = new SimpleBacktracker(model, control, s -> true, watched, !all);
    search.run();
    Outcome outcome = refused[0] ? Outcome.STOPPED_BY_CALLER
        : search.stopped() && control.shouldStop() ? control.outcome() : Outcome.COMPLETE;
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
    if (variant.flagArrays) {
      SimpleBacktracker search = new SimpleBacktracker(model, control, watched, TraceListener.NONE, false);
      search.run();
      nodes = search.nodes;
      backtracks = search.backtracks;
      found = search.solutions;
    } else if (BoardRules.forUnitSearch(model)) {
      BoardRules rules = BoardRules.forUnits(model);
      UnitSearch search = new UnitSearch(rules, rules.regions, control, watched);
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

  /**
   * The backtracker's own counters in parts: the constellation counter's (on any number of
   * threads), and the symmetric counter's tasks (queens in the first rows) on several.
   */
  @Override
  public Optional<Parts> ownParts(QueensModel model, List<Symmetry> uniqueUnder, int threads, SearchControl control) {
    return switch (strategy(model, uniqueUnder, threads)) {
      case HALVES -> Optional.of(halvesParts(model.n(), uniqueUnder, HALVES_PARTS, threads, control, matching));
      case CONSTELLATIONS -> Optional.of(constellationParts(model.n(), uniqueUnder, Integer.MAX_VALUE, control));
      // Split after 4 rows from n = 14, after 3 on the largest boards, where 4 rows make millions of tasks.
      case SYMMETRIC -> threads > 1 && model.n() >= Parts.WORTH_SPLITTING_FROM_N
          ? Optional.of(symmetricParts(model.n(), uniqueUnder, model.n() >= 14 && model.n() < 30 ? 4 : 3, Integer.MAX_VALUE))
          : Optional.empty();
      case MIRROR, BIT_MASKS, FLAG_ARRAYS -> Optional.empty();
    };
  }

  /**
   * The backtracker's own counters in one piece: the symmetric counter for the plain problem, and
   * on one thread, with no classes asked for, the mirror counter or the bit-mask search that only
   * counts. Anything else is counted by the engine's split or by enumeration.
   */
  @Override
  public Optional<CountResult> ownCount(QueensModel model, List<Symmetry> uniqueUnder, SearchControl control, int threads) {
    long start = System.nanoTime();
    return switch (strategy(model, uniqueUnder, threads)) {
      case SYMMETRIC -> Optional.of(countSymmetric(model.n(), uniqueUnder, control));
      case MIRROR -> Optional.of(countMirror(BoardRules.of(model), control, start));
      case BIT_MASKS -> {
        // A board cut into regions is counted in one piece on any number of threads: its search
        // orders by units (rows, columns, regions), which a split by the first rows would undo.
        boolean units = BoardRules.forUnitSearch(model);
        if (!uniqueUnder.isEmpty() || threads > 1 && !units) {
          yield Optional.empty(); // the engine splits it over the threads, or enumerates for the classes
        }
        if (units) {
          BoardRules rules = BoardRules.forUnits(model);
          UnitSearch search = new UnitSearch(rules, rules.regions, control, null);
          search.run();
          CountResult whole = new CountResult(search.solutions, null, control.outcome(), stats(start, search.nodes, search.backtracks));
          yield Optional.of(search.solutions == 0 ? whole : whole.withFirstSolutionMillis((search.firstSolutionNanos - start) / 1e6));
        }
        BitboardSearch search = new BitboardSearch(BoardRules.of(model), control, null);
        search.run();
        CountResult whole = new CountResult(search.solutions, null, control.outcome(), stats(start, search.nodes, search.backtracks));
        yield Optional.of(search.solutions == 0 ? whole : whole.withFirstSolutionMillis((search.firstSolutionNanos - start) / 1e6));
      }
      // Halves and constellations count in parts (ownParts); flag arrays by enumeration.
      case HALVES, CONSTELLATIONS, FLAG_ARRAYS -> Optional.empty();
    };
  }

  /** The bit-mask search over the whole tree (no symmetry used), nodes and dead ends per queens placed. */
  @Override
  public Optional<SearchProfile> profile(QueensModel model, SearchControl control) {
    if (model.n() > BitboardSearch.MAX_N) {
      return Optional.empty();
    }
    BitboardSearch search = new BitboardSearch(BoardRules.of(model), control, null);
    long[][] perDepth = search.profile();
    return Optional.of(new SearchProfile(search.solutions, control.outcome(), "nodes", "queens placed",
        perDepth[0], perDepth[1]));
  }

  private CountResult countSymmetric(int n, List<Symmetry> uniqueUnder, SearchControl control) {
    long start = System.nanoTime();
    SymmetricCounter counter = new SymmetricCounter(n, control);
    counter.runAll();
    return new CountResult(counter.total(), uniqueUnder.isEmpty() ? null : counter.unique(), control.outcome(),
        nodeStats(start, counter.nodes));
  }

  /**
   * The symmetric counter's tasks as parts: split after as many rows as it takes to reach about
   * {@code target} tasks (the task list is the same in every process).
   */
  Optional<Parts> ownParts(QueensModel model, List<Symmetry> uniqueUnder, int target) {
    // Parts for a cluster: resolved as for several threads, so that the mirror (one thread) is never chosen.
    CountStrategy strategy = strategy(model, uniqueUnder, Integer.MAX_VALUE);
    if (strategy == CountStrategy.HALVES) {
      return Optional.of(halvesParts(model.n(), uniqueUnder, target, /*threads=*/ 1, SearchControl.unlimited(), matching));
    }
    if (strategy == CountStrategy.CONSTELLATIONS) {
      return Optional.of(constellationParts(model.n(), uniqueUnder, target, SearchControl.unlimited()));
    }
    if (strategy != CountStrategy.SYMMETRIC) {
      return Optional.empty();
    }
    int n = model.n();
    int rows = 3;
    while (rows < n - 3 && new SymmetricCounter(n, SearchControl.unlimited()).tasks(rows).size() < target) {
      rows++;
    }
    return Optional.of(symmetricParts(n, uniqueUnder, rows, target));
  }

  /** The symmetric counter's tasks after {@code splitRows} rows, cut into at most {@code target} parts. */
  private static Parts symmetricParts(int n, List<Symmetry> uniqueUnder, int splitRows, int target) {
    List<SymmetricCounter.Task> tasks = new SymmetricCounter(n, SearchControl.unlimited()).tasks(splitRows);
    return Parts.of(Parts.runs(tasks, target),
        run -> run.stream().map(SymmetricCounter.Task::describe).collect(Collectors.joining("; ")), (run, control) -> {
          long start = System.nanoTime();
          SymmetricCounter counter = new SymmetricCounter(n, control);
          for (SymmetricCounter.Task task : run) {
            if (control.shouldStop()) {
              break;
            }
            counter.run(task);
          }
          Long unique = uniqueUnder.isEmpty() ? null : counter.unique();
          return new CountResult(counter.total(), unique, control.outcome(), nodeStats(start, counter.nodes));
        });
  }

  /**
   * The plain problem's constellations as at most {@code target} parts: the units of
   * {@link ConstellationCounter#constellations()} in their order, cut into runs of nearly equal
   * length (one unit a part when there are fewer units than that).
   */
  private static Parts constellationParts(int n, List<Symmetry> uniqueUnder, int target, SearchControl building) {
    List<ConstellationCounter.Constellation> units = new ConstellationCounter(n, building).constellations();
    return Parts.of(Parts.runs(units, target), run -> run.stream().map(ConstellationCounter.Constellation::describe).collect(Collectors.joining("; ")),
        (run, control) -> {
          long start = System.nanoTime();
          ConstellationCounter counter = new ConstellationCounter(n, control);
          long total = 0;
          long unique = 0;
          for (ConstellationCounter.Constellation k : run) {
            if (control.shouldStop()) {
              break;
            }
            long[] r = counter.count(k);
            total = Exact.add(total, Exact.multiply(k.classSize(), r[0]));
            unique = Exact.add(unique, r[1]);
          }
          return new CountResult(total, uniqueUnder.isEmpty() ? null : unique, control.outcome(), nodeStats(start, counter.nodes));
        });
  }

  /** At most this many parts of the halves counter on this machine's threads (runs of column-set orbits). */
  static final int HALVES_PARTS = 4096;

  /**
   * The halves counter's column-set orbits cut into at most {@code target} runs, and with classes
   * asked for one more part first: the solutions the half and quarter turns fix, from which
   * Burnside's lemma gives the classes ({@link Parts#classes}).
   */
  private static Parts halvesParts(int n, List<Symmetry> uniqueUnder, int target, int threads, SearchControl building, Matching matching) {
    // Checked before the orbits are built, with the threads known here; the engine checks again with the threads that run.
    checkHalvesMemory(n, threads);
    boolean classes = !uniqueUnder.isEmpty();
    List<HalvesPart> units = new ArrayList<>();
    if (classes) {
      units.add(new HalvesPart(List.of(), true));
    }
    for (List<HalvesCounter.Orbit> run : Parts.runs(new HalvesCounter(n, building).orbits(), target)) {
      units.add(new HalvesPart(run, false));
    }
    Parts parts = Parts.of(units, part -> part.describe(n), (part, control) -> {
      long start = System.nanoTime();
      if (part.fixedPoints()) {
        FixedPoints fixed = new FixedPoints(n, control);
        long weighted = fixed.halfTurn() + 2 * fixed.quarterTurn();
        return new CountResult(0, weighted, control.outcome(), nodeStats(start, fixed.nodes));
      }
      HalvesCounter counter = new HalvesCounter(n, control, HalvesCounter.BLOCK, null, matching, HalvesCounter.VECTOR_FROM);
      long total = 0;
      try {
        for (HalvesCounter.Orbit orbit : part.orbits()) {
          if (control.shouldStop()) {
            break;
          }
          total = Exact.add(total, counter.count(orbit));
        }
      } finally {
        counter.done();
      }
      return new CountResult(total, classes ? 0L : null, control.outcome(), nodeStats(start, counter.nodes));
    });
    return Parts.byBurnside(parts, /*groupSize=*/ 8).checkingMemory(t -> checkHalvesMemory(n, t));
  }

  /** Refuses a halves count that would need more memory than the heap gives, on this many threads. */
  private static void checkHalvesMemory(int n, int threads) {
    Limits.checkMemory("the halves counter", n, threads, HalvesCounter.memoryBytes(n, threads), "another variant");
  }

  /**
   * A part of the halves counter: a run of column-set orbits, or the fixed points of the rotations
   * (which hold, as their classes, Fix(half turn) + 2 Fix(quarter turn) for Burnside's lemma).
   */
  private record HalvesPart(List<HalvesCounter.Orbit> orbits, boolean fixedPoints) {
    String describe(int n) {
      return fixedPoints ? "fixed points of the half and quarter turns"
          : orbits.stream().map(o -> o.describe(n)).collect(Collectors.joining("; "));
    }
  }

  /**
   * From this n the default variant counts by halves: measured faster than constellations from
   * here on, slower below (docs/performance.md).
   */
  static final int HALVES_FROM_N = 16;

  @Override
  public CountMethod countMethod(QueensModel model, List<Symmetry> uniqueUnder, int threads) {
    return strategy(model, uniqueUnder, threads).countMethod();
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
      total = Exact.add(total, Exact.multiply(2, search.solutions));
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
    return Statistics.of((System.nanoTime() - startNanos) / 1_000_000, "nodes", nodes);
  }

  /**
   * Deep searches on big boards recurse once per row: give them a stack to match. The work runs
   * under {@code control}; if this thread is interrupted, the control is cancelled and the work's
   * thread is still joined before returning (with this thread's interrupt flag set again).
   */
  private static <T> T onLargeStack(Supplier<T> work, SearchControl control) {
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
    if (Threads.joinUninterruptibly(t, control::cancel)) {
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
