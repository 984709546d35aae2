package io.nqueens.solver.backtracking;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The Hungarian method against every permutation: the best assignment's gain on random gains and
 * random forbidden squares, solved at once and reached incrementally from a parent (a row and
 * column taken away, squares forbidden), and the potentials' bound never below it.
 */
class AssignmentTest {

  /** The best gain over every assignment of the open rows to distinct open columns within free; MIN_VALUE when there is none. */
  private static long brute(long[][] gain, long[] free, boolean[] open, int row, long usedCols) {
    int n = gain.length;
    if (row == n) {
      return 0;
    }
    if (!open[row]) {
      return brute(gain, free, open, row + 1, usedCols);
    }
    long best = Long.MIN_VALUE;
    for (int c = 0; c < n; c++) {
      if ((free[row] >>> c & 1) != 0 && (usedCols >>> c & 1) == 0) {
        long rest = brute(gain, free, open, row + 1, usedCols | 1L << c);
        if (rest != Long.MIN_VALUE) {
          best = Math.max(best, gain[row][c] + rest);
        }
      }
    }
    return best;
  }

  @Test
  void theSolvedRelaxationIsTheBestAssignmentAtTheRootAndAfterEachIncrementalStep() {
    Random random = new Random(3);
    int infeasible = 0;
    for (int k = 0; k < 400; k++) {
      int n = 1 + random.nextInt(7);
      long[][] gain = new long[n][n];
      long[] free = new long[n];
      for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
          gain[r][c] = random.nextInt(41) - 20;
          if (random.nextInt(4) != 0) {
            free[r] |= 1L << c;
          }
        }
      }
      boolean[] open = new boolean[n];
      Arrays.fill(open, true);
      long expected = brute(gain, free, open, 0, 0);
      Assignment a = Assignment.root(gain, free);
      if (expected == Long.MIN_VALUE) {
        infeasible++;
        assertThat(a).isNull();
        continue;
      }
      assertThat(a).isNotNull();
      assertThat(a.quickBound()).as("root %d", k).isEqualTo(expected);
      // A child: row 0 takes one of its free columns, and some squares are forbidden besides.
      int col = Long.numberOfTrailingZeros(free[0]);
      long[] childFree = free.clone();
      long usedCols = 1L << col;
      for (int r = 1; r < n; r++) {
        childFree[r] &= ~usedCols;
        if (random.nextBoolean()) {
          childFree[r] &= ~(1L << random.nextInt(n));
        }
      }
      boolean[] childOpen = open.clone();
      childOpen[0] = false;
      long childExpected = brute(gain, childFree, childOpen, 0, usedCols);
      Assignment child = a.child(0, col, childFree);
      long quick = child.quickBound();
      boolean solved = child.solve();
      assertThat(solved).as("child %d", k).isEqualTo(childExpected != Long.MIN_VALUE);
      if (solved) {
        assertThat(quick).as("the parent's potentials bound the child %d", k).isGreaterThanOrEqualTo(childExpected);
        assertThat(child.quickBound()).as("child %d", k).isEqualTo(childExpected);
      }
    }
    assertThat(infeasible).isBetween(1, 300);
  }
}
