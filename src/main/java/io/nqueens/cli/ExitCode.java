package io.nqueens.cli;

/** Every exit code the program uses, in one place (the README lists the same). */
public final class ExitCode {

  /** Done, and the result is complete. */
  public static final int OK = 0;
  /** A solution was asked for and there is none (proven). */
  public static final int NO_SOLUTION = 1;
  /** Bad usage or input: an option, a value, a model file. */
  public static final int USAGE = 2;
  /** A contradiction: backends disagree, a count differs from the published one, a solution failed the checker, a verdict was refuted. */
  public static final int DISAGREE = 3;
  /** Stopped by the time limit: what was printed is partial. */
  public static final int PARTIAL = 4;
  /** A backend's library could not be loaded here. */
  public static final int BACKEND_UNAVAILABLE = 5;
  /** A bug: an unexpected error (the message says how to see the stack trace). */
  public static final int INTERNAL = 70;
  /** Interrupted (Ctrl-C): what was printed is partial. 128 + SIGINT, as shells report it. */
  public static final int INTERRUPTED = 130;
  /** Stopped by SIGTERM: what was printed is partial. 128 + SIGTERM, as shells report it. */
  public static final int TERMINATED = 143;

  private ExitCode() {}

  /** The exit code list for help footers. */
  static final String[] HELP = {
    "Exit codes:",
    "  0    ok (complete result)",
    "  1    no solution exists",
    "  2    bad usage or input, or a cluster that failed (the line says what)",
    "  3    a contradiction: backends disagree, a solution failed the checker, a verdict refuted",
    "  4    stopped by --time-limit: partial result",
    "  5    a backend's library could not be loaded",
    "  70   internal error (a bug; --debug shows the stack trace)",
    "  130  interrupted (Ctrl-C): partial result",
    "  143  stopped by SIGTERM: partial result",
  };
}
