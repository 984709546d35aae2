package io.nqueens.solver.backtracking;

import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.List;

/**
 * Counts the plain problem by meeting in the middle: the board is cut into a top half (rows
 * 0..t-1, t = n / 2) and a bottom half of as many rows (below the middle row on an odd board, whose
 * queen's column is chosen first), and a solution is a top half and a bottom half whose queens use
 * complementary column sets and no common diagonal. For each column set C of the top
 * half it enumerates the top halves on C and the bottom halves on the other columns, and counts the
 * pairs that meet without a diagonal conflict by bit-parallel matching: for each diagonal, a bit
 * set over the top halves that use it; a bottom half's conflicting tops are the union of its
 * diagonals' sets, and the rest of the tops match it ({@code Long.bitCount}). The diagonals are
 * read six at a time: for each chunk of six and each subset of it, the union of its sets is made
 * once per column set (when first asked for), so that a bottom half ORs one set per chunk, about
 * six, instead of one per diagonal, about thirteen; the last two rows of a half are placed without
 * recursion.
 *
 * <p>Only diagonals that both halves can reach matter: r + c and r - c from the bottom half's first
 * row to {@code t+n-2}, shifted down (n - 1 bits each on even boards, n - 2 on odd ones). The mirror
 * image of a solution has the mirrored column sets and the upside-down image the complementary
 * ones, so only one unit of each orbit is counted, times the orbit's size: the orbits are the
 * numbered parts ({@link #orbits}).
 *
 * <p>Memory: the top halves of one column set at a time (at most the t-row placements on t
 * columns), as longs: {@link #memoryBytes} bounds it.
 */
final class HalvesCounter {

  static final int MIN_N = 4;
  static final int MAX_N = 27;

  private final int n;
  private final int t;
  private final long full;
  /** The first row of the bottom half: t, or t + 1 below an odd board's middle row. */
  private final int bottom;
  /** The diagonals both halves reach: {@code bottom..t+n-2}, shifted down by {@code bottom}. */
  private final int overlap;
  private final long overlapMask;
  /** Squares the middle row's queen attacks, per row (odd boards; all zero on even ones). */
  private final long[] attacked;
  private final SearchControl control;
  long nodes;
  /** Set once the control says stop: every loop then ends, and counts are partial. */
  private boolean stopped;
  private long matches;

  /**
   * A column set of the top half (and on an odd board the column of the middle row's queen, else
   * -1) and how many of its orbit it stands for.
   */
  record Orbit(int middle, long columns, int weight) {
    String describe(int n) {
      StringBuilder sb = new StringBuilder(middle >= 0 ? "middle queen " + middle + ", top columns {" : "top columns {");
      boolean first = true;
      for (int c = 0; c < n; c++) {
        if ((columns >>> c & 1) != 0) {
          sb.append(first ? "" : ",").append(c);
          first = false;
        }
      }
      return sb.append("} x").append(weight).toString();
    }
  }

  HalvesCounter(int n, SearchControl control) {
    if (n < MIN_N || n > MAX_N) {
      throw new IllegalArgumentException("the halves counter counts boards of " + MIN_N + " to " + MAX_N + ", not " + n);
    }
    this.n = n;
    this.t = n / 2;
    this.full = (1L << n) - 1;
    this.bottom = n % 2 == 0 ? t : t + 1;
    this.overlap = t + n - 1 - bottom;
    this.overlapMask = (1L << overlap) - 1;
    this.attacked = new long[n];
    this.control = control;
  }

  /**
   * The units of the count, one per orbit of the board's symmetries that keep the halves halves.
   * Even boards: every set C of t columns, under the mirror and the upside-down image (which
   * swaps C with its complement). Odd boards: the middle row's queen in column m <= t (m and its
   * mirror image n-1-m count alike) and every set C of t other columns, under the upside-down
   * image (C and the other columns swap) and, for the centre column, the mirror too. In increasing
   * order; polls the control (a stopped build throws {@link SearchControl.Stopped}): on the largest
   * boards there are millions.
   */
  List<Orbit> orbits() {
    List<Orbit> out = new ArrayList<>();
    long seen = 0;
    for (int m = n % 2 == 0 ? -1 : 0; m <= (n % 2 == 0 ? -1 : t); m++) {
      long rest = m < 0 ? full : full & ~(1L << m);
      for (long c = (1L << t) - 1; c <= full; c = nextCombination(c)) {
        if ((++seen & 0xFFFF) == 0) {
          control.checkpoint();
        }
        if ((c & ~rest) == 0) {
          Orbit o = orbit(m, c, rest);
          if (o != null) {
            out.add(o);
          }
        }
        if (c == full) {
          break;
        }
      }
    }
    return out;
  }

