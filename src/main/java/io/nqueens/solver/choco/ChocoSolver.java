package io.nqueens.solver.choco;

import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SearchProfile;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import io.nqueens.solver.Traceable;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicBoolean;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.search.SearchState;
import org.chocosolver.solver.search.loop.monitors.IMonitorContradiction;
import org.chocosolver.solver.search.loop.monitors.IMonitorDownBranch;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainBest;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainClosest;
import org.chocosolver.solver.search.strategy.selectors.variables.FirstFail;
import org.chocosolver.solver.variables.IntVar;

/** The Choco backend with one choice of all-different consistency and search. */
public final class ChocoSolver implements Solver {

  /**
   * Choco models are plain Java objects: memory bounds n. This size fits an ordinary heap; twice it
   * took nearly four times the memory (docs/backends.md).
   */
  static final int MAX_N = 5_000;

  /**
   * The largest board on which {@code fc-dom-lex} posts lex-leader constraints; above it that variant
   * counts without them (an inverse channelling per model and a lex constraint per symmetry, built
   * before any search, while counting that far never finishes anyway).
   */
  static final int LEX_MAX_N = 64;

  /**
   * Which variable to branch on when counting, and which value first. A first solution is always
   * searched first-fail with columns from the middle outwards (but under {@link #DEFAULT}), which
   * finds solutions on large boards where the counting orders stall.
   */
  enum SearchKind {
    /** Rows in order, smallest column first. */
    INPUT,
    /** Smallest domain first (first fail), smallest column first. */
    DOM,
    /** Choco's own default search, for first solutions too. */
    DEFAULT
  }

  private final String variant;
  private final String consistency;
  private final SearchKind search;
  private final boolean lexLeader;
  private final boolean race;

  ChocoSolver(String variant, String consistency, SearchKind search, boolean lexLeader) {
    this(variant, consistency, search, lexLeader, true);
  }

  /** {@code race}: whether a first solution on a board with holes may race a dual model on a second thread. */
  ChocoSolver(String variant, String consistency, SearchKind search, boolean lexLeader, boolean race) {
    this.variant = variant;
    this.consistency = consistency;
    this.search = search;
    this.lexLeader = lexLeader;
    this.race = race;
  }

  @Override
  public String name() {
    return "choco";
  }

  @Override
  public String variant() {
    return variant;
  }

  @Override
  public String library() {
    try (InputStream in = ChocoSolver.class.getResourceAsStream("choco.properties")) {
      Properties p = new Properties();
      if (in != null) {
        p.load(in);
      }
      return "Choco Solver " + p.getProperty("version", "(version unknown)");
    } catch (IOException e) {
      return "Choco Solver (version unknown)";
    }
  }

  @Override
  public int maxN(Task task) {
    return MAX_N;
  }

  /** Choco's variables hold {@code IntVar.MAX_INT_BOUND} (21,474,836) in magnitude, sums and constants alike. */
  @Override
  public long maxMagnitude() {
    return IntVar.MAX_INT_BOUND;
  }

  @Override
  public SolveResult solve(QueensModel instance, SearchControl control) {
    return solve(instance, race ? 2 : 1, control);
  }

  /** Two threads where the dual model may race (boards with holes), else one. */
  @Override
  public int solveThreads(int threads) {
    return race && threads > 1 ? 2 : 1;
  }

  /** On one thread the dual model does not race: the search is this thread's alone. */
  @Override
  public SolveResult solve(QueensModel instance, int threads, SearchControl control) {
    boolean racing = race && threads > 1;
    long start = System.nanoTime();
    boolean holes = holes(instance) && search != SearchKind.DEFAULT;
    long[] spent = new long[2];
    if (!holes || !consistency.equals("AC")) {
      // The variant's own consistency: on its own for the plain problem, and on a board with holes
      // for up to ESCALATE_AFTER_FAILS fails.
      Optional<SolveResult> cheap = attempt(instance, consistency, control, holes ? ESCALATE_AFTER_FAILS : Long.MAX_VALUE, spent, start, null);
      if (cheap.isPresent()) {
        return cheap.get();
      }
    }
    return attempt(instance, "AC", control, Long.MAX_VALUE, spent, start, racing && DualRace.enabled() ? new DualRace(instance, DUAL_CONSISTENCY, control) : null)
        .orElseThrow();
  }

