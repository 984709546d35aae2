package io.nqueens.model;

import io.nqueens.BadInputException;
import io.nqueens.model.expr.Evaluator;
import io.nqueens.model.expr.Expr;
import io.nqueens.model.expr.Ground;
import io.nqueens.model.expr.Parser;
import io.nqueens.model.expr.Table;
import io.nqueens.model.expr.Unroller;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A constraint written as an expression in a subset of MiniZinc over {@code q} (the column of each
 * row's queen, {@code array[0..n-1] of var 0..n-1: q} in MiniZinc) and {@code n}, such as
 * {@code "q[0] < q[n-1]"} or {@code "forall(i in 0..n-2)(abs(q[i] - q[i+1]) != 3)"}. The same text
 * runs unchanged in MiniZinc. Two expressions are equal when their text and the tables it names are.
 *
 * <p>The only way to make one is {@link #parse}: the syntax tree the backends translate is always
 * the one its text (which equality and serialization use) parses to.
 */
public final class Expression implements Constraint {

  private final String text;
  private final Expr tree;
  /** The constant tables the text names, by name. */
  private final Map<String, Table> tables;
  /** The last board size unrolled for, and its conjuncts: every backend and proof asks for the same n. */
  private volatile Unrolled last;

  private record Unrolled(int n, List<Ground> conjuncts, long magnitude) {}

  private Expression(String text, Expr tree) {
    this.text = text;
    this.tree = tree;
    this.tables = Collections.unmodifiableMap(Expr.tablesUsedBy(tree));
  }

  /** Parses the text; a {@link BadInputException} says what is wrong, with a caret under the column. */
  public static Expression parse(String text) {
    return parse(text, Map.of());
  }

  /** Parses text that may name the given constant tables ({@code w[i][q[i]]}). */
  public static Expression parse(String text, Map<String, Table> tables) {
    if (text == null) {
      throw new BadInputException("an expression constraint needs its text");
    }
    String stripped = text.strip();
    return new Expression(stripped, Parser.parse(text, tables));
  }

  /** The constant tables the expression names, by name (empty for most). */
  public Map<String, Table> tables() {
    return tables;
  }

  /** The text as written (without surrounding blanks). */
  public String text() {
    return text;
  }

  /** The syntax tree the text parses to. */
  public Expr tree() {
    return tree;
  }

  /** The constraint unrolled for an n x n board: the conjuncts the backends translate. */
  public List<Ground> ground(int n) {
    return unrolled(n).conjuncts();
  }

  /** The largest magnitude of its terms, constants and running totals on an n x n board. */
  @Override
  public long magnitude(int n) {
    return unrolled(n).magnitude();
  }

  private Unrolled unrolled(int n) {
    Unrolled memo = last;
    if (memo != null && memo.n() == n) {
      return memo;
    }
    try {
      Unroller.Unrolled u = Unroller.unrolled(tree, n);
      Unrolled made = new Unrolled(n, u.ground(), u.magnitude());
      last = made;
      return made;
    } catch (BadInputException e) {
      throw new BadInputException("constraint '" + text + "': " + e.getMessage());
    }
  }

  /** Whether a complete placement satisfies it, by evaluating the syntax tree itself (the checker's way). */
  public boolean holdsFor(Solution s) {
    return Evaluator.holds(tree, s.columns());
  }

  @Override
  public <R> R accept(ConstraintVisitor<R> visitor) {
    return visitor.visitExpression(this);
  }

  /** Unrolls it once for this n, so that a bad index, divisor or size is reported when the model is made. */
  @Override
  public void checkFits(int n) {
    ground(n);
  }

  @Override
  public boolean equals(Object o) {
    return o != null && o.getClass() == Expression.class && ((Expression) o).text.equals(text) && ((Expression) o).tables.equals(tables);
  }

  @Override
  public int hashCode() {
    return text.hashCode() * 31 + tables.hashCode();
  }

  @Override
  public String toString() {
    return text;
  }
}
