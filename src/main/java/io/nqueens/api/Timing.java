package io.nqueens.api;

import java.time.Duration;

/**
 * How a comparison or benchmark times each cell: at least {@code repeat} runs, then on until they add
 * up to {@code measure}, stopping once they add up to {@code budget} (zero: no budget).
 */
public record Timing(int repeat, Duration measure, Duration budget) {

  /** compare's own: 3 runs, then on to 20 ms, a cell stopping at 500 ms. */
  public static final Timing DEFAULT = new Timing(3, Duration.ofMillis(20), Duration.ofMillis(500));

  /**
   * Exactly {@code repeat} runs (fewer only where one is stopped by its limit).
   *
   * @param repeat the timed runs of each cell
   * @return that timing
   */
  public static Timing exactly(int repeat) {
    return new Timing(repeat, Duration.ZERO, Duration.ZERO);
  }
}
