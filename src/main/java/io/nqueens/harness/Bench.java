package io.nqueens.harness;

import io.nqueens.engine.Counting;
import io.nqueens.harness.measure.Measured;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.measure.Stats;
import io.nqueens.harness.measure.Trial;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Limits;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.SolverProvider;
import java.util.ArrayList;
import java.util.List;

/**
 * Benchmarks: one backend on one instance, timed by the same {@link Trial} as a comparison (the
 * same warm-up, runs, medians and memory), for one task: a count (every solution, no symmetry
 * classes), a first solution, or an optimisation. A count's "solve ms" is the same separate
 * first-solution search as a comparison's.
 */
public final class Bench {

  private Bench() {}

  /** What is timed. */
  public enum Task {
    COUNT("count", Solver.Task.ENUMERATE),
    SOLVE("solve", Solver.Task.FIRST_SOLUTION),
    OPTIMISE("optimise", Solver.Task.OPTIMISE);

    private final String word;
    private final Solver.Task solverTask;

    Task(String word, Solver.Task solverTask) {
      this.word = word;
      this.solverTask = solverTask;
    }

    /**
     * The backends a benchmark of this task runs unless named: each registered backend's default,
     * and for a first-solution race those that only find first solutions too (local search,
     * construction), for an optimisation those that optimise without counting (the integer program).
     */
    public List<String> backends() {
      List<String> out = new ArrayList<>(Backends.defaults());
      for (String name : Backends.names()) {
        SolverProvider p = Backends.provider(name);
        boolean more = switch (this) {
          case COUNT -> false;
          case SOLVE -> p.firstSolutionsOnly();
          case OPTIMISE -> !p.counts() && !p.firstSolutionsOnly();
        };
        if (more && !out.contains(name)) {
          out.add(name);
        }
      }
      return out;
    }

    /** What the backend is asked to do for it. */
    public Solver.Task solverTask() {
      return solverTask;
    }

    /** The task as the command line and the JSON name it. */
    public String word() {
      return word;
    }
  }

  /**
   * One backend on one instance: the median and spread of its timed runs (NaN for a partial run,
   * whose time {@code stoppedAtMs} is no total); its result (the count, 1 or 0 for a solution found
   * or not, or the objective value, {@link Long#MIN_VALUE} for none); the time to a first solution
   * (a count's separate first-solution search, an optimisation's first improvement; for a first
   * solution, the median itself); the runs' median absolute deviation ({@code madMs}); an optimisation's best time, improvements and its whole run; and
   * the first timed run's memory; {@code failure}: what ended its JVM's run without a result (died,
   * hung, unreadable), else null.
   */
  public record Measure(String solver, String instance, int n, double medianMs, double minMs, double maxMs, double madMs, long result,
      boolean complete, double firstMs, double stoppedAtMs, Measured.Memory memory, double bestMs, List<OptimumResult.Improvement> improvements,
      Optima.Run optimum, int runs, String failure) {

    public long peakHeapBytes() {
      return memory.heapBytes();
    }

    /** A measure whose JVM gave no result, and what happened to it: not complete, no time. */
    public static Measure failed(Backends.Spec backend, QueensModel model, String what) {
      return new Measure(backend.label(), Bench.instance(model), model.n(), Double.NaN, Double.NaN, Double.NaN, Double.NaN, Long.MIN_VALUE, false,
          Double.NaN, Double.NaN, Measured.Memory.UNKNOWN, Double.NaN, List.of(), null, 0, what);
    }
  }

  /** The name of an instance in a table: its own name, else {@code n=N}. */
  public static String instance(QueensModel model) {
    return model.name().isEmpty() ? "n=" + model.n() : model.name();
  }

  /**
   * One backend on one model, as {@code runs} says (an optimisation runs exactly {@code runs.repeat()}
   * times: its runs are long and their times are its figures); null where the backend does not take
   * the model or the run was interrupted.
   */
  public static Measure measure(Backends.Spec backend, Solver solver, QueensModel model, Task task, int threads, Runs runs, boolean ownJvm,
      SearchControl control) {
    if (!Limits.accepts(solver, model, task.solverTask)) {
      return null;
    }
    Measure m = switch (task) {
      case OPTIMISE -> optimise(backend, solver, model, threads, runs, ownJvm, control);
      case COUNT -> count(backend, solver, model, threads, runs, ownJvm, control);
      case SOLVE -> solve(backend, solver, model, threads, runs, ownJvm, control);
    };
    return control.outcome() == Outcome.INTERRUPTED ? null : m;
  }

  private static Measure optimise(Backends.Spec backend, Solver solver, QueensModel model, int threads, Runs runs, boolean ownJvm,
      SearchControl control) {
    if (ownJvm) {
      Measured.reset();
    }
    Optima.Run optimum = Optima.measure(backend.label(), solver, model, threads, runs, true, control);
    Measured.Memory memory = ownJvm ? Measured.peaks().withLiveHeap() : Measured.Memory.UNKNOWN;
    if (optimum.result() == null) {
      return null;
    }
    OptimumResult r = optimum.result();
    boolean complete = r.outcome().isComplete();
    double[] ms = optimum.totals().stream().mapToDouble(Double::doubleValue).toArray();
    return measure(backend, model, ms, complete, r.value().orElse(Long.MIN_VALUE), optimum.firstMs(), memory, optimum.bestMs(),
        r.improvements(), optimum);
  }

  private static Measure count(Backends.Spec backend, Solver solver, QueensModel model, int threads, Runs runs, boolean ownJvm,
      SearchControl control) {
    Trial.Series<CountResult> series = Trial.run(runs, true, ownJvm, control,
        c -> Counting.count(solver, backend::create, model, List.of(), c, threads, Progress.NONE), CountResult::complete);
    double firstMs = Double.NaN;
    if (Limits.accepts(solver, model, Solver.Task.FIRST_SOLUTION)) {
      firstMs = Trial.firstSolution(solver, model, threads, series.runs(), control, true).medianMillis();
    }
    return measure(backend, model, series.millis(), !series.stopped(), series.result().solutions(), firstMs, series.memory(), Double.NaN,
        List.of(), null);
  }

  private static Measure solve(Backends.Spec backend, Solver solver, QueensModel model, int threads, Runs runs, boolean ownJvm,
      SearchControl control) {
    Trial.Series<SolveResult> series = Trial.run(runs, true, ownJvm, control, c -> solver.solve(model, threads, c),
        r -> r.outcome().isComplete());
    long found = series.result().solution().isPresent() ? 1 : 0;
    // A first solution's time is the run's own: its median, none of a stopped run.
    double firstMs = series.stopped() ? Double.NaN : series.medianMillis();
    return measure(backend, model, series.millis(), !series.stopped(), found, firstMs, series.memory(), Double.NaN, List.of(), null);
  }

  /** The measure of these timed runs: a partial one keeps only the time it stopped at, with no median or spread made of it. */
  private static Measure measure(Backends.Spec backend, QueensModel model, double[] ms, boolean complete, long result, double firstMs,
      Measured.Memory memory, double bestMs, List<OptimumResult.Improvement> steps, Optima.Run optimum) {
    return new Measure(backend.label(), instance(model), model.n(), complete ? Stats.median(ms) : Double.NaN,
        complete ? Stats.min(ms) : Double.NaN, complete ? Stats.max(ms) : Double.NaN, complete ? Stats.mad(ms) : Double.NaN, result, complete,
        firstMs,
        complete ? Double.NaN : ms[ms.length - 1], memory, bestMs, steps, optimum, ms.length, null);
  }
}
