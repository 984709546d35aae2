package io.nqueens.solver.backtracking;

import io.nqueens.BadInputException;
import java.util.Optional;

/**
 * How the halves counter counts the top halves a bottom half clashes with: the bits set in the
 * union of k bit sets of {@code words} longs each ({@link #scalarClashes}). Two ways, the
 * same answer: {@link #SCALAR}, one long at a time, and the Vector API's ({@code VectorMatching}:
 * the unions ORed a vector at a time, the population count per lane, since Java 17's incubator
 * module has no lane-wise bit count), which needs {@code jdk.incubator.vector} in the boot layer
 * ({@code --add-modules jdk.incubator.vector}, which the launcher adds to {@code count}).
 *
 * <p>Chosen by the backend option {@code backtracking.matching} ({@code vector}, {@code scalar}, or
 * {@code auto}, the default ({@link #DEFAULT}): the vector way where the module is present).
 */
interface Matching {

  /** The bits set in the union of the k sets starting at {@code offsets[0..k-1]}; {@code scratch} holds {@link #lanes} longs, the caller's own. */
  int clashes(long[] sets, int[] offsets, int k, int words, long[] scratch);

  /** Longs a block of top halves' sets is padded to: a vector's lanes, so that no vector reads past a set. */
  int lanes();

  /** Its name in docs and statistics: {@code scalar} or {@code vector-256} / {@code vector-512}. */
  String name();

  Matching SCALAR = new Matching() {
    @Override
    public int clashes(long[] sets, int[] offsets, int k, int words, long[] scratch) {
      return scalarClashes(sets, offsets, k, words);
    }

    @Override
    public int lanes() {
      return 1;
    }

    @Override
    public String name() {
      return "scalar";
    }
  };

  /** The way a counter matches unless told: the vector way where this JVM has the module. */
  Matching DEFAULT = choose("auto");

  /** The way {@code setting} asks for, the scalar one where the vector one is asked for but not available. */
  static Matching choose(String setting) {
    return switch (setting) {
      case "scalar" -> SCALAR;
      case "vector", "auto" -> vector().orElse(SCALAR);
      default -> throw new BadInputException("backend option backtracking.matching: '" + setting + "' is none of auto, vector, scalar");
    };
  }

  /** The Vector API's way, where this JVM has the module and a species of at least four longs. */
  static Optional<Matching> vector() {
    if (ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()) {
      return Optional.empty();
    }
    try {
      Matching m = (Matching) Class.forName("io.nqueens.solver.backtracking.VectorMatching").getDeclaredConstructor().newInstance();
      return m.lanes() >= 4 ? Optional.of(m) : Optional.empty();
    } catch (ReflectiveOperationException | LinkageError e) {
      return Optional.empty();
    }
  }

  /**
   * The top halves that share a diagonal with the bit sets of {@code sets} starting at
   * {@code offsets[0..k-1]}: the bits set in the union of their {@code words} words, counted in one
   * pass. A key has at most 2(n - 2) bits below n = 24, so at most eight chunks. Bits past the
   * last top half are never set, so the last word needs no mask.
   */
  static int scalarClashes(long[] sets, int[] offsets, int k, int words) {
    long[] u = sets;
    int[] o = offsets;
    int n = words;
    int clash = 0;
    switch (k) {
      case 0 -> {
        return 0;
      }
      case 1 -> {
        int a = o[0];
        for (int w = 0; w < n; w++) {
          clash += Long.bitCount(u[a + w]);
        }
      }
      case 2 -> {
        int a = o[0];
        int b = o[1];
        for (int w = 0; w < n; w++) {
          clash += Long.bitCount(u[a + w] | u[b + w]);
        }
      }
      case 3 -> {
        int a = o[0];
        int b = o[1];
        int d = o[2];
        for (int w = 0; w < n; w++) {
          clash += Long.bitCount(u[a + w] | u[b + w] | u[d + w]);
        }
      }
      case 4 -> {
        int a = o[0];
        int b = o[1];
        int d = o[2];
        int e = o[3];
        for (int w = 0; w < n; w++) {
          clash += Long.bitCount(u[a + w] | u[b + w] | u[d + w] | u[e + w]);
        }
      }
      case 5 -> {
        int a = o[0];
        int b = o[1];
        int d = o[2];
        int e = o[3];
        int f = o[4];
        for (int w = 0; w < n; w++) {
          clash += Long.bitCount(u[a + w] | u[b + w] | u[d + w] | u[e + w] | u[f + w]);
        }
      }
      case 6 -> {
        int a = o[0];
        int b = o[1];
        int d = o[2];
        int e = o[3];
        int f = o[4];
        int g = o[5];
        for (int w = 0; w < n; w++) {
          clash += Long.bitCount(u[a + w] | u[b + w] | u[d + w] | u[e + w] | u[f + w] | u[g + w]);
        }
      }
      case 7 -> {
        int a = o[0];
        int b = o[1];
        int d = o[2];
        int e = o[3];
        int f = o[4];
        int g = o[5];
        int h = o[6];
        for (int w = 0; w < n; w++) {
          clash += Long.bitCount(u[a + w] | u[b + w] | u[d + w] | u[e + w] | u[f + w] | u[g + w] | u[h + w]);
        }
      }
      case 8 -> {
        int a = o[0];
        int b = o[1];
        int d = o[2];
        int e = o[3];
        int f = o[4];
        int g = o[5];
        int h = o[6];
        int i = o[7];
        for (int w = 0; w < n; w++) {
          clash += Long.bitCount(u[a + w] | u[b + w] | u[d + w] | u[e + w] | u[f + w] | u[g + w] | u[h + w] | u[i + w]);
        }
      }
      default -> throw new IllegalStateException("no more than eight sets here, not " + k);
    }
    return clash;
  }
}
