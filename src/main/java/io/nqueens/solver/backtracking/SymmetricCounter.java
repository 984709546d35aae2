package io.nqueens.solver.backtracking;

import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Counts the plain n-queens problem using all eight board symmetries (the method of Takaken's
 * NQueen5, here with 64-bit masks): it enumerates only solutions that are the canonical member of
 * their symmetry class and weighs each by its orbit size (8, 4 or 2), so it yields the total and the
 * symmetry-unique count together.
 *
 * <p>Bits are read with column 0 as bit 0. Case 1: the row-0 queen in the corner (bit 0); then the
 * row-1 queen in column {@code bound1} and, by the transpose symmetry, no queen in column 1 above
 * row {@code bound1}: every such class has 8 members. Case 2: the row-0 queen in column
 * {@code bound1} of the left half, squares nearer to the corners than that forbidden on the
 * border rows and columns; at each leaf the solution is compared with its 90, 180 and 270 degree
 * rotations to find whether it is canonical and how large its class is.
 *
 * <p>The search splits into tasks (a few rows placed) that workers may run in any order; each
 * worker owns one instance.
 */
final class SymmetricCounter {

  static final int MIN_N = 5;

  private final int n;
  private final int last;
  private final long mask;
  private final long topBit;
  private final long[] board;
  private final SearchControl control;

  private long sideMask;
  private long lastMask;
  private long endBit;
  private int bound1;
  private int bound2;
  /** Where {@link #explore} stops and records a task instead of searching on; -1 when searching. */
  private int splitRow = -1;
  private List<Task> collected;

  long count8;
  long count4;
  long count2;
  long nodes;
  private boolean stopped;

  SymmetricCounter(int n, SearchControl control) {
    if (n < MIN_N || n > BitboardSearch.MAX_N) {
      throw new IllegalArgumentException("n (" + n + ") must be in " + MIN_N + ".." + BitboardSearch.MAX_N + " for the symmetric counter");
    }
    this.n = n;
    this.last = n - 1;
    this.mask = (1L << n) - 1;
    this.topBit = 1L << last;
    this.board = new long[n];
    this.control = control;
  }

  long total() {
    return 8 * count8 + 4 * count4 + 2 * count2;
  }

  long unique() {
    return count8 + count4 + count2;
  }

  boolean stopped() {
    return stopped;
  }

  /** A partly placed board: rows 0..row-1 fixed, the masks they leave. */
  record Task(boolean corner, int bound1, int row, long left, long down, long right, long[] prefix) {
    /** Every field, the prefix's values included (a part's identity). */
    String describe() {
      return corner + " " + bound1 + " " + row + " " + left + " " + down + " " + right + " " + Arrays.toString(prefix);
    }
  }

  /** The tasks that together cover the whole search, split after {@code splitRows} rows. */
  List<Task> tasks(int splitRows) {
    collected = new ArrayList<>();
    splitRow = Math.max(2, Math.min(splitRows, last - 1));
    board[0] = 1;
    for (int b1 = 2; b1 < last; b1++) {
      setBounds(true, b1);
      long bit = 1L << b1;
      board[1] = bit;
      explore(true, 2, (2 | bit) << 1, 1 | bit, bit >>> 1);
    }
    for (int b1 = 1; b1 < n - 1 - b1; b1++) {
      setBounds(false, b1);
      long bit = 1L << b1;
      board[0] = bit;
      explore(false, 1, bit << 1, bit, bit >>> 1);
    }
    splitRow = -1;
    List<Task> out = collected;
    collected = null;
    return out;
  }

  /** Counts every solution under the task into this instance's counters. */
  void run(Task t) {
    setBounds(t.corner(), t.bound1());
    System.arraycopy(t.prefix(), 0, board, 0, t.row());
    explore(t.corner(), t.row(), t.left(), t.down(), t.right());
  }

  /** Counts the whole problem on this thread. */
  void runAll() {
    for (Task t : tasks(2)) {
      if (stopped) {
        return;
      }
      run(t);
    }
  }

