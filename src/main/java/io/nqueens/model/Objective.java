package io.nqueens.model;

import io.nqueens.BadInputException;
import io.nqueens.model.expr.Evaluator;
import io.nqueens.model.expr.Expr;
import io.nqueens.model.expr.Ground;
import io.nqueens.model.expr.Parser;
import io.nqueens.model.expr.Table;
import io.nqueens.model.expr.Unroller;
import java.math.BigInteger;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;

/**
 * What to optimise: an integer expression of the constraint language to minimize or maximize, such
 * as {@code "sum(i in 0..n-1)(w[i][q[i]])"} over a table of weights, or
 * {@code "max(i in 0..n-1)(abs(q[i] - i))"}. As with {@link Expression}, the only way to make one is
 * from its text, and the checker's value of a solution is the syntax tree evaluated exactly
 * ({@link #valueOf}), apart from the unrolled form the backends translate ({@link #ground}).
 */
public final class Objective {

  /** Which way is better. */
  public enum Sense {
    MINIMIZE, MAXIMIZE;

    /** {@code "minimize"} or {@code "maximize"}, as MiniZinc and the model files write it. */
    public String word() {
      return this == MINIMIZE ? "minimize" : "maximize";
    }

    /** Whether {@code a} is strictly better than {@code b}. */
    public boolean better(long a, long b) {
      return this == MINIMIZE ? a < b : a > b;
    }

    /** The sense by its word. */
    public static Sense of(String word) {
      return switch (word) {
        case "minimize", "minimise" -> MINIMIZE;
        case "maximize", "maximise" -> MAXIMIZE;
        default -> throw new BadInputException("objective: '" + word + "' is neither minimize nor maximize");
      };
    }
  }

  private final Sense sense;
  private final String text;
  private final Expr tree;
  private final Map<String, Table> tables;
  /** The last board size unrolled for, and its term. */
  private volatile Unrolled last;

  private record Unrolled(int n, Ground term, long magnitude) {}

  private Objective(Sense sense, String text, Expr tree) {
    this.sense = sense;
    this.text = text;
    this.tree = tree;
    this.tables = Collections.unmodifiableMap(Expr.tablesUsedBy(tree));
  }

  /** Parses the objective's text, which may name the given tables; a bad one is a {@link BadInputException} with a caret. */
  public static Objective parse(Sense sense, String text, Map<String, Table> tables) {
    Objects.requireNonNull(sense, "sense");
    if (text == null) {
      throw new BadInputException("an objective needs its expression");
    }
    return new Objective(sense, text.strip(), Parser.parseTerm(text, tables));
  }

  public static Objective minimize(String text) {
    return parse(Sense.MINIMIZE, text, Map.of());
  }

  public static Objective maximize(String text) {
    return parse(Sense.MAXIMIZE, text, Map.of());
  }

  public Sense sense() {
    return sense;
  }

  /** The expression as written. */
  public String text() {
    return text;
  }

  public Expr tree() {
    return tree;
  }

  /** The constant tables the expression names. */
  public Map<String, Table> tables() {
    return tables;
  }

  /** The term unrolled for an n x n board: what the backends translate. */
  public Ground ground(int n) {
    return unrolled(n).term();
  }

  /**
   * The largest magnitude any part of the term takes on an n x n board (its bounds, constants and
   * running totals in the order written): what a backend's own integer range must hold.
   */
  public long magnitude(int n) {
    return unrolled(n).magnitude();
  }

  private Unrolled unrolled(int n) {
    Unrolled memo = last;
    if (memo != null && memo.n() == n) {
      return memo;
    }
    try {
      Unroller.Unrolled u = Unroller.unrolledTerm(tree, n);
      Unrolled made = new Unrolled(n, u.ground().get(0), u.magnitude());
      last = made;
      return made;
    } catch (BadInputException e) {
      throw new BadInputException("objective '" + text + "': " + e.getMessage());
    }
  }

  /** Unrolls it once for this n, so that a bad index or size is reported when the model is made. */
  void checkFits(int n) {
    ground(n);
  }

  /** The objective's value for a complete placement, by the checker's own evaluation of the syntax tree (exact). */
  public BigInteger valueOf(Solution s) {
    return Evaluator.value(tree, s.columns());
  }

  /** Whether {@code a} is strictly better than {@code b}. */
  public boolean better(long a, long b) {
    return sense.better(a, b);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Objective other && other.sense == sense && other.text.equals(text) && other.tables.equals(tables);
  }

  @Override
  public int hashCode() {
    return Objects.hash(sense, text, tables);
  }

  /** {@code "minimize EXPR"}. */
  @Override
  public String toString() {
    return sense.word() + " " + text;
  }
}
