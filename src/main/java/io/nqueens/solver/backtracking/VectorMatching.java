package io.nqueens.solver.backtracking;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Matching} through {@code jdk.incubator.vector}: the k sets ORed one vector of longs at a
 * time (the preferred species: 512 bits with AVX-512, 256 with AVX2), each lane's bits counted by
 * {@code Long.bitCount}. The sets are padded to whole vectors ({@link #lanes}), their padding zero,
 * so there is no tail. Loaded only where the module is in the boot layer ({@link Matching#vector}).
 */
final class VectorMatching implements Matching {

  private static final VectorSpecies<Long> SPECIES = LongVector.SPECIES_256;
  private static final int LANES = SPECIES.length();

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
    return "vector-" + SPECIES.vectorBitSize();
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
