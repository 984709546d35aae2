package io.nqueens.model;

import java.util.ArrayList;
import java.util.List;
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
    for (int r1 = 0; r1 < n; r1++) {
      for (int r2 = r1 + 1; r2 < n; r2++) {
        Cell a = new Cell(r1, solution.col(r1));
        Cell b = new Cell(r2, solution.col(r2));
        attack(model, a, b).ifPresent(how -> out.add("queens (" + a + ") and (" + b + ") attack each other " + how));
      }
    }
    for (Constraint c : model.constraints()) {
      c.accept(new CellRules(solution, out));
    }
    return out;
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
    if (dr == dc) {
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
