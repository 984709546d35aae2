package io.nqueens.cli;

import io.nqueens.solver.SearchControl;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl-C handling: the shutdown hook cancels the running search and waits briefly while the command
 * prints its partial result; the JVM then exits with 130 (143 for SIGTERM). A signal that comes
 * before the search has started, while a command that prints partial results is setting up (its
 * JVM's first second, a model being read), waits for the search: it starts cancelled and prints
 * what it has, nothing, marked partial, rather than the JVM ending with nothing said.
 */
final class Interrupts {

  private static volatile SearchControl active;
  private static volatile CountDownLatch finished = new CountDownLatch(0);

  /** Set when a signal (or an exit) has begun the JVM's shutdown. */
  private static volatile boolean shuttingDown;

  /** Released once a search is tracked or the command needs none: how long a signal waits for a search that is about to start. */
  private static volatile CountDownLatch started = new CountDownLatch(0);

  private Interrupts() {}

  /** Called first by a command that will track a search: a signal from here on waits for it, then stops it. */
  static void expect() {
    started = new CountDownLatch(1);
  }

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
      try {
        started.await(5, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
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
    if (shuttingDown) {
      // The signal came while the command set up: the search starts stopped, and the command prints what it has.
      control.cancel();
    }
    started.countDown();
    return control;
  }

  /** Called once the command has printed its result (or has handed its work to another JVM). */
  static void done() {
    active = null;
    started.countDown();
    finished.countDown();
  }
}
