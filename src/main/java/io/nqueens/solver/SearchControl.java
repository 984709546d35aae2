package io.nqueens.solver;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Shared by everything working on one run: the deadline, a cancel switch (Ctrl-C), and hooks to
 * stop native solvers. Thread-safe. Backends poll {@link #shouldStop()} often enough to stop
 * within a fraction of a second.
 *
 * <p>Controls form a tree: a child stops when its parent does, but cancelling a child never stops
 * its parent. A child keeps no hook on its parent; it asks its parent when polled, and a hook
 * registered on a child is registered on its ancestors too, for as long as the registration is
 * open.
 */
public final class SearchControl {

  /** The longest time limit taken; longer ones are treated as this (and the clock cannot overflow). */
  public static final Duration MAX_TIME_LIMIT = Duration.ofDays(365L * 100);

  private final SearchControl parent;
  /** The clock of deadlines: {@link System#nanoTime}, whose values may be negative. */
  private final LongSupplier clock;
  /** A part shares its parent's deadline and watches it; a child has a clock of its own and watches only its parent's stop. */
  private final boolean part;
  /** Meaningful only when there is a time limit: "no deadline" is {@code timeLimit == null}, never a sentinel time. */
  private final long deadlineNanos;
  private final Duration timeLimit;
  private volatile Outcome stopReason;
  private final List<Runnable> onStop = new ArrayList<>();
  /** Polls left before a work budget runs out; negative without one. */
  private final AtomicLong pollsLeft = new AtomicLong(-1);
  /** The limit is each run's ({@link #child()}), not this control's: its own clock never stops it. */
  private final boolean perRun;

  private SearchControl(SearchControl parent, LongSupplier clock, boolean part, Duration timeLimit, long deadlineNanos) {
    this(parent, clock, part, timeLimit, deadlineNanos, false);
  }

  private SearchControl(SearchControl parent, LongSupplier clock, boolean part, Duration timeLimit, long deadlineNanos, boolean perRun) {
    this.parent = parent;
    this.clock = clock;
    this.part = part;
    this.timeLimit = timeLimit;
    this.deadlineNanos = deadlineNanos;
    this.perRun = perRun;
  }

  public static SearchControl unlimited() {
    return withTimeLimit(null);
  }

  /**
   * A control that stops after this many polls of {@link #shouldStop} (searches poll every so many
   * nodes): a budget of work, not of time, so that a single-threaded search stops at the same point
   * on every run and machine. It stops as the caller asked ({@link Outcome#STOPPED_BY_CALLER}).
   */
  public static SearchControl withWorkBudget(long polls) {
    SearchControl c = unlimited();
    c.pollsLeft.set(Math.max(0, polls));
    return c;
  }

  /** A control whose clock starts now; {@code null} means no limit. */
  public static SearchControl withTimeLimit(Duration limit) {
    return withTimeLimit(limit, System::nanoTime);
  }

  /**
   * A control over many runs, each with this limit of its own ({@code null}: none): it stops only when
   * cancelled, and each {@link #child()} (one run) gets the limit with its clock starting then. A
   * comparison's or a benchmark's limit is per run, in one JVM and in a child alike.
   */
  public static SearchControl withLimitPerRun(Duration limit) {
    if (limit != null && (limit.isNegative() || limit.isZero())) {
      throw new IllegalArgumentException("time limit (" + limit + ") must be positive");
    }
    return new SearchControl(null, System::nanoTime, false, limit, 0, true);
  }

  /** As {@link #withTimeLimit(Duration)}, on another clock of nanoseconds (for tests). */
  static SearchControl withTimeLimit(Duration limit, LongSupplier clock) {
    if (limit != null && (limit.isNegative() || limit.isZero())) {
      throw new IllegalArgumentException("time limit (" + limit + ") must be positive");
    }
    return new SearchControl(null, clock, false, limit, deadlineFromNow(limit, clock));
  }

  /** The deadline a limit sets from now; 0 (never read) without a limit. */
  private static long deadlineFromNow(Duration limit, LongSupplier clock) {
    if (limit == null) {
      return 0;
    }
    Duration capped = limit.compareTo(MAX_TIME_LIMIT) > 0 ? MAX_TIME_LIMIT : limit;
    return clock.getAsLong() + capped.toNanos();
  }

  /**
   * A control for one run inside this one (one row of a comparison, say): the same time limit with
   * its clock starting now, stopped too when this one is cancelled (but not by this one's clock:
   * the limit is per run).
   */
  public SearchControl child() {
    return new SearchControl(this, clock, false, timeLimit, deadlineFromNow(timeLimit, clock));
  }

  /**
   * As {@link #child()}, its limit at most {@code cap} (a warm-up's: stopped there, it has done its
   * work, and this run is not told).
   */
  public SearchControl child(Duration cap) {
    Duration limit = timeLimit == null || cap.compareTo(timeLimit) < 0 ? cap : timeLimit;
    return new SearchControl(this, clock, false, limit, deadlineFromNow(limit, clock));
  }

  /**
   * A control for a part of this run (the workers of a split count, say): the same deadline, stopped
   * when this one is; cancelling it stops the part only.
   */
  public SearchControl part() {
    return new SearchControl(this, clock, true, timeLimit, deadlineNanos, perRun);
  }

  public Optional<Duration> timeLimit() {
    return Optional.ofNullable(timeLimit);
  }

  /** True once the deadline has passed or the run (or a run above it) was cancelled. */
  public boolean shouldStop() {
    if (stopReason != null) {
      return true;
    }
    if (pollsLeft.get() >= 0 && pollsLeft.getAndDecrement() == 0) {
      pollsLeft.set(0);
      stop(Outcome.STOPPED_BY_CALLER);
      return true;
    }
    if (parent != null) {
      Outcome above = part ? (parent.shouldStop() ? parent.outcome() : null) : parent.stopped();
      if (above != null) {
        stop(above);
        return true;
      }
    }
    if (timeLimit != null && !perRun && clock.getAsLong() - deadlineNanos > 0) {
      stop(Outcome.TIME_LIMIT);
      return true;
    }
    return false;
  }

  /**
   * Thrown by {@link #checkpoint()} to leave work that cannot poll in a loop of its own, such as
   * building a solver's model; the backend catches it and reports a partial result.
   */
  public static final class Stopped extends RuntimeException {
    private Stopped() {
      super("search stopped", null, false, false);
    }
  }

  /** Throws {@link Stopped} if the run should stop: for long stretches of work outside the search. */
  public void checkpoint() {
    if (shouldStop()) {
      throw new Stopped();
    }
  }

  /**
   * Why a search under this control that ended without finishing stopped: the outcome of this
   * control or one above it, or {@link Outcome#INTERRUPTED} when none of them says (a thread
   * interrupted from outside).
   */
  public Outcome stoppedOutcome() {
    shouldStop();
    Outcome o = outcome();
    return o.isComplete() ? Outcome.INTERRUPTED : o;
  }

  /** Time left before the deadline (zero when passed), or empty when there is none. */
  public Optional<Duration> remaining() {
    if (timeLimit == null || perRun) {
      // Each run's own limit is all that any of them has left.
      return Optional.ofNullable(timeLimit);
    }
    return Optional.of(Duration.ofNanos(Math.max(0, deadlineNanos - clock.getAsLong())));
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

  /**
   * Why the run stopped early, or {@link Outcome#COMPLETE} if it has not. A run above this one that
   * stopped counts, even before this control was polled.
   */
  public Outcome outcome() {
    Outcome r = stopped();
    return r == null ? Outcome.COMPLETE : r;
  }

  /** Why this control or one above it stopped, without looking at any clock; null if none has. */
  private Outcome stopped() {
    Outcome r = stopReason;
    if (r != null) {
      return r;
    }
    return parent == null ? null : parent.stopped();
  }

  /** A registered stop hook; closing it removes the hook everywhere it was registered. */
  public interface Registration extends AutoCloseable {
    @Override
    void close();
  }

  /**
   * Registers a hook run once when the search is told to stop (for solvers that stop through a call
   * of their own), here and on every control above this one; runs it at once (outside any lock) if
   * some of them has stopped already. Close the registration when the search is over.
   */
  public Registration onStop(Runnable hook) {
    Runnable once = new Runnable() {
      private boolean ran;

      @Override
      public void run() {
        synchronized (this) {
          if (ran) {
            return;
          }
          ran = true;
        }
        hook.run();
      }
    };
    boolean stopped = false;
    List<SearchControl> registered = new ArrayList<>();
    for (SearchControl c = this; c != null; c = c.parent) {
      synchronized (c) {
        c.onStop.add(once);
        stopped |= c.stopReason != null;
      }
      registered.add(c);
    }
    if (stopped) {
      once.run();
    }
    return () -> {
      for (SearchControl c : registered) {
        synchronized (c) {
          c.onStop.remove(once);
        }
      }
    };
  }
}
