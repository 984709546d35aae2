package io.nqueens.solver.backtracking;

import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Counts the plain problem by constellations (as NQueensFAF and Q27 do): the queens of the border
 * (the first and last rows, the first and last columns; two to four queens, since a corner queen
 * stands on two of them) are placed first; one constellation is kept per class under the eight
 * board symmetries, weighted by the size of its class; and each kept constellation's inner board
 * is counted with bit masks, the border queens' lines folded into one mask per row.
 *
 * <p>Every solution has exactly one constellation, so the total is the sum over kept constellations
 * of class size times completions. Classes of solutions: a class meets a kept constellation c in
 * one orbit of c's own symmetries (its stabilizer), so it is counted once by counting the
 * completions that are smallest in that orbit (most constellations have no symmetry but the
 * identity, and all their completions count).
 */
final class ConstellationCounter {

  static final int MIN_N = 6;

  /** A kept constellation: the border queens as (row, column) pairs, its class size, and its symmetries besides the identity. */
  record Constellation(int[][] queens, int classSize, int[] symmetries) {}

  private final int n;
  private final long full;
  private final SearchControl control;
  long nodes;
  private boolean stopped;
  /** The constellation being counted: its queens' lines as one mask per row, and each row's border queen (or -1). */
  private final long[] forbidden;
  private final int[] fixed;

  ConstellationCounter(int n, SearchControl control) {
    if (n < MIN_N || n > BitboardSearch.MAX_N) {
      throw new IllegalArgumentException("n (" + n + ") must be in " + MIN_N + ".." + BitboardSearch.MAX_N + " for the constellation counter");
    }
    this.n = n;
    this.full = n == 64 ? -1L : (1L << n) - 1;
    this.control = control;
    this.forbidden = new long[n];
    this.fixed = new int[n];
  }

