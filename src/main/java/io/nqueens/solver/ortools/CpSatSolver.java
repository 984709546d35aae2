package io.nqueens.solver.ortools;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolverResponse;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.DecisionStrategyProto;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearArgument;
import com.google.ortools.sat.Literal;
import com.google.ortools.sat.SatParameters;
import com.google.ortools.sat.SolveWrapper;
import com.google.protobuf.TextFormat;
import io.nqueens.BadInputException;
import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The CP-SAT backend with one choice of parameters. Enumeration always runs on one worker: with
 * more, CP-SAT returns wrong counts without a warning (docs/backends.md), so parallel counts come from
 * several solvers on disjoint sub-problems instead.
 */
public final class CpSatSolver implements Solver {

  /**
   * The largest board counted or listed: the all-different model is small (3 constraints over n
   * variables), but CP-SAT's native memory grows with n times the domain size.
   */
  static final int MAX_N = 10_000;

  /**
   * The largest board whose first solution is searched: the Boolean grid holds n * n literals in
   * native memory, outside the Java heap, a few GB at this size and several times that at twice it
   * (docs/backends.md).
   */
  static final int MAX_N_FIRST_SOLUTION = 1_000;

  /**
   * The largest board on which {@code fixed-lex} posts lex-leader constraints; above it that
   * variant counts without them. Their encoding (an inverse channelling and a chain of reified
   * comparisons per symmetry) grows much faster than n, while counting that far never finishes anyway.
   */
  static final int LEX_MAX_N = 64;

  private final String variant;
  private final boolean fixedSearch;
  private final boolean presolve;
  private final boolean lexLeader;
  private final String extraParameters;
  /** The fixed search's choice of row: in order (the teaching search's), or the smallest domain first. */
  private final DecisionStrategyProto.VariableSelectionStrategy rows;

  CpSatSolver(String variant, boolean fixedSearch, boolean presolve, boolean lexLeader) {
    this(variant, fixedSearch, presolve, lexLeader, null, false);
  }

  /**
   * {@code extraParameters}: CP-SAT parameters in protobuf text format for first-solution searches,
   * or null; {@code rowsInOrder}: the fixed search takes rows in order rather than the smallest domain first.
   */
  CpSatSolver(String variant, boolean fixedSearch, boolean presolve, boolean lexLeader, String extraParameters, boolean rowsInOrder) {
    NativeLibrary.ensureLoaded("cpsat");
    this.variant = variant;
    this.rows = rowsInOrder ? DecisionStrategyProto.VariableSelectionStrategy.CHOOSE_FIRST
        : DecisionStrategyProto.VariableSelectionStrategy.CHOOSE_MIN_DOMAIN_SIZE;
    this.fixedSearch = fixedSearch;
    this.presolve = presolve;
    this.lexLeader = lexLeader;
    this.extraParameters = extraParameters;
    if (extraParameters != null) {
      mergeExtra(SatParameters.newBuilder());
    }
  }

  /** The backend option that holds extra first-solution parameters. */
  static final String PARAMETERS_OPTION = "parameters";

  private void mergeExtra(SatParameters.Builder p) {
    try {
      TextFormat.merge(extraParameters, p);
    } catch (TextFormat.ParseException e) {
      throw new BadInputException("bad CP-SAT parameters in backend option cpsat." + PARAMETERS_OPTION + " ('" + extraParameters + "'): "
          + e.getMessage().replaceAll("\\s+", " ").strip());
    }
  }

  @Override
  public String name() {
    return "cpsat";
  }

  @Override
  public String variant() {
    return variant;
  }

  @Override
  public String library() {
    return "OR-Tools CP-SAT " + NativeLibrary.version();
  }

  @Override
  public int maxN(Task task) {
    return task == Task.FIRST_SOLUTION ? MAX_N_FIRST_SOLUTION : MAX_N;
  }

  @Override
  public SolveResult solve(QueensModel instance, SearchControl control) {
    return solve(instance, defaultWorkers(), control);
  }

  /** The cores, at most eight: on random blocked boards near the phase transition, as many workers as cores was measured fastest. */
  private static int defaultWorkers() {
    return Math.max(1, Math.min(8, Runtime.getRuntime().availableProcessors()));
  }

  @Override
  public int solveThreads(int threads) {
    return Math.max(1, Math.min(8, threads));
  }

