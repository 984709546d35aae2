package io.nqueens.harness.runner;

import io.nqueens.harness.Bench;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Judge;
import io.nqueens.harness.Optima;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Consumer;

/**
 * A comparison, row by row, wherever its backends run: each row asked of every backend in turn
 * ({@link Isolation#measure}), then judged here, in this JVM ({@link Harness#judge}, {@link Optima#judge}),
 * and handed to {@code onRow} as soon as it is done; a benchmark likewise, measure by measure.
 * {@code compare}, {@code bench}, {@code report} and the library run through here.
 */
public final class Comparisons {

  private Comparisons() {}

  /** Counts: every row until the last, or until the run is interrupted (the rows so far). */
  public static List<Harness.Row> counts(Isolation<Harness.Run> runs, SearchControl control, Consumer<Harness.Row> onRow) {
    Harness.Options options = runs.plan().options(false);
    List<Harness.Row> rows = new ArrayList<>();
    for (int i = 0; i < runs.plan().models().size() && control.outcome() != Outcome.INTERRUPTED; i++) {
      List<Harness.Run> row = row(runs, i, control);
      if (row == null) {
        break;
      }
      Harness.Row judged = Judge.row(options, runs.plan().models().get(i), row);
      rows.add(judged);
      onRow.accept(judged);
    }
    return rows;
  }

  /** Optima: every row until the last, or until the run is stopped (by its limit too: a later row would only stop at once). */
  public static List<Optima.Row> optima(Isolation<Optima.Run> runs, SearchControl control, Consumer<Optima.Row> onRow) {
    List<Optima.Row> rows = new ArrayList<>();
    for (int i = 0; i < runs.plan().models().size() && !control.shouldStop(); i++) {
      List<Optima.Run> row = row(runs, i, control);
      if (row == null) {
        break;
      }
      Optima.Row judged = Optima.judge(runs.plan().models().get(i), row);
      rows.add(judged);
      onRow.accept(judged);
    }
    return rows;
  }

  /**
   * A benchmark: each row of every backend in turn, each measure handed to {@code onMeasure} as soon
   * as it is done (false from it stops the run: the reader went away). In a first-solution race a
   * backend stopped by its limit on a smaller board is out of the race for the larger ones (they would
   * only be stopped too). A backend that does not take a model has no measure for it.
   */
  public static List<Bench.Measure> benchmarks(Isolation<Bench.Measure> runs, Bench.Task task, SearchControl control,
      Predicate<Bench.Measure> onMeasure) {
    List<Bench.Measure> measures = new ArrayList<>();
    Set<String> outOfTheRace = new HashSet<>();
    for (int i = 0; i < runs.plan().models().size(); i++) {
      for (int b = 0; b < runs.specs().size(); b++) {
        if (task == Bench.Task.SOLVE && outOfTheRace.contains(runs.specs().get(b).label())) {
          continue;
        }
        Bench.Measure m = runs.measure(b, i, control);
        if (control.outcome() == Outcome.INTERRUPTED) {
          return measures;
        }
        if (m == null) {
          continue;
        }
        measures.add(m);
        if (!m.complete()) {
          outOfTheRace.add(m.solver());
        }
        if (!onMeasure.test(m)) {
          return measures;
        }
      }
    }
    return measures;
  }

  /** Every backend's result on row i, or null when one was interrupted. */
  private static <R> List<R> row(Isolation<R> runs, int i, SearchControl control) {
    List<R> row = new ArrayList<>();
    for (int b = 0; b < runs.specs().size(); b++) {
      R r = runs.measure(b, i, control);
      if (r == null || control.outcome() == Outcome.INTERRUPTED) {
        return null;
      }
      row.add(r);
    }
    return row;
  }

}
