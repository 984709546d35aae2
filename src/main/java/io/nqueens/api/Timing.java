package io.nqueens.api;

import io.nqueens.harness.measure.Runs;
import java.time.Duration;

/**
 * How a comparison or benchmark times each cell: at least {@code repeat} runs, then on until they add
 * up to {@code measure}, stopping once they add up to {@code budget} (zero: no budget).
 */
public record Timing(int repeat, Duration measure, Duration budget) {

  /** compare's own timing, as its --repeat, --measure-time and --cell-budget say unless told (docs/library.md gives the figures). */
  public static final Timing DEFAULT = new Timing(Runs.REPEAT, Duration.ofMillis(Runs.COMPARE_MEASURE_MS), Duration.ofMillis(Runs.COMPARE_BUDGET_MS));

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
