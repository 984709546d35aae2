package io.nqueens.cli;

import io.nqueens.harness.runner.Isolation;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * One line on standard error that says what runs now while a long command works (the board, the
 * backend, how long it has run and how long the command has), redrawn every second from the second
 * second on, and erased when the command is done or writes a line of its own: only where a person is
 * watching (a terminal, not --quiet), so that pipes and files never see it.
 */
final class StatusLine implements AutoCloseable {

  private static final long DELAY_NANOS = 1_000_000_000L;

  private final PrintStream err = System.err;
  private final Thread ticker;
  private int drawn;
  /** The terminal's width, read once: the line never wraps (a wrapped line cannot be erased with a carriage return). */
  private final int columns = Terminal.columns();

  private StatusLine(Supplier<Optional<String>> what) {
    long start = System.nanoTime();
    ticker = new Thread(() -> {
      try {
        Thread.sleep(DELAY_NANOS / 1_000_000);
        while (!Thread.currentThread().isInterrupted()) {
          draw(what.get().map(w -> w + ", " + seconds(System.nanoTime() - start) + " in all").orElse(""));
          Thread.sleep(1000);
        }
      } catch (InterruptedException e) {
        // Done.
      }
    }, "nqueens-status");
    ticker.setDaemon(true);
  }

  /** A status line for this run, drawing {@code what} runs now (empty: nothing to say); none where no one watches. */
  static StatusLine start(RunOptions run, Supplier<Optional<String>> what) {
    StatusLine line = new StatusLine(what);
    if (!run.quiet && Terminal.interactive()) {
      line.ticker.start();
    }
    return line;
  }

  /** What runs now, in words: the board, the backend and how long it has run. */
  static String words(Isolation.Now now) {
    return "running n=" + now.model().n() + " " + now.backend() + ", " + seconds(System.nanoTime() - now.sinceNanos());
  }

  /** Elapsed time in words: seconds, then minutes and seconds. */
  static String seconds(long nanos) {
    long s = nanos / 1_000_000_000L;
    return s < 60 ? s + " s" : String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
  }

  private synchronized void draw(String text) {
    if (text.isEmpty() && drawn == 0) {
      return;
    }
    int width = columns - 1;
    String shown = text.length() > width ? text.substring(0, width) : text;
    err.print("\r" + shown + " ".repeat(Math.max(0, drawn - shown.length())) + "\r" + shown);
    err.flush();
    drawn = shown.length();
  }

  /** Erases the line (before the command writes a line of its own to the same screen); the next tick draws it again. */
  synchronized void clear() {
    if (drawn > 0) {
      err.print("\r" + " ".repeat(drawn) + "\r");
      err.flush();
      drawn = 0;
    }
  }

  @Override
  public void close() {
    ticker.interrupt();
    try {
      ticker.join(2000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    clear();
  }
}