  /** The orbit of (m, c), if c is its least member; null otherwise. */
  private Orbit orbit(int m, long c, long rest) {
    long complement = rest & ~c;
    if (m >= 0 && m != t) {
      // The upside-down image alone keeps m; the mirror image (column n-1-m) counts for as many.
      return c < complement ? new Orbit(m, c, 4) : null;
    }
    long mirror = mirror(c);
    long both = rest & ~mirror;
    long least = Math.min(Math.min(c, mirror), Math.min(complement, both));
    // c is never its own complement (t of 2t columns); the orbit {c, mirror, complements} has
    // four members unless c is its own mirror image or its complement's.
    return least == c ? new Orbit(m, c, c == mirror || c == both ? 2 : 4) : null;
  }

  /** The next larger number with as many one bits (Gosper's hack); past the board's columns when done. */
  private long nextCombination(long c) {
    long low = c & -c;
    long ripple = c + low;
    long next = ripple | (((c ^ ripple) >>> 2) / low);
    return next > full ? full + 1 : next;
  }

  private long mirror(long columns) {
    return Long.reverse(columns) >>> (64 - n);
  }

  // The sieve of the column set being counted: its top halves' bit sets per diagonal.
  private long[][] using;
  private long[] conflict;
  private int words;
  private int topCount;
  /** Diagonals per chunk: a bottom half's key is read this many bits at a time. */
  private static final int CHUNK = 6;
  private static final int CHUNK_MASK = (1 << CHUNK) - 1;
  /** The unions of each chunk's subsets of diagonals, by {@code chunk << CHUNK | subset}; made as used. */
  private final long[][] chunks = new long[(64 / CHUNK + 1) << CHUNK][];
  /** Which column set's chunk unions {@link #chunks} holds (the epoch it was made in). */
  private final int[] made = new int[chunks.length];
  private int epoch;
  /** The bit sets one bottom half's key names, one per chunk it has bits in. */
  private final long[][] sets = new long[64][];
  private long matched;

  /** The solutions of this orbit's member: the caller weighs it. */
  long count(Orbit orbit) {
    middle(orbit.middle());
    long topColumns = orbit.columns();
    long rest = orbit.middle() < 0 ? full : full & ~(1L << orbit.middle());
    LongList tops = new LongList();
    halves(0, t, topColumns, 0, 0, 0, 0, 0, tops);
    if (tops.size == 0 || stopped) {
      return 0;
    }
    topCount = tops.size;
    words = (tops.size + 63) >>> 6;
    int bits = 2 * overlap;
    using = new long[bits][words];
    for (int i = 0; i < tops.size; i++) {
      long key = tops.values[i];
      while (key != 0) {
        int p = Long.numberOfTrailingZeros(key);
        key &= key - 1;
        using[p][i >>> 6] |= 1L << i;
      }
    }
    conflict = new long[words];
    epoch++;
    matched = 0;
    // The bottom halves are matched as they are found, never stored.
    halves(bottom, n, rest & ~topColumns, 0, 0, 0, 0, 0, null);
    using = null;
    conflict = null;
    return matched;
  }

  /** Adds the top halves that meet this bottom half without a common diagonal. */
  private void match(long key) {
    // On large boards one match is a million word operations: poll the control every 64.
    if ((++matches & 0x3F) == 0 && control.shouldStop()) {
      stopped = true;
    }
    int k = 0;
    for (int j = 0; key != 0; j++, key >>>= CHUNK) {
      int s = (int) key & CHUNK_MASK;
      if (s != 0) {
        sets[k++] = chunk(j, s);
      }
    }
    matched += topCount - clashes(sets, k, conflict, words);
  }