  private void setBounds(boolean corner, int b1) {
    bound1 = b1;
    if (corner) {
      return;
    }
    bound2 = n - 1 - b1;
    sideMask = topBit | 1;
    lastMask = topBit | 1;
    for (int i = 1; i < b1; i++) {
      lastMask |= (lastMask >>> 1) | (lastMask << 1);
    }
    endBit = topBit >>> b1;
  }

  private void explore(boolean corner, int row, long left, long down, long right) {
    if (row == splitRow) {
      collected.add(new Task(corner, bound1, row, left, down, right, board.clone()));
      return;
    }
    if (corner) {
      cornerSearch(row, left, down, right);
    } else {
      sideSearch(row, left, down, right);
    }
  }

  /** Case 1: corner queen in row 0; every class found has eight members. */
  private void cornerSearch(int row, long left, long down, long right) {
    long free = mask & ~(left | down | right);
    if (row == last) {
      if (free != 0) {
        board[row] = free;
        count8++;
      }
      return;
    }
    if (row < bound1) {
      free &= ~2L;
    }
    while (free != 0 && !stopped) {
      long bit = free & -free;
      free ^= bit;
      board[row] = bit;
      if ((++nodes & 0xFFFFF) == 0 && control.shouldStop()) {
        stopped = true;
        return;
      }
      if (row + 1 == splitRow) {
        explore(true, row + 1, (left | bit) << 1, down | bit, (right | bit) >>> 1);
      } else {
        cornerSearch(row + 1, (left | bit) << 1, down | bit, (right | bit) >>> 1);
      }
    }
  }

  /** Case 2: row-0 queen off the corner; canonical form and class size decided at each leaf. */
  private void sideSearch(int row, long left, long down, long right) {
    long free = mask & ~(left | down | right);
    if (row == last) {
      if (free != 0 && (free & lastMask) == 0) {
        board[row] = free;
        classify();
      }
      return;
    }
    if (row < bound1) {
      free &= ~sideMask;
    } else if (row == bound2) {
      if ((down & sideMask) == 0) {
        return;
      }
      if ((down & sideMask) != sideMask) {
        free &= sideMask;
      }
    }
    while (free != 0 && !stopped) {
      long bit = free & -free;
      free ^= bit;
      board[row] = bit;
      if ((++nodes & 0xFFFFF) == 0 && control.shouldStop()) {
        stopped = true;
        return;
      }
      if (row + 1 == splitRow) {
        explore(false, row + 1, (left | bit) << 1, down | bit, (right | bit) >>> 1);
      } else {
        sideSearch(row + 1, (left | bit) << 1, down | bit, (right | bit) >>> 1);
      }
    }
  }

  /**
   * Compares the board with its rotations, row by row as numbers: a rotation that reads smaller
   * means this is not the canonical member; one that reads equal fixes the class size.
   */
  private void classify() {
    // 90 degrees: only possible to be equal when the queen of row bound2 sits in column 0.
    if (board[bound2] == 1) {
      int own = 1;
      for (long ptn = 2; own <= last; own++, ptn <<= 1) {
        long bit = 1;
        for (int you = last; board[you] != ptn && board[own] >= bit; you--) {
          bit <<= 1;
        }
        if (board[own] > bit) {
          return;
        }
        if (board[own] < bit) {
          break;
        }
      }
      if (own > last) {
        count2++;
        return;
      }
    }
    // 180 degrees.
    if (board[last] == endBit) {
      int own = 1;
      for (int you = last - 1; own <= last; own++, you--) {
        long bit = 1;
        for (long ptn = topBit; ptn != board[you] && board[own] >= bit; ptn >>>= 1) {
          bit <<= 1;
        }
        if (board[own] > bit) {
          return;
        }
        if (board[own] < bit) {
          break;
        }
      }
      if (own > last) {
        count4++;
        return;
      }
    }
    // 270 degrees.
    if (board[bound1] == topBit) {
      int own = 1;
      for (long ptn = topBit >>> 1; own <= last; own++, ptn >>>= 1) {
        long bit = 1;
        for (int you = 0; board[you] != ptn && board[own] >= bit; you++) {
          bit <<= 1;
        }
        if (board[own] > bit) {
          return;
        }
        if (board[own] < bit) {
          break;
        }
      }
    }
    count8++;
  }
}
