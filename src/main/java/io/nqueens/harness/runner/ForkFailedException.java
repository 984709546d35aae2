package io.nqueens.harness.runner;

/**
 * A child JVM that ended without its answer (killed, out of memory, crashed): its exit status and
 * its last line of standard error, naming the backend. Failures a child can name (bad input, a
 * backend that cannot load, a contradiction) are thrown in the parent as the same exceptions instead.
 */
public final class ForkFailedException extends RuntimeException {

  private final int exit;

  ForkFailedException(int exit, String message) {
    super(message);
    this.exit = exit;
  }

  /** The child's exit status. */
  public int exit() {
    return exit;
  }
}
