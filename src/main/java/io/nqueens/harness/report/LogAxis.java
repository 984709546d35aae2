package io.nqueens.harness.report;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A logarithmic axis: bounds rounded out to whole decades and the ticks on them (every decade
 * labelled; 2 and 5 times each decade as unlabelled minor ticks when the axis spans at most three
 * decades, so that short spans still read).
 */
public final class LogAxis {

  /** A tick at {@code value}; major ticks carry a label. */
  public record Tick(double value, String label, boolean major) {}

  private final double low;
  private final double high;

  private LogAxis(double low, double high) {
    this.low = low;
    this.high = high;
  }

  /** An axis covering every positive value in [min, max] (non-positive values have no place on it). */
  public static LogAxis covering(double min, double max) {
    if (!(min > 0) || !(max > 0) || max < min) {
      throw new IllegalArgumentException("a log axis needs 0 < min <= max, not " + min + ".." + max);
    }
    double low = Math.pow(10, Math.floor(Math.log10(min) + 1e-9));
    double high = Math.pow(10, Math.ceil(Math.log10(max) - 1e-9));
    if (high <= low) {
      high = low * 10;
    }
    return new LogAxis(low, high);
  }

  public double low() {
    return low;
  }

  public double high() {
    return high;
  }

  /** Where {@code value} falls, from 0 (low) to 1 (high). */
  public double fraction(double value) {
    return (Math.log10(value) - Math.log10(low)) / (Math.log10(high) - Math.log10(low));
  }

  public List<Tick> ticks() {
    List<Tick> out = new ArrayList<>();
    int decades = (int) Math.round(Math.log10(high / low));
    for (int k = 0; k <= decades; k++) {
      double v = low * Math.pow(10, k);
      out.add(new Tick(v, label(v), true));
      if (k < decades && decades <= 3) {
        out.add(new Tick(2 * v, "", false));
        out.add(new Tick(5 * v, "", false));
      }
    }
    return out;
  }

  /** 0.001, 0.01, ..., 1, 10, 100, 1000, 10k, 100k, 1M, ... */
  static String label(double v) {
    if (v >= 1e6) {
      return String.format(Locale.ROOT, "%.0fM", v / 1e6);
    }
    if (v >= 1e4) {
      return String.format(Locale.ROOT, "%.0fk", v / 1e3);
    }
    if (v >= 1) {
      return String.format(Locale.ROOT, "%.0f", v);
    }
    return new BigDecimal(v).round(new MathContext(1)).stripTrailingZeros().toPlainString();
  }
}