  @Override
  public SolveResult solve(QueensModel instance, int threads, SearchControl control) {
    // A first solution: the Boolean grid with CP-SAT's own search and presolve was the fastest
    // encoding measured.
    long start = System.nanoTime();
    CpModel model = new CpModel();
    CpSatTranslator.Variables vars;
    try {
      vars = CpSatTranslator.buildGrid(model, instance, control);
    } catch (SearchControl.Stopped e) {
      return new SolveResult(Optional.empty(), stoppedOutcome(control), Statistics.of(millisSince(start), "branches", 0, "conflicts", 0));
    }
    // A plain board from n = 4 on always has a solution; any other may have none.
    SatParameters.Builder params = parameters(control, false, !instance.isPlain(), solveThreads(threads));
    CpSolverResponse response = solveUnder(control, params, model, new Callback(() -> {}));
    CpSolverStatus status = response.getStatus();
    Optional<Solution> solution = Optional.empty();
    Outcome outcome;
    switch (status) {
      case OPTIMAL, FEASIBLE -> {
        solution = Optional.of(Solution.of(vars.columns(v -> value(response, v), l -> isTrue(response, l))));
        outcome = Outcome.COMPLETE;
      }
      case INFEASIBLE -> outcome = control.outcome().isComplete() ? Outcome.COMPLETE : stoppedOutcome(control);
      case UNKNOWN -> outcome = undecided(control, params, response, extraParameters != null);
      default -> throw invalid(status, model, response.getSolutionInfo(), extraParameters);
    }
    return new SolveResult(solution, outcome, stats(response, start));
  }

  /**
   * CP-SAT's own optimisation (clause learning, linear relaxation and, with several workers, its
   * portfolio and neighbourhood search) on the integer model; each better solution is reported by
   * the callback, and the bound CP-SAT proved comes back with the result. Optimal only when CP-SAT
   * says OPTIMAL without having been stopped.
   */
  @Override
  public OptimumResult optimise(QueensModel instance, int threads, SearchControl control) {
    long start = System.nanoTime();
    Objective objective = instance.objective().orElseThrow();
    CpModel model = new CpModel();
    IntVar[] q;
    try {
      q = CpSatTranslator.build(model, instance, control);
      LinearArgument value = CpSatTranslator.objective(model, q, objective.ground(instance.n()));
      if (objective.sense() == Objective.Sense.MAXIMIZE) {
        model.maximize(value);
      } else {
        model.minimize(value);
      }
    } catch (SearchControl.Stopped e) {
      return OptimumResult.of(Optional.empty(), OptionalLong.empty(), OptionalLong.empty(), stoppedOutcome(control), List.of(),
          Statistics.of(millisSince(start), "branches", 0, "conflicts", 0));
    }
    SatParameters.Builder params = optimiseParameters(model, q, threads, control);
    List<OptimumResult.Improvement> improvements = Collections.synchronizedList(new ArrayList<>());
    Callback[] self = new Callback[1];
    self[0] = new Callback(() -> improvements.add(new OptimumResult.Improvement(
        Math.round(self[0].objectiveValue()), (System.nanoTime() - start) / 1e6, self[0].numBranches())));
    CpSolverResponse response = solveUnder(control, params, model, self[0]);
    CpSolverStatus status = response.getStatus();
    Optional<Solution> best = Optional.empty();
    OptionalLong value = OptionalLong.empty();
    Outcome outcome;
    switch (status) {
      case OPTIMAL, FEASIBLE -> {
        int[] cols = new int[q.length];
        for (int r = 0; r < q.length; r++) {
          cols[r] = (int) value(response, q[r]);
        }
        best = Optional.of(Solution.of(cols));
        value = OptionalLong.of(Math.round(response.getObjectiveValue()));
        // OPTIMAL is a proof only when the bound meets the value: a gap limit (from the user's
        // parameters) also ends in OPTIMAL, with the bound apart.
        boolean proved = status == CpSolverStatus.OPTIMAL && Math.round(response.getBestObjectiveBound()) == value.getAsLong();
        outcome = proved && control.outcome().isComplete() ? Outcome.COMPLETE
            : undecided(control, params, response, extraParameters != null);
      }
      case INFEASIBLE -> outcome = control.outcome().isComplete() ? Outcome.COMPLETE : stoppedOutcome(control);
      case UNKNOWN -> outcome = undecided(control, params, response, extraParameters != null);
      default -> throw invalid(status, model, response.getSolutionInfo(), extraParameters);
    }
    OptionalLong bound = best.isPresent() ? OptionalLong.of(Math.round(response.getBestObjectiveBound())) : OptionalLong.empty();
    return OptimumResult.of(best, value, bound, outcome, improvements, stats(response, start));
  }