  /** The kept constellations, in a fixed order (the same in every process). */
  List<Constellation> constellations() {
    List<Constellation> out = new ArrayList<>();
    int m = n - 1;
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        for (int c = 0; c < n; c++) {
          for (int d = 0; d < n; d++) {
            // A corner queen stands on two border lines: both must name it.
            if ((a == 0) != (c == 0) || (a == m) != (d == 0) || (b == 0) != (c == m) || (b == m) != (d == m)) {
              continue;
            }
            int[][] qs = distinct(new int[][] {{0, a}, {m, b}, {c, 0}, {d, m}});
            if (qs == null || !peaceful(qs)) {
              continue;
            }
            long code = encode(qs);
            long least = code;
            int images = 0;
            long[] seen = new long[8];
            int[] stabilizer = new int[8];
            int stab = 0;
            for (int g = 0; g < 8; g++) {
              long image = encode(transform(qs, g));
              least = Math.min(least, image);
              boolean fresh = true;
              for (int k = 0; k < images; k++) {
                fresh &= seen[k] != image;
              }
              if (fresh) {
                seen[images++] = image;
              }
              if (g != 0 && image == code) {
                stabilizer[stab++] = g;
              }
            }
            if (least == code) {
              out.add(new Constellation(qs, images, Arrays.copyOf(stabilizer, stab)));
            }
          }
        }
      }
    }
    return out;
  }

  private static int[][] distinct(int[][] qs) {
    List<int[]> out = new ArrayList<>();
    for (int[] q : qs) {
      boolean dup = false;
      for (int[] o : out) {
        dup |= o[0] == q[0] && o[1] == q[1];
      }
      if (!dup) {
        out.add(q);
      }
    }
    return out.toArray(new int[0][]);
  }

  private static boolean peaceful(int[][] qs) {
    for (int i = 0; i < qs.length; i++) {
      for (int j = i + 1; j < qs.length; j++) {
        int dr = qs[i][0] - qs[j][0];
        int dc = qs[i][1] - qs[j][1];
        if (dr == 0 || dc == 0 || Math.abs(dr) == Math.abs(dc)) {
          return false;
        }
      }
    }
    return true;
  }

  /** The set of squares as a number: each square's index r * n + c as a bit position would overflow, so the sorted indices in base n*n. */
  private long encode(int[][] qs) {
    long[] idx = new long[qs.length];
    for (int i = 0; i < qs.length; i++) {
      idx[i] = (long) qs[i][0] * n + qs[i][1];
    }
    Arrays.sort(idx);
    long code = qs.length;
    for (long x : idx) {
      code = code * ((long) n * n) + x;
    }
    return code;
  }

  /** The eight symmetries as in {@code Symmetry}'s order: identity, rotations, mirrors, transposes. */
  private int[][] transform(int[][] qs, int g) {
    int m = n - 1;
    int[][] out = new int[qs.length][];
    for (int i = 0; i < qs.length; i++) {
      int r = qs[i][0];
      int c = qs[i][1];
      out[i] = switch (g) {
        case 0 -> new int[] {r, c};
        case 1 -> new int[] {c, m - r};
        case 2 -> new int[] {m - r, m - c};
        case 3 -> new int[] {m - c, r};
        case 4 -> new int[] {r, m - c};
        case 5 -> new int[] {m - r, c};
        case 6 -> new int[] {c, r};
        default -> new int[] {m - c, m - r};
      };
    }
    return out;
  }

  /** Completions of the constellation, and those smallest under its symmetries: {total, unique}. */
  long[] count(Constellation k) {
    Arrays.fill(forbidden, 0);
    Arrays.fill(fixed, -1);
    for (int[] q : k.queens()) {
      fixed[q[0]] = q[1];
      for (int r = 0; r < n; r++) {
        if (r == q[0]) {
          continue;
        }
        int d = r - q[0];
        forbidden[r] |= bit(q[1]) | bit(q[1] + d) | bit(q[1] - d);
      }
    }
    if (k.symmetries().length == 0) {
      long total = count(1, 0, 0, 0);
      return new long[] {total, total};
    }
    int[] cols = new int[n];
    for (int[] q : k.queens()) {
      cols[q[0]] = q[1];
    }
    long[] unique = {0};
    long total = search(1, 0, 0, 0, forbidden, fixed, cols, (placement) -> {
      if (smallestUnder(placement, k.symmetries())) {
        unique[0]++;
      }
    });
    return new long[] {total, unique[0]};
  }

  private long bit(int c) {
    return c >= 0 && c < n ? 1L << c : 0;
  }

  private interface Leaf {
    void accept(int[] placement);
  }

  /** The inner board from {@code row} on, counting only (the common case: a constellation without symmetry). */
  private long count(int row, long cols, long left, long right) {
    int f = fixed[row];
    if (f >= 0) {
      if (row == n - 1) {
        return 1;
      }
      long b = 1L << f;
      if (((cols | left | right) & b) != 0) {
        return 0;
      }
      return count(row + 1, cols | b, ((left | b) << 1) & full, (right | b) >>> 1);
    }
    long free = ~(cols | left | right | forbidden[row]) & full;
    long total = 0;
    while (free != 0) {
      long b = free & -free;
      free ^= b;
      if ((++nodes & 0xFFFFF) == 0 && control.shouldStop()) {
        stopped = true;
      }
      if (stopped) {
        break;
      }
      total += count(row + 1, cols | b, ((left | b) << 1) & full, (right | b) >>> 1);
    }
    return total;
  }

  /** Rows 1..n-2; fixed rows (side queens) are checked, not branched; the last row's queen is fixed and compatible by construction. */
  private long search(int row, long cols, long left, long right, long[] forbidden, int[] fixed, int[] placement, Leaf leaf) {
    if (row == n - 1) {
      if (leaf != null) {
        leaf.accept(placement);
      }
      return 1;
    }
    if (fixed[row] >= 0) {
      long b = 1L << fixed[row];
      if (((cols | left | right) & b) != 0) {
        return 0;
      }
      return search(row + 1, cols | b, ((left | b) << 1) & full, (right | b) >>> 1, forbidden, fixed, placement, leaf);
    }
    long free = ~(cols | left | right | forbidden[row]) & full;
    long count = 0;
    while (free != 0 && !stopped) {
      long b = free & -free;
      free ^= b;
      if ((++nodes & 0xFFFFF) == 0 && control.shouldStop()) {
        stopped = true;
        break;
      }
      if (placement != null) {
        placement[row] = Long.numberOfTrailingZeros(b);
      }
      count += search(row + 1, cols | b, ((left | b) << 1) & full, (right | b) >>> 1, forbidden, fixed, placement, leaf);
    }
    return count;
  }

  /** Whether the placement is lexicographically no greater than its images under the given symmetries. */
  private boolean smallestUnder(int[] cols, int[] symmetries) {
    int m = n - 1;
    int[] image = new int[n];
    for (int g : symmetries) {
      for (int r = 0; r < n; r++) {
        int c = cols[r];
        switch (g) {
          case 1 -> image[c] = m - r;
          case 2 -> image[m - r] = m - c;
          case 3 -> image[m - c] = r;
          case 4 -> image[r] = m - c;
          case 5 -> image[m - r] = c;
          case 6 -> image[c] = r;
          default -> image[m - c] = m - r;
        }
      }
      if (Arrays.compare(image, cols) < 0) {
        return false;
      }
    }
    return true;
  }
}
