package io.nqueens.harness.runner;

import io.nqueens.BadInputException;
import io.nqueens.harness.Bench;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Optima;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
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
    refuseWhatCannotRun(runs);
    Harness.Options options = runs.plan().options(false);
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
    refuseWhatCannotRun(runs);
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
    refuseWhatCannotRun(runs);
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

  /**
   * Refuses, before anything is measured, a choice that cannot run: a backend that does not count at
   * all where counts are compared (an integer program, a local search), or a plan that no backend
   * takes a row of (boards past every backend's limits), naming why. Where some backend takes some
   * row, the rows run and each cell a backend's limit refuses says it was skipped, and why.
   */
  public static void refuseWhatCannotRun(Isolation<?> runs) {
    String id = runs.work.id();
    String verb = id.endsWith("count") ? "count" : id.endsWith("optimise") ? "optimise" : "solve";
    if (verb.equals("count")) {
      for (Backends.Spec spec : runs.specs()) {
        if (!Backends.provider(spec.name()).counts()) {
          throw new BadInputException(spec.label() + " cannot count: it finds one solution or one best and never counts"
              + (runs.specs().size() > 1 ? "; leave it out of --solvers" : "; name backends that count with --solvers (nqueens solvers lists them)"));
        }
      }
    }
    int rows = runs.plan().models().size();
    for (int b = 0; b < runs.specs().size(); b++) {
      for (int i = 0; i < rows; i++) {
        if (runs.refusal(b, i).isEmpty()) {
          return;
        }
      }
    }
    String which = rows == 1 ? "this model" : "any of these " + rows + " models (n = " + runs.plan().models().get(0).n() + ".."
        + runs.plan().models().get(rows - 1).n() + ")";
    throw new BadInputException("nothing to " + verb + ": no backend takes " + which + " (" + runs.refusal(0, 0).orElseThrow() + ")");
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
