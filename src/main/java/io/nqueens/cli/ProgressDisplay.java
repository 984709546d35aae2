package io.nqueens.cli;

import io.nqueens.solver.Progress;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * How far a split count is, on stderr: in a terminal, in words on the command's one status line
 * ({@link StatusLine}: parts done, the share, the rate, who counts them on a cluster); where stderr
 * is not a terminal (a log file, a service's journal), a line every {@link #LINE_EVERY_SECONDS}
 * seconds ("counting: 12 of 64 parts, 3 running, 2 members, 1m00s"); never with --quiet. No time
 * left is said: parts differ in size by orders of magnitude, so a rate so far foretells nothing.
 */
final class ProgressDisplay implements Progress, AutoCloseable {

  /** How often a line is written where no one watches a terminal (the system property nqueens.progress.seconds changes it). */
  static final long LINE_EVERY_SECONDS = Long.getLong("nqueens.progress.seconds", 60);

  private final long start = System.nanoTime();
  private final PrintStream err = System.err;
  private ScheduledExecutorService lines;
  private long done = -1;
  private long total;
  private String activity = "";

  private ProgressDisplay(boolean lines) {
    if (lines) {
      this.lines = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "nqueens-progress-lines");
        t.setDaemon(true);
        return t;
      });
      this.lines.scheduleAtFixedRate(this::line, LINE_EVERY_SECONDS, LINE_EVERY_SECONDS, TimeUnit.SECONDS);
    }
  }

  static ProgressDisplay forRun(RunOptions run) {
    return new ProgressDisplay(!run.quiet && !Terminal.interactive());
  }

  @Override
  public void update(long done, long total) {
    update(done, total, "");
  }

  @Override
  public synchronized void update(long done, long total, String activity) {
    this.done = done;
    this.total = total;
    this.activity = activity;
  }

  /** How far the count is, in words for the status line ("counting: 12 of 64 parts (19%), 3.2 parts/s, 2 members"); empty before the first part is known. */
  synchronized Optional<String> words() {
    if (done < 0 || total <= 0 || done >= total) {
      return Optional.empty();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    return Optional.of(String.format(Locale.ROOT, "counting: %d of %d parts (%d%%), %.1f parts/s", done, total, done * 100 / total,
        seconds > 0 ? done / seconds : 0.0) + (activity.isEmpty() ? "" : ", " + activity));
  }

  /** One line of how far the count is, where stderr is not a terminal; nothing before the first part is told. */
  private synchronized void line() {
    if (done < 0 || done >= total) {
      return;
    }
    err.println("counting: " + done + " of " + total + " parts" + (activity.isEmpty() ? "" : ", " + activity) + ", "
        + StatusLine.seconds(System.nanoTime() - start));
    err.flush();
  }

  @Override
  public synchronized void close() {
    if (lines != null) {
      lines.shutdownNow();
    }
  }
}
