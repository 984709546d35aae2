package io.nqueens.solver.backtracking;

import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

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
 *
 * <p>Speed (docs/performance.md): the border queens' rows are skipped, not checked (every inner queen avoids
 * their lines already); the last two free rows are counted in closed form; a queen is placed only
 * if the next two free rows keep a free square; constellations that differ
 * only in the last row's queen share one search of the rows above; and a constellation searched
 * alone is searched in whichever of its eight images leaves the fewest placements in its first
 * free rows.
 */
final class ConstellationCounter {

  static final int MIN_N = 6;

  /**
   * The largest board counted by constellations: their number grows as n^4, and so do the memory
   * and the time it takes to build them (docs/performance.md), while no count above this size could
   * finish anyway; larger boards go to the symmetric counter, whose parts stay small.
   */
  static final int MAX_N = 32;

  /**
   * A unit of counting: one kept constellation (the border queens as (row, column) pairs, its class
   * size and its symmetries besides the identity), or several that differ only in the last row's
   * queen: then {@code queens} leaves the last row out and {@code lastRow} has a bit for each
   * column their last-row queens stand in; all of them have classes of eight.
   */
  record Constellation(int[][] queens, long lastRow, int classSize, int[] symmetries) {
    /** Every field, the arrays' values included (a part's identity). */
    String describe() {
      return Arrays.deepToString(queens) + " " + lastRow + " " + classSize + " " + Arrays.toString(symmetries);
    }
  }

  private final int n;
  private final long full;
  private final SearchControl control;
  /**
   * Search nodes: rows branched on with more than three free rows left from them on (below that the
   * count is closed form or one loop), polled for a stop every {@link #POLL}.
   */
  long nodes;
  private static final int POLL = 1 << 16;
  /** The constellation being counted: its queens' lines as one mask per row; the free rows, the squares their border leaves and the distance to the next. */
  private final long[] forbidden;
  private final int[] freeRows;
  private final long[] rowMask;
  private final int[] gap;
  private int freeCount;
  private int lastFree;

  ConstellationCounter(int n, SearchControl control) {
    if (n < MIN_N || n > BitboardSearch.MAX_N) {
      throw new IllegalArgumentException("n (" + n + ") must be in " + MIN_N + ".." + BitboardSearch.MAX_N + " for the constellation counter");
    }
    this.n = n;
    this.full = n == 64 ? -1L : (1L << n) - 1;
    this.control = control;
    this.forbidden = new long[n];
    this.freeRows = new int[n];
    this.rowMask = new long[n];
    this.gap = new int[n];
  }

  /**
   * The kept constellations, in a fixed order (the same in every process). A constellation with a
   * class of eight (four queens, none in a corner) may be searched in any of its eight images, and
   * images that differ only in the last row's queen share one search of the rows above, with the
   * last row limited to their columns. So the images are bucketed by their other three queens, and
   * the bucket with the most classes per estimated search size (its partial placements in the
   * first {@link #BUCKET_ESTIMATE_ROWS} free rows) is taken first, each class in the first bucket
   * taken that holds it (ties by the bucket's queens, so the order is fixed); a bucket left with
   * fewer than {@link #MIN_GROUP} classes is not searched as one, and its classes are searched
   * alone, in the image the search-size estimate prefers, like the constellations with smaller
   * classes.
   */
  List<Constellation> constellations() {
    List<Constellation> out = new ArrayList<>();
    // Classes of eight: their canonical queens, and per bucket (top, left, right queen of an image)
    // the classes with an image there and that image's last-row queen.
    List<int[][]> eights = new ArrayList<>();
    Map<Long, List<int[]>> buckets = new HashMap<>();
    int m = n - 1;
    // Each queen is checked against the ones before it as soon as it is placed (the order of the
    // tuples, and so of the units, is that of the plain four loops). A corner queen stands on two
    // border lines: both must name it.
    for (int a = 0; a < n; a++) {
      // Building takes seconds on the largest boards: a time limit or Ctrl-C stops it too.
      control.checkpoint();
      for (int b = 0; b < n; b++) {
        if (!peaceful(0, a, m, b)) {
          continue;
        }
        for (int c = 0; c < n; c++) {
          if ((a == 0) != (c == 0) || (b == 0) != (c == m) || !peaceful(0, a, c, 0) || !peaceful(m, b, c, 0)) {
            continue;
          }
          for (int d = 0; d < n; d++) {
            if ((a == m) != (d == 0) || (b == m) != (d == m)
                || !peaceful(0, a, d, m) || !peaceful(m, b, d, m) || !peaceful(c, 0, d, m)) {
              continue;
            }
            // The eight symmetries map the border queens (top a, bottom b, left c, right d) onto the
            // border again, so a constellation's images are tuples too (same order as transform);
            // the tuple is kept where it is the least of them.
            long[] seen = images(a, b, c, d);
            boolean least = true;
            for (long image : seen) {
              least &= seen[0] <= image;
            }
            if (least) {
              keep(a, b, c, d, seen, out, eights, buckets);
            }
          }
        }
      }
    }
    return group(out, eights, buckets);
  }