  /**
   * How an optimisation searches: on its threads; a named variant as it counts (its presolve setting
   * and, for the fixed searches, smallest domain first and the least value). The default (fixed-lex)
   * cannot break symmetries under an objective, so it is CP-SAT's own portfolio with presolve on
   * (docs/backends.md). The user's parameters go last.
   */
  private SatParameters.Builder optimiseParameters(CpModel model, IntVar[] q, int threads, SearchControl control) {
    SatParameters.Builder params = parameters(control, false, true);
    params.setNumWorkers(optimiseThreads(threads)).clearNumFullSubsolvers();
    if (!lexLeader) {
      params.setCpModelPresolve(presolve);
      if (fixedSearch) {
        model.addDecisionStrategy(q, rows, DecisionStrategyProto.DomainReductionStrategy.SELECT_MIN_VALUE);
        params.setSearchBranching(SatParameters.SearchBranching.FIXED_SEARCH);
      }
    }
    if (extraParameters != null) {
      mergeExtra(params);
    }
    return params;
  }

  /** CP-SAT optimises with as many workers as it is offered (its portfolio), at most eight. */
  @Override
  public int optimiseThreads(int threads) {
    return Math.max(1, Math.min(8, threads));
  }

  @Override
  public EnumerationResult enumerate(QueensModel instance, SearchControl control, SolutionListener listener) {
    return enumerateLexLeaders(instance, List.of(), control, listener);
  }

  @Override
  public boolean breaksSymmetries(QueensModel model) {
    return lexLeader && model.n() <= LEX_MAX_N;
  }

  /** Posts the lex-leader constraints for {@code group} (none when it is empty) and enumerates. */
  @Override
  public EnumerationResult enumerateLexLeaders(QueensModel instance, List<Symmetry> group, SearchControl control, SolutionListener listener) {
    long start = System.nanoTime();
    CpModel model = new CpModel();
    IntVar[] q;
    try {
      q = CpSatTranslator.build(model, instance, control);
      LexLeader.post(model, q, group);
    } catch (SearchControl.Stopped e) {
      return new EnumerationResult(0, stoppedOutcome(control), Statistics.of(millisSince(start), "branches", 0, "conflicts", 0));
    }
    if (fixedSearch) {
      model.addDecisionStrategy(q, rows,
          DecisionStrategyProto.DomainReductionStrategy.SELECT_MIN_VALUE);
    }
    SatParameters.Builder params = parameters(control, true, true);
    AtomicLong count = new AtomicLong();
    AtomicBoolean callerStopped = new AtomicBoolean();
    Callback[] self = new Callback[1];
    self[0] = new Callback(() -> {
      int[] cols = new int[q.length];
      for (int r = 0; r < q.length; r++) {
        cols[r] = (int) self[0].value(q[r]);
      }
      count.incrementAndGet();
      if (!listener.onSolution(Solution.of(cols))) {
        callerStopped.set(true);
        self[0].stopSearch();
      } else if (control.shouldStop()) {
        self[0].stopSearch();
      }
    });
    CpSolverResponse response = solveUnder(control, params, model, self[0]);
    CpSolverStatus status = response.getStatus();
    Outcome outcome;
    if (callerStopped.get()) {
      outcome = Outcome.STOPPED_BY_CALLER;
    } else {
      outcome = switch (status) {
        // Only when nobody asked it to stop: after stopSearch CP-SAT may still report OPTIMAL.
        case OPTIMAL, INFEASIBLE -> control.outcome().isComplete() ? Outcome.COMPLETE : stoppedOutcome(control);
        // Enumeration ends in OPTIMAL or INFEASIBLE; FEASIBLE means it stopped with some solutions found.
        case FEASIBLE, UNKNOWN -> undecided(control, params, response, extraParameters != null);
        default -> throw invalid(status, model, response.getSolutionInfo(), extraParameters);
      };
    }
    return new EnumerationResult(count.get(), outcome, stats(response, start));
  }

