package io.nqueens.testing;

import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The board symmetries as a test's own oracle: each one turns or reflects the board as a 0/1
 * matrix (a quarter turn clockwise is {@code new[i][j] = old[n-1-j][i]}), sharing no code with
 * {@link Symmetry#apply} or {@link Solution#transform}; groups and classes found by brute force over
 * a list of solutions.
 */
public final class Orbits {

  private Orbits() {}

  /** The image of a solution under the symmetry named, by moving the board's matrix. */
  public static Solution image(Solution s, Symmetry g) {
    int n = s.n();
    boolean[][] board = new boolean[n][n];
    for (int r = 0; r < n; r++) {
      board[r][s.col(r)] = true;
    }
    boolean[][] moved = switch (g.name()) {
      case "IDENTITY" -> board;
      case "ROTATE_90" -> quarterTurn(board);
      case "ROTATE_180" -> quarterTurn(quarterTurn(board));
      case "ROTATE_270" -> quarterTurn(quarterTurn(quarterTurn(board)));
      case "MIRROR_COLUMNS" -> mirrorColumns(board);
      case "MIRROR_ROWS" -> quarterTurn(quarterTurn(mirrorColumns(board)));
      case "TRANSPOSE" -> mirrorColumns(quarterTurn(board));
      case "ANTI_TRANSPOSE" -> quarterTurn(mirrorColumns(board));
      default -> throw new IllegalArgumentException(g.name());
    };
    int[] cols = new int[n];
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        if (moved[r][c]) {
          cols[r] = c;
        }
      }
    }
    return Solution.of(cols);
  }

  private static boolean[][] quarterTurn(boolean[][] b) {
    int n = b.length;
    boolean[][] out = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        out[i][j] = b[n - 1 - j][i];
      }
    }
    return out;
  }

  private static boolean[][] mirrorColumns(boolean[][] b) {
    int n = b.length;
    boolean[][] out = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        out[i][j] = b[i][n - 1 - j];
      }
    }
    return out;
  }

  /** The symmetries that map the set of solutions onto itself. */
  public static List<Symmetry> group(List<Solution> solutions) {
    Set<Solution> all = new HashSet<>(solutions);
    List<Symmetry> group = new ArrayList<>();
    for (Symmetry g : Symmetry.values()) {
      if (solutions.stream().allMatch(s -> all.contains(image(s, g)))) {
        group.add(g);
      }
    }
    return group;
  }

  /** The number of orbits of the solutions under the group (which must map them onto themselves). */
  public static long classes(List<Solution> solutions, List<Symmetry> group) {
    Set<Solution> seen = new HashSet<>();
    long orbits = 0;
    for (Solution s : solutions) {
      if (seen.add(s)) {
        orbits++;
        for (Symmetry g : group) {
          seen.add(image(s, g));
        }
      }
    }
    return orbits;
  }
}
