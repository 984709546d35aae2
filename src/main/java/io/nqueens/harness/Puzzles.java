package io.nqueens.harness;

import io.nqueens.BadInputException;
import io.nqueens.model.Cell;
import io.nqueens.model.Constraint;
import io.nqueens.model.NoDiagonals;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.Solution;
import io.nqueens.model.Touching;
import io.nqueens.solver.Backends;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Makes "Queens" puzzles with exactly one solution: an n x n board cut into n regions, one queen a
 * row, a column and a region, no two touching, long diagonals allowed. Each try plants a random
 * placement of n queens that do not touch and grows the regions from the queens' squares
 * ({@link Regions#grown}), so the planted placement is always a solution. Then it counts the
 * puzzle's solutions up to two with the hand-written search; while there is a second, one of that
 * solution's queens stands on a square that no planted queen does, and that square moves to a
 * neighbouring region (one that stays in one piece), which two queens of the second solution then
 * share: it is a solution no more, and the planted one still is. Where none of its squares can
 * move, a random square on a region's edge moves instead. Up to {@link #REPAIRS} times n repairs a
 * try; the first map with exactly one solution is the puzzle. The same n and seed give the same
 * puzzle on every run and machine.
 */
public final class Puzzles {

  private Puzzles() {}

  /** The smallest board with a placement of queens that do not touch (Hertzsprung's problem has none for n = 2, 3). */
  public static final int MIN_N = 4;

  /** The largest board a puzzle is made for: as many regions as {@link Regions#grown} names (within the bit-mask search's 63). */
  public static final int MAX_N = 62;

  /** A made puzzle: the model, its one solution, and the tries it took (each counted up to two solutions). */
  public record Made(QueensModel model, Solution solution, int tries, long seed) {}

  /** The puzzle's rules on an n x n board with this region map. */
  public static QueensModel model(Regions regions, String name) {
    List<Constraint> rules = List.of(new NoDiagonals(), new Touching(), regions);
    return new QueensModel(regions.size(), rules, name, "A Queens puzzle: one queen in every row, column and region; no two queens touch.");
  }

  /**
   * A puzzle with exactly one solution, or empty when {@code maxTries} tries found none (or the
   * control stopped it first).
   */
  public static Optional<Made> make(int n, long seed, int maxTries, SearchControl control) {
    if (n < MIN_N || n > MAX_N) {
      throw new BadInputException("a puzzle is made for n from " + MIN_N + " to " + MAX_N + ", not " + n);
    }
    if (maxTries < 1) {
      throw new BadInputException("--tries (" + maxTries + ") must be >= 1");
    }
    SplittableRandom random = new SplittableRandom(seed);
    Solver counter = Backends.create("backtracking");
    for (int t = 1; t <= maxTries && !control.shouldStop(); t++) {
      int[] planted = plant(n, random);
      List<Cell> seeds = new ArrayList<>();
      for (int r = 0; r < n; r++) {
        seeds.add(new Cell(r, planted[r]));
      }
      Regions map = Regions.grown(n, seeds, random);
      for (int repair = 0; repair <= REPAIRS * n && map != null && !control.shouldStop(); repair++) {
        QueensModel model = model(map, "queens-" + n + "-" + seed);
        List<Solution> found = new ArrayList<>();
        EnumerationResult r = counter.enumerate(model, control, s -> {
          found.add(s);
          return found.size() < 2;
        });
        if (r.outcome() != Outcome.COMPLETE && found.size() < 2) {
          return Optional.empty();
        }
        if (found.size() == 1) {
          return Optional.of(new Made(model, Solution.of(planted), t, seed));
        }
        Solution other = found.get(0).equals(Solution.of(planted)) ? found.get(1) : found.get(0);
        Regions next = repaired(map, planted, other, random);
        map = next != null ? next : shuffled(map, planted, random);
      }
    }
    return Optional.empty();
  }

  /** Repairs a try may make, per row of the board, before it starts again from a new placement. */
  static final int REPAIRS = 30;

  /**
   * The map with one square of {@code other}'s queens (not a planted queen's) moved to a
   * neighbouring region, chosen at random among the moves that keep the square's old region in one
   * piece; null when there is no such move.
   */
  static Regions repaired(Regions map, int[] planted, Solution other, SplittableRandom random) {
    int n = planted.length;
    int[][] ids = map.ids();
    List<int[]> moves = new ArrayList<>();
    int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int r = 0; r < n; r++) {
      int c = other.col(r);
      if (c == planted[r]) {
        continue;
      }
      for (int[] st : steps) {
        int rr = r + st[0];
        int cc = c + st[1];
        if (rr >= 0 && rr < n && cc >= 0 && cc < n && ids[rr][cc] != ids[r][c]) {
          moves.add(new int[] {r, c, ids[rr][cc]});
        }
      }
    }
    while (!moves.isEmpty()) {
      int[] m = moves.remove(random.nextInt(moves.size()));
      int from = ids[m[0]][m[1]];
      ids[m[0]][m[1]] = m[2];
      if (connected(ids, from)) {
        return Regions.of(ids, map.names());
      }
      ids[m[0]][m[1]] = from;
    }
    return null;
  }

  /**
   * The map with a random square on a region's edge (not a planted queen's) moved to a neighbouring
   * region that stays in one piece: a step elsewhere when no square of the second solution can move.
   */
  static Regions shuffled(Regions map, int[] planted, SplittableRandom random) {
    int n = planted.length;
    int[][] ids = map.ids();
    int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int attempt = 0; attempt < 4 * n * n; attempt++) {
      int r = random.nextInt(n);
      int c = random.nextInt(n);
      int[] st = steps[random.nextInt(4)];
      int rr = r + st[0];
      int cc = c + st[1];
      if (c == planted[r] || rr < 0 || rr >= n || cc < 0 || cc >= n || ids[rr][cc] == ids[r][c]) {
        continue;
      }
      int from = ids[r][c];
      ids[r][c] = ids[rr][cc];
      if (connected(ids, from)) {
        return Regions.of(ids, map.names());
      }
      ids[r][c] = from;
    }
    return null;
  }

  /** Whether the region's squares are one piece (rook's steps), and it still has a square. */
  private static boolean connected(int[][] ids, int region) {
    int n = ids.length;
    boolean[][] seen = new boolean[n][n];
    int total = 0;
    int[] start = null;
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        if (ids[r][c] == region) {
          total++;
          start = start == null ? new int[] {r, c} : start;
        }
      }
    }
    if (start == null) {
      return false;
    }
    ArrayDeque<int[]> queue = new ArrayDeque<>();
    queue.add(start);
    seen[start[0]][start[1]] = true;
    int reached = 0;
    while (!queue.isEmpty()) {
      int[] at = queue.poll();
      reached++;
      for (int[] st : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
        int r = at[0] + st[0];
        int c = at[1] + st[1];
        if (r >= 0 && r < n && c >= 0 && c < n && !seen[r][c] && ids[r][c] == region) {
          seen[r][c] = true;
          queue.add(new int[] {r, c});
        }
      }
    }
    return reached == total;
  }

  /** A random placement of n queens, one a row and a column, no two on touching squares: a randomised backtracking. */
  static int[] plant(int n, SplittableRandom random) {
    int[] cols = new int[n];
    boolean[] used = new boolean[n];
    if (!place(0, cols, used, random)) {
      throw new IllegalStateException("no placement of " + n + " queens that do not touch");
    }
    return cols;
  }

  private static boolean place(int row, int[] cols, boolean[] used, SplittableRandom random) {
    int n = cols.length;
    if (row == n) {
      return true;
    }
    // The columns in a random order (Fisher and Yates).
    int[] columns = new int[n];
    for (int c = 0; c < n; c++) {
      columns[c] = c;
    }
    for (int i = n - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int swap = columns[i];
      columns[i] = columns[j];
      columns[j] = swap;
    }
    for (int c : columns) {
      if (used[c] || row > 0 && Math.abs(cols[row - 1] - c) <= 1) {
        continue;
      }
      used[c] = true;
      cols[row] = c;
      if (place(row + 1, cols, used, random)) {
        return true;
      }
      used[c] = false;
    }
    return false;
  }
}