  /**
   * A solution callback that never lets an exception reach native code (which would abort the JVM):
   * it keeps the first one, stops the search, and {@link #solveUnder} rethrows it once the solve
   * has returned.
   */
  private static final class Callback extends CpSolverSolutionCallback {
    private final Runnable onSolution;
    private volatile Throwable failure;

    Callback(Runnable onSolution) {
      this.onSolution = onSolution;
    }

    @Override
    public void onSolutionCallback() {
      if (failure != null) {
        return;
      }
      try {
        onSolution.run();
      } catch (Throwable e) {
        failure = e;
        stopSearch();
      }
    }

    void rethrowFailure() {
      Throwable e = failure;
      if (e instanceof RuntimeException re) {
        throw re;
      }
      if (e instanceof Error err) {
        throw err;
      }
      if (e != null) {
        throw new IllegalStateException(e);
      }
    }
  }

  /**
   * A solver for enumeration (one worker) or for a first solution (the cores); {@code mayHaveNone}
   * says whether a first-solution search may have to prove that there is none.
   */
  private SatParameters.Builder parameters(SearchControl control, boolean enumerate, boolean mayHaveNone) {
    return parameters(control, enumerate, mayHaveNone, defaultWorkers());
  }

  private SatParameters.Builder parameters(SearchControl control, boolean enumerate, boolean mayHaveNone, int firstSolutionWorkers) {
    SatParameters.Builder p = SatParameters.newBuilder();
    // The JVM owns Ctrl-C: CP-SAT's own SIGINT handler crashes inside a JVM, and SearchControl stops it.
    p.setCatchSigintSignal(false);
    if (enumerate) {
      // Enumerating needs one worker (more give wrong counts); presolve off is faster and keeps
      // every solution distinct.
      p.setEnumerateAllSolutions(true).setNumWorkers(1).setCpModelPresolve(presolve);
      if (fixedSearch) {
        p.setSearchBranching(SatParameters.SearchBranching.FIXED_SEARCH);
      }
    } else {
      // Only enumeration needs one worker; a first solution gets the workers it is offered (the cores by default).
      int workers = firstSolutionWorkers;
      p.setNumWorkers(workers);
      if (!mayHaveNone) {
        // A plain board (which has a solution from n = 4 on): presolve over the n^2 squares and the
        // linear relaxation are most of the time at n = 200..1000 and help the search nothing
        // (measured in docs/performance.md, "First solutions at any size").
        p.setCpModelPresolve(false).setLinearizationLevel(0);
      }
      if (workers == 2 && mayHaveNone) {
        // CP-SAT's own split of two workers is one complete search and one feasibility jump, a local
        // search that finds solutions but never proves there is none. Where the model may have no
        // solution, two complete searches (it picks default_lp and no_lp), which share the clauses
        // they learn, decided three sets of hard boards faster; on plain boards, which always have
        // one, the local search helps and keeps its worker.
        p.setNumFullSubsolvers(2);
      }
    }
    // The user's parameters (docs/backends.md) apply to counts too; an enumeration then keeps the
    // two settings exact counts depend on: every solution, on one worker.
    if (extraParameters != null) {
      mergeExtra(p);
      if (enumerate) {
        p.setEnumerateAllSolutions(true).setNumWorkers(1).setCatchSigintSignal(false);
      }
    }
    control.remaining().map(Duration::toMillis).ifPresent(ms -> p.setMaxTimeInSeconds(Math.max(ms, 1) / 1000.0));
    return p;
  }

