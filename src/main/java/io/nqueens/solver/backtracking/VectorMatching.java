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
