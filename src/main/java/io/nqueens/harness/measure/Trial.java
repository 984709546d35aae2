package io.nqueens.harness.measure;

import io.nqueens.model.QueensModel;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The one trial loop: every timed figure of compare, bench, report and the library is taken here,
 * for counts, first solutions and optimisation alike. A warm-up of the very same task first (per
 * backend and per n, as JMH's iterations, stopped after {@link Runs#WARM_UP} at most, so that the
 * timed runs find the search compiled and the library loaded without a long run being made twice),
 * then the timed runs as {@link Runs} chooses them, each under a limit of its own; each run's wall
 * time and the process's CPU time; in a JVM of the backend's own, the first timed run's memory.
 */
public final class Trial {

  private Trial() {}

  /**
   * The timed runs of one cell: each run's result, wall time and CPU time (ms; CPU NaN where the
   * JVM cannot tell), the first timed run's memory ({@link Measured.Memory#UNKNOWN} where the
   * JVM is shared by several backends, whose figures would be every backend's), and whether the last
   * run was stopped by its limit.
   */
  public record Series<R>(List<R> results, double[] millis, double[] cpuMillis, Measured.Memory memory, boolean stopped) {

    public Series {
      results = List.copyOf(results);
    }

    /** The result that stands for the cell: the run stopped by its limit, if one was (it ends the cell), else the first. */
    public R result() {
      return stopped ? results.get(results.size() - 1) : results.get(0);
    }

    /** The first timed run's result. */
    public R first() {
      return results.get(0);
    }

    public int runs() {
      return millis.length;
    }

    public double medianMillis() {
      return Stats.median(millis);
    }

    public double minMillis() {
      return Stats.min(millis);
    }

    public double maxMillis() {
      return Stats.max(millis);
    }

    public double medianCpuMillis() {
      return Stats.median(cpuMillis);
    }
  }

  /**
   * Runs one cell: {@code task} once under {@link Runs#WARM_UP} (untimed; skipped when
   * {@code warmUp} is false), then timed as {@code runs} says, each run under a child of
   * {@code control}; a run that {@code finished} rejects (stopped by its limit) ends the cell, and
   * so does a stop of {@code control}.
   */
  public static <R> Series<R> run(Runs runs, boolean warmUp, boolean ownJvm, SearchControl control, Function<SearchControl, R> task,
      Predicate<R> finished) {
    if (warmUp) {
      task.apply(control.child(Runs.WARM_UP));
    }
    List<R> results = new ArrayList<>();
    List<Double> wall = new ArrayList<>();
    List<Double> cpu = new ArrayList<>();
    Measured.Memory memory = Measured.Memory.UNKNOWN;
    double spent = 0;
    while (true) {
      boolean first = results.isEmpty();
      if (first && ownJvm) {
        Measured.reset();
      }
      long cpu0 = Measured.processCpuNanos();
      long start = System.nanoTime();
      R r = task.apply(control.child());
      double ms = (System.nanoTime() - start) / 1e6;
      // The JIT and collector times it subtracts come in whole ms: a run shorter than that can read below 0.
      cpu.add(cpu0 < 0 ? Double.NaN : Math.max(0, Measured.processCpuNanos() - cpu0) / 1e6);
      if (first && ownJvm) {
        // In a JVM of the backend's own: its peaks, and what it keeps once its run is over, after a full collection.
        memory = Measured.peaks().withLiveHeap();
      }
      results.add(r);
      wall.add(ms);
      spent += ms;
      boolean stopped = !finished.test(r);
      if (stopped || control.shouldStop() || runs.enough(results.size(), spent)) {
        return new Series<>(results, wall.stream().mapToDouble(Double::doubleValue).toArray(),
            cpu.stream().mapToDouble(Double::doubleValue).toArray(), memory, stopped);
      }
    }
  }

  /** The most runs of the separate first-solution search beside a count. */
  public static final int MAX_SOLVE_RUNS = 5;

  /**
   * The separate first-solution search beside a count ("solve ms"), a figure of its own: warmed up
   * where {@code warmUp} (not where the count's warm-up has run it already), then as many runs as
   * the count had, at most {@link #MAX_SOLVE_RUNS}.
   */
  public static Series<SolveResult> firstSolution(Solver solver, QueensModel model, int threads, int countRuns, SearchControl control,
      boolean warmUp) {
    return run(Runs.exactly(Math.max(1, Math.min(countRuns, MAX_SOLVE_RUNS))), warmUp, false, control,
        c -> solver.solve(model, threads, c), r -> r.outcome().isComplete());
  }
}
