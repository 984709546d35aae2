package io.nqueens.solver.backtracking;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Matching} through {@code jdk.incubator.vector}: the k sets ORed one vector of longs at a
 * time (256 bits), each lane's bits counted lane-wise by {@code VectorOperators.BIT_COUNT} where the
 * running Java has it (19 and later: VPOPCNTDQ where the CPU has it), else stored and counted by
 * {@code Long.bitCount} (Java 17, which compiles this class: the operator is looked up at run time,
 * a {@code VectorOperators.Unary}, a type Java 17 has). The sets are padded to whole vectors
 * ({@link #lanes}), their padding zero, so there is no tail. Loaded only where the module is in the
 * boot layer ({@link Matching#vector}).
 */
final class VectorMatching implements Matching {

  private static final VectorSpecies<Long> SPECIES = LongVector.SPECIES_256;
  private static final int LANES = SPECIES.length();
  /** Java 19's lane-wise bit count, or null on a Java without it. */
  private static final VectorOperators.Unary BIT_COUNT = bitCount();

  private static VectorOperators.Unary bitCount() {
    try {
      return (VectorOperators.Unary) VectorOperators.class.getField("BIT_COUNT").get(null);
    } catch (ReflectiveOperationException | ClassCastException e) {
      return null;
    }
  }

  static {
    warm();
  }

  /**
   * Runs the kernel with every number of sets, evenly, before any count does. C2 inlines the
   * vector operations only at call sites its profile calls warm; a count's first blocks use few
   * sets, so the loop over the third set on could be compiled cold, its ORs left as calls into the
   * library's scalar fallback: the same run then took five times as long, by chance of which block
   * came first (seen at n = 18 in about half the runs).
   */
  private static void warm() {
    int words = 2 * LANES;
    long[] u = new long[8 * words];
    int[] o = new int[8];
    for (int i = 0; i < 8; i++) {
      o[i] = i * words;
      for (int w = 0; w < words; w++) {
        u[i * words + w] = 0x9E3779B97F4A7C15L * (i * words + w + 1);
      }
    }
    long[] lane = new long[LANES];
    VectorMatching m = new VectorMatching();
    long sink = 0;
    for (int round = 0; round < 4000; round++) {
      for (int k = 2; k <= 8; k++) {
        sink += m.clashes(u, o, k, words, lane);
      }
    }
    if (sink == 42) {
      // Never so (the sum is far larger): only keeps the runs from being optimised away.
      System.err.print("");
    }
  }

  @Override
  public int lanes() {
    return LANES;
  }

  @Override
  public String name() {
    return "vector-" + SPECIES.vectorBitSize() + (BIT_COUNT != null ? "-bitcount" : "");
  }

  @Override
  public int clashes(long[] u, int[] o, int k, int words, long[] lane) {
    int clash = 0;
    switch (k) {
      case 0 -> {
        return 0;
      }
      case 1 -> {
        for (int w = 0; w < words; w++) {
          clash += Long.bitCount(u[o[0] + w]);
        }
        return clash;
      }
      default -> { }
    }
    int a = o[0];
    int b = o[1];
    if (BIT_COUNT != null) {
      LongVector counts = LongVector.zero(SPECIES);
      for (int w = 0; w < words; w += LANES) {
        LongVector x = LongVector.fromArray(SPECIES, u, a + w).or(LongVector.fromArray(SPECIES, u, b + w));
        for (int i = 2; i < k; i++) {
          x = x.or(LongVector.fromArray(SPECIES, u, o[i] + w));
        }
        counts = counts.add(x.lanewise(BIT_COUNT));
      }
      return (int) counts.reduceLanes(VectorOperators.ADD);
    }
    for (int w = 0; w < words; w += LANES) {
      LongVector x = LongVector.fromArray(SPECIES, u, a + w).or(LongVector.fromArray(SPECIES, u, b + w));
      for (int i = 2; i < k; i++) {
        x = x.or(LongVector.fromArray(SPECIES, u, o[i] + w));
      }
      x.intoArray(lane, 0);
      for (int i = 0; i < LANES; i++) {
        clash += Long.bitCount(lane[i]);
      }
    }
    return clash;
  }
}
