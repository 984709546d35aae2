package io.nqueens.engine;

import io.nqueens.solver.Outcome;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Threads;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Runs numbered tasks on a few worker threads. Each worker takes the next task number from a shared
 * counter (so long and short tasks balance out) and owns one context, such as its own solver.
 *
 * <p>The run has its own control, a {@link SearchControl#part()} of the caller's: the first task
 * that fails cancels it, so the other workers stop at once, and the caller's control is never
 * cancelled by the queue. Every worker has ended before {@link #run} returns or throws, so totals
 * the tasks add up are final when the caller reads them.
 */
final class WorkQueue {

  private WorkQueue() {}

  /** One task: its number, the worker's context, and the run's control to search under. */
  @FunctionalInterface
  public interface Task<W> {
    void run(W worker, int index, SearchControl control);
  }

  /**
   * Runs tasks {@code 0..count-1} on up to {@code threads} workers; stops handing out tasks once the
   * control says stop. Returns {@link Outcome#COMPLETE} when every task ran, otherwise why the run
   * stopped. A task that throws ends the run and its exception is rethrown here (unchecked ones as
   * they are); failures after the first are attached to it as suppressed.
   */
  public static <W> Outcome run(
      int count, int threads, Supplier<W> newWorker, Task<W> task, SearchControl control, Progress progress) {
    SearchControl run = control.part();
    AtomicInteger next = new AtomicInteger();
    AtomicLong done = new AtomicLong();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    int workers = Math.max(1, Math.min(threads, count));
    List<Thread> pool = new ArrayList<>();
    for (int w = 0; w < workers; w++) {
      Thread t = new Thread(() -> {
        try {
          W context = newWorker.get();
          for (int i = next.getAndIncrement(); i < count && !run.shouldStop(); i = next.getAndIncrement()) {
            task.run(context, i, run);
            progress.update(done.incrementAndGet(), count);
          }
        } catch (Throwable e) {
          if (!failure.compareAndSet(null, e)) {
            failure.get().addSuppressed(e);
          }
          run.cancel();
        }
      }, "nqueens-worker-" + w);
      t.setDaemon(true);
      pool.add(t);
      t.start();
    }
    boolean interrupted = false;
    for (Thread t : pool) {
      // Stop the workers on interruption, but still wait for them: totals are read only once all have ended.
      interrupted |= Threads.joinUninterruptibly(t, run::cancel);
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    Throwable first = failure.get();
    if (first instanceof RuntimeException re) {
      throw re;
    }
    if (first instanceof Error err) {
      throw err;
    }
    if (first != null) {
      throw new IllegalStateException(first);
    }
    return done.get() == count ? Outcome.COMPLETE : run.stoppedOutcome();
  }

}
