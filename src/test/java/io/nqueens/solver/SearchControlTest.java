package io.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
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

  @Test
  void aPartSharesItsParentsDeadlineAndAChildGetsAFreshOne() throws Exception {
    SearchControl parent = SearchControl.withTimeLimit(Duration.ofMillis(200));
    Thread.sleep(250);
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
  void aChildHasATimeLimitOfItsOwnAndOutlivesItsParentsClock() throws Exception {
    SearchControl bench = SearchControl.withTimeLimit(Duration.ofMillis(150));
    Thread.sleep(200);
    SearchControl run = bench.child();
    assertThat(run.shouldStop()).as("the limit is per run, not for the whole bench").isFalse();
    bench.cancel();
    assertThat(run.shouldStop()).as("but Ctrl-C stops every run").isTrue();
  }
}
