package io.nqueens.cli;

import io.nqueens.solver.Progress;
import java.time.Duration;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * A progress bar on stderr for split counts (sub-problems done, rate, time left), drawn by the
 * progressbar library. It appears only after about a second, only on a terminal, never with --quiet.
 */
final class ProgressDisplay implements Progress, AutoCloseable {

  private static final long DELAY_NANOS = 1_000_000_000L;

  private final boolean enabled;
  private final long start = System.nanoTime();
  private ProgressBar bar;

  private ProgressDisplay(boolean enabled) {
    this.enabled = enabled;
  }

  static ProgressDisplay forRun(RunOptions run) {
    return new ProgressDisplay(!run.quiet && Terminal.interactive());
  }

  @Override
  public synchronized void update(long done, long total) {
    if (!enabled) {
      return;
    }
    if (bar == null) {
      if (System.nanoTime() - start < DELAY_NANOS || done >= total) {
        return;
      }
      bar = new ProgressBarBuilder()
          .setTaskName("counting")
          .setInitialMax(total)
          .setUnit(" parts", 1)
          .setStyle(ProgressBarStyle.ASCII)
          .setConsumer(new ConsoleProgressBarConsumer(System.err))
          .showSpeed()
          // Parts differ in size by orders of magnitude: a time left taken from the rate so far is wrong, so none is shown.
          .hideEta()
          .startsFrom(0, Duration.ofNanos(System.nanoTime() - start))
          .build();
    }
    bar.stepTo(done);
  }

  /** Whether the bar is on the screen (a status line then says nothing). */
  synchronized boolean showing() {
    return bar != null;
  }

  @Override
  public synchronized void close() {
    if (bar != null) {
      bar.close();
      bar = null;
    }
  }
}
