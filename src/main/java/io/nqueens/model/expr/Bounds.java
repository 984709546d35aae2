package io.nqueens.model.expr;

/**
 * The least and greatest value of a ground integer term when every queen's column is in
 * {@code 0..n-1}, and the range every backend represents exactly.
 *
 * <p>A model is refused when it is unrolled if any of its terms can leave {@link #MAX_MAGNITUDE}
 * in either direction; the backends then never see a value they would wrap, round or reject, and
 * the hand-written searches' {@code long} arithmetic cannot overflow (a product of two terms in
 * range is far inside {@code long}).
 */
public record Bounds(long lo, long hi) {

  /**
   * The largest magnitude of any term of a model: the narrowest integer range among the backends
   * (Choco's {@code IntVar.MAX_INT_BOUND}, checked by a test against Choco itself); CP-SAT's 64-bit
   * integers and Gecode's 32-bit ones hold it exactly.
   */
  public static final long MAX_MAGNITUDE = 21_474_836;

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
