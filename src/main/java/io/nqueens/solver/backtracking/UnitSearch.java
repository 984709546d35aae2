package io.nqueens.solver.backtracking;

import io.nqueens.model.Regions;
import io.nqueens.model.Solution;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import java.util.List;

/**
 * The search for boards cut into regions: every row, every column and every region holds exactly
 * one queen, so each is a "unit", and the search branches on the unit with the fewest squares left
 * (Knuth's choice in exact cover), trying each of its squares. Every solution has exactly one queen
 * in the chosen unit, so the branches split the solutions and each is counted once. A square is left
 * while its row, column and region are empty, its own rules allow it and no queen placed attacks it
 * ({@link io.nqueens.model.AttackRule}: column, diagonals where they attack, knight moves, touching
 * squares); placing a queen strikes out its row, its column, its region and the squares it attacks
 * in every open row (forward checking), and a unit left without a square is a dead end. Squares are
 * bit masks per row (boards up to {@link BitboardSearch#MAX_N} columns).
 *
 * <p>For models without expression constraints (those are checked by the row-by-row searches);
 * pre-placed queens, blocked squares and excluded diagonals come from {@link BoardRules}.
 */
final class UnitSearch {

  private final int n;
  private final long full;
  /** attack[d + n - 1][c]: the columns a queen in column c attacks d rows away (d != 0). */
  private final long[][] attack;
  /** regionCols[m][r][g]: the columns of row r in region g of map m. */
  private final long[][][] regionCols;
  /** regionOf[m][r][c]: the region of square (r, c) in map m. */
  private final int[][][] regionOf;
  /** The regions of each map that hold a queen, as bits. */
  private final long[] usedRegions;
  private final SearchControl control;
  private final SolutionListener listener;
  private final int[] queens;
  /** The candidates of each row at each depth: cand[depth][row]. */
  private final long[][] cand;
  long nodes;
  long backtracks;
  long solutions;
  long firstSolutionNanos;
  private boolean stopped;