  /**
   * On a board with holes the variant's own consistency (forward checking by default) searches
   * first, for at most this many fails: it decides most such boards, and large ones far sooner than
   * arc consistency, whose propagation costs grow with n. A search that fails more goes on with
   * arc-consistent all-different, raced by the dual model: on random blocked boards near the phase
   * transition forward checking alone decides few, arc consistency most.
   */
  static final long ESCALATE_AFTER_FAILS = 1000;

  /**
   * One model searched for a first solution, raced by the dual model where {@code race} is not
   * null: the result if it decided (a solution, or a search run to its end) or was stopped by the
   * control; empty if it used up {@code maxFails}, its nodes and fails then added to {@code spent}.
   */
  private Optional<SolveResult> attempt(
      QueensModel instance, String consistency, SearchControl control, long maxFails, long[] spent, long start, DualRace race) {
    Model model = new Model("nqueens");
    IntVar[] q;
    try {
      q = ChocoTranslator.build(model, instance, consistency, control);
    } catch (SearchControl.Stopped e) {
      return Optional.of(new SolveResult(Optional.empty(), control.stoppedOutcome(), Statistics.of(millisSince(start), "nodes", spent[0], "fails", spent[1])));
    }
    org.chocosolver.solver.Solver solver = configure(model, q, control, true);
    if (maxFails < Long.MAX_VALUE) {
      solver.addStopCriterion(() -> solver.getFailCount() >= maxFails);
    }
    if (race != null) {
      solver.addStopCriterion(() -> race.startOrStop(solver.getFailCount()));
    }
    boolean found = solver.solve();
    boolean decided = found || solver.getSearchState() == SearchState.TERMINATED;
    Optional<Solution> solution = found ? Optional.of(read(q)) : Optional.empty();
    long nodes = spent[0] + solver.getNodeCount();
    long fails = spent[1] + solver.getFailCount();
    if (race != null) {
      race.finish(decided);
      solution = found ? solution : race.solution();
      decided |= race.decided();
      nodes += race.nodes();
      fails += race.fails();
    }
    Statistics stats = Statistics.of(millisSince(start), "nodes", nodes, "fails", fails);
    if (decided) {
      return Optional.of(new SolveResult(solution, Outcome.COMPLETE, stats));
    }
    if (control.shouldStop() || solver.getFailCount() < maxFails) {
      return Optional.of(new SolveResult(Optional.empty(), control.stoppedOutcome(), stats));
    }
    spent[0] = nodes;
    spent[1] = fails;
    return Optional.empty();
  }

  /**
   * A first solution of a board with holes, once the cheap search has not decided it: once the
   * arc-consistent search (first-fail, middle values first) has failed {@link #RACE_AFTER_FAILS}
   * times too, a second model races it on another thread:
   * the same constraints plus the dual viewpoint (the row of each column's queen,
   * inverse-channelled to q), searched first-fail over rows and columns together, with
   * forward-checking all-different: it then fails faster than with arc consistency, and the two
   * models differ in propagation as well as in viewpoint. Whichever
   * decides first (a solution, or a search run to its end: no solution) stops the other. Alone
   * the dual model is erratic on random blocked boards (it decides some the first model cannot, and
   * is far slower on others); raced, the two decide every board in {@code models/hard} within the
   * limit of its benchmark (figures in docs/performance.md).
   * Hand-written rather than Choco's {@code ParallelPortfolio}, which starts every model at once:
   * the race starts only on searches that are not over quickly, so the many small solves of
   * {@code explain} build no second model (with the portfolio each of them paid for one).
   */
  static final int RACE_AFTER_FAILS = 1000;

  /** The all-different consistency of the racing dual model (see {@link #RACE_AFTER_FAILS}). */
  static final String DUAL_CONSISTENCY = "FC";

  /**
   * The backend option that, set to {@code false}, keeps first solutions on boards with holes to one
   * model on one thread (for measuring; by default the dual model races it where there are two cores).
   */
  static final String RACE_OPTION = "race";

  /** The second model of a race and its result, read once its thread has ended. */
  static final class DualRace {
    private final QueensModel instance;
    private final String consistency;
    private final SearchControl control;
    private final AtomicBoolean over = new AtomicBoolean();
    private Thread thread;
    private volatile Solution solution;
    private volatile boolean decided;
    private volatile long nodes;
    private volatile long fails;
    private volatile RuntimeException failure;