  /**
   * Files a least tuple: a class of eight under its bucket of each image, any other class as a unit
   * of its own. Kept apart from the loops over the tuples (and the grouping apart from both), so that
   * the JIT compiles each small: compiled as one method, the tuple loops took the optimizing
   * compiler a third of a second at n = 16, while the counting waited for it.
   */
  private void keep(int a, int b, int c, int d, long[] seen, List<Constellation> out, List<int[][]> eights, Map<Long, List<int[]>> buckets) {
    int m = n - 1;
    int images = 0;
    for (int g = 0; g < 8; g++) {
      boolean fresh = true;
      for (int k = 0; k < g; k++) {
        fresh &= seen[k] != seen[g];
      }
      images += fresh ? 1 : 0;
    }
    int[][] qs = distinct(new int[][] {{0, a}, {m, b}, {c, 0}, {d, m}});
    if (qs.length == 4 && images == 8) {
      int id = eights.size();
      eights.add(qs);
      for (long image : seen) {
        // tupleCode is ((top * n + bottom) * n + left) * n + right.
        long right = image % n;
        long left = image / n % n;
        long top = image / n / n / n;
        buckets.computeIfAbsent((top * n + left) * n + right, key -> new ArrayList<>()).add(new int[] {id, (int) (image / n / n % n)});
      }
    } else {
      int[][] best = cheapestImage(qs);
      out.add(new Constellation(best, -1L, images, stabilizer(best)));
    }
  }

  private List<Constellation> group(List<Constellation> out, List<int[][]> eights, Map<Long, List<int[]>> buckets) {
    int m = n - 1;
    boolean[] placed = new boolean[eights.size()];
    // Most classes per estimated search size first; a bucket's size shrinks as its classes are
    // placed elsewhere, so a popped bucket whose size is stale goes back with its size now.
    // Entries: {classes, bucket, estimated search size}.
    PriorityQueue<long[]> queue = new PriorityQueue<>((x, y) -> {
      int byRatio = Long.compare(y[0] * x[2], x[0] * y[2]);
      return byRatio != 0 ? byRatio : Long.compare(x[1], y[1]);
    });
    buckets.forEach((key, members) -> {
      if (members.size() >= MIN_GROUP) {
        prepare(new int[][] {{0, (int) (key / n / n)}, {(int) (key / n % n), 0}, {(int) (key % n), m}});
        queue.add(new long[] {members.size(), key, partial(0, Math.min(BUCKET_ESTIMATE_ROWS, freeCount), 0, 0, 0)});
      }
    });
    while (!queue.isEmpty()) {
      long[] top = queue.poll();
      List<int[]> members = buckets.get(top[1]);
      members.removeIf(member -> placed[member[0]]);
      if (members.size() < top[0]) {
        if (members.size() >= MIN_GROUP) {
          queue.add(new long[] {members.size(), top[1], top[2]});
        }
        continue;
      }
      long last = 0;
      for (int[] member : members) {
        // A class with two images in one bucket is taken once.
        if (!placed[member[0]]) {
          placed[member[0]] = true;
          last |= 1L << member[1];
        }
      }
      int a = (int) (top[1] / n / n);
      int c = (int) (top[1] / n % n);
      int d = (int) (top[1] % n);
      out.add(new Constellation(new int[][] {{0, a}, {c, 0}, {d, m}}, last, 8, new int[0]));
    }
    for (int id = 0; id < eights.size(); id++) {
      if (!placed[id]) {
        int[][] best = cheapestImage(eights.get(id));
        out.add(new Constellation(best, -1L, 8, stabilizer(best)));
      }
    }
    return out;
  }

