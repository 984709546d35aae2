package io.nqueens.solver;

import io.nqueens.BadInputException;
import java.math.BigInteger;

/**
 * Exact arithmetic for counts: a sum or product that would pass 2^63 - 1 (from about n = 29 a
 * total would) stops with an error naming it, instead of wrapping into a wrong number that looks
 * right. Used wherever parts, orbits or classes are added up: the engine, checkpoints, the cluster.
 */
public final class Exact {

  private Exact() {}

  /** {@code a + b}, exactly. */
  public static long add(long a, long b) {
    long r = a + b;
    if (((a ^ r) & (b ^ r)) < 0) {
      throw overflow(a + " + " + b);
    }
    return r;
  }

  /** {@code a * b}, exactly. */
  public static long multiply(long a, long b) {
    long hi = Math.multiplyHigh(a, b);
    long lo = a * b;
    if (hi != 0 || lo < 0) {
      if (!(hi == -1 && lo < 0)) {
        throw overflow(a + " * " + b);
      }
    }
    return lo;
  }

  private static Overflow overflow(String what) {
    return new Overflow("a count passed 2^63 - 1 (" + what + "): it cannot be represented exactly here, so none is given");
  }

  /** A sum or product past 2^63 - 1: a count this program cannot give, said in one line (exit 2), never a wrong number. */
  public static final class Overflow extends BadInputException {
    Overflow(String message) {
      super(message);
    }
  }

  /** The largest count represented, 2^63 - 1. */
  public static final BigInteger MAX = BigInteger.valueOf(Long.MAX_VALUE);
}
