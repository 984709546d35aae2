package io.nqueens.harness;

import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.measure.Stats;
import io.nqueens.harness.measure.Trial;
import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.BeyondLimitException;
import io.nqueens.solver.Limits;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.util.ArrayList;
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
   * One backend on one model: its result (the first timed run's), and over the timed runs the
   * median and spread of the total time and the medians of the times to the first and to the best
   * solution, each taken inside the same runs, so that {@code firstMs <= bestMs <= medianMs}; the
   * threads it used, every timed run's improvements ({@code curves}); {@code skipped} says why it
   * did not run (a size, range or memory limit), else null; {@code failure} what ended its JVM's run
   * without a result (died, hung, unreadable), else null.
   */
  public record Run(String backend, int threads, OptimumResult result, double medianMs, double minMs, double maxMs, double firstMs,
      double bestMs, List<List<OptimumResult.Improvement>> curves, List<Double> totals, String skipped, String failure, boolean provesOptima) {

    public Run {
      curves = curves == null ? List.of() : List.copyOf(curves);
      totals = totals == null ? List.of() : List.copyOf(totals);
    }

    /** A backend that did not run, and why. */
    static Run skipped(String backend, String why) {
      return new Run(backend, 1, null, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, List.of(), List.of(), why, null, true);
    }

    /** A run whose JVM gave no result, and what happened to it. */
    public static Run failed(String backend, int threads, String what) {
      return new Run(backend, threads, null, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, List.of(), List.of(), null, what, true);
    }

    /** How many runs were timed. */
    public int runs() {
      return totals.size();
    }

    public boolean complete() {
      return result != null && result.outcome().isComplete();
    }
  }

  /** One model: every backend's run and the verdict on their values. */
  public record Row(QueensModel model, List<Run> runs, Verdict verdict, String detail) {}

  private Optima() {}

  /**
   * One backend optimising one model, timed by the {@link Trial} exactly {@code runs.repeat()} times
   * (an optimisation's runs are long, and each is a figure of its own; after its warm-up where
   * {@code warmUp}), each result checked; a run stopped by its limit ends the series and stands for it.
   */
  public static Run measure(String label, Solver solver, QueensModel model, int threads, Runs runs, boolean warmUp, SearchControl control) {
    Trial.Series<OptimumResult> series;
    try {
      Limits.check(solver, model, Solver.Task.OPTIMISE);
      series = Trial.run(Runs.exactly(runs.repeat()), warmUp, false, control, c -> Checked.optimum(model, solver.optimise(model, threads, c), label),
          r -> r.outcome().isComplete());
    } catch (BeyondLimitException e) {
      return Run.skipped(label, e.brief());
    }
    List<List<OptimumResult.Improvement>> curves = new ArrayList<>();
    List<Double> totals = new ArrayList<>();
    List<Double> firsts = new ArrayList<>();
    List<Double> bests = new ArrayList<>();
    for (int i = 0; i < series.runs(); i++) {
      List<OptimumResult.Improvement> steps = series.results().get(i).improvements();
      double total = series.millis()[i];
      curves.add(steps);
      totals.add(total);
      if (!steps.isEmpty()) {
        // Each time is the run's own; the total is taken outside it, so it is at least its last improvement.
        firsts.add(steps.get(0).millis());
        bests.add(Math.min(total, steps.get(steps.size() - 1).millis()));
      }
    }
    return new Run(label, solver.optimiseThreads(threads), series.result(), series.medianMillis(), series.minMillis(), series.maxMillis(),
        Stats.median(firsts), Stats.median(bests), curves, totals, null, null, solver.provesOptima());
  }

  /** A run's anytime scores in its row ({@link Anytime}): the medians over its timed runs; NaN where the row has no value. */
  public record Scores(double primalIntegral, double area) {}

  /** The horizon of a row: its longest timed run, ms. */
  public static double horizon(Row row) {
    return row.runs().stream().flatMap(r -> r.totals().stream()).mapToDouble(Double::doubleValue).max().orElse(0);
  }

  /** Each run's anytime scores, in the order of the row's runs. */
  public static List<Scores> scores(Row row) {
    Objective objective = row.model().objective().orElseThrow();
    OptionalLong reference = Anytime.reference(objective,
        row.runs().stream().map(r -> r.result() == null ? OptionalLong.empty() : r.result().value()).toList(), optimum(row));
    OptionalLong worst = Anytime.worst(objective, row.runs().stream().flatMap(r -> r.curves().stream()).toList());
    double horizon = horizon(row);
    List<Scores> out = new ArrayList<>();
    for (Run r : row.runs()) {
      if (r.result() == null || reference.isEmpty()) {
        out.add(new Scores(Double.NaN, Double.NaN));
        continue;
      }
      double[] primal = r.curves().stream().mapToDouble(c -> Anytime.primalIntegral(c, reference.getAsLong(), horizon)).sorted().toArray();
      double[] area = r.curves().stream().mapToDouble(c -> Anytime.area(c, reference.getAsLong(), worst.orElse(reference.getAsLong()), horizon))
          .sorted().toArray();
      out.add(new Scores(Stats.median(primal), Stats.median(area)));
    }
    return out;
  }

  /** The verdict on the runs' values (see the class comment). */
  public static Row judge(QueensModel model, List<Run> runs) {
    Objective objective = model.objective().orElseThrow();
    List<Run> ran = runs.stream().filter(r -> r.result() != null).toList();
    for (Run a : ran) {
      for (Run b : ran) {
        Optional<String> conflict = conflict(objective, a, b);
        if (conflict.isPresent()) {
          return new Row(model, runs, Verdict.DISAGREE, conflict.get());
        }
      }
    }
    long complete = ran.stream().filter(Run::complete).count();
    // A search that never proves leaves no row waiting for its proof where another backend proved the
    // optimum (its best found was held to that optimum above); without a proof in the row, it is partial.
    boolean proved = ran.stream().anyMatch(r -> r.result().optimal());
    long waiting = runs.stream().filter(r -> !r.complete() && (r.provesOptima() || !proved || r.result() == null)).count();
    if (waiting > 0) {
      return new Row(model, runs, Verdict.PARTIAL, waiting + " of " + runs.size() + " did not finish");
    }
    if (complete < 2) {
      return new Row(model, runs, Verdict.UNCHECKED, "one backend: nothing to compare with");
    }
    return new Row(model, runs, Verdict.AGREE, "");
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

  /** The outcome of a run in words: optimal, best found, no solution, skipped, failed. */
  public static String status(Run r) {
    if (r.result() == null) {
      return r.failure() != null ? "failed" : "skipped";
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
