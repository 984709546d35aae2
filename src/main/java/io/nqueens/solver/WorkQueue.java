package io.nqueens.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;

/**
 * Runs numbered tasks on a few worker threads. Each worker takes the next task number from a shared
 * counter (so long and short tasks balance out) and owns one context, such as its own solver.
 */
public final class WorkQueue {

  private WorkQueue() {}

  /**
   * Runs tasks {@code 0..count-1}; stops handing out tasks once the control says stop. A task that
   * throws ends the run and the exception is rethrown here (unchecked ones as they are).
   */
  public static <W> void run(
      int count, int threads, Supplier<W> newWorker, ObjIntConsumer<W> task, SearchControl control, Progress progress) {
    AtomicInteger next = new AtomicInteger();
    AtomicLong done = new AtomicLong();
    int workers = Math.max(1, Math.min(threads, count));
    ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
      Thread t = new Thread(r, "nqueens-worker");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int w = 0; w < workers; w++) {
        futures.add(pool.submit(() -> {
          W context = newWorker.get();
          for (int i = next.getAndIncrement(); i < count && !control.shouldStop(); i = next.getAndIncrement()) {
            task.accept(context, i);
            progress.update(done.incrementAndGet(), count);
          }
          return null;
        }));
      }
      for (Future<?> f : futures) {
        try {
          f.get();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          control.cancel();
        } catch (ExecutionException e) {
          control.cancel();
          Throwable cause = e.getCause();
          if (cause instanceof RuntimeException re) {
            throw re;
          }
          if (cause instanceof Error err) {
            throw err;
          }
          throw new IllegalStateException(cause);
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
