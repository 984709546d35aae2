package io.nqueens.solver;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Shared by everything working on one run: the deadline, a cancel switch (Ctrl-C), and hooks to
 * stop native solvers. Thread-safe. Backends poll {@link #shouldStop()} often enough to stop
 * within a fraction of a second.
 */
public final class SearchControl {

  private final long deadlineNanos;
  private final Duration timeLimit;
  private volatile Outcome stopReason;
  private final List<Runnable> onStop = new ArrayList<>();

  private SearchControl(Duration timeLimit) {
    this.timeLimit = timeLimit;
    this.deadlineNanos = timeLimit == null ? Long.MAX_VALUE : System.nanoTime() + timeLimit.toNanos();
  }

  public static SearchControl unlimited() {
    return new SearchControl(null);
  }

  /** A control whose clock starts now; {@code null} means no limit. */
  public static SearchControl withTimeLimit(Duration limit) {
    if (limit != null && (limit.isNegative() || limit.isZero())) {
      throw new IllegalArgumentException("time limit (" + limit + ") must be positive");
    }
    return new SearchControl(limit);
  }

  /**
   * A control for one run inside this one (one row of a comparison, say): the same time limit with
   * its clock starting now, stopped too when this one is cancelled.
   */
  public SearchControl child() {
    SearchControl child = new SearchControl(timeLimit);
    onStop(child::cancel);
    return child;
  }

  public Optional<Duration> timeLimit() {
    return Optional.ofNullable(timeLimit);
  }

  /** True once the deadline has passed or the run was cancelled. */
  public boolean shouldStop() {
    if (stopReason != null) {
      return true;
    }
    if (System.nanoTime() - deadlineNanos > 0) {
      stop(Outcome.TIME_LIMIT);
      return true;
    }
    return false;
  }

  /** Time left before the deadline (zero when passed), or empty when there is none. */
  public Optional<Duration> remaining() {
    if (timeLimit == null) {
      return Optional.empty();
    }
    return Optional.of(Duration.ofNanos(Math.max(0, deadlineNanos - System.nanoTime())));
  }

  /** Stops every search under this control, as if interrupted. */
  public void cancel() {
    stop(Outcome.INTERRUPTED);
  }

  private void stop(Outcome reason) {
    List<Runnable> hooks;
    synchronized (this) {
      if (stopReason != null) {
        return;
      }
      stopReason = reason;
      hooks = List.copyOf(onStop);
    }
    hooks.forEach(Runnable::run);
  }

  /** Why the run stopped early, or {@link Outcome#COMPLETE} if it has not. */
  public Outcome outcome() {
    Outcome r = stopReason;
    return r == null ? Outcome.COMPLETE : r;
  }

  /**
   * Registers a hook run once when the search is told to stop (for solvers that stop through a call
   * of their own); returns a handle that removes it.
   */
  public synchronized AutoCloseable onStop(Runnable hook) {
    if (stopReason != null) {
      hook.run();
    }
    onStop.add(hook);
    return () -> {
      synchronized (SearchControl.this) {
        onStop.remove(hook);
      }
    };
  }
}