  UnitSearch(BoardRules rules, List<Regions> maps, SearchControl control, SolutionListener listener) {
    if (rules.n > BitboardSearch.MAX_N) {
      throw new IllegalArgumentException("the region search takes boards up to " + BitboardSearch.MAX_N + ", not " + rules.n);
    }
    this.n = rules.n;
    this.full = n == 64 ? -1L : (1L << n) - 1;
    this.control = control;
    this.listener = listener;
    this.queens = new int[n];
    this.attack = new long[2 * n - 1][n];
    for (int d = -(n - 1); d <= n - 1; d++) {
      for (int c = 0; d != 0 && c < n; c++) {
        attack[d + n - 1][c] = rules.attackRule.mask(c, d);
      }
    }
    this.usedRegions = new long[maps.size()];
    this.regionOf = new int[maps.size()][][];
    this.regionCols = new long[maps.size()][n][n];
    for (int m = 0; m < maps.size(); m++) {
      regionOf[m] = maps.get(m).ids();
      for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
          regionCols[m][r][regionOf[m][r][c]] |= 1L << c;
        }
      }
    }
    this.cand = new long[n + 1][n];
    for (int r = 0; r < n; r++) {
      cand[0][r] = rules.allowedMask(r);
    }
  }

  void run() {
    if (n == 0) {
      return;
    }
    // Every row open: a placed row's candidates are 0 and it is never chosen again.
    search(0, full == -1L ? -1L : (1L << n) - 1);
  }

  boolean stopped() {
    return stopped;
  }

  /** Searches with {@code depth} queens placed; {@code openRows} has a bit for each row without one. */
  private void search(int depth, long openRows) {
    if (openRows == 0) {
      if (solutions++ == 0) {
        firstSolutionNanos = System.nanoTime();
      }
      if (listener != null && !listener.onSolution(Solution.of(queens))) {
        stopped = true;
      }
      return;
    }
    if (!choose(cand[depth], openRows)) {
      backtracks++;
      return;
    }
    branch(depth, openRows, chosenKind, chosenIndex);
  }

  /** Set by {@link #choose}: the unit to branch on, a row, a column or a region (kind 0, 1, 2 + map), and its index. */
  private int chosenKind;
  private int chosenIndex;

  /**
   * Chooses the unit with the fewest squares ({@link #chosenKind}, {@link #chosenIndex}); false when
   * some unit has none left. Every unit is looked at, even past a forced row: a column or region
   * left without a square ends the branch now.
   */
  private boolean choose(long[] here, long openRows) {
    int bestCount = Integer.MAX_VALUE;
    long usedColumns = 0;
    for (long open = openRows; open != 0; open &= open - 1) {
      int r = Long.numberOfTrailingZeros(open);
      int k = Long.bitCount(here[r]);
      if (k < bestCount) {
        bestCount = k;
        chosenKind = 0;
        chosenIndex = r;
      }
      usedColumns |= here[r];
    }
    // A column no open row can use, while rows are open, is a dead end (a column needs a queen).
    if (bestCount == 0 || Long.bitCount(usedColumns) < Long.bitCount(openRows)) {
      return false;
    }
    for (long columns = usedColumns; columns != 0; columns &= columns - 1) {
      int c = Long.numberOfTrailingZeros(columns);
      int k = 0;
      for (long open = openRows; open != 0; open &= open - 1) {
        k += (int) (here[Long.numberOfTrailingZeros(open)] >>> c) & 1;
      }
      if (k < bestCount) {
        bestCount = k;
        chosenKind = 1;
        chosenIndex = c;
      }
    }
    for (int m = 0; m < regionCols.length; m++) {
      int found = regionUnit(m, here, openRows, bestCount);
      if (found >= 0) {
        bestCount = regionCount;
        chosenKind = 2 + m;
        chosenIndex = found;
        if (bestCount == 0) {
          return false;
        }
      }
    }
    return true;
  }

  /** Set by {@link #regionUnit}: the squares left in the region it returns. */
  private int regionCount;

  /**
   * The region of map m without a queen that has the fewest squares left, if fewer than
   * {@code below} (a region with none left, 0: a dead end); -1 when none is below.
   */
  private int regionUnit(int m, long[] here, long openRows, int below) {
    int best = -1;
    int bestCount = below;
    long[][] cols = regionCols[m];
    for (long free = ~usedRegions[m] & full; free != 0; free &= free - 1) {
      int g = Long.numberOfTrailingZeros(free);
      int k = 0;
      for (long rows = openRows; rows != 0 && k < bestCount; rows &= rows - 1) {
        int r = Long.numberOfTrailingZeros(rows);
        k += Long.bitCount(here[r] & cols[r][g]);
      }
      if (k < bestCount) {
        bestCount = k;
        best = g;
        if (k == 0) {
          break;
        }
      }
    }
    regionCount = bestCount;
    return best;
  }

  /** Tries every square of the chosen unit. */
  private void branch(int depth, long openRows, int kind, int index) {
    long[] here = cand[depth];
    for (long open = openRows; open != 0 && !stopped; open &= open - 1) {
      int r = Long.numberOfTrailingZeros(open);
      long squares = switch (kind) {
        case 0 -> r == index ? here[r] : 0;
        case 1 -> here[r] & (1L << index);
        default -> here[r] & regionCols[kind - 2][r][index];
      };
      for (; squares != 0 && !stopped; squares &= squares - 1) {
        int c = Long.numberOfTrailingZeros(squares);
        if ((++nodes & 0xFFFF) == 0 && control.shouldStop()) {
          stopped = true;
          return;
        }
        for (int m = 0; m < usedRegions.length; m++) {
          usedRegions[m] |= 1L << regionOf[m][r][c];
        }
        long rest = openRows & ~(1L << r);
        if (place(depth, openRows, r, c) && claim(cand[depth + 1], rest)) {
          search(depth + 1, rest);
        } else {
          backtracks++;
        }
        for (int m = 0; m < usedRegions.length; m++) {
          usedRegions[m] &= ~(1L << regionOf[m][r][c]);
        }
      }
    }
  }

  /**
   * Claims, to a fixed point, as a person solving the puzzle does: a region whose squares left lie
   * in one row (or one column) takes that row (column), so the row's other squares go; a row (or
   * column) whose squares left lie in one region takes that region, so the region's other squares
   * go. Each holds in every solution (the unit must have its one queen there). False when a row or
   * region is left without a square.
   */
  private boolean claim(long[] c, long openRows) {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int m = 0; m < regionCols.length; m++) {
        changed |= claimByRegions(c, openRows, m);
        if (!wiped) {
          changed |= claimByRows(c, openRows, m);
        }
        if (!wiped) {
          changed |= claimByColumns(c, openRows, m);
        }
        if (wiped) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * A region whose squares lie in one row (or column): the row's (column's) squares outside it go.
   * Whether anything went; {@link #wiped} when a row or a region is left without a square.
   */
  private boolean claimByRegions(long[] c, long openRows, int m) {
    wiped = false;
    boolean changed = false;
    long[][] cols = regionCols[m];
    for (long free = ~usedRegions[m] & full; free != 0; free &= free - 1) {
      int g = Long.numberOfTrailingZeros(free);
      long rowsWith = 0;
      long colsWith = 0;
      for (long rows = openRows; rows != 0; rows &= rows - 1) {
        int r = Long.numberOfTrailingZeros(rows);
        long sq = c[r] & cols[r][g];
        if (sq != 0) {
          rowsWith |= 1L << r;
          colsWith |= sq;
        }
      }
      if (rowsWith == 0) {
        wiped = true;
        return true;
      }
      if ((rowsWith & (rowsWith - 1)) == 0) {
        int r = Long.numberOfTrailingZeros(rowsWith);
        if ((c[r] & ~cols[r][g]) != 0) {
          c[r] &= cols[r][g];
          changed = true;
        }
      }
      if ((colsWith & (colsWith - 1)) == 0) {
        for (long rows = openRows; rows != 0; rows &= rows - 1) {
          int r = Long.numberOfTrailingZeros(rows);
          long outside = c[r] & colsWith & ~cols[r][g];
          if (outside != 0) {
            c[r] &= ~outside;
            if (c[r] == 0) {
              wiped = true;
              return true;
            }
            changed = true;
          }
        }
      }
    }
    return changed;
  }

  /** A row whose squares lie in one region: the region's squares in other rows go. As {@link #claimByRegions}. */
  private boolean claimByRows(long[] c, long openRows, int m) {
    wiped = false;
    boolean changed = false;
    long[][] cols = regionCols[m];
    for (long rows = openRows; rows != 0; rows &= rows - 1) {
      int r = Long.numberOfTrailingZeros(rows);
      int g = regionOf[m][r][Long.numberOfTrailingZeros(c[r])];
      if ((c[r] & ~cols[r][g]) != 0) {
        continue;
      }
      for (long others = openRows & ~(1L << r); others != 0; others &= others - 1) {
        int r2 = Long.numberOfTrailingZeros(others);
        if ((c[r2] & cols[r2][g]) != 0) {
          c[r2] &= ~cols[r2][g];
          if (c[r2] == 0) {
            wiped = true;
            return true;
          }
          changed = true;
        }
      }
    }
    return changed;
  }

  /** Set by {@link #claimByColumns} when a row is left without a square. */
  private boolean wiped;

  /** A column whose squares lie in one region: the region's squares in other columns go. Whether anything went. */
  private boolean claimByColumns(long[] c, long openRows, int m) {
    wiped = false;
    long[][] cols = regionCols[m];
    long columns = 0;
    for (long rows = openRows; rows != 0; rows &= rows - 1) {
      columns |= c[Long.numberOfTrailingZeros(rows)];
    }
    boolean changed = false;
    for (; columns != 0; columns &= columns - 1) {
      int col = Long.numberOfTrailingZeros(columns);
      long bit = 1L << col;
      int g = -1;
      boolean one = true;
      for (long rows = openRows; rows != 0 && one; rows &= rows - 1) {
        int r = Long.numberOfTrailingZeros(rows);
        if ((c[r] & bit) != 0) {
          int here = regionOf[m][r][col];
          one = g < 0 || g == here;
          g = here;
        }
      }
      if (!one || g < 0) {
        // Squares in two regions, or none left (an earlier column of this pass took them: the next pass sees it).
        continue;
      }
      for (long rows = openRows; rows != 0; rows &= rows - 1) {
        int r = Long.numberOfTrailingZeros(rows);
        long outside = c[r] & cols[r][g] & ~bit;
        if (outside != 0) {
          c[r] &= ~outside;
          if (c[r] == 0) {
            wiped = true;
            return true;
          }
          changed = true;
        }
      }
    }
    return changed;
  }

  /** The next depth's candidates after a queen on (r, c); false when an open row is left without a square. */
  private boolean place(int depth, long openRows, int r, int c) {
    queens[r] = c;
    long[] here = cand[depth];
    long[] next = cand[depth + 1];
    next[r] = 0;
    for (long open = openRows & ~(1L << r); open != 0; open &= open - 1) {
      int row = Long.numberOfTrailingZeros(open);
      long strike = attack[row - r + n - 1][c];
      for (int m = 0; m < regionCols.length; m++) {
        strike |= regionCols[m][row][regionOf[m][r][c]];
      }
      long left = here[row] & ~strike;
      if (left == 0) {
        return false;
      }
      next[row] = left;
    }
    return true;
  }
}