  /**
   * The union of the bit sets of the diagonals in chunk j (bits {@code CHUNK * j ..}) that s
   * names: made on first use in this column set, from the union without s's lowest bit.
   */
  private long[] chunk(int j, int s) {
    int e = j << CHUNK | s;
    long[] table = chunks[e];
    if (made[e] != epoch) {
      made[e] = epoch;
      int low = Integer.numberOfTrailingZeros(s);
      long[] single = using[j * CHUNK + low];
      int rest = s & (s - 1);
      if (rest == 0) {
        chunks[e] = single;
        return single;
      }
      if (table == null || table.length < words) {
        table = new long[Math.max(words, 64)];
      }
      long[] other = chunk(j, rest);
      for (int w = 0; w < words; w++) {
        table[w] = other[w] | single[w];
      }
      chunks[e] = table;
    }
    return table;
  }

  /**
   * The top halves that share a diagonal with the bit sets {@code sets[0..k-1]}: the bits set in
   * their first {@code words} words, counted through their union in {@code conflict}, four sets to a
   * pass (one store per four loads), the last pass counting as it goes. Bits past the last top half
   * are never set, so the last word needs no mask.
   */
  static int clashes(long[][] sets, int k, long[] conflict, int words) {
    long[][] u = sets;
    long[] c = conflict;
    int n = words;
    int i = 0;
    if (k > 4) {
      long[] a = u[0], b = u[1], d = u[2], e = u[3];
      for (int w = 0; w < n; w++) {
        c[w] = a[w] | b[w] | d[w] | e[w];
      }
      i = 4;
      for (; k - i > 4; i += 4) {
        a = u[i];
        b = u[i + 1];
        d = u[i + 2];
        e = u[i + 3];
        for (int w = 0; w < n; w++) {
          c[w] |= a[w] | b[w] | d[w] | e[w];
        }
      }
    } else {
      java.util.Arrays.fill(c, 0, n, 0L);
    }
    int clash = 0;
    switch (k - i) {
      case 0 -> {
        for (int w = 0; w < n; w++) {
          clash += Long.bitCount(c[w]);
        }
      }
      case 1 -> {
        long[] a = u[i];
        for (int w = 0; w < n; w++) {
          clash += Long.bitCount(c[w] | a[w]);
        }
      }
      case 2 -> {
        long[] a = u[i], b = u[i + 1];
        for (int w = 0; w < n; w++) {
          clash += Long.bitCount(c[w] | a[w] | b[w]);
        }
      }
      case 3 -> {
        long[] a = u[i], b = u[i + 1], d = u[i + 2];
        for (int w = 0; w < n; w++) {
          clash += Long.bitCount(c[w] | a[w] | b[w] | d[w]);
        }
      }
      default -> {
        long[] a = u[i], b = u[i + 1], d = u[i + 2], e = u[i + 3];
        for (int w = 0; w < n; w++) {
          clash += Long.bitCount(c[w] | a[w] | b[w] | d[w] | e[w]);
        }
      }
    }
    return clash;
  }

  /**
   * Every placement of rows {@code row..end-1} on exactly the columns {@code free} (as many as
   * rows), without two queens on a column or diagonal; each one's diagonals that the other half can
   * reach make a key: r + c in bits 0..n-2, r - c in bits n-1..2n-3 (both shifted down by t),
   * added to {@code out}, or matched against the sieve when {@code out} is null.
   */
  private void halves(int row, int end, long free, long cols, long diag, long anti, long sums, long diffs, LongList out) {
    // diag: the columns attacked along r + c; anti: along r - c (bit masks of this row's columns).
    long open = free & ~(cols | diag | anti | attacked[row]);
    if (row >= end - 2) {
      lastRows(row, end, free, cols, diag, anti, sums, diffs, out, open);
      return;
    }
    while (open != 0 && !stopped) {
      long bit = open & -open;
      open ^= bit;
      if ((++nodes & 0xFFFF) == 0 && control.shouldStop()) {
        stopped = true;
        return;
      }
      int c = Long.numberOfTrailingZeros(bit);
      halves(row + 1, end, free, cols | bit, (diag | bit) >>> 1, ((anti | bit) << 1) & full,
          sums | 1L << (row + c), diffs | 1L << (row - c + n - 1), out);
    }
  }

