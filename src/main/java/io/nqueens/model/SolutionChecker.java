package io.nqueens.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The independent judge of solutions: deliberately naive, pairwise, and sharing no code with any
 * backend. Every test and the harness verify solutions through it.
 */
public final class SolutionChecker {

  private SolutionChecker() {}

  public static boolean isValid(QueensModel model, Solution solution) {
    return violations(model, solution).isEmpty();
  }

  /** Every rule the solution breaks, in plain words; empty when it is a solution of the model. */
  public static List<String> violations(QueensModel model, Solution solution) {
    List<String> out = new ArrayList<>();
    int n = model.n();
    if (solution.n() != n) {
      out.add("solution has " + solution.n() + " rows, the board has " + n);
      return out;
    }
    for (int r = 0; r < n; r++) {
      if (solution.col(r) < 0 || solution.col(r) >= n) {
        out.add("row " + r + " holds its queen in column " + solution.col(r) + ", off the board");
      }
    }
    if (!out.isEmpty()) {
      return out;
    }
    if (n <= PAIRWISE_UP_TO) {
      for (int r1 = 0; r1 < n; r1++) {
        for (int r2 = r1 + 1; r2 < n; r2++) {
          Cell a = new Cell(r1, solution.col(r1));
          Cell b = new Cell(r2, solution.col(r2));
          attack(model, a, b).ifPresent(how -> out.add("queens (" + a + ") and (" + b + ") attack each other " + how));
        }
      }
    } else {
      attacksByLines(model, solution, out);
    }
    for (Constraint c : model.constraints()) {
      c.accept(new CellRules(solution, out));
    }
    return out;
  }

  /** Up to this n every pair of queens is judged; above it, each line of the board is counted once (linear time). */
  static final int PAIRWISE_UP_TO = 4000;

  /** The most attacks the linear judgement lists (a wrong placement of ten million queens may have millions). */
  static final int MAX_LISTED = 100;

  /**
   * The attacks of {@link #attack}, found in linear time: each column and diagonal (wrapped ones on a
   * torus) remembers the first row that used it, so a second queen on it names the pair; knight
   * moves are looked for one and two rows down. Lists at most {@link #MAX_LISTED}, then says how many
   * more. Written apart from the pairwise judgement; tests hold the two to the same verdicts.
   */
  static void attacksByLines(QueensModel model, Solution s, List<String> out) {
    int n = s.n();
    int[] column = new int[n];
    int[] sum = new int[2 * n - 1];
    int[] difference = new int[2 * n - 1];
    boolean torus = model.constraints().contains(new Toroidal());
    boolean diagonals = !model.constraints().contains(new NoDiagonals());
    boolean knight = model.constraints().contains(new KnightExclusion());
    boolean touching = model.constraints().contains(new Touching());
    int[] wrappedSum = torus ? new int[n] : null;
    int[] wrappedDifference = torus ? new int[n] : null;
    long found = 0;
    for (int r = 0; r < n; r++) {
      int c = s.col(r);
      // Rows are stored plus one, so that 0 means "no queen yet".
      found += line(column, c, r, s, "along column " + c, out, found);
      if (diagonals) {
        found += line(sum, r + c, r, s, "along a diagonal", out, found);
        found += line(difference, r - c + n - 1, r, s, "along a diagonal", out, found);
      }
      if (!diagonals && touching && r + 1 < n && Math.abs(s.col(r + 1) - c) == 1) {
        found += report(r, r + 1, s, "on touching squares", out, found);
      }
      if (torus) {
        // A pair on one plain diagonal is on its wrapped one too: named once, as the pairwise judgement does.
        int ws = Math.floorMod(r + c, n);
        int wd = Math.floorMod(r - c, n);
        if (wrappedSum[ws] != 0 && !sameLine(r + c, wrappedSum[ws] - 1, s, true)) {
          found += report(wrappedSum[ws] - 1, r, s, "along a diagonal that wraps around the board", out, found);
        } else if (wrappedSum[ws] == 0) {
          wrappedSum[ws] = r + 1;
        }
        if (wrappedDifference[wd] != 0 && !sameLine(r - c + n - 1, wrappedDifference[wd] - 1, s, false)) {
          found += report(wrappedDifference[wd] - 1, r, s, "along a diagonal that wraps around the board", out, found);
        } else if (wrappedDifference[wd] == 0) {
          wrappedDifference[wd] = r + 1;
        }
      }
      if (knight) {
        if (r + 1 < n && Math.abs(s.col(r + 1) - c) == 2) {
          found += report(r, r + 1, s, "by a knight's move", out, found);
        }
        if (r + 2 < n && Math.abs(s.col(r + 2) - c) == 1) {
          found += report(r, r + 2, s, "by a knight's move", out, found);
        }
      }
    }
    if (found > MAX_LISTED) {
      out.add("and " + (found - MAX_LISTED) + " more attacks");
    }
  }