  /** Fewer constellations than this sharing their upper queens are searched one by one, each in its cheapest image. */
  private static final int MIN_GROUP = 4;

  /** The tuple's codes under the eight symmetries, in the order of {@link #transform}: the first is its own. */
  private long[] images(int a, int b, int c, int d) {
    int m = n - 1;
    return new long[] {
      tupleCode(a, b, c, d), tupleCode(m - c, m - d, b, a), tupleCode(m - b, m - a, m - d, m - c), tupleCode(d, c, m - a, m - b),
      tupleCode(m - a, m - b, d, c), tupleCode(b, a, m - c, m - d), tupleCode(c, d, a, b), tupleCode(m - d, m - c, m - b, m - a),
    };
  }

  private long tupleCode(int top, int bottom, int left, int right) {
    return ((long) (top * n + bottom) * n + left) * n + right;
  }

  /**
   * Whether two border queens leave each other in peace; a corner queen is named twice (by its row
   * and by its column) and is not its own attacker.
   */
  private static boolean peaceful(int r1, int c1, int r2, int c2) {
    int dr = r1 - r2;
    int dc = c1 - c2;
    return dr == 0 && dc == 0 || dr != 0 && dc != 0 && Math.abs(dr) != Math.abs(dc);
  }

  /** How many free rows the search-size estimate of an image looks at. */
  private static final int ESTIMATE_ROWS = 3;
  /**
   * The same for a bucket's shared queens: one row deeper, since a bucket's search is shared by
   * several classes (n = 17: 977 million rows branched against 1,061 million with 3 rows).
   */
  private static final int BUCKET_ESTIMATE_ROWS = 4;

  /**
   * The image of the constellation to search: all eight have as many completions, but the search
   * runs down the rows, so the one whose first free rows leave the fewest partial placements is
   * searched.
   */
  private int[][] cheapestImage(int[][] qs) {
    int[][] best = qs;
    long bestSize = Long.MAX_VALUE;
    for (int g = 0; g < 8; g++) {
      int[][] image = transform(qs, g);
      prepare(image);
      long size = partial(0, Math.min(ESTIMATE_ROWS, freeCount), 0, 0, 0);
      if (size < bestSize) {
        bestSize = size;
        best = image;
      }
    }
    return best;
  }

  /** Partial placements of the free rows {@code i..to-1}, each counted once. */
  private long partial(int i, int to, long cols, long left, long right) {
    if (i == to) {
      return 1;
    }
    long free = rowMask[i] & ~(cols | left | right);
    if (i + 1 == to) {
      return 1 + Long.bitCount(free);
    }
    int g = gap[i];
    long total = 1;
    while (free != 0) {
      long b = free & -free;
      free ^= b;
      total += partial(i + 1, to, cols | b, (left | b) << g, (right | b) >>> g);
    }
    return total;
  }

  /** The symmetries besides the identity that map the constellation onto itself. */
  private int[] stabilizer(int[][] qs) {
    long code = encode(qs);
    int[] out = new int[8];
    int k = 0;
    for (int g = 1; g < 8; g++) {
      if (encode(transform(qs, g)) == code) {
        out[k++] = g;
      }
    }
    return Arrays.copyOf(out, k);
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
    prepare(k.queens());
    rowMask[lastFree] &= k.lastRow();
    try {
      if (k.symmetries().length == 0) {
        long total = count(0, 0, 0, 0);
        return new long[] {total, total};
      }
      int[] cols = new int[n];
      for (int[] q : k.queens()) {
        cols[q[0]] = q[1];
      }
      long[] unique = {0};
      long total = search(0, 0, 0, 0, cols, placement -> {
        if (smallestUnder(placement, k.symmetries())) {
          unique[0]++;
        }
      });
      return new long[] {total, unique[0]};
    } catch (SearchControl.Stopped e) {
      return new long[] {0, 0};
    }
  }

