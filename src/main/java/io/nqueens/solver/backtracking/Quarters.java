package io.nqueens.solver.backtracking;

import io.nqueens.solver.SearchControl;
import java.util.Arrays;

/**
 * Every partial solution of a q x q quadrant, enumerated once and kept by the rows and columns it
 * occupies (any number of queens, at most one per row, column and diagonal): a piece is its two
 * diagonal sets relative to the quadrant, r + c in bits 0..2q-2 of a long and r - c + q - 1 in bits
 * 32.., and the pieces of one (rows, columns) cell lie together, the cell's first at
 * {@code start[rows << q | columns]}.
 *
 * <p>The quadrant enumerated is the north-west one; the other three are its images, read through
 * the same index: the mirror (columns reversed) swaps a piece's two diagonal sets, the upside-down
 * image (rows reversed) swaps them and reverses each, the half turn reverses each
 * ({@link #piece}). Shared by every counter of a board size (read-only once built); the one built
 * last is kept.
 */
final class Quarters {

  /**
   * PIECES[q]: the partial solutions of a q x q quadrant, the empty one included, as enumerated by
   * {@code QuartersTest} for small q and by the build itself for every q it makes (which fails
   * if its count differs): the memory estimate is derived from them.
   */
  static final long[] PIECES = {1, 2, 5, 18, 87, 462, 2635, 16870, 118969, 915442, 7535369, 66807234};

  /** The largest quadrant built (n = 22 and 23; its memory: {@link HalvesCounter#memoryBytes}). */
  static final int MAX_Q = 11;

  final int q;
  final int[] start;
  /**
   * Each cell's number among the cells that can hold a piece, those with as many rows as columns
   * ({@link #cells} of them), -1 for the others: a thread's cache keeps its slots for those alone.
   */
  final int[] dense;
  final long[] pieces;

  /** Polled while the pieces are built (tens of millions at q = 11): a stop ends the build with {@link io.nqueens.solver.SearchControl.Stopped}. */
  private SearchControl control;
  private long built;

  private Quarters(int q, SearchControl control) {
    this.q = q;
    this.control = control;
    int cells = 1 << (2 * q);
    int[] count = new int[cells + 1];
    long total = enumerate(0, 0, 0, 0, 0, count, null, null);
    if (total != PIECES[q]) {
      throw new IllegalStateException("a " + q + " x " + q + " quadrant has " + total + " partial solutions, not " + PIECES[q]);
    }
    // Each cell's first piece, then fill in enumeration order.
    int[] first = new int[cells + 1];
    for (int i = 0; i < cells; i++) {
      first[i + 1] = first[i] + count[i];
    }
    this.start = first;
    this.pieces = new long[(int) total];
    int[] next = Arrays.copyOf(first, cells);
    enumerate(0, 0, 0, 0, 0, null, next, pieces);
    this.dense = new int[cells];
    int id = 0;
    for (int cell = 0; cell < cells; cell++) {
      dense[cell] = Integer.bitCount(cell >>> q) == Integer.bitCount(cell & ((1 << q) - 1)) ? id++ : -1;
    }
    this.control = null; // kept across runs: it holds no run's control
  }

  /** The pieces built last: one quadrant size at a time (a bound), dropped by {@link #release}. */
  private static Quarters last;

  /**
   * The quadrant pieces of a q x q quadrant, built on first use under {@code control} (a stop
   * while building throws {@link io.nqueens.solver.SearchControl.Stopped} and keeps nothing), and
   * kept until another q is asked for or {@link #release} is called.
   */
  static synchronized Quarters of(int q, SearchControl control) {
    if (q < 0 || q > MAX_Q) {
      throw new IllegalArgumentException("quadrants of 0 to " + MAX_Q + " squares a side, not " + q);
    }
    if (last == null || last.q != q) {
      last = null;
      last = new Quarters(q, control);
    }
    return last;
  }

  /** Drops the kept pieces (the largest table at q = 11), so that the memory goes back to the heap. */
  static synchronized void release() {
    last = null;
  }

  /**
   * Rows row..q-1 of the quadrant, each empty or with a queen on a free square: counts the pieces
   * per cell ({@code count}) or writes them ({@code next}, {@code out}).
   */
  private long enumerate(int row, int rows, int cols, long sums, long diffs, int[] count, int[] next, long[] out) {
    if (row == q) {
      if ((++built & 0xFFFF) == 0) {
        control.checkpoint();
      }
      int cell = rows << q | cols;
      if (count != null) {
        count[cell]++;
      } else {
        out[next[cell]++] = sums | diffs << 32;
      }
      return 1;
    }
    long found = enumerate(row + 1, rows, cols, sums, diffs, count, next, out);
    for (int c = 0; c < q; c++) {
      int s = row + c;
      int d = row - c + q - 1;
      if ((cols >>> c & 1) == 0 && (sums >>> s & 1) == 0 && (diffs >>> d & 1) == 0) {
        found += enumerate(row + 1, rows | 1 << row, cols | 1 << c, sums | 1L << s, diffs | 1L << d, count, next, out);
      }
    }
    return found;
  }

  /** The cells with as many rows as columns: C(2q, q) (Vandermonde: the sum over k of C(q, k) squared). */
  static int cells(int q) {
    long c = 1;
    for (int i = 0; i < q; i++) {
      c = c * (2 * q - i) / (i + 1);
    }
    return (int) c;
  }

  /** Reverses the low {@code q} bits of a row or column set. */
  int reverse(int set) {
    return Integer.reverse(set) >>> (32 - q);
  }

  /** The cell of the north-west quadrant whose image under {@code view} is this cell. */
  int cell(int view, int rows, int cols) {
    int r = (view & FLIP) != 0 ? reverse(rows) : rows;
    int c = (view & MIRROR) != 0 ? reverse(cols) : cols;
    return r << q | c;
  }

  /** The mirror image (columns reversed). */
  static final int MIRROR = 1;
  /** The upside-down image (rows reversed). */
  static final int FLIP = 2;

  /** A north-west piece as seen in another quadrant: its diagonal sets under {@code view}, in the same layout. */
  long piece(int view, long piece) {
    long sums = piece & 0xFFFFFFFFL;
    long diffs = piece >>> 32;
    int width = 2 * q - 1;
    if ((view & FLIP) != 0) {
      // r -> q-1-r: r + c becomes the reversed r - c, and r - c the reversed r + c.
      long s = Integer.reverse((int) diffs) >>> (32 - width);
      long d = Integer.reverse((int) sums) >>> (32 - width);
      sums = s & 0xFFFFFFFFL;
      diffs = d & 0xFFFFFFFFL;
    }
    if ((view & MIRROR) != 0) {
      // c -> q-1-c: r + c becomes r - c + q - 1 and the other way round.
      long s = sums;
      sums = diffs;
      diffs = s;
    }
    return sums | diffs << 32;
  }
}