    DualRace(QueensModel instance, String consistency, SearchControl control) {
      this.instance = instance;
      this.consistency = consistency;
      this.control = control;
    }

    static boolean enabled() {
      return Runtime.getRuntime().availableProcessors() > 1;
    }

    /** The first model's stop criterion: starts the race once it has failed often enough; true once the dual model has decided. */
    boolean startOrStop(long firstModelFails) {
      if (thread == null && !over.get() && firstModelFails >= RACE_AFTER_FAILS) {
        thread = new Thread(this::run, "choco-dual");
        thread.setDaemon(true);
        thread.start();
      }
      return over.get();
    }

    private void run() {
      try {
        Model dual = new Model("nqueens-dual");
        IntVar[] q = ChocoTranslator.build(dual, instance, consistency, control);
        org.chocosolver.solver.Solver solver = dual.getSolver();
        solver.addStopCriterion(control::shouldStop);
        solver.addStopCriterion(over::get);
        solver.setSearch(Search.intVarSearch(new FirstFail(dual), new IntDomainClosest(q.length / 2), ChocoTranslator.withColumns(dual, q)));
        boolean found = solver.solve();
        nodes = solver.getNodeCount();
        fails = solver.getFailCount();
        if (found) {
          solution = read(q);
        }
        // Only a search run to its end proves there is no solution; one stopped by the other model or the limit proves nothing.
        if (found || solver.getSearchState() == SearchState.TERMINATED) {
          decided = true;
          over.set(true);
        }
      } catch (SearchControl.Stopped e) {
        // Stopped while building: undecided.
      } catch (RuntimeException e) {
        failure = e;
      }
    }

    /** Called when the first model's search has ended: stops the dual model if the first decided, and waits for it. */
    void finish(boolean firstDecided) {
      if (firstDecided) {
        over.set(true);
      }
      if (thread == null) {
        return;
      }
      boolean interrupted = false;
      while (true) {
        try {
          thread.join();
          break;
        } catch (InterruptedException e) {
          // Stop the dual model and still wait for it: its thread stops within a few nodes, and
          // nothing of it may outlive this call.
          over.set(true);
          interrupted = true;
        }
      }
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
      if (failure != null && !firstDecided) {
        throw failure;
      }
    }

    boolean decided() {
      return decided;
    }

    Optional<Solution> solution() {
      return Optional.ofNullable(solution);
    }

    long nodes() {
      return nodes;
    }

    long fails() {
      return fails;
    }
  }

  private static boolean holes(QueensModel instance) {
    return instance.restricts(QueensModel.Reach.SQUARES) || instance.restricts(QueensModel.Reach.COLUMNS);
  }

  /**
   * Choco's branch and bound: the objective as a variable, each solution found posting a cut so that
   * the next must be better, until the search proves none is. Rows first-fail, and for each row the
   * value that gives the best objective bound after propagation ({@code IntDomainBest}) first, so
   * that good solutions come early (but under {@link SearchKind#DEFAULT}, Choco's own search).
   */
  @Override
  public OptimumResult optimise(QueensModel instance, int threads, SearchControl control) {
    long start = System.nanoTime();
    Objective objective = instance.objective().orElseThrow();
    Model model = new Model("nqueens");
    IntVar[] q;
    IntVar value;
    try {
      q = ChocoTranslator.build(model, instance, consistency, control);
      value = ChocoTranslator.objective(model, q, consistency, objective.ground(instance.n()));
    } catch (SearchControl.Stopped e) {
      return OptimumResult.of(Optional.empty(), OptionalLong.empty(), OptionalLong.empty(), control.stoppedOutcome(), List.of(),
          Statistics.of(millisSince(start), "nodes", 0, "fails", 0));
    }
    boolean maximize = objective.sense() == Objective.Sense.MAXIMIZE;
    model.setObjective(maximize ? Model.MAXIMIZE : Model.MINIMIZE, value);
    org.chocosolver.solver.Solver solver = model.getSolver();
    solver.addStopCriterion(control::shouldStop);
    if (search != SearchKind.DEFAULT) {
      solver.setSearch(Search.intVarSearch(new FirstFail(model), new IntDomainBest(), q));
    }
    Solution best = null;
    long bestValue = 0;
    List<OptimumResult.Improvement> improvements = new ArrayList<>();
    while (solver.solve()) {
      best = read(q);
      bestValue = value.getValue();
      improvements.add(new OptimumResult.Improvement(bestValue, (System.nanoTime() - start) / 1e6, solver.getNodeCount()));
    }
    // Only a search run to its end proves the last solution optimal (or that there is none).
    Outcome outcome = solver.getSearchState() == SearchState.TERMINATED && !control.shouldStop() ? Outcome.COMPLETE : control.stoppedOutcome();
    Number bound = maximize ? solver.getObjectiveManager().getBestUB() : solver.getObjectiveManager().getBestLB();
    OptionalLong proved = best != null && bound != null ? OptionalLong.of(bound.longValue()) : OptionalLong.empty();
    return OptimumResult.of(Optional.ofNullable(best), best == null ? OptionalLong.empty() : OptionalLong.of(bestValue), proved, outcome,
        improvements, stats(solver, start));
  }

