package io.nqueens.model.expr;

/**
 * The least and greatest value of a ground integer term when every queen's column is in
 * {@code 0..n-1}, and the range this program computes exactly.
 *
 * <p>A model is refused when it is unrolled if any of its terms can leave {@link #MAX_MAGNITUDE}
 * in either direction; the hand-written searches' {@code long} arithmetic then cannot overflow (a
 * product is checked as a term of its own), and every value survives a JSON number read as a
 * double. Each backend declares its own, possibly narrower, range ({@code Solver.maxMagnitude}),
 * checked where limits live against the model's largest magnitude.
 */
public record Bounds(long lo, long hi) {

  /**
   * The largest magnitude of any term of a model: 2^53 - 1, the integers a double (JSON, the report
   * pages' JavaScript, CP-SAT's objective value) holds exactly; far inside {@code long}.
   */
  public static final long MAX_MAGNITUDE = (1L << 53) - 1;

  public Bounds {
    if (lo > hi) {
      throw new IllegalArgumentException("empty bounds " + lo + ".." + hi);
    }
  }

  /** Whether every value lies within {@code -MAX_MAGNITUDE..MAX_MAGNITUDE}. */
  public boolean representable() {
    return lo >= -MAX_MAGNITUDE && hi <= MAX_MAGNITUDE;
  }

  /** The larger of the two magnitudes. */
  public long magnitude() {
    return Math.max(Math.abs(lo), Math.abs(hi));
  }

  static Bounds of(long value) {
    return new Bounds(value, value);
  }

  Bounds negate() {
    return new Bounds(Math.negateExact(hi), Math.negateExact(lo));
  }

  Bounds abs() {
    long lo2 = lo <= 0 && hi >= 0 ? 0 : Math.min(Math.abs(lo), Math.abs(hi));
    return new Bounds(lo2, magnitude());
  }

  Bounds plus(Bounds b) {
    return new Bounds(Math.addExact(lo, b.lo), Math.addExact(hi, b.hi));
  }

  Bounds minus(Bounds b) {
    return new Bounds(Math.subtractExact(lo, b.hi), Math.subtractExact(hi, b.lo));
  }

  Bounds times(Bounds b) {
    long[] corners = {Math.multiplyExact(lo, b.lo), Math.multiplyExact(lo, b.hi), Math.multiplyExact(hi, b.lo), Math.multiplyExact(hi, b.hi)};
    long min = corners[0];
    long max = corners[0];
    for (long c : corners) {
      min = Math.min(min, c);
      max = Math.max(max, c);
    }
    return new Bounds(min, max);
  }

  /** Division by a non-zero constant, truncating toward zero (monotone in the dividend). */
  Bounds dividedBy(long d) {
    long a = lo / d;
    long b = hi / d;
    return new Bounds(Math.min(a, b), Math.max(a, b));
  }

  /** The remainder by a non-zero constant, which takes the dividend's sign. */
  Bounds remainder(long d) {
    long m = Math.abs(d) - 1;
    return new Bounds(lo >= 0 ? 0 : -Math.min(m, Math.abs(lo)), hi <= 0 ? 0 : Math.min(m, hi));
  }

  Bounds min(Bounds b) {
    return new Bounds(Math.min(lo, b.lo), Math.min(hi, b.hi));
  }

  Bounds max(Bounds b) {
    return new Bounds(Math.max(lo, b.lo), Math.max(hi, b.hi));
  }

  @Override
  public String toString() {
    return lo + ".." + hi;
  }
}
