package io.nqueens.harness;

import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.BeyondLimitException;
import io.nqueens.solver.Backends;
import io.nqueens.solver.Limits;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Optimisation side by side: every backend finds the best solution of each model, each result
 * checked ({@link Checked#optimum}: the solution by the checker, its value by the checker's own
 * evaluation of the objective), and the values cross-checked. Two optimal solutions may differ;
 * their values may not. A backend's best found value better than another's proved optimum, or
 * beyond another's proved bound, is a disagreement too, and so is a solution where another proved
 * there is none.
 */
public final class Optima {

  /**
   * One backend on one model: its result (the first timed run's), the median and spread of the total
   * time over the timed runs, when the first and the best solution came (ms), the threads it used;
   * {@code skipped} says why it did not run (a size or memory limit), else null.
   */
  public record Run(String backend, int threads, OptimumResult result, double medianMs, double minMs, double maxMs, String skipped) {

    /** Time to the first solution, ms (NaN without one). */
    public double firstMs() {
      return result == null || result.improvements().isEmpty() ? Double.NaN : result.improvements().get(0).millis();
    }

    /** Time to the best solution it found, ms (NaN without one). */
    public double bestMs() {
      return result == null || result.improvements().isEmpty() ? Double.NaN : result.improvements().get(result.improvements().size() - 1).millis();
    }

    public boolean complete() {
      return result != null && result.outcome().isComplete();
    }
  }

  /** One model: every backend's run and the verdict on their values. */
  public record Row(QueensModel model, List<Run> runs, Harness.Verdict verdict, String detail) {}

  private final List<Backends.Spec> specs;
  private final int threads;
  private final int repeat;
  private final boolean warmUp;
  private boolean warmedUp;

  public Optima(List<Backends.Spec> specs, int threads, int repeat, boolean warmUp) {
    if (repeat < 1) {
      throw new io.nqueens.BadInputException("--repeat (" + repeat + ") must be >= 1");
    }
    this.specs = List.copyOf(specs);
    this.threads = threads;
    this.repeat = repeat;
    this.warmUp = warmUp;
  }

  /** Every model in turn; {@code onRow} sees each row as it is done. */
  public List<Row> compare(List<QueensModel> models, SearchControl control, java.util.function.Consumer<Row> onRow) {
    List<Row> rows = new ArrayList<>();
    for (QueensModel model : models) {
      if (control.shouldStop()) {
        break;
      }
      Row row = compare(model, control);
      rows.add(row);
      onRow.accept(row);
    }
    return rows;
  }

  /** One model on every backend. */
  public Row compare(QueensModel model, SearchControl control) {
    if (model.objective().isEmpty()) {
      throw new IllegalArgumentException("comparing optima needs a model with an objective");
    }
    if (warmUp && !warmedUp) {
      warmedUp = true;
      for (Backends.Spec s : specs) {
        Solver solver = s.create();
        if (Limits.accepts(solver, model, Solver.Task.OPTIMISE)) {
          solver.optimise(model, threads, control.child());
        }
      }
    }
    List<Run> runs = new ArrayList<>();
    for (Backends.Spec s : specs) {
      runs.add(run(s, model, control));
    }
    return judge(model, runs);
  }

  private Run run(Backends.Spec s, QueensModel model, SearchControl control) {
    Solver solver = s.create();
    String label = s.label();
    try {
      Limits.check(solver, model, Solver.Task.OPTIMISE);
    } catch (BeyondLimitException e) {
      return new Run(label, 1, null, Double.NaN, Double.NaN, Double.NaN, e.brief());
    }
    OptimumResult first = null;
    double[] ms = new double[repeat];
    int done = 0;
    try {
      for (int i = 0; i < repeat; i++) {
        long t0 = System.nanoTime();
        OptimumResult r = Checked.optimum(model, solver.optimise(model, threads, control.child()), label);
        ms[i] = (System.nanoTime() - t0) / 1e6;
        done++;
        first = first == null ? r : first;
        if (!r.outcome().isComplete()) {
          // A run stopped by its limit is not repeated: its time is when it stopped, not a total.
          break;
        }
      }
    } catch (BeyondLimitException e) {
      return new Run(label, 1, null, Double.NaN, Double.NaN, Double.NaN, e.brief());
    }
    double[] timed = Arrays.copyOf(ms, done);
    Arrays.sort(timed);
    double median = timed.length % 2 == 1 ? timed[timed.length / 2] : (timed[timed.length / 2 - 1] + timed[timed.length / 2]) / 2;
    return new Run(label, solver.optimiseThreads(threads), first, median, timed[0], timed[timed.length - 1], null);
  }

  /** The verdict on the runs' values (see the class comment). */
  static Row judge(QueensModel model, List<Run> runs) {
    Objective objective = model.objective().orElseThrow();
    List<Run> ran = runs.stream().filter(r -> r.result() != null).toList();
    for (Run a : ran) {
      for (Run b : ran) {
        Optional<String> conflict = conflict(objective, a, b);
        if (conflict.isPresent()) {
          return new Row(model, runs, Harness.Verdict.DISAGREE, conflict.get());
        }
      }
    }
    long complete = ran.stream().filter(Run::complete).count();
    if (complete < runs.size()) {
      return new Row(model, runs, Harness.Verdict.PARTIAL, (runs.size() - complete) + " of " + runs.size() + " did not finish");
    }
    if (complete < 2) {
      return new Row(model, runs, Harness.Verdict.UNCHECKED, "one backend: nothing to compare with");
    }
    return new Row(model, runs, Harness.Verdict.AGREE, "");
  }

  /** Why a's result contradicts b's, if it does. */
  private static Optional<String> conflict(Objective objective, Run a, Run b) {
    OptimumResult x = a.result();
    OptimumResult y = b.result();
    if (x.provenUnsatisfiable() && y.best().isPresent()) {
      return Optional.of(a.backend() + " proved there is no solution; " + b.backend() + " found one with value " + y.value().getAsLong());
    }
    if (x.optimal() && y.optimal() && x.value().getAsLong() != y.value().getAsLong()) {
      return Optional.of(a.backend() + " proved the optimum " + x.value().getAsLong() + ", " + b.backend() + " proved " + y.value().getAsLong());
    }
    OptionalLong bound = x.optimal() ? x.value() : x.bound();
    if (bound.isPresent() && y.value().isPresent() && objective.better(y.value().getAsLong(), bound.getAsLong())) {
      return Optional.of(b.backend() + " found the value " + y.value().getAsLong() + ", better than " + a.backend() + "'s proved "
          + (x.optimal() ? "optimum " : "bound ") + bound.getAsLong());
    }
    return Optional.empty();
  }

  /** The value every optimal run agrees on, if any run is optimal. */
  public static OptionalLong optimum(Row row) {
    return row.runs().stream().filter(r -> r.result() != null && r.result().optimal()).mapToLong(r -> r.result().value().getAsLong()).findFirst();
  }

  /** The outcome of a run in words: optimal, best found, no solution, skipped. */
  public static String status(Run r) {
    if (r.result() == null) {
      return "skipped";
    }
    OptimumResult o = r.result();
    if (o.optimal()) {
      return "optimal";
    }
    if (o.provenUnsatisfiable()) {
      return "no solution";
    }
    return o.best().isPresent() ? "best found" : o.outcome() == Outcome.COMPLETE ? "no solution" : "none found";
  }
}