  /**
   * Folds the border queens' lines into one mask per row and lists the rows left free. The border
   * queens need no further check: every inner queen avoids their lines, and they avoid each other.
   */
  private void prepare(int[][] queens) {
    Arrays.fill(forbidden, 0);
    boolean[] taken = new boolean[n];
    for (int[] q : queens) {
      taken[q[0]] = true;
      for (int r = 0; r < n; r++) {
        int d = r - q[0];
        forbidden[r] |= bit(q[1]) | bit(q[1] + d) | bit(q[1] - d);
      }
    }
    freeCount = 0;
    for (int r = 0; r < n; r++) {
      if (!taken[r]) {
        freeRows[freeCount++] = r;
      }
    }
    lastFree = freeCount - 1;
    for (int i = 0; i < freeCount; i++) {
      rowMask[i] = ~forbidden[freeRows[i]] & full;
      gap[i] = i + 1 < freeCount ? freeRows[i + 1] - freeRows[i] : 0;
    }
  }

  private long bit(int c) {
    return c >= 0 && c < n ? 1L << c : 0;
  }

  private interface Leaf {
    void accept(int[] placement);
  }

  /**
   * The free rows from the {@code i}-th on, counting only (the common case: a constellation without
   * symmetry). Diagonals are shifted over the border rows in between. The last two free rows are
   * not branched: with F1 and F2 their free squares once row {@code i} is placed, the pairs that
   * complete it are |F1| |F2| less those where the second queen stands on the first one's column or
   * diagonals ({@code F1 & F2}, {@code F1 << g & F2}, {@code F1 >>> g & F2}, disjoint since g > 0).
   * Above those rows a queen is placed only if it leaves a free square in each of the next two
   * free rows (n = 16: 146 million rows searched without this look-ahead, 84 million with).
   */
  private long count(int i, long cols, long left, long right) {
    long free = rowMask[i] & ~(cols | left | right);
    int g = gap[i];
    long total = 0;
    if (i + 2 == lastFree) {
      long next = rowMask[i + 1];
      long last = rowMask[i + 2];
      int g1 = gap[i + 1];
      while (free != 0) {
        long b = free & -free;
        free ^= b;
        long c1 = cols | b;
        long l1 = (left | b) << g;
        long r1 = (right | b) >>> g;
        long f1 = next & ~(c1 | l1 | r1);
        long f2 = last & ~(c1 | l1 << g1 | r1 >>> g1);
        total += (long) Long.bitCount(f1) * Long.bitCount(f2)
            - Long.bitCount(f1 & f2) - Long.bitCount(f1 << g1 & f2) - Long.bitCount(f1 >>> g1 & f2);
      }
    } else if (i + 1 == lastFree) {
      long next = rowMask[i + 1];
      while (free != 0) {
        long b = free & -free;
        free ^= b;
        total += Long.bitCount(next & ~(cols | b | (left | b) << g | (right | b) >>> g));
      }
    } else {
      // The same masks as the closed form's, but tested, not counted; a loop of its own, since one
      // loop for both with the choice inside was slower (docs/performance.md, the constellation counter).
      long next = rowMask[i + 1];
      long after = rowMask[i + 2];
      int g1 = gap[i + 1];
      while (free != 0) {
        long b = free & -free;
        free ^= b;
        long c = cols | b;
        long l = (left | b) << g;
        long r = (right | b) >>> g;
        if ((next & ~(c | l | r)) != 0 && (after & ~(c | l << g1 | r >>> g1)) != 0) {
          total += count(i + 1, c, l, r);
        }
      }
      if ((++nodes & (POLL - 1)) == 0) {
        control.checkpoint();
      }
    }
    return total;
  }

  /** As {@link #count(int, long, long, long)}, recording each completion for the leaf to judge. */
  private long search(int i, long cols, long left, long right, int[] placement, Leaf leaf) {
    if (i == freeCount) {
      leaf.accept(placement);
      return 1;
    }
    long free = rowMask[i] & ~(cols | left | right);
    int g = gap[i];
    long total = 0;
    while (free != 0) {
      long b = free & -free;
      free ^= b;
      placement[freeRows[i]] = Long.numberOfTrailingZeros(b);
      total += search(i + 1, cols | b, (left | b) << g, (right | b) >>> g, placement, leaf);
    }
    if ((++nodes & (POLL - 1)) == 0) {
      control.checkpoint();
    }
    return total;
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