  @Override
  public EnumerationResult enumerate(QueensModel instance, SearchControl control, SolutionListener listener) {
    return enumerateLexLeaders(instance, List.of(), control, listener);
  }

  @Override
  public boolean breaksSymmetries(QueensModel model) {
    return lexLeader && model.n() <= LEX_MAX_N;
  }

  /**
   * The model's symmetries that map rows to rows (identity, both mirrors, the half turn): their
   * lex constraints are stated on views of q, while the other four need an inverse-channelled copy
   * of q whose propagators cost more per node than the nodes they save: twice the nodes, but
   * measured faster.
   */
  @Override
  public List<Symmetry> symmetriesBroken(QueensModel model) {
    if (!breaksSymmetries(model)) {
      return List.of(Symmetry.IDENTITY);
    }
    return SymmetryGroup.of(model).stream().filter(ChocoSolver::keepsRows).toList();
  }

  private static boolean keepsRows(Symmetry g) {
    return g == Symmetry.IDENTITY || g == Symmetry.ROTATE_180 || g == Symmetry.MIRROR_COLUMNS || g == Symmetry.MIRROR_ROWS;
  }

  /** Posts the lex-leader constraints for {@code group} (none when it is empty) and enumerates. */
  @Override
  public EnumerationResult enumerateLexLeaders(QueensModel instance, List<Symmetry> group, SearchControl control, SolutionListener listener) {
    long start = System.nanoTime();
    Model model = new Model("nqueens");
    IntVar[] q;
    try {
      q = ChocoTranslator.build(model, instance, consistency, control);
      LexLeader.post(model, q, group);
    } catch (SearchControl.Stopped e) {
      return new EnumerationResult(0, control.stoppedOutcome(), Statistics.of(millisSince(start), "nodes", 0, "fails", 0));
    }
    org.chocosolver.solver.Solver solver = configure(model, q, control, false);
    long count = 0;
    Outcome outcome = Outcome.COMPLETE;
    while (solver.solve()) {
      count++;
      if (!listener.onSolution(read(q))) {
        outcome = Outcome.STOPPED_BY_CALLER;
        break;
      }
    }
    if (outcome == Outcome.COMPLETE && solver.isStopCriterionMet()) {
      outcome = control.outcome();
    }
    return new EnumerationResult(count, outcome, stats(solver, start));
  }

  /**
   * The count's own search (the same model, consistency and strategy, and the same lex-leader
   * constraints where the variant breaks symmetries), watched step by step through Choco's monitors
   * ({@link ChocoTrace}): its nodes and fails are the count's.
   */
  @Override
  public Optional<Traceable> traceable() {
    return Optional.of((instance, control, trace, all) -> {
      long start = System.nanoTime();
      Model model = new Model("nqueens");
      IntVar[] q;
      try {
        q = ChocoTranslator.build(model, instance, consistency, control);
        List<Symmetry> group = symmetriesBroken(instance);
        LexLeader.post(model, q, group.size() > 1 ? group : List.of());
      } catch (SearchControl.Stopped e) {
        return new EnumerationResult(0, control.stoppedOutcome(), Statistics.of(millisSince(start), "nodes", 0, "fails", 0));
      }
      org.chocosolver.solver.Solver solver = configure(model, q, control, false);
      ChocoTrace watched = new ChocoTrace(solver, q, trace);
      Outcome outcome = watched.run(all, control);
      return new EnumerationResult(watched.solutions, outcome, stats(solver, start));
    });
  }