  /**
   * Solves with the control able to stop the native search from another thread (Ctrl-C): through
   * the callback's stopSearch, which CP-SAT honours only once its search has begun, so it is
   * repeated until the solve returns.
   */
  private static CpSolverResponse solveUnder(SearchControl control, SatParameters.Builder params, CpModel model, Callback cb) {
    // CP-SAT's own CpSolver leaves its native wrapper, and the callback, to finalizers: thousands
    // of parts would pile up native memory. This solve frees both as soon as it returns.
    SolveWrapper wrapper = new SolveWrapper();
    AtomicBoolean running = new AtomicBoolean(true);
    Runnable stopper = () -> {
      Thread t = new Thread(() -> {
        while (running.get()) {
          synchronized (running) {
            if (running.get()) {
              wrapper.stopSearch();
              cb.stopSearch();
            }
          }
          try {
            Thread.sleep(20);
          } catch (InterruptedException e) {
            return;
          }
        }
      }, "cpsat-stop");
      t.setDaemon(true);
      t.start();
    };
    CpSolverResponse response;
    try (SearchControl.Registration hook = control.onStop(stopper)) {
      wrapper.setParameters(params.build());
      wrapper.addSolutionCallback(cb);
      response = wrapper.solve(model.model());
      wrapper.clearSolutionCallback(cb);
    } finally {
      synchronized (running) {
        running.set(false);
        wrapper.delete();
        cb.delete();
      }
    }
    cb.rethrowFailure();
    return response;
  }

  private static long value(CpSolverResponse response, IntVar v) {
    return response.getSolution(v.getIndex());
  }

  /** A literal's value: a negative index stands for the negation of variable -index - 1. */
  private static boolean isTrue(CpSolverResponse response, Literal l) {
    int index = l.getIndex();
    return index >= 0 ? response.getSolution(index) != 0 : response.getSolution(-index - 1) == 0;
  }

  /**
   * The outcome of a search CP-SAT ended without deciding: partial when a limit or an interrupt
   * stopped it (CP-SAT's own time limit, set from the control's, counts), an internal error
   * otherwise, since nothing else may leave a count unfinished.
   */
  static Outcome undecided(SearchControl control, SatParameters.Builder params, CpSolverResponse response) {
    return undecided(control, params, response, false);
  }

  /** As above; {@code userLimited}: the user's parameters were merged in, and may hold a limit of their own. */
  static Outcome undecided(SearchControl control, SatParameters.Builder params, CpSolverResponse response, boolean userLimited) {
    if (control.shouldStop()) {
      return control.outcome();
    }
    if (control.timeLimit().isPresent()) {
      // CP-SAT checks its own limit (set from what was left of the control's) on its own terms, in
      // wall time from its own start: on a busy machine it can give up before the control's clock
      // says so. Under a time limit, undecided is stopped by that limit, whatever the clocks read.
      return Outcome.TIME_LIMIT;
    }
    if (userLimited) {
      // The user's own parameters may limit the search (max_number_of_conflicts, max_deterministic_time,
      // stop_after_first_solution, a gap limit): what was found is partial, stopped by a limit the user set.
      return Outcome.BACKEND_LIMIT;
    }
    throw new IllegalStateException("CP-SAT stopped undecided (" + response.getStatus() + ") although no limit was reached and nothing interrupted it"
        + (response.getSolutionInfo().isBlank() ? "" : ": " + response.getSolutionInfo()));
  }

  /**
   * A model CP-SAT refused. A model that validates was refused for its parameters: where the user
   * gave some ({@code cpsat.parameters}) that is bad input, with CP-SAT's reason; anything else is
   * a bug in the translation, never a partial result.
   */
  static RuntimeException invalid(CpSolverStatus status, CpModel model, String solutionInfo, String extraParameters) {
    String why = model.validate();
    String info = solutionInfo == null ? "" : solutionInfo.strip();
    if ((why == null || why.isBlank()) && extraParameters != null) {
      return new BadInputException("CP-SAT refuses the parameters in backend option cpsat." + PARAMETERS_OPTION + " ('" + extraParameters + "')"
          + (info.isEmpty() ? "" : ": " + info));
    }
    return new IllegalStateException("CP-SAT answered " + status + (why == null || why.isBlank() ? "" : ": " + why.strip())
        + (info.isEmpty() ? "" : " (" + info + ")"));
  }

  /** As above, for a model without user parameters. */
  static RuntimeException invalid(CpSolverStatus status, CpModel model) {
    return invalid(status, model, "", null);
  }

  private static Outcome stoppedOutcome(SearchControl control) {
    control.shouldStop();
    Outcome o = control.outcome();
    return o == Outcome.COMPLETE ? Outcome.TIME_LIMIT : o;
  }

  private static long millisSince(long startNanos) {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }

  private static Statistics stats(CpSolverResponse response, long startNanos) {
    return Statistics.of(millisSince(startNanos), "branches", response.getNumBranches(), "conflicts", response.getNumConflicts());
  }
}
