package io.nqueens.cli;

import io.nqueens.solver.SearchControl;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl-C handling: the shutdown hook cancels the running search and waits briefly while the command
 * prints its partial result; the JVM then exits with 130.
 */
final class Interrupts {

  private static volatile SearchControl active;
  private static volatile CountDownLatch finished = new CountDownLatch(0);

  /** Set when a signal (or an exit) has begun the JVM's shutdown. */
  private static volatile boolean shuttingDown;

  private Interrupts() {}

  /**
   * Whether the JVM is already shutting down (a signal: Ctrl-C, kill): then the exit status is the
   * signal's (130, 143), and {@code main} must not race it with its own, which Java would take
   * if it came after the shutdown hooks had run.
   */
  static boolean shuttingDown() {
    return shuttingDown;
  }

  static void install() {
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      shuttingDown = true;
      SearchControl control = active;
      if (control != null) {
        control.cancel();
        try {
          finished.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }, "nqueens-interrupt"));
  }

  static SearchControl track(SearchControl control) {
    finished = new CountDownLatch(1);
    active = control;
    return control;
  }

  /** Called once the command has printed its result. */
  static void done() {
    active = null;
    finished.countDown();
  }
}
