package io.nqueens.engine;

import io.nqueens.solver.Progress;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class WorkQueueTest {

  /** Tasks that ended because their minute was up, not because the queue cancelled them. */
  private static final AtomicInteger UNCANCELLED = new AtomicInteger();

  /** A task that works until its control says stop (or a minute passes, so that a broken queue still ends). */
  private static void spinUntilStopped(SearchControl control, AtomicInteger running) {
    running.incrementAndGet();
    try {
      long end = System.nanoTime() + 60_000_000_000L;
      while (!control.shouldStop() && System.nanoTime() < end) {
        Thread.onSpinWait();
      }
      if (!control.shouldStop()) {
        UNCANCELLED.incrementAndGet();
      }
    } finally {
      running.decrementAndGet();
    }
  }

  @Test
  void theFirstFailingTaskCancelsTheOthersAndIsRethrownAtOnce() {
    AtomicInteger running = new AtomicInteger();
    SearchControl caller = SearchControl.unlimited();
    assertThatThrownBy(() -> WorkQueue.run(10, 2, () -> null, (w, i, control) -> {
      if (i == 1) {
        throw new IllegalStateException("task 1 failed");
      }
      spinUntilStopped(control, running);
    }, caller, Progress.NONE)).isInstanceOf(IllegalStateException.class).hasMessage("task 1 failed");
    // Without cancellation the other task would spin until its minute is up: it was cancelled, so none is left spinning.
    assertThat(running.get()).as("workers still running after run returned").isZero();
    assertThat(UNCANCELLED.get()).as("tasks that spun to their end, never cancelled").isZero();
    assertThat(caller.outcome()).as("the caller's control is never cancelled by the queue").isEqualTo(Outcome.COMPLETE);
  }

  @Test
  void everyWorkerHasEndedBeforeTheRunReturnsOnInterruption() throws Exception {
    AtomicInteger running = new AtomicInteger();
    Outcome[] outcome = new Outcome[1];
    Thread caller = new Thread(() -> outcome[0] = WorkQueue.run(4, 2, () -> null, (w, i, control) -> spinUntilStopped(control, running),
        SearchControl.unlimited(), Progress.NONE));
    caller.start();
    while (running.get() < 2) {
      Thread.onSpinWait();
    }
    caller.interrupt();
    caller.join();
    assertThat(running.get()).isZero();
    assertThat(outcome[0]).isEqualTo(Outcome.INTERRUPTED);
  }

  @Test
  void aRunWhoseTasksAllRanIsComplete() {
    AtomicInteger sum = new AtomicInteger();
    Outcome o = WorkQueue.run(100, 3, () -> null, (w, i, control) -> sum.addAndGet(i), SearchControl.unlimited(), Progress.NONE);
    assertThat(o).isEqualTo(Outcome.COMPLETE);
    assertThat(sum.get()).isEqualTo(4950);
  }
}