  /**
   * The last one or two rows of a half, without recursion: there the columns left are as many as
   * the rows, so each queen of the second-last row leaves one square for the last.
   */
  private void lastRows(int row, int end, long free, long cols, long diag, long anti, long sums, long diffs, LongList out, long open) {
    if (row == end - 1) {
      if (open != 0) {
        nodes++;
        int c = Long.numberOfTrailingZeros(open);
        leaf(sums | 1L << (row + c), diffs | 1L << (row - c + n - 1), out);
      }
      return;
    }
    long below = attacked[row + 1];
    while (open != 0) {
      long bit = open & -open;
      open ^= bit;
      nodes++;
      long last = free & ~(cols | bit);
      if ((last & ((diag | bit) >>> 1 | (anti | bit) << 1 | below)) == 0) {
        nodes++;
        int c = Long.numberOfTrailingZeros(bit);
        int l = Long.numberOfTrailingZeros(last);
        leaf(sums | 1L << (row + c) | 1L << (row + 1 + l),
            diffs | 1L << (row - c + n - 1) | 1L << (row + 1 - l + n - 1), out);
      }
    }
  }

  /** A whole half: its key (the diagonals the other half can reach) stored or matched. */
  private void leaf(long sums, long diffs, LongList out) {
    long d = (sums >>> bottom) & overlapMask;
    long a = (diffs >>> bottom) & overlapMask;
    if (out != null) {
      out.add(d | a << overlap);
    } else {
      match(d | a << overlap);
    }
  }

  /** A growable array of longs. */
  private static final class LongList {
    long[] values = new long[64];
    int size;

    void add(long v) {
      if (size == values.length) {
        values = java.util.Arrays.copyOf(values, size * 2);
      }
      values[size++] = v;
    }
  }

  /**
   * About how much memory a count holds at once: the list of column-set orbits (about 40 bytes
   * each), and on each of the {@code threads} that count the sieve of one column set: its top halves (8
   * bytes each), their bit sets per diagonal (2(n - 1) bits each) and the unions of each chunk's
   * subsets (64 bits per chunk each). The most top halves of one
   * column set are measured up to n = 18 ({@link #MOST_TOPS}) and grow by the last measured ratio
   * beyond.
   */
  static long memoryBytes(int n, int threads) {
    int t = n / 2;
    double most;
    if (n < MOST_TOPS.length) {
      most = MOST_TOPS[n];
    } else {
      int last = MOST_TOPS.length - 1;
      // Every two rows multiply it by at most the last ratio measured over two rows.
      double perTwoRows = (double) MOST_TOPS[last] / MOST_TOPS[last - 2];
      most = MOST_TOPS[last] * Math.pow(perTwoRows, (n - last) / 2.0);
    }
    // Per top half: its key (8 bytes), a bit per diagonal, and a bit in each of a chunk's 64
    // subset unions (8 bytes per chunk).
    int chunks = (2 * (n - 1) + CHUNK - 1) / CHUNK;
    double sieve = most * (8 + 2.0 * (n - 1) / 8 + 8.0 * chunks);
    double combinations = 1;
    for (int k = 0; k < t; k++) {
      combinations = combinations * (n - k) / (k + 1);
    }
    if (n % 2 == 1) {
      // A middle column m <= t, and t of the other n - 1 columns.
      combinations = (t + 1) * combinations * (n - t) / n;
    }
    double orbits = combinations / (n % 2 == 0 ? 4 : 2) * 40;
    return (long) (orbits + sieve * threads + (64L << 20));
  }

  /**
   * MOST_TOPS[n]: the most top halves the counter holds at once, n = 0..18: the most of any orbit's
   * representative (its column set, and on odd boards its middle queen), the only column sets whose
   * top halves are held (other members of an orbit may have more). The test
   * {@code HalvesCounterTest.theMostTopHalvesOfAColumnSetAreAsMeasured} recounts them up to 14 by a search of its own.
   */
  static final long[] MOST_TOPS = {0, 1, 1, 1, 2, 1, 2, 2, 8, 6, 24, 20, 106, 74, 398, 308, 2120, 1552, 10700};

  /** The number of top halves of this orbit (for the memory estimate's test). */
  long topHalves(Orbit orbit) {
    middle(orbit.middle());
    LongList tops = new LongList();
    halves(0, t, orbit.columns(), 0, 0, 0, 0, 0, tops);
    return tops.size;
  }

  /** The squares of every row that the middle row's queen in column m attacks (none when m < 0). */
  private void middle(int m) {
    java.util.Arrays.fill(attacked, 0);
    if (m < 0) {
      return;
    }
    for (int r = 0; r < n; r++) {
      int d = Math.abs(r - t);
      if (d == 0) {
        continue;
      }
      if (m + d < n) {
        attacked[r] |= 1L << (m + d);
      }
      if (m - d >= 0) {
        attacked[r] |= 1L << (m - d);
      }
    }
  }
}
