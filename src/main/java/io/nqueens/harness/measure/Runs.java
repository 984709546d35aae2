package io.nqueens.harness.measure;

import io.nqueens.BadInputException;
import java.time.Duration;

/**
 * How many timed runs one cell (a backend at one n) gets, as hyperfine and JMH choose theirs: at
 * least {@code repeat}, then until they add up to {@code measureMillis}, at most {@link #MAX_RUNS};
 * a cell whose runs add up to {@code budgetMillis} stops there (one run at least), so that a range
 * stays affordable. A run stopped by its limit ends the cell: no median is made of partial runs.
 *
 * @param repeat the fewest timed runs
 * @param measureMillis the time the runs add up to, at least, after {@code repeat} (0: exactly {@code repeat})
 * @param budgetMillis the time after which a cell stops even before {@code repeat} runs (infinite: none)
 */
public record Runs(int repeat, double measureMillis, double budgetMillis) {

  /** The most timed runs one cell takes, however short they are. */
  public static final int MAX_RUNS = 100;

  /**
   * The longest a warm-up runs: long enough for the JIT to compile a search's loops and a library
   * to load, short beside a long run. The same for every task and every command.
   */
  public static final Duration WARM_UP = Duration.ofMillis(100);

  /** Timed runs a cell gets at least, unless told: three, as hyperfine's and JMH's short runs. */
  public static final int REPEAT = 3;

  /** A comparison's cells go on timing until their runs add up to this many milliseconds (compare, the report, the library). */
  public static final int COMPARE_MEASURE_MS = 20;

  /** The most a comparison's cell is timed for, in milliseconds, once its {@link #REPEAT} runs are done. */
  public static final int COMPARE_BUDGET_MS = 500;

  /** A benchmark's cells go on timing until their runs add up to this many milliseconds. */
  public static final int BENCH_MEASURE_MS = 100;

  /** A comparison's timing unless told: {@code repeat} runs, then on to {@link #COMPARE_MEASURE_MS}, within {@link #COMPARE_BUDGET_MS}. */
  public static Runs comparison(int repeat) {
    return of(repeat, Duration.ofMillis(COMPARE_MEASURE_MS), Duration.ofMillis(COMPARE_BUDGET_MS));
  }

  /** A benchmark's timing unless told: {@code repeat} runs, then on to {@link #BENCH_MEASURE_MS} (none for an optimisation, whose runs are long). */
  public static Runs benchmark(int repeat, boolean optimisation) {
    return of(repeat, optimisation ? Duration.ZERO : Duration.ofMillis(BENCH_MEASURE_MS), null);
  }

  public Runs {
    if (repeat < 1) {
      throw new BadInputException("--repeat (" + repeat + ") must be >= 1");
    }
    if (!(measureMillis >= 0)) {
      throw new BadInputException("--measure-time (" + measureMillis + " ms) must be >= 0");
    }
    if (!(budgetMillis > 0)) {
      throw new BadInputException("--cell-budget (" + budgetMillis + " ms) must be > 0");
    }
  }

  /** Exactly {@code repeat} runs (fewer only where one is stopped by its limit). */
  public static Runs exactly(int repeat) {
    return new Runs(repeat, 0, Double.POSITIVE_INFINITY);
  }

  /** At least {@code repeat} runs, then until they add up to {@code measure}; {@code budget} zero or null for none. */
  public static Runs of(int repeat, Duration measure, Duration budget) {
    return new Runs(repeat, measure.toNanos() / 1e6, budget == null || budget.isZero() ? Double.POSITIVE_INFINITY : budget.toNanos() / 1e6);
  }

  /**
   * The longest the timed runs of one cell can take when each run stops at {@code limitMillis}: a run
   * starts only while the cell wants more, and each ends by its limit.
   */
  public double longestMillis(double limitMillis) {
    double byRepeat = repeat * limitMillis + (measureMillis > 0 ? measureMillis + limitMillis : 0);
    return Math.min(MAX_RUNS * limitMillis, Math.min(byRepeat, budgetMillis + limitMillis));
  }

  /** Whether a cell that has taken {@code done} runs adding up to {@code spentMillis} takes no more. */
  public boolean enough(int done, double spentMillis) {
    return done >= MAX_RUNS || (done >= repeat && spentMillis >= measureMillis) || spentMillis >= budgetMillis;
  }
}
