package io.nqueens.solver;

/** Waiting for threads that must end before their results are read. */
public final class Threads {

  private Threads() {}

  /**
   * Joins the thread even if this one is interrupted meanwhile: on interruption it runs
   * {@code onInterrupt} (to stop the thread) and keeps waiting. Returns whether this thread was
   * interrupted; the caller sets the flag again once it is done.
   */
  public static boolean joinUninterruptibly(Thread t, Runnable onInterrupt) {
    boolean interrupted = false;
    while (true) {
      try {
        t.join();
        return interrupted;
      } catch (InterruptedException e) {
        interrupted = true;
        onInterrupt.run();
      }
    }
  }
}
