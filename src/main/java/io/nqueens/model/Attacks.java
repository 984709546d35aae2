package io.nqueens.model;

import io.nqueens.model.expr.Compiled;
import io.nqueens.model.expr.Ground;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * The model's rules between single squares and pairs of queens, as the program itself uses them
 * before any search (contradictions among pre-placed queens, the squares a split may use). Written
 * apart from {@link SolutionChecker}, which judges the program's results and shares no code with it.
 */
public final class Attacks {

  private final QueensModel model;
  private final AttackRule rule;

  private Attacks(QueensModel model) {
    this.model = model;
    this.rule = AttackRule.of(model);
  }

  public static Attacks of(QueensModel model) {
    return new Attacks(model);
  }

  /** What rules the square out for every queen, in words that follow "stands on", if anything does. */
  public Optional<String> forbidden(Cell cell) {
    for (Constraint c : model.constraints()) {
      Optional<String> why = c.accept(new SquareRule(cell));
      if (why.isPresent()) {
        return why;
      }
    }
    return Optional.empty();
  }

  /**
   * How queens on two squares of different rows attack each other, in words that follow "attack
   * each other", if they do: by the {@link AttackRule}, or by standing in one region.
   */
  public Optional<String> between(Cell a, Cell b) {
    Optional<String> line = rule.how(a.row(), a.col(), b.row(), b.col())
        .map(why -> why == AttackRule.Reason.COLUMN ? "along column " + a.col() : why.words());
    if (line.isPresent()) {
      return line;
    }
    for (Regions map : model.regionMaps()) {
      String region = map.nameAt(a.row(), a.col());
      if (region.equals(map.nameAt(b.row(), b.col()))) {
        return Optional.of("in one region (" + region + ")");
      }
    }
    return Optional.empty();
  }

  /** Whether a queen on the square stands clear of the forbidden squares and of every pre-placed queen. */
  public boolean fits(Cell cell) {
    if (forbidden(cell).isPresent()) {
      return false;
    }
    for (Queen q : model.queens()) {
      if (q.row() == cell.row() ? q.col() != cell.col() : between(q.cell(), cell).isPresent()) {
        return false;
      }
    }
    return true;
  }

  /**
   * The first rule that a complete placement ({@code columns[row]}) breaks, in words, if it breaks
   * one: the program's own judgement (expressions through their compiled ground conjuncts), apart
   * from the checker's.
   */
  public Optional<String> brokenBy(int[] columns) {
    int n = model.n();
    if (columns.length != n) {
      return Optional.of("it places " + columns.length + " queens on a board of " + n + " rows");
    }
    for (Queen q : model.queens()) {
      if (columns[q.row()] != q.col()) {
        return Optional.of("the pre-placed queen at " + q.row() + "," + q.col() + " is not there");
      }
    }
    for (int r = 0; r < n; r++) {
      Cell a = new Cell(r, columns[r]);
      Optional<String> why = forbidden(a);
      if (why.isPresent()) {
        return Optional.of("the queen at " + r + "," + columns[r] + " stands on " + why.get());
      }
      for (int r2 = r + 1; r2 < n; r2++) {
        Cell b = new Cell(r2, columns[r2]);
        Optional<String> attack = between(a, b);
        if (attack.isPresent()) {
          return Optional.of("the queens at " + r + "," + columns[r] + " and " + r2 + "," + columns[r2] + " attack each other " + attack.get());
        }
      }
    }
    for (Expression e : model.expressions()) {
      for (Ground g : e.ground(n)) {
        if (!Compiled.test(g).holds(columns)) {
          return Optional.of("constraint '" + e.text() + "' does not hold");
        }
      }
    }
    return Optional.empty();
  }

  private record SquareRule(Cell cell) implements ConstraintVisitor<Optional<String>> {
    @Override
    public Optional<String> visitBlocked(Blocked b) {
      return b.row() == cell.row() && b.col() == cell.col() ? Optional.of("a blocked square") : Optional.empty();
    }

    @Override
    public Optional<String> visitExcludedDiagonal(ExcludedDiagonal e) {
      return e.columnIn(cell.row()) == cell.col() ? Optional.of("excluded diagonal " + e) : Optional.empty();
    }

    @Override
    public Optional<String> visitQueen(Queen queen) {
      return Optional.empty();
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
    public Optional<String> visitExpression(Expression e) {
      return Optional.empty();
    }
  }

  /**
   * A bound no count of this model can exceed: the product over the rows of the squares a queen may
   * stand on there (one queen a row), blocked squares, excluded diagonals and pre-placed queens' attacks left out.
   */
  public BigInteger solutionsBound() {
    return UsableSquares.of(model).rowProduct();
  }

  /**
   * Why this model plainly has no solution before any search, if it does: pre-placed queens that
   * share a row or attack each other, or a queen on a blocked square.
   */
  public Optional<String> contradiction() {
    List<Queen> qs = model.queens();
    for (Queen q : qs) {
      Optional<String> forbidden = forbidden(q.cell());
      if (forbidden.isPresent()) {
        return Optional.of("pre-placed queen (" + q.cell() + ") stands on " + forbidden.get());
      }
    }
    for (int i = 0; i < qs.size(); i++) {
      for (int j = i + 1; j < qs.size(); j++) {
        Cell a = qs.get(i).cell();
        Cell b = qs.get(j).cell();
        if (a.row() == b.row()) {
          return Optional.of("pre-placed queens (" + a + ") and (" + b + ") share row " + a.row());
        }
        Optional<String> attack = between(a, b);
        if (attack.isPresent()) {
          return Optional.of("pre-placed queens (" + a + ") and (" + b + ") attack each other " + attack.get());
        }
      }
    }
    return Optional.empty();
  }
}
