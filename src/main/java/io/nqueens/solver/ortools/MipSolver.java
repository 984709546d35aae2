package io.nqueens.solver.ortools;

import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPSolverParameters;
import com.google.ortools.linearsolver.MPVariable;
import io.nqueens.BadInputException;
import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.solver.BackendUnavailableException;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Integer programming through OR-Tools' linear solver ({@code MPSolver}) with SCIP or CBC: the board
 * as 0/1 squares ({@link MipTranslator}), a first solution as a feasibility problem, an optimum with
 * the solver's gap set to zero. A value is called optimal only when the solver says so and its bound
 * meets the value; otherwise it is the best found with the bound the solver proved. An integer
 * program finds one solution and does not count: counting and listing are refused ({@link #refuses}).
 * The solver runs on one thread; it is interrupted when the control stops, and its own time limit is
 * what is left of the control's.
 */
final class MipSolver implements Solver {

  /** The largest board: n * n variables and about 6n packing rows (forty thousand variables at the limit). */
  static final int MAX_N = 200;

  /**
   * The tolerance SCIP is given for rows and integrality ({@code numerics/feastol}, through OR-Tools'
   * primal tolerance; its default is 1e-6). Its dual tolerance stays at its default, 1e-7: tighter, SCIP
   * asks SoPlex for LP tolerances it cannot give without GMP, and says so on standard output. CBC takes
   * no tolerance through OR-Tools and keeps its own, an integrality tolerance of 1e-6.
   */
  static final double SCIP_TOLERANCE = 1e-9;

  /**
   * The largest magnitude whose values and proofs the solver's tolerances leave exact: a total of
   * magnitude M computed from variables each within the tolerance t of an integer may be off by about
   * M * t, and a bound rounded inwards is an integer one can trust only while that stays below half
   * of one. SCIP, at 1e-9: 2^24 (16,777,216; off by at most 0.017); CBC, at 1e-6: 2^18 (262,144; 0.26)
   * (docs/backends.md). Larger models are refused, with both figures, rather than given a proof that could be wrong.
   */
  static final long MAX_MAGNITUDE_SCIP = 1L << 24;
  static final long MAX_MAGNITUDE_CBC = 1L << 18;

  /** The backend option naming a solution to start from. */
  static final String HINT_OPTION = "hint";
  /** The backend option holding the solver's own parameters. */
  static final String PARAMETERS_OPTION = "parameters";

  private final String variant;
  private final String engine;
  private final String version;
  /** The columns of a solution to start from, or null. */
  private final int[] hint;
  /** The solver's own parameters, or null. */
  private final String parameters;

  MipSolver(String variant, String engine, String hint, String parameters) {
    NativeLibrary.ensureLoaded("mip");
    this.variant = variant;
    this.engine = engine;
    this.hint = hint == null ? null : columns(hint);
    this.parameters = parameters == null ? null : parameters.replace(';', '\n');
    MPSolver probe = MPSolver.createSolver(engine);
    if (probe == null) {
      throw new BackendUnavailableException("solver mip:" + variant + " is unavailable: this OR-Tools build has no " + engine
          + "; the other solvers still work", null);
    }
    this.version = probe.solverVersion();
    probe.delete();
  }

  private static int[] columns(String hint) {
    try {
      return Arrays.stream(hint.split(",")).map(String::strip).mapToInt(Integer::parseInt).toArray();
    } catch (NumberFormatException e) {
      throw new BadInputException("backend option mip." + HINT_OPTION + " '" + hint + "' is not a list of columns such as 1,3,0,2");
    }
  }

  @Override
  public String name() {
    return "mip";
  }

  @Override
  public String variant() {
    return variant;
  }

  @Override
  public int maxN(Task task) {
    return MAX_N;
  }

  @Override
  public Optional<String> refuses(QueensModel model, Task task) {
    if (task == Task.ENUMERATE) {
      return Optional.of("is an integer program: it finds one solution or one best, and does not count or list them (use backtracking, choco or cpsat)");
    }
    return notLinear(model, task);
  }

  /**
   * What of the model (its rules, and for an optimum its objective) no linear program states exactly:
   * found by stating it once in a scratch solver, so that a comparison skips this backend's cell with
   * the reason rather than failing when the row runs.
   */
  private Optional<String> notLinear(QueensModel model, Task task) {
    Stated last = stated;
    if (last != null && last.model == model && last.task == task) {
      return last.verdict;
    }
    Optional<String> verdict = stateOnce(model, task);
    stated = new Stated(model, task, verdict);
    return verdict;
  }

  /** The last model stated in a scratch solver and what it showed (each timed run asks again; the answer is the same). */
  private record Stated(QueensModel model, Task task, Optional<String> verdict) {}

  private volatile Stated stated;

  private Optional<String> stateOnce(QueensModel model, Task task) {
    MPSolver scratch = MPSolver.createSolver(engine);
    try {
      MPVariable[][] x = MipTranslator.build(scratch, model, SearchControl.unlimited());
      if (task == Task.OPTIMISE && model.objective().isPresent()) {
        MipTranslator.objective(scratch, x, model.objective().get(), model.n());
      }
      return Optional.empty();
    } catch (MipTranslator.NotLinear e) {
      return Optional.of(e.reason);
    } finally {
      scratch.delete();
    }
  }

  @Override
  public long maxMagnitude() {
    return engine.equals("SCIP") ? MAX_MAGNITUDE_SCIP : MAX_MAGNITUDE_CBC;
  }

  @Override
  public String library() {
    return "OR-Tools " + NativeLibrary.version() + " linear solver, " + version;
  }

  @Override
  public SolveResult solve(QueensModel model, SearchControl control) {
    Ran ran = run(model, null, control);
    return new SolveResult(ran.solution, ran.outcome, ran.statistics);
  }

  @Override
  public OptimumResult optimise(QueensModel model, int threads, SearchControl control) {
    Objective objective = model.objective().orElseThrow(() -> new IllegalArgumentException("optimise needs an objective"));
    Ran ran = run(model, objective, control);
    if (ran.solution.isEmpty()) {
      return OptimumResult.of(Optional.empty(), OptionalLong.empty(), OptionalLong.empty(), ran.outcome, List.of(), ran.statistics);
    }
    // The value is the model's own evaluation of the solution, not the solver's floating-point one.
    long value = objective.valueOf(ran.solution.get()).longValueExact();
    List<OptimumResult.Improvement> steps = List.of(new OptimumResult.Improvement(value, ran.statistics.millis(), ran.nodes));
    return OptimumResult.of(ran.solution, OptionalLong.of(value), OptionalLong.of(ran.bound), ran.outcome, steps, ran.statistics);
  }

  @Override
  public EnumerationResult enumerate(QueensModel model, SearchControl control, SolutionListener listener) {
    throw new UnsupportedOperationException("mip " + refuses(model, Task.ENUMERATE).orElseThrow());
  }

  /** How one solve ended: the solution, if any; the bound proved on the objective; the outcome; the effort. */
  private record Ran(Optional<Solution> solution, long bound, Outcome outcome, Statistics statistics, long nodes) {}

  private Ran run(QueensModel model, Objective objective, SearchControl control) {
    long start = System.nanoTime();
    int n = model.n();
    MPSolver solver = MPSolver.createSolver(engine);
    try {
      MPVariable[][] x;
      try {
        x = MipTranslator.build(solver, model, control);
        if (objective != null) {
          MipTranslator.objective(solver, x, objective, n);
        }
      } catch (SearchControl.Stopped e) {
        return new Ran(Optional.empty(), 0, stopped(control), statistics(solver, start), 0);
      }
      control.remaining().ifPresent(d -> solver.setTimeLimit(Math.max(1, d.toMillis())));
      if (parameters != null && !solver.setSolverSpecificParametersAsString(parameters)) {
        throw new BadInputException("backend option mip." + PARAMETERS_OPTION + " '" + parameters.replace("\n", "; ") + "': " + engine + " refuses it");
      }
      if (hint != null) {
        hint(solver, x, n);
      }
      Thread watcher = watcher(solver, control);
      MPSolver.ResultStatus status;
      try {
        status = solver.solve(solveParameters());
      } finally {
        watcher.interrupt();
      }
      return ran(status, solver, x, model, objective, control, statistics(solver, start));
    } finally {
      solver.delete();
    }
  }

  /** The columns of the hint (backend option mip.hint) as the solver's starting values: 1 on each hinted square, 0 elsewhere. */
  private void hint(MPSolver solver, MPVariable[][] x, int n) {
    if (hint.length != n || Arrays.stream(hint).anyMatch(c -> c < 0 || c >= n)) {
      throw new BadInputException("backend option mip." + HINT_OPTION + " has " + hint.length + " columns for a board of " + n
          + " (one column 0.." + (n - 1) + " per row)");
    }
    MPVariable[] vars = new MPVariable[n * n];
    double[] values = new double[n * n];
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        vars[r * n + c] = x[r][c];
        values[r * n + c] = hint[r] == c ? 1 : 0;
      }
    }
    solver.setHint(vars, values);
  }

  /** A proof, not a gap: OR-Tools' default relative gap (1e-4) would call a value 0.01 % short optimal. */
  private MPSolverParameters solveParameters() {
    MPSolverParameters p = new MPSolverParameters();
    p.setDoubleParam(MPSolverParameters.DoubleParam.RELATIVE_MIP_GAP, 0.0);
    if (engine.equals("SCIP")) {
      // Tight enough that the largest magnitude taken stays exact (MAX_MAGNITUDE_SCIP); CBC takes no tolerance from OR-Tools.
      p.setDoubleParam(MPSolverParameters.DoubleParam.PRIMAL_TOLERANCE, SCIP_TOLERANCE);
    }
    return p;
  }

  /** What the solver's answer means: a solution and what is proved of it, none, a stop, or a failure. */
  private Ran ran(MPSolver.ResultStatus status, MPSolver solver, MPVariable[][] x, QueensModel model, Objective objective, SearchControl control,
      Statistics statistics) {
    long nodes = solver.nodes();
    return switch (status) {
      case OPTIMAL, FEASIBLE -> {
        int n = model.n();
        int[] columns = new int[n];
        for (int r = 0; r < n; r++) {
          for (int c = 0; c < n; c++) {
            if (x[r][c].solutionValue() > 0.5) {
              columns[r] = c;
            }
          }
        }
        long bound = 0;
        boolean proved = status == MPSolver.ResultStatus.OPTIMAL;
        if (objective != null) {
          // The bound on an integer objective, rounded inwards; optimal only where it meets the exact
          // value of the solution (the model's own evaluation, not the solver's floating-point one).
          double b = solver.objective().bestBound();
          bound = objective.sense() == Objective.Sense.MAXIMIZE ? (long) Math.floor(b + 1e-6) : (long) Math.ceil(b - 1e-6);
          proved &= bound == objective.valueOf(Solution.of(columns)).longValueExact();
        }
        Outcome outcome = proved && control.outcome().isComplete() ? Outcome.COMPLETE : stopped(control);
        yield new Ran(Optional.of(Solution.of(columns)), bound, outcome, statistics, nodes);
      }
      case INFEASIBLE -> new Ran(Optional.empty(), 0, control.outcome().isComplete() ? Outcome.COMPLETE : stopped(control), statistics, nodes);
      // Interrupted, or out of time before it had anything: stopped, with nothing found.
      case NOT_SOLVED -> new Ran(Optional.empty(), 0, stopped(control), statistics, nodes);
      case ABNORMAL -> {
        // SCIP answers ABNORMAL when interrupted in some stages: a stop where the control asked for
        // one, or where its own time limit (what was left of the control's, on its own clock) has
        // run out; a failure of the solver otherwise.
        if (control.shouldStop() || control.remaining().map(d -> d.toMillis() < 100).orElse(false)) {
          yield new Ran(Optional.empty(), 0, stopped(control), statistics, nodes);
        }
        throw new IllegalStateException(engine + " failed (it answered ABNORMAL) for " + model.summary());
      }
      default -> throw new IllegalStateException(engine + " answered " + status + " for " + model.summary());
    };
  }

  /** A daemon that interrupts the solver when the control says stop (Ctrl-C, a caller's cancel). */
  private static Thread watcher(MPSolver solver, SearchControl control) {
    Thread t = new Thread(() -> {
      while (!Thread.currentThread().isInterrupted()) {
        if (control.shouldStop()) {
          solver.interruptSolve();
          return;
        }
        try {
          Thread.sleep(10);
        } catch (InterruptedException e) {
          return;
        }
      }
    }, "nqueens-mip-watcher");
    t.setDaemon(true);
    t.start();
    return t;
  }

  /**
   * What stopped an undecided solve: the control's outcome where it stopped, else its time limit (the
   * solver's own limit, set from what was left, fires on its own clock), else a limit of the solver's.
   */
  private static Outcome stopped(SearchControl control) {
    if (control.shouldStop()) {
      return control.outcome();
    }
    return control.timeLimit().isPresent() ? Outcome.TIME_LIMIT : Outcome.BACKEND_LIMIT;
  }

  private static Statistics statistics(MPSolver solver, long start) {
    // Branch-and-bound nodes only: simplex iterations are no dead ends, and tables read a second counter as those.
    return Statistics.of((System.nanoTime() - start) / 1_000_000, "nodes", solver.nodes());
  }
}
