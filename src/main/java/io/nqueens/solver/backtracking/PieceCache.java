package io.nqueens.solver.backtracking;

/**
 * One counting thread's quadrant cells as the halves counter last loaded them: placed on the board
 * and with the pieces on the unit's forbidden diagonals left out. Units in a row share most cells
 * (on an odd board every unit of one pair of middle queens has the same forbidden diagonals; units
 * in increasing order share their east columns), so a cell is loaded once while the settings
 * last, not once per unit. Bounded: when full, it starts again empty.
 */
final class PieceCache {

  /** Pieces held at most (two longs each). */
  static final int CAPACITY = 1 << 22;

  /** Pieces held for quadrants of q squares a side: all four views of every piece, up to {@link #CAPACITY}. */
  static int capacity(int q) {
    return (int) Math.min(CAPACITY, 4 * Quarters.PIECES[q]);
  }

  /** The bytes one thread's cache takes for quadrants of q squares a side. */
  static long bytes(int q) {
    return capacity(q) * 16L + 3L * 4 * (4L << (2 * q));
  }

  final int q;
  private final int capacity;
  final long[] sums;
  final long[] diffs;
  /** Per view and cell ({@code view << 2q | cell}): loaded in this epoch, where, and how many. */
  final int[] stamp;
  final int[] from;
  final int[] count;
  int used;
  int epoch = 1;
  /** The settings the cells were loaded under: the board, and the top's and bottom's forbidden diagonals. */
  private long[] settings = new long[0];

  /** A cache of its own holding at most {@code capacity} pieces (tests make it small). */
  PieceCache(int q, int capacity) {
    this.q = q;
    this.capacity = capacity;
    this.sums = new long[capacity];
    this.diffs = new long[capacity];
    int slots = 4 << (2 * q);
    this.stamp = new int[slots];
    this.from = new int[slots];
    this.count = new int[slots];
  }

  private static final ThreadLocal<PieceCache> OWN = new ThreadLocal<>();
  /** Raised by {@link #release}: a thread's cache from an earlier generation is dropped at its next use. */
  private static volatile int generation;
  private int born = generation;

  /** This thread's cache for quadrants of q squares a side. */
  static PieceCache of(int q) {
    PieceCache cache = OWN.get();
    if (cache == null || cache.q != q || cache.born != generation) {
      OWN.remove();
      cache = new PieceCache(q, capacity(q));
      OWN.set(cache);
    }
    return cache;
  }

  /**
   * Drops this thread's cache and marks every other thread's stale (the engine's counting threads
   * end with their count, taking theirs with them; a thread that counts again builds a new one).
   */
  static void release() {
    generation++;
    OWN.remove();
  }

  /** Empties the cache if the settings differ from those its cells were loaded under. */
  void settle(long... now) {
    if (!java.util.Arrays.equals(settings, now)) {
      settings = now.clone();
      clear();
    }
  }

  /** Makes room for {@code pieces} more, emptying the cache if they would not fit. */
  void room(int pieces) {
    if (used + pieces > capacity) {
      clear();
    }
  }

  private void clear() {
    used = 0;
    if (++epoch == 0) {
      java.util.Arrays.fill(stamp, 0);
      epoch = 1;
    }
  }
}