  /** Whether the first queen of a wrapped diagonal also stands on this queen's plain diagonal. */
  private static boolean sameLine(int index, int firstRow, Solution s, boolean isSum) {
    int c = s.col(firstRow);
    int n = s.n();
    return (isSum ? firstRow + c : firstRow - c + n - 1) == index;
  }

  private static int line(int[] first, int index, int r, Solution s, String how, List<String> out, long found) {
    if (first[index] == 0) {
      first[index] = r + 1;
      return 0;
    }
    return report(first[index] - 1, r, s, how, out, found);
  }

  private static int report(int r1, int r2, Solution s, String how, List<String> out, long found) {
    if (found < MAX_LISTED) {
      out.add("queens (" + new Cell(r1, s.col(r1)) + ") and (" + new Cell(r2, s.col(r2)) + ") attack each other " + how);
    }
    return 1;
  }

  /**
   * How a queen on {@code a} attacks one on {@code b} under the model's rules (same row is not
   * checked: solutions have one queen per row by construction), or empty if it does not.
   */
  public static Optional<String> attack(QueensModel model, Cell a, Cell b) {
    int dr = Math.abs(a.row() - b.row());
    int dc = Math.abs(a.col() - b.col());
    if (a.col() == b.col()) {
      return Optional.of("along column " + a.col());
    }
    boolean diagonals = !model.constraints().contains(new NoDiagonals());
    if (diagonals && dr == dc) {
      return Optional.of("along a diagonal");
    }
    for (Constraint c : model.constraints()) {
      Optional<String> how = c.accept(new ExtraAttacks(model.n(), a, b));
      if (how.isPresent()) {
        return how;
      }
    }
    return Optional.empty();
  }

  /** Attack rules that some constraint kinds add. */
  private record ExtraAttacks(int n, Cell a, Cell b) implements ConstraintVisitor<Optional<String>> {

    @Override
    public Optional<String> visitQueen(Queen queen) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitBlocked(Blocked blocked) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitKnightExclusion(KnightExclusion k) {
      int dr = Math.abs(a.row() - b.row());
      int dc = Math.abs(a.col() - b.col());
      boolean knight = (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
      return knight ? Optional.of("by a knight's move") : Optional.empty();
    }

    @Override
    public Optional<String> visitTouching(Touching t) {
      int dr = Math.abs(a.row() - b.row());
      int dc = Math.abs(a.col() - b.col());
      return dr <= 1 && dc <= 1 ? Optional.of("on touching squares") : Optional.empty();
    }

    @Override
    public Optional<String> visitNoDiagonals(NoDiagonals d) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitRegions(Regions r) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitToroidal(Toroidal t) {
      if (Math.floorMod(a.row() + a.col(), n) == Math.floorMod(b.row() + b.col(), n)
          || Math.floorMod(a.row() - a.col(), n) == Math.floorMod(b.row() - b.col(), n)) {
        return Optional.of("along a diagonal that wraps around the board");
      }
      return Optional.empty();
    }

    @Override
    public Optional<String> visitExcludedDiagonal(ExcludedDiagonal e) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitExpression(Expression e) {
      return Optional.empty();
    }
  }

