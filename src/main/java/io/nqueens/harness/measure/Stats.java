package io.nqueens.harness.measure;

import java.util.Arrays;
import java.util.Collection;

/** The statistics made of timed runs, defined once: every median shown anywhere is this one. */
public final class Stats {

  private Stats() {}

  /** The median: the middle value, or the mean of the two middle values of an even count; NaN of none or of any NaN. */
  public static double median(double[] values) {
    if (values.length == 0 || Arrays.stream(values).anyMatch(Double::isNaN)) {
      return Double.NaN;
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int m = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
  }

  /** The median of these values ({@link #median(double[])}). */
  public static double median(Collection<Double> values) {
    return median(values.stream().mapToDouble(Double::doubleValue).toArray());
  }

  /**
   * The median absolute deviation: the median of each value's distance from the median, a spread
   * that one outlier (a collection, a late compilation) does not make; NaN of none.
   */
  public static double mad(double[] values) {
    double m = median(values);
    return median(Arrays.stream(values).map(v -> Math.abs(v - m)).toArray());
  }

  /** The smallest value; NaN of none. */
  public static double min(double[] values) {
    return Arrays.stream(values).min().orElse(Double.NaN);
  }

  /** The largest value; NaN of none. */
  public static double max(double[] values) {
    return Arrays.stream(values).max().orElse(Double.NaN);
  }
}
