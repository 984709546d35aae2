package io.nqueens.cli;

import io.nqueens.solver.Progress;
import java.io.PrintStream;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * How far a split count is, on stderr: in a terminal, a progress bar (parts done, rate, and who
 * counts them on a cluster), drawn by the progressbar library after about a second; where stderr is
 * not a terminal (a log file, a service's journal), a line every {@link #LINE_EVERY_SECONDS} seconds
 * ("counting: 12 of 64 parts, 3 running, 2 members, 1m00s"); never with --quiet.
 */
final class ProgressDisplay implements Progress, AutoCloseable {

  private static final long DELAY_NANOS = 1_000_000_000L;
  /** How often a line is written where no one watches a terminal (the system property nqueens.progress.seconds changes it). */
  static final long LINE_EVERY_SECONDS = Long.getLong("nqueens.progress.seconds", 60);

  private final boolean bar;
  private final long start = System.nanoTime();
  private final PrintStream err = System.err;
  private ProgressBar drawn;
  private ScheduledExecutorService lines;
  private long done = -1;
  private long total;
  private String activity = "";

  private ProgressDisplay(boolean bar, boolean lines) {
    this.bar = bar;
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
    boolean terminal = Terminal.interactive();
    return new ProgressDisplay(!run.quiet && terminal, !run.quiet && !terminal);
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
    if (!bar) {
      return;
    }
    if (drawn == null) {
      if (System.nanoTime() - start < DELAY_NANOS || done >= total) {
        return;
      }
      drawn = new ProgressBarBuilder()
          .setTaskName("counting")
          .setInitialMax(total)
          .setUnit(" parts", 1)
          .setStyle(ProgressBarStyle.ASCII)
          .setConsumer(new ConsoleProgressBarConsumer(err, width() - 1))
          .showSpeed()
          // Parts differ in size by orders of magnitude: a time left taken from the rate so far is wrong, so none is shown.
          .hideEta()
          .startsFrom(0, Duration.ofNanos(System.nanoTime() - start))
          .build();
    }
    drawn.setExtraMessage(activity.isEmpty() ? "" : " " + activity);
    drawn.stepTo(done);
  }

  /** The terminal's width where the shell says it (COLUMNS), else the 80 columns every terminal has. */
  private static int width() {
    try {
      return Math.max(40, Integer.parseInt(System.getenv().getOrDefault("COLUMNS", "80").strip()));
    } catch (NumberFormatException e) {
      return 80;
    }
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

  /** Whether the bar is on the screen (a status line then says nothing). */
  synchronized boolean showing() {
    return drawn != null;
  }

  @Override
  public synchronized void close() {
    if (lines != null) {
      lines.shutdownNow();
    }
    if (drawn != null) {
      drawn.close();
      drawn = null;
    }
  }
}
