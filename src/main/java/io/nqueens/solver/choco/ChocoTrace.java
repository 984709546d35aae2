package io.nqueens.solver.choco;

import io.nqueens.model.Cell;
import io.nqueens.solver.CpStep;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.TraceListener;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.search.loop.monitors.IMonitorContradiction;
import org.chocosolver.solver.search.loop.monitors.IMonitorDownBranch;
import org.chocosolver.solver.search.strategy.decision.Decision;
import org.chocosolver.solver.search.strategy.decision.IntDecision;
import org.chocosolver.solver.variables.IntVar;

/**
 * Choco's own search, watched through its monitors as it runs (the search and its counters are the
 * count's: the same model, consistency and strategy, nothing added): before each branch the rows'
 * domains are read; after it (Choco has applied the decision or its refutation and propagated, or
 * failed) the squares gone from other rows are the step's removals; a failure names the row whose
 * domain emptied. The
 * rules' first propagation, before any decision, is a step of its own.
 */
final class ChocoTrace implements IMonitorDownBranch, IMonitorContradiction {

  private final Solver solver;
  private final IntVar[] q;
  private final TraceListener listener;
  private long[] before;
  private boolean rootShown;
  private boolean failed;
  private int emptied = -1;
  private volatile boolean stop;

  ChocoTrace(Solver solver, IntVar[] q, TraceListener listener) {
    this.solver = solver;
    this.q = q;
    this.listener = listener;
    solver.plugMonitor(this);
    solver.addStopCriterion(() -> stop);
  }

  /** The solutions found so far. */
  long solutions;

  /** Searches for the first solution, or every one with {@code all}, each given to the listener; how the search ended. */
  Outcome run(boolean all, SearchControl control) {
    long count = 0;
    Outcome outcome = Outcome.COMPLETE;
    while (!stop && solver.solve()) {
      count++;
      int[] cols = new int[q.length];
      for (int r = 0; r < q.length; r++) {
        cols[r] = q[r].getValue();
      }
      listener.solution(cols);
      if (!all) {
        // The first solution was asked for and found: the trace is complete, as the backtracker's is.
        break;
      }
    }
    if (!rootShown) {
      // The rules' first propagation failed: the search ended before any decision.
      rootShown = true;
      failed = count == 0 && !solver.isStopCriterionMet();
      long[] full = new long[q.length];
      Arrays.fill(full, (1L << q.length) - 1);
      emit(new Step(CpStep.Kind.ROOT, -1, -1), full, domains());
    }
    if (stop) {
      outcome = Outcome.STOPPED_BY_CALLER;
    } else if (outcome == Outcome.COMPLETE && solver.isStopCriterionMet()) {
      outcome = control.outcome();
    }
    solutions = count;
    return outcome;
  }

  @Override
  public void beforeDownBranch(boolean left) {
    if (!rootShown) {
      rootShown = true;
      long[] full = new long[q.length];
      Arrays.fill(full, (1L << q.length) - 1);
      emit(new Step(CpStep.Kind.ROOT, -1, -1), full, domains());
    }
    before = domains();
    failed = false;
    emptied = -1;
  }

  @Override
  public void onContradiction(ContradictionException cex) {
    failed = true;
    for (int r = 0; r < q.length; r++) {
      if (q[r] == cex.v) {
        emptied = r;
      }
    }
  }

  @Override
  public void afterDownBranch(boolean left) {
    Decision<?> last = solver.getDecisionPath().getLastDecision();
    int row = -1;
    int col = -1;
    if (last instanceof IntDecision d) {
      col = d.getDecisionValue();
      for (int r = 0; r < q.length; r++) {
        if (q[r] == d.getDecisionVariable()) {
          row = r;
        }
      }
    }
    emit(new Step(left ? CpStep.Kind.DECIDE : CpStep.Kind.REFUTE, row, col), before, domains());
  }

  private record Step(CpStep.Kind kind, int row, int col) {}

  /** The step with every square gone since {@code from} from the other rows (the decided row's own change is the decision). */
  private void emit(Step step, long[] from, long[] now) {
    List<Cell> removed = new ArrayList<>();
    for (int r = 0; r < q.length; r++) {
      long gone = from[r] & ~now[r];
      if (r == step.row()) {
        continue;
      }
      for (long bits = gone; bits != 0; bits &= bits - 1) {
        removed.add(new Cell(r, Long.numberOfTrailingZeros(bits)));
      }
    }
    if (!listener.propagated(new CpStep(step.kind(), step.row(), step.col(), removed, failed, emptied, now))) {
      stop = true;
    }
  }

  /** Each row's squares left, as bits (n <= 63: a trace is for small boards). */
  private long[] domains() {
    long[] out = new long[q.length];
    for (int r = 0; r < q.length; r++) {
      for (int c = q[r].getLB(); c <= q[r].getUB(); c = q[r].nextValue(c)) {
        out[r] |= 1L << c;
      }
    }
    return out;
  }
}
