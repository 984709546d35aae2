package io.nqueens.solver.backtracking;

import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.List;

/**
 * Counts the plain problem by meeting in the middle: the board is cut into a top half (rows
 * 0..t-1, t = n / 2) and a bottom half, and a solution is a top half and a bottom half whose
 * queens use complementary column sets and no common diagonal. For each column set C of the top
 * half it enumerates the top halves on C and the bottom halves on the other columns, and counts the
 * pairs that meet without a diagonal conflict by bit-parallel matching: for each diagonal, a bit
 * set over the top halves that use it; a bottom half's conflicting tops are the union of its
 * diagonals' sets, and the rest of the tops match it ({@code Long.bitCount}).
 *
 * <p>Only diagonals that both halves can reach matter: r + c and r - c in {@code t..n+t-2} shifted
 * down, n - 1 bits each. The mirror image of a solution has the mirrored column sets, and on even
 * boards the upside-down image has the complementary ones, so only one column set of each orbit is
 * counted, times the orbit's size: the orbits are the numbered parts ({@link #orbits}).
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
  private final long overlapMask;
  private final SearchControl control;
  long nodes;
  /** Set once the control says stop: every loop then ends, and counts are partial. */
  private boolean stopped;
  private long matches;

  /** A column set of the top half and how many column sets of its orbit it stands for. */
  record Orbit(long columns, int weight) {
    String describe(int n) {
      StringBuilder sb = new StringBuilder("top columns {");
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
    this.overlapMask = (1L << (n - 1)) - 1;
    this.control = control;
  }

  /**
   * Every column set of t columns, one per orbit under the mirror (and, on even boards, the
   * complement), in increasing order. Polls the control (a stopped build throws
   * {@link SearchControl.Stopped}): on the largest boards there are millions.
   */
  List<Orbit> orbits() {
    List<Orbit> out = new ArrayList<>();
    long seen = 0;
    for (long c = (1L << t) - 1; c <= full; c = nextCombination(c)) {
      if ((++seen & 0xFFFF) == 0) {
        control.checkpoint();
      }
      long mirror = mirror(c);
      long least = Math.min(c, mirror);
      int weight = c == mirror ? 1 : 2;
      if (n % 2 == 0) {
        long complement = full & ~c;
        long both = full & ~mirror;
        least = Math.min(least, Math.min(complement, both));
        // c is never its own complement (t of 2t columns); the orbit {c, mirror, complements} has
        // four members unless c is its own mirror image or its complement's.
        weight = c == mirror || c == both ? 2 : 4;
      }
      if (least == c) {
        out.add(new Orbit(c, weight));
      }
      if (c == full) {
        break;
      }
    }
    return out;
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
  private long lastWordMask;
  private long matched;

  /** The solutions whose top half uses exactly these columns (the caller weighs orbits). */
  long count(long topColumns) {
    LongList tops = new LongList();
    halves(0, t, topColumns, 0, 0, 0, 0, 0, tops);
    if (tops.size == 0 || stopped) {
      return 0;
    }
    topCount = tops.size;
    words = (tops.size + 63) >>> 6;
    int bits = 2 * (n - 1);
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
    lastWordMask = (tops.size & 63) == 0 ? -1L : (1L << (tops.size & 63)) - 1;
    matched = 0;
    // The bottom halves are matched as they are found, never stored.
    halves(t, n, full & ~topColumns, 0, 0, 0, 0, 0, null);
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
    if (key == 0) {
      matched += topCount;
      return;
    }
    int p = Long.numberOfTrailingZeros(key);
    key &= key - 1;
    System.arraycopy(using[p], 0, conflict, 0, words);
    while (key != 0) {
      p = Long.numberOfTrailingZeros(key);
      key &= key - 1;
      long[] u = using[p];
      for (int w = 0; w < words; w++) {
        conflict[w] |= u[w];
      }
    }
    int clash = 0;
    for (int w = 0; w < words - 1; w++) {
      clash += Long.bitCount(conflict[w]);
    }
    clash += Long.bitCount(conflict[words - 1] & lastWordMask);
    matched += topCount - clash;
  }

  /**
   * Every placement of rows {@code row..end-1} on exactly the columns {@code free} (as many as
   * rows), without two queens on a column or diagonal; each one's diagonals that the other half can
   * reach make a key: r + c in bits 0..n-2, r - c in bits n-1..2n-3 (both shifted down by t),
   * added to {@code out}, or matched against the sieve when {@code out} is null.
   */
  private void halves(int row, int end, long free, long cols, long diag, long anti, long sums, long diffs, LongList out) {
    if (row == end) {
      long d = (sums >>> t) & overlapMask;
      long a = (diffs >>> t) & overlapMask;
      if (out != null) {
        out.add(d | a << (n - 1));
      } else {
        match(d | a << (n - 1));
      }
      return;
    }
    // diag: the columns attacked along r + c; anti: along r - c (bit masks of this row's columns).
    long open = free & ~(cols | diag | anti);
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
   * each), and on each of the machine's threads the sieve of one column set: its top halves (8
   * bytes each) and their bit sets per diagonal (2(n - 1) bits each). The most top halves of one
   * column set are measured up to n = 18 ({@link #MOST_TOPS}) and grow by the last measured ratio
   * beyond.
   */
  static long memoryBytes(int n) {
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
    double sieve = most * (8 + 2.0 * (n - 1) / 8);
    double combinations = 1;
    for (int k = 0; k < t; k++) {
      combinations = combinations * (n - k) / (k + 1);
    }
    double orbits = combinations / (n % 2 == 0 ? 4 : 2) * 40;
    return (long) (orbits + sieve * Runtime.getRuntime().availableProcessors() + (64L << 20));
  }

  /**
   * MOST_TOPS[n]: the most top halves one column set has, n = 0..18, counted over every column set
   * (the test {@code HalvesCounterTest.theMostTopHalvesOfAColumnSetAreAsMeasured} recounts them up to 14).
   */
  static final long[] MOST_TOPS = {0, 1, 1, 1, 2, 2, 2, 6, 8, 16, 24, 44, 106, 170, 398, 688, 2120, 3734, 10700};

  /** The number of top halves on this column set (for the memory estimate's test). */
  long topHalves(long topColumns) {
    LongList tops = new LongList();
    halves(0, t, topColumns, 0, 0, 0, 0, 0, tops);
    return tops.size;
  }
}
