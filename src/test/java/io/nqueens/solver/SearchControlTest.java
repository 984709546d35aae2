package io.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

class SearchControlTest {

  @Test
  void aCancelledParentStopsItsChildrenAndRunsTheirHooks() {
    SearchControl parent = SearchControl.unlimited();
    SearchControl child = parent.child();
    AtomicInteger ran = new AtomicInteger();
    try (SearchControl.Registration r = child.onStop(ran::incrementAndGet)) {
      parent.cancel();
      assertThat(child.shouldStop()).isTrue();
      assertThat(child.outcome()).isEqualTo(Outcome.INTERRUPTED);
    }
    assertThat(ran.get()).isEqualTo(1);
  }

  @Test
  void cancellingAPartNeverStopsItsParent() {
    SearchControl parent = SearchControl.unlimited();
    parent.part().cancel();
    assertThat(parent.shouldStop()).isFalse();
    assertThat(parent.outcome()).isEqualTo(Outcome.COMPLETE);
  }

  @Test
  void closedRegistrationsLeaveNoHookBehindOnTheParent() {
    SearchControl parent = SearchControl.unlimited();
    AtomicInteger ran = new AtomicInteger();
    for (int i = 0; i < 1000; i++) {
      try (SearchControl.Registration r = parent.child().onStop(ran::incrementAndGet)) {
        // a run that ends normally
      }
    }
    parent.cancel();
    assertThat(ran.get()).isZero();
  }

  @Test
  void aHookRegisteredAfterTheStopRunsAtOnceOutsideAnyLock() throws Exception {
    SearchControl control = SearchControl.unlimited();
    control.cancel();
    AtomicInteger ran = new AtomicInteger();
    // The hook takes the control's lock from another thread: it would deadlock if run under the lock.
    Thread[] other = new Thread[1];
    try (SearchControl.Registration r = control.onStop(() -> {
      other[0] = new Thread(() -> {
        synchronized (control) {
          ran.incrementAndGet();
        }
      });
      other[0].start();
      try {
        other[0].join(10_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    })) {
      assertThat(ran.get()).isEqualTo(1);
    }
  }

  /** A clock the test moves by hand: no test depends on the machine's speed. */
  private static final class Clock implements LongSupplier {
    long now;

    Clock(long start) {
      now = start;
    }

    @Override
    public long getAsLong() {
      return now;
    }
  }

  @Test
  void anUnlimitedRunNeverStopsWhateverTheClockReads() {
    // System.nanoTime may be negative; a "no deadline" of Long.MAX_VALUE once stopped every unlimited run there.
    for (long start : new long[] {Long.MIN_VALUE + 1, -5_000_000_000_000L, 0, Long.MAX_VALUE - 1}) {
      Clock clock = new Clock(start);
      SearchControl unlimited = SearchControl.withTimeLimit(null, clock);
      clock.now += 1_000_000_000;
      assertThat(unlimited.shouldStop()).as("clock at %d", start).isFalse();
      assertThat(unlimited.child().shouldStop()).isFalse();
      assertThat(unlimited.part().shouldStop()).isFalse();
    }
  }

  @Test
  void aLimitedRunStopsAtItsDeadlineOnANegativeClock() {
    Clock clock = new Clock(-5_000_000_000_000L);
    SearchControl limited = SearchControl.withTimeLimit(Duration.ofSeconds(1), clock);
    clock.now += 999_999_999;
    assertThat(limited.shouldStop()).isFalse();
    clock.now += 2;
    assertThat(limited.shouldStop()).isTrue();
    assertThat(limited.outcome()).isEqualTo(Outcome.TIME_LIMIT);
  }

  @Test
  void aPartSharesItsParentsDeadlineAndAChildGetsAFreshOne() {
    Clock clock = new Clock(0);
    SearchControl parent = SearchControl.withTimeLimit(Duration.ofMillis(200), clock);
    clock.now += 250_000_000;
    assertThat(parent.part().shouldStop()).isTrue();
    SearchControl fresh = SearchControl.withTimeLimit(Duration.ofHours(1));
    assertThat(fresh.child().remaining().orElseThrow()).isGreaterThan(Duration.ofMinutes(59));
  }

  @Test
  void anEnormousTimeLimitDoesNotOverflowTheClock() {
    SearchControl c = SearchControl.withTimeLimit(Duration.ofDays(365L * 1000));
    assertThat(c.shouldStop()).isFalse();
  }

  @Test
  void aChildHasATimeLimitOfItsOwnAndOutlivesItsParentsClock() {
    Clock clock = new Clock(0);
    SearchControl bench = SearchControl.withTimeLimit(Duration.ofMillis(150), clock);
    clock.now += 200_000_000;
    SearchControl run = bench.child();
    assertThat(run.shouldStop()).as("the limit is per run, not for the whole bench").isFalse();
    bench.cancel();
    assertThat(run.shouldStop()).as("but Ctrl-C stops every run").isTrue();
  }
}
