package io.nqueens.harness.runner;

import io.nqueens.harness.Harness;
import io.nqueens.harness.Optima;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A comparison, row by row, wherever its backends run: each row asked of every backend in turn
 * ({@link Isolation#measure}), then judged here, in this JVM ({@link Harness#judge}, {@link Optima#judge}),
 * and handed to {@code onRow} as soon as it is done. {@code compare}, {@code report} and the library
 * compare through here.
 */
public final class Comparisons {

  private Comparisons() {}

  /** Counts: every row until the last, or until the run is interrupted (the rows so far). */
  public static List<Harness.Row> counts(Isolation<Harness.Run> runs, SearchControl control, Consumer<Harness.Row> onRow) {
    Harness.Options options = runs.plan().options(runs.specs(), false);
    List<Harness.Row> rows = new ArrayList<>();
    for (int i = 0; i < runs.plan().models().size() && control.outcome() != Outcome.INTERRUPTED; i++) {
      List<Harness.Run> row = row(runs, i, control);
      if (row == null) {
        break;
      }
      Harness.Row judged = Harness.judge(options, runs.plan().models().get(i), row);
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