  /**
   * Why no queen may stand on the square, if a constraint forbids it (a blocked square, an excluded
   * diagonal), in words that follow "stands on".
   */
  public static Optional<String> squareForbidden(QueensModel model, Cell cell) {
    for (Constraint c : model.constraints()) {
      Optional<String> why = c.accept(new ForbiddenSquare(cell));
      if (why.isPresent()) {
        return why;
      }
    }
    return Optional.empty();
  }

  private record ForbiddenSquare(Cell cell) implements ConstraintVisitor<Optional<String>> {

    @Override
    public Optional<String> visitQueen(Queen queen) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitBlocked(Blocked b) {
      return b.cell().equals(cell) ? Optional.of("a blocked square") : Optional.empty();
    }

    @Override
    public Optional<String> visitKnightExclusion(KnightExclusion k) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitToroidal(Toroidal t) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitNoDiagonals(NoDiagonals d) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitTouching(Touching t) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitRegions(Regions r) {
      return Optional.empty();
    }

    @Override
    public Optional<String> visitExcludedDiagonal(ExcludedDiagonal e) {
      return e.contains(cell.row(), cell.col()) ? Optional.of("excluded diagonal " + e) : Optional.empty();
    }

    @Override
    public Optional<String> visitExpression(Expression e) {
      return Optional.empty();
    }
  }

  /** Rules about single squares: pre-placed queens, blocked squares, excluded diagonals. */
  private record CellRules(Solution s, List<String> out) implements ConstraintVisitor<Void> {

    @Override
    public Void visitQueen(Queen q) {
      if (s.col(q.row()) != q.col()) {
        out.add("row " + q.row() + " holds its queen in column " + s.col(q.row()) + ", not in pre-placed column " + q.col());
      }
      return null;
    }

    @Override
    public Void visitBlocked(Blocked b) {
      if (s.col(b.row()) == b.col()) {
        out.add("queen (" + b.cell() + ") stands on a blocked square");
      }
      return null;
    }

    @Override
    public Void visitExcludedDiagonal(ExcludedDiagonal e) {
      for (int r = 0; r < s.n(); r++) {
        if (e.contains(r, s.col(r))) {
          out.add("queen (" + r + "," + s.col(r) + ") stands on excluded diagonal " + e);
        }
      }
      return null;
    }

    @Override
    public Void visitKnightExclusion(KnightExclusion k) {
      return null;
    }

    @Override
    public Void visitToroidal(Toroidal t) {
      return null;
    }

    @Override
    public Void visitNoDiagonals(NoDiagonals d) {
      return null;
    }

    @Override
    public Void visitTouching(Touching t) {
      return null;
    }

    /** Each region's queens counted from the map's own characters: exactly one in each. */
    @Override
    public Void visitRegions(Regions r) {
      Map<String, List<String>> queensIn = new LinkedHashMap<>();
      for (String line : r.rows()) {
        line.codePoints().forEach(cp -> queensIn.putIfAbsent(Character.toString(cp), new ArrayList<>()));
      }
      for (int row = 0; row < s.n(); row++) {
        String line = r.rows().get(row);
        int[] cps = line.codePoints().toArray();
        queensIn.get(Character.toString(cps[s.col(row)])).add(row + "," + s.col(row));
      }
      queensIn.forEach((name, queens) -> {
        if (queens.size() != 1) {
          out.add("region " + name + " holds " + queens.size() + " queens" + (queens.isEmpty() ? "" : " (" + String.join(" ", queens) + ")")
              + ", not exactly one");
        }
      });
      return null;
    }

    /** Evaluated straight from the syntax tree, loops and all: no code shared with the backends' unrolling. */
    @Override
    public Void visitExpression(Expression e) {
      if (!e.holdsFor(s)) {
        out.add("constraint '" + e.text() + "' does not hold");
      }
      return null;
    }
  }
}