  /**
   * Every solution without symmetry breaking, with a monitor that puts Choco's own node and fail
   * counts at the depth where they grew, so that the profile adds up to the counts {@code count}
   * prints ({@code getNodeCount}, {@code getFailCount}). A depth is the rows decided there (each row
   * whose column is fixed, by a decision or by propagation), the unit the backtracker's queens placed
   * share: the two profiles compare row for row, where decisions on the path (a refutation is one)
   * ran to depth 17 at n = 8.
   */
  @Override
  public Optional<SearchProfile> profile(QueensModel instance, SearchControl control) {
    Model model = new Model("nqueens");
    IntVar[] q;
    try {
      q = ChocoTranslator.build(model, instance, consistency, control);
    } catch (SearchControl.Stopped e) {
      return Optional.empty();
    }
    org.chocosolver.solver.Solver solver = configure(model, q, control, false);
    int deepest = instance.n() * instance.n() + 2;
    long[] nodes = new long[deepest];
    long[] fails = new long[deepest];
    nodes[0] = 1;
    class Widths implements IMonitorDownBranch,
        IMonitorContradiction {
      private long nodesSeen;
      private long failsSeen;

      @Override
      public void afterDownBranch(boolean left) {
        settle();
      }

      @Override
      public void onContradiction(ContradictionException cex) {
        settle();
      }

      /** Choco's counters as they grew since the last event, at the depth of the path now. */
      void settle() {
        int at = Math.max(1, Math.min(depth(), deepest - 1));
        nodes[at] += solver.getNodeCount() - nodesSeen;
        fails[at] += solver.getFailCount() - failsSeen;
        nodesSeen = solver.getNodeCount();
        failsSeen = solver.getFailCount();
      }

      /** The rows whose column is fixed now. */
      private int depth() {
        int fixed = 0;
        for (IntVar v : q) {
          fixed += v.isInstantiated() ? 1 : 0;
        }
        return fixed;
      }
    }
    Widths widths = new Widths();
    solver.plugMonitor(widths);
    long count = 0;
    while (solver.solve()) {
      count++;
    }
    widths.settle();
    Outcome outcome = solver.isStopCriterionMet() ? control.outcome() : Outcome.COMPLETE;
    return Optional.of(new SearchProfile(count, outcome, "nodes", "rows decided", nodes, fails));
  }

  private org.chocosolver.solver.Solver configure(Model model, IntVar[] q, SearchControl control, boolean firstSolution) {
    org.chocosolver.solver.Solver solver = model.getSolver();
    solver.addStopCriterion(control::shouldStop);
    if (search == SearchKind.DEFAULT) {
      return solver;
    }
    // On a board cut into regions the first-fail searches branch on rows and regions alike (each a
    // unit with one queen): the one with the fewest squares left, as a person solving it does.
    List<IntVar> units = ChocoTranslator.regionUnits(model);
    IntVar[] decisions = q;
    if (!units.isEmpty() && search != SearchKind.INPUT) {
      decisions = new IntVar[q.length + units.size()];
      System.arraycopy(q, 0, decisions, 0, q.length);
      for (int k = 0; k < units.size(); k++) {
        decisions[q.length + k] = units.get(k);
      }
    }
    if (firstSolution && units.isEmpty()) {
      solver.setSearch(Search.intVarSearch(new FirstFail(model), new IntDomainClosest(q.length / 2), q));
    } else {
      solver.setSearch(search == SearchKind.INPUT ? Search.inputOrderLBSearch(q) : Search.minDomLBSearch(decisions));
    }
    return solver;
  }

  private static Solution read(IntVar[] q) {
    int[] cols = new int[q.length];
    for (int r = 0; r < q.length; r++) {
      cols[r] = q[r].getValue();
    }
    return Solution.of(cols);
  }


  private static long millisSince(long startNanos) {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }

  private static Statistics stats(org.chocosolver.solver.Solver solver, long startNanos) {
    return Statistics.of(millisSince(startNanos), "nodes", solver.getNodeCount(), "fails", solver.getFailCount());
  }
}
