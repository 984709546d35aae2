package io.nqueens.solver.backtracking;

import java.util.Arrays;
import java.util.concurrent.ConcurrentLinkedDeque;

/**
 * One counting thread's quadrant cells as the halves counter last loaded them: placed on the board
 * and with the pieces on the unit's forbidden diagonals left out. Units in a row share most cells
 * (on an odd board every unit of one pair of middle queens has the same forbidden diagonals; units
 * in increasing order share their east columns), so a cell is loaded once while the settings
 * last, not once per unit. Bounded: when full, it starts again empty.
 */
final class PieceCache {

  /** Pieces held at most (one long each: its part of a key, {@code HalvesCounter#load}). */
  static final int CAPACITY = 1 << 20;

  /** Pieces held for quadrants of q squares a side: all four views of every piece, up to {@link #CAPACITY}. */
  static int capacity(int q) {
    return (int) Math.min(CAPACITY, 4 * Quarters.PIECES[q]);
  }

  /** The bytes one thread's cache takes for quadrants of q squares a side. */
  static long bytes(int q) {
    return capacity(q) * 8L + 3L * 4 * 4 * Quarters.cells(q);
  }

  final int q;
  private final int capacity;
  final long[] keys;
  /** Per view and cell that can hold a piece ({@code view * Quarters.cells(q) + dense[cell]}): loaded in this epoch, where, and how many. */
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
    this.keys = new long[capacity];
    int slots = 4 * Quarters.cells(q);
    this.stamp = new int[slots];
    this.from = new int[slots];
    this.count = new int[slots];
  }

  /**
   * Caches not in use, kept between parts and between counts: a part takes one ({@link #take})
   * and gives it back when it ends ({@link #give}), so that a count's threads, which are new for
   * every count, find the cells the last count loaded instead of each filling a cache anew
   * (docs/performance.md, round 6). At most one per thread that counted at once.
   */
  private static final ConcurrentLinkedDeque<PieceCache> FREE = new ConcurrentLinkedDeque<>();
  /** Raised by {@link #release}: a cache from an earlier generation is not given back. */
  private static volatile int generation;
  private int born = generation;

  /** A cache for quadrants of q squares a side, not used by anyone else until given back. */
  static PieceCache take(int q) {
    for (PieceCache c = FREE.pollFirst(); c != null; c = FREE.pollFirst()) {
      if (c.q == q && c.born == generation) {
        return c;
      }
    }
    return new PieceCache(q, capacity(q));
  }

  /** Gives a cache back for the next part; one from before {@link #release} is dropped. */
  static void give(PieceCache cache) {
    if (cache.born == generation) {
      FREE.offerFirst(cache);
    }
  }

  /** Drops every cache not in use and marks those in use stale, so that the memory goes back to the heap. */
  static void release() {
    generation++;
    FREE.clear();
  }

  /** Empties the cache if the settings differ from those its cells were loaded under. */
  void settle(long... now) {
    if (!Arrays.equals(settings, now)) {
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
      Arrays.fill(stamp, 0);
      epoch = 1;
    }
  }
}
