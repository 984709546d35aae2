package io.nqueens.solver.backtracking;

import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Counts the plain problem by quarter boards joined into halves and halves matched in the middle.
 *
 * <p><b>Halves.</b> The board is cut into a top half (rows 0..t-1, t = n / 2) and a bottom half
 * of as many rows (below the middle row on an odd board). A solution is a top half and a bottom
 * half whose queens take complementary column sets and no common diagonal. For each column set C
 * of the top half (a unit), the top halves on C are kept and every bottom half on the other
 * columns is matched against them.
 *
 * <p><b>Quarter boards.</b> Halves are not searched for anew per unit: every partial solution of
 * a t x t quadrant (any number of queens) is enumerated once, kept by the rows and columns it
 * occupies with its two diagonal sets ({@link Quarters}); the other three quadrants are its
 * mirror and upside-down images. A half on columns C is a west piece on some set Y of its rows and
 * the west columns of C, joined with an east piece on the other rows and the east columns of C
 * whose diagonals are disjoint from it: for each Y, the two cells' lists are crossed, two ANDs a
 * pair. On an odd board the quadrants leave out the middle row and column.
 *
 * <p><b>Matching.</b> For each diagonal both halves can reach (r + c and r - c from the bottom
 * half's first row to {@code t+n-2}), a bit set over the unit's top halves that use it; a bottom
 * half's conflicting tops are the union of its diagonals' sets, and the rest match it
 * ({@code Long.bitCount}). The diagonals are read six at a time: for each chunk of six and each
 * subset of it, the union of its sets is made once per unit (when first asked for), so a bottom
 * half ORs about six sets, in one pass over the words. At most {@link #BLOCK} top halves are held
 * at once; a unit with more is matched a block at a time.
 *
 * <p><b>Symmetry, eight-fold.</b> Odd boards: the queens of the middle row and the middle column
 * are placed first, one pair per orbit under all eight symmetries, the pair's weight its orbit's
 * size (the queen in the centre: one unit per C under the mirror and the upside-down image).
 * Even boards: each long diagonal holds at most one queen, and each diagonal reflection fixes one
 * long diagonal pointwise and carries the other's queen between the halves; so solutions with a
 * long-diagonal queen in the top half are never built (their pieces are left out), and a bottom
 * half with k long-diagonal queens counts 2^k times; the mirror keeps both halves (one C of each
 * pair {C, mirror(C)}); solutions off both long diagonals are counted once per orbit of C under the
 * mirror, the upside-down image and the half turn. The units ({@link #orbits}) are the numbered
 * parts. Classes come from the same parts by Burnside's lemma (the fixed points of the half and
 * quarter turns, counted beside).
 *
 * <p>Memory: the quadrant pieces (shared by the counters of one board size), the units, and one
 * block of top halves per counting thread: {@link #memoryBytes} bounds it from counted sizes.
 */
final class HalvesCounter {

  static final int MIN_N = 4;
  /** Quadrants of up to {@value Quarters#MAX_Q} squares a side. */
  static final int MAX_N = 2 * Quarters.MAX_Q + 1;
  /** The most top halves held at once (their sieve: about eighty bytes each at n = 23). */
  static final int BLOCK = 1 << 18;

  private final int n;
  private final int t;
  private final long full;
  /** The first row of the bottom half: t, or t + 1 below an odd board's middle row. */
  private final int bottom;
  /** The diagonals both halves reach: {@code bottom..t+n-2}, shifted down by {@code bottom}. */
  private final int overlap;
  private final long overlapMask;
  /** The partial solutions of every t x t quadrant, shared by the counters of this board size. */
  private final Quarters quarters;
  /** The cells that can hold a piece ({@link Quarters#dense}): a cache's slots per view. */
  private final int denseCells;
  /** A bottom half's key bits of the two long diagonals (even boards; zero on odd ones). */
  private final long longBits;
  private final SearchControl control;
  long nodes;
  /** Set once the control says stop: every loop then ends, and counts are partial. */
  private boolean stopped;
  private long matches;

  /**
   * A unit of the count: a column set of the top half, and on an odd board the column of the middle
   * row's queen ({@code middle}, else -1) and the row of the middle column's queen ({@code across},
   * else -1; both t for a queen in the centre). Its solutions count {@code weight} times each, or
   * on an even board {@code weight} times 2^k for a bottom half with k queens on the long
   * diagonals, and {@code emptyWeight} times for one with none (see {@link #orbits}).
   */
  record Orbit(int middle, int across, long columns, int weight, int emptyWeight) {
    String describe(int n) {
      StringBuilder sb = new StringBuilder();
      if (middle >= 0) {
        sb.append(middle == n / 2 && across == n / 2 ? "centre queen, " : "middle queens " + middle + " and " + across + ", ");
      }
      sb.append("top columns {");
      boolean first = true;
      for (int c = 0; c < n; c++) {
        if ((columns >>> c & 1) != 0) {
          sb.append(first ? "" : ",").append(c);
          first = false;
        }
      }
      sb.append("} x").append(weight);
      if (emptyWeight != weight) {
        sb.append(", x").append(emptyWeight).append(" off the long diagonals");
      }
      return sb.toString();
    }
  }

  HalvesCounter(int n, SearchControl control) {
    this(n, control, BLOCK, null);
  }

  /**
   * A counter that holds at most {@code block} top halves at once, with its own cache of quadrant
   * cells (tests make both small), or this thread's when null.
   */
  HalvesCounter(int n, SearchControl control, int block, PieceCache cache) {
    this(n, control, block, cache, MATCHING, VECTOR_FROM);
  }

  /** As above, matching the way given from blocks of {@code vectorFrom} words on (tests take both ways). */
  HalvesCounter(int n, SearchControl control, int block, PieceCache cache, Matching matching, int vectorFrom) {
    this.matching = matching;
    this.vectorFrom = vectorFrom;
    if (n < MIN_N || n > MAX_N) {
      throw new IllegalArgumentException("the halves counter counts boards of " + MIN_N + " to " + MAX_N + ", not " + n);
    }
    this.n = n;
    this.t = n / 2;
    this.full = (1L << n) - 1;
    this.bottom = n % 2 == 0 ? t : t + 1;
    this.overlap = t + n - 1 - bottom;
    this.overlapMask = (1L << overlap) - 1;
    this.quarters = Quarters.of(t, control);
    this.denseCells = Quarters.cells(t);
    this.block = block;
    this.cache = cache;
    this.ownCache = cache != null;
    // r + c = n - 1 and r - c = 0, shifted down by t (even boards only).
    this.longBits = n % 2 == 0 ? 1L << (t - 1) | 1L << (overlap + t - 1) : 0;
    this.control = control;
  }

  /**
   * The units of the count, one per orbit of the board's eight symmetries where the construction
   * allows it. Odd boards: the queens of the middle row (column a) and the middle column (row b)
   * first, one pair (a, b) per orbit of the pairs under all eight symmetries (a transposition swaps
   * a and b), every set C of t other columns with the middle column among them exactly when b is in
   * the top half; the queen in the centre (a = b = t) by C under the mirror and the upside-down
   * image. Even boards: the long diagonals (r = c, r + c = n - 1) hold at most one queen each; the
   * diagonal reflections each fix one of them and carry its queen from the top half to the bottom
   * one, so the solutions with a long-diagonal queen in the top half are left out and those with k
   * of them in the bottom half count 2^k times; the mirror, which keeps both halves and swaps the
   * long diagonals, leaves one C of each pair {C, mirror(C)}; the solutions off both long diagonals
   * are counted under the mirror, the upside-down image and the half turn (C's least image,
   * {@code emptyWeight} its orbit's size, else 0). In increasing order; polls the control (a
   * stopped build throws {@link SearchControl.Stopped}): on the largest boards there are millions.
   */
  List<Orbit> orbits() {
    List<Orbit> out = new ArrayList<>();
    if (n % 2 == 0) {
      columnSets(full, -1, c -> {
        long mirror = mirror(c);
        if (c > mirror) {
          return;
        }
        long complement = full & ~c;
        long both = full & ~mirror;
        long least = Math.min(Math.min(c, mirror), Math.min(complement, both));
        // c is never its own complement (t of 2t columns).
        int size = c == mirror || c == both ? 2 : 4;
        out.add(new Orbit(-1, -1, c, c == mirror ? 1 : 2, least == c ? size : 0));
      });
      return out;
    }
    long centreRest = full & ~(1L << t);
    columnSets(centreRest, -1, c -> {
      long complement = centreRest & ~c;
      long mirror = mirror(c);
      long both = centreRest & ~mirror;
      long least = Math.min(Math.min(c, mirror), Math.min(complement, both));
      if (least == c) {
        int size = c == mirror || c == both ? 2 : 4;
        out.add(new Orbit(t, t, c, size, size));
      }
    });
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        int size = a == t || b == t || Math.abs(a - t) == Math.abs(b - t) ? 0 : pairOrbit(n, a, b);
        if (size > 0) {
          int middle = a;
          int across = b;
          columnSets(full & ~(1L << a), b < t ? 1 : 0, c -> out.add(new Orbit(middle, across, c, size, size)));
        }
      }
    }
    return out;
  }

  /**
   * Each set of t columns within {@code rest}, in increasing order, that holds the middle column t
   * when {@code withMiddle} is 1, does not when 0, either way when -1.
   */
  private void columnSets(long rest, int withMiddle, LongConsumer action) {
    long seen = 0;
    for (long c = (1L << t) - 1; c <= full; c = nextCombination(c)) {
      if ((++seen & 0xFFFF) == 0) {
        control.checkpoint();
      }
      if ((c & ~rest) == 0 && (withMiddle < 0 || (c >>> t & 1) == withMiddle)) {
        action.accept(c);
      }
      if (c == full) {
        break;
      }
    }
  }

  /**
   * The size of the orbit of the middle queens (t, a) and (b, t) under the eight symmetries if (a,
   * b) is its least member (by a, then b), else 0.
   */
  private static int pairOrbit(int n, int a, int b) {
    int t = n / 2;
    int key = a * n + b;
    BitSet images = new BitSet();
    int m = n - 1;
    for (int g = 0; g < 8; g++) {
      int[] p = image(g, t, a, m);
      int[] q = image(g, b, t, m);
      // One image is on the middle row (row t), the other on the middle column.
      int image = p[0] == t ? p[1] * n + q[0] : q[1] * n + p[0];
      if (image < key) {
        return 0;
      }
      images.set(image);
    }
    return images.cardinality();
  }

  /** The image of square (r, c) under the g-th of the eight symmetries of a board with last index m. */
  private static int[] image(int g, int r, int c, int m) {
    int row = (g & 4) == 0 ? r : c;
    int col = (g & 4) == 0 ? c : r;
    return new int[] {(g & 1) == 0 ? row : m - row, (g & 2) == 0 ? col : m - col};
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

  /** How bottom halves are matched by default ({@link Matching}). */
  static final Matching MATCHING = Matching.DEFAULT;
  /** The fewest words a block's sets take for the vector way to be used (measured: docs/performance.md). */
  static final int VECTOR_FROM = 8;
  private final Matching matching;
  private final int vectorFrom;

  // The block of top halves being matched ({@link #tops}): how many words their bit sets take (padded to whole vectors).
  private int words;
  /** Diagonals per chunk: a bottom half's key is read this many bits at a time. */
  private static final int CHUNK = 6;
  private static final int CHUNK_MASK = (1 << CHUNK) - 1;
  /**
   * The sieve of the block of top halves being matched: for each chunk j of six diagonals and each
   * subset s of them, the union of their diagonals' bit sets over the tops, {@code words} longs from
   * {@code (j << CHUNK | s) * words}.
   */
  private long[] unions = new long[0];
  /** A vector's lanes, for the matching's own use. */
  private final long[] scratch = new long[8];
  /** Where the union of each chunk one bottom half's key has bits in starts. */
  private final int[] sets = new int[64];
  private long matched;

  /** The weights of the unit being counted (see {@link Orbit}). */
  private int weight;
  private int emptyWeight;

  /** The solutions this unit stands for: its own, each weighed as {@link Orbit} says. */
  long count(Orbit orbit) {
    if (cache == null) {
      // Taken on the first unit, not before: a counter that only lists the units takes none.
      cache = PieceCache.take(t);
    }
    fix(orbit);
    weight = orbit.weight();
    emptyWeight = orbit.emptyWeight();
    long topColumns = orbit.columns();
    long rest = orbit.middle() < 0 ? full : full & ~(1L << orbit.middle());
    long total = 0;
    // The top halves a block at a time: the bottom halves are matched against each block.
    for (long from = 0; ; from += block) {
      tops.size = 0;
      seen = 0;
      window = from;
      halves(true, topRows, topColumns);
      if (tops.size == 0 || stopped) {
        return total;
      }
      int lanes = matching.lanes();
      words = (tops.size + 63) >>> 6;
      if (words >= vectorFrom) {
        words = words + lanes - 1 & -lanes; // whole vectors, their padding zero
      }
      sieve();
      matched = 0;
      // The bottom halves are matched as they are joined, never stored.
      halves(false, bottomRows, rest & ~topColumns);
      total += matched;
      if (seen <= from + block) {
        return total;
      }
    }
  }

  /** Adds the top halves that meet this bottom half without a common diagonal, weighed. */
  private void match(long key) {
    int k = Long.bitCount(key & longBits);
    long w = k == 0 ? emptyWeight : (long) weight << k;
    if (w == 0) {
      return;
    }
    // On large boards one match is a million word operations: poll the control every 2^20 words.
    matches += words;
    if (matches > 1 << 20) {
      matches = 0;
      if (control.shouldStop()) {
        stopped = true;
      }
    }
    int found = 0;
    for (int j = 0; key != 0; j++, key >>>= CHUNK) {
      int s = (int) key & CHUNK_MASK;
      if (s != 0) {
        sets[found++] = (j << CHUNK | s) * words;
      }
    }
    // Short sets are matched one long at a time whatever the way: a vector's set-up costs more than it saves there.
    int clash = words >= vectorFrom ? matching.clashes(unions, sets, found, words, scratch) : Matching.scalarClashes(unions, sets, found, words);
    matched += w * (tops.size - clash);
  }

  /**
   * Makes the sieve of the tops held: each top's bit in the set of each diagonal it takes, then
   * each chunk's unions in increasing order of subset, each from a smaller one and a single set.
   */
  private void sieve() {
    int chunkCount = (2 * overlap + CHUNK - 1) / CHUNK;
    int size = (chunkCount << CHUNK) * words;
    if (unions.length < size) {
      unions = new long[size];
    } else {
      Arrays.fill(unions, 0, size, 0L);
    }
    for (int i = 0; i < tops.size; i++) {
      long key = tops.values[i];
      while (key != 0) {
        int p = Long.numberOfTrailingZeros(key);
        key &= key - 1;
        int table = (p / CHUNK) << CHUNK | 1 << (p % CHUNK);
        unions[table * words + (i >>> 6)] |= 1L << i;
      }
    }
    for (int j = 0; j < chunkCount; j++) {
      for (int sub = 3; sub <= CHUNK_MASK; sub++) {
        int low = sub & -sub;
        if (low == sub) {
          continue;
        }
        int to = (j << CHUNK | sub) * words;
        int a = (j << CHUNK | (sub ^ low)) * words;
        int b = (j << CHUNK | low) * words;
        for (int w = 0; w < words; w++) {
          unions[to + w] = unions[a + w] | unions[b + w];
        }
      }
    }
  }

  /** The top halves of the unit being counted, the current block of them ({@link #block}). */
  private final LongList tops = new LongList();
  /** Top halves joined so far in this pass, and the first of the block kept. */
  private long seen;
  private long window;
  /** Top halves per block: a unit with more is counted in several passes over its bottom halves. */
  private final int block;
  /** The quadrant cells as loaded for this thread's units ({@link #load}). */
  private PieceCache cache;
  /** Whether the cache was given (tests), not taken from the free ones ({@link #done} gives those back). */
  private final boolean ownCache;

  /** Gives the cache taken for this counter's units back to the next counter; the counter counts no more after it. */
  void done() {
    if (!ownCache && cache != null) {
      PieceCache.give(cache);
    }
    cache = null;
  }

  /**
   * Every half of the unit on the rows {@code rows} (of its quadrants, from their first row) and
   * the board's columns {@code columns}: the pieces of its west quadrant on some of those rows and
   * its west columns, each joined with the pieces of its east quadrant on the other rows and its
   * east columns that share no diagonal with it. A top half is kept in {@link #tops} (within the
   * block), a bottom half matched.
   */
  private void halves(boolean top, int rows, long columns) {
    int low = (1 << t) - 1;
    int west = (int) columns & low;
    int east = (int) (columns >>> (n - t)) & low;
    int queens = Integer.bitCount(west);
    int base = top ? 0 : bottom;
    int view = top ? 0 : Quarters.FLIP;
    long forbidSums = top ? topForbidSums : bottomForbidSums;
    long forbidDiffs = top ? topForbidDiffs : bottomForbidDiffs;
    int eastView = view | Quarters.MIRROR;
    long[] cached = cache.keys;
    for (int y = rows; ; y = (y - 1) & rows) {
      if (Integer.bitCount(y) == queens) {
        int z = rows & ~y;
        int westCell = quarters.cell(view, y, west);
        int eastCell = quarters.cell(eastView, z, east);
        int westSize = quarters.start[westCell + 1] - quarters.start[westCell];
        int eastSize = quarters.start[eastCell + 1] - quarters.start[eastCell];
        if (westSize > 0 && eastSize > 0) {
          // Both cells are loaded before either is read: room for both first.
          cache.room(westSize + eastSize);
          int w = load(view, westCell, base, base + n - t, forbidSums, forbidDiffs);
          int wFrom = loaded;
          int e = w == 0 ? 0 : load(eastView, eastCell, base + n - t, base, forbidSums, forbidDiffs);
          int eFrom = loaded;
          for (int i = wFrom; i < wFrom + w && !stopped; i++) {
            long wk = cached[i];
            for (int k = eFrom; k < eFrom + e; k++) {
              // The two quadrants of a half can only meet on diagonals the key holds (load): one AND tells.
              if ((wk & cached[k]) == 0) {
                long key = wk | cached[k];
                if (top) {
                  long index = seen++;
                  if (index >= window && index < window + block) {
                    tops.add(key);
                  }
                } else {
                  match(key);
                }
              }
            }
            nodes += e;
            if ((nodes & ~0xFFFFL) != ((nodes - e) & ~0xFFFFL) && control.shouldStop()) {
              stopped = true;
            }
          }
        }
      }
      if (y == 0) {
        return;
      }
    }
  }

  /** Where in the cache the last cell loaded starts. */
  private int loaded;

  /**
   * The pieces of one quadrant's cell (of the north-west quadrant, as {@code view} sees it), placed
   * on the board (r + c shifted up by {@code sumShift}, r - c + n - 1 by {@code diffShift}),
   * without those on a forbidden diagonal, each kept as its part of a key (its diagonals
   * {@code bottom..bottom+2t-2}, the sums in the low {@link #overlap} bits, the differences above):
   * the two quadrants of a half reach each other only on those diagonals, and the other half only
   * there too, so one long per piece holds all the join and the matching read. From the cache if
   * loaded under the same settings, else into it. Returns how many; they start at {@link #loaded}.
   */
  private int load(int view, int cell, int sumShift, int diffShift, long forbidSums, long forbidDiffs) {
    int slot = view * denseCells + quarters.dense[cell];
    if (cache.stamp[slot] == cache.epoch) {
      loaded = cache.from[slot];
      return cache.count[slot];
    }
    long[] from = quarters.pieces;
    long[] keys = cache.keys;
    int first = cache.used;
    int k = first;
    for (int p = quarters.start[cell], end = quarters.start[cell + 1]; p < end; p++) {
      // The view's image of the piece, made here: the cache keeps it, so each is made once a setting.
      long piece = quarters.piece(view, from[p]);
      long s = (piece & 0xFFFFFFFFL) << sumShift;
      long d = (piece >>> 32) << diffShift;
      if (((s & forbidSums) | (d & forbidDiffs)) == 0) {
        keys[k++] = (s >>> bottom & overlapMask) | (d >>> bottom & overlapMask) << overlap;
      }
    }
    cache.used = k;
    cache.stamp[slot] = cache.epoch;
    cache.from[slot] = first;
    cache.count[slot] = k - first;
    loaded = first;
    return k - first;
  }

  /** A growable array of longs. */
  private static final class LongList {
    long[] values = new long[64];
    int size;

    void add(long v) {
      if (size == values.length) {
        values = Arrays.copyOf(values, size * 2);
      }
      values[size++] = v;
    }
  }

  /**
   * About how much memory a count holds at once, from counted sizes: the quadrant pieces
   * ({@link Quarters#PIECES}, 8 bytes each, and four int arrays over every cell while they are
   * built: the counts, the starts, where the next goes, and the dense numbers), each thread's {@link PieceCache}, the units (about 48 bytes each: the column sets, times the pairs of middle queens on odd
   * boards), and on each of the {@code threads} that count the sieve of one block of top halves
   * ({@link #BLOCK} at most, whatever the unit, and never more than the pieces squared): its keys (8 bytes each), their bit sets per
   * diagonal (2(n - 1) bits each) and the unions of each chunk's subsets (64 bits per chunk each).
   */
  static long memoryBytes(int n, int threads) {
    int t = n / 2;
    // Each piece once (its views are made as a cache loads it).
    double quarters = Quarters.PIECES[t] * 8.0 + 4 * 4.0 * (1L << (2 * t));
    double units;
    if (n % 2 == 0) {
      units = binomial(n, t);
    } else {
      int pairs = 0;
      for (int a = 0; a < n; a++) {
        for (int b = 0; b < n; b++) {
          pairs += a == t || b == t || Math.abs(a - t) == Math.abs(b - t) || pairOrbit(n, a, b) == 0 ? 0 : 1;
        }
      }
      units = binomial(n - 1, t) + pairs * binomial(n - 2, t);
    }
    int chunks = (2 * (n - 1) + CHUNK - 1) / CHUNK;
    // A unit's top halves are pairs of pieces, so never more than the pieces squared.
    double tops = Math.min(BLOCK, (double) Quarters.PIECES[t] * Quarters.PIECES[t]);
    double sieve = tops * (8 + 2.0 * (n - 1) / 8 + 8.0 * chunks);
    return (long) (quarters + units * 48 + (sieve + PieceCache.bytes(t)) * threads + (64L << 20));
  }

  private static double binomial(int n, int k) {
    double b = 1;
    for (int i = 0; i < k; i++) {
      b = b * (n - i) / (i + 1);
    }
    return b;
  }

  /** The rows of the top and bottom quadrants the unit's halves take (from each quadrant's first row). */
  private int topRows;
  private int bottomRows;
  /** The diagonals no piece of the unit's top or bottom half may take: r + c and r - c + n - 1 on the board. */
  private long topForbidSums;
  private long topForbidDiffs;
  private long bottomForbidSums;
  private long bottomForbidDiffs;

  /**
   * The rows and forbidden diagonals of this unit: on even boards the long diagonals in the top
   * half; on odd ones the diagonals of the middle row's and the middle column's queens, whose rows
   * (t, and the middle column queen's) no quadrant holds.
   */
  private void fix(Orbit orbit) {
    int low = (1 << t) - 1;
    topRows = low;
    bottomRows = low;
    if (orbit.middle() < 0) {
      topForbidSums = 1L << (n - 1);
      topForbidDiffs = 1L << (n - 1);
      bottomForbidSums = 0;
      bottomForbidDiffs = 0;
      cache.settle(n, topForbidSums, topForbidDiffs, bottomForbidSums, bottomForbidDiffs);
      return;
    }
    int a = orbit.middle();
    int b = orbit.across();
    long sums = 1L << (t + a) | 1L << (b + t);
    long diffs = 1L << (t - a + n - 1) | 1L << (b - t + n - 1);
    topForbidSums = sums;
    bottomForbidSums = sums;
    topForbidDiffs = diffs;
    bottomForbidDiffs = diffs;
    cache.settle(n, topForbidSums, topForbidDiffs, bottomForbidSums, bottomForbidDiffs);
    if (b < t) {
      topRows &= ~(1 << b);
    } else if (b > t) {
      bottomRows &= ~(1 << (b - bottom));
    }
  }
}
