package io.nqueens.engine;

import io.nqueens.solver.CountResult;
import io.nqueens.solver.Exact;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Parts;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Statistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Counts parts on a few threads and adds them up; parts already counted (a checkpoint, a ledger)
 * are skipped and their counts taken as given. Each part counted here is handed to {@code onDone}
 * as soon as it is complete, so that it can be recorded before anything else happens.
 */
final class PartRunner {

  private PartRunner() {}

  /** Told of each part counted to completion; called from worker threads, one at a time. */
  @FunctionalInterface
  public interface OnDone {
    void partDone(int index, CountResult result);
  }

  public static CountResult run(Parts parts, Map<Integer, CountResult> done, boolean unique, OnDone onDone, SearchControl control,
      int threads, Progress progress) {
    long start = System.nanoTime();
    List<Integer> todo = new ArrayList<>();
    for (int i = 0; i < parts.size(); i++) {
      if (!done.containsKey(i)) {
        todo.add(i);
      }
    }
    parts.checkMemory(Math.max(1, Math.min(threads, todo.size())));
    long[] totals = new long[2];
    Statistics[] counters = {Statistics.of(0)};
    for (CountResult r : done.values()) {
      add(r, totals, counters);
    }
    Outcome[] outcome = {Outcome.COMPLETE};
    long already = done.size();
    Progress offset = (finished, total) -> progress.update(already + finished, parts.size());
    // The parts are known now: "0 of 57", not the "0 of 1" said before the count was cut.
    progress.update(already, parts.size());
    Outcome queue = WorkQueue.run(todo.size(), threads, () -> null, (none, k, part) -> {
      int index = todo.get(k);
      CountResult r = parts.count(index, part);
      synchronized (totals) {
        add(r, totals, counters);
        outcome[0] = outcome[0].and(r.outcome());
        if (r.complete()) {
          onDone.partDone(index, r);
        }
      }
    }, control, offset);
    long millis = (System.nanoTime() - start) / 1_000_000;
    int used = Math.max(1, Math.min(threads, todo.size()));
    Outcome ended = outcome[0].and(queue);
    return new CountResult(totals[0], unique ? parts.classes(totals[0], totals[1], ended.isComplete()) : null, ended, counters[0].withMillis(millis), used,
        parts.size());
  }

  private static void add(CountResult r, long[] totals, Statistics[] counters) {
    totals[0] = Exact.add(totals[0], r.solutions());
    totals[1] = Exact.add(totals[1], r.unique() == null ? 0 : r.unique());
    counters[0] = counters[0].plus(r.statistics());
  }

  /** Runs with nothing done before and nothing recorded. */
  public static CountResult run(Parts parts, boolean unique, SearchControl control, int threads, Progress progress) {
    return run(parts, Map.of(), unique, (i, r) -> { }, control, threads, progress);
  }
}
