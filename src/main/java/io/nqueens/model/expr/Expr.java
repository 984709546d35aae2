package io.nqueens.model.expr;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The syntax tree of a constraint written in the MiniZinc subset: records, compared by structure.
 * {@link #toString()} prints MiniZinc text that parses back to an equal tree (every compound
 * operand in parentheses).
 */
public sealed interface Expr {

  /** Whether the expression is a Boolean (else an integer); the parser checks every operand. */
  boolean isBool();

  /** Dispatches on the node's kind: a new kind of node fails to compile until every visitor handles it. */
  <R> R accept(Visitor<R> visitor);

  /** One method per kind of node. */
  interface Visitor<R> {
    R visitInt(Int e);

    R visitBool(Bool e);

    R visitName(Name e);

    R visitQueen(Queen e);

    R visitUnary(Unary e);

    R visitBinary(Binary e);

    R visitComprehension(Comprehension e);

    R visitAllDifferent(AllDifferent e);

    R visitTableAt(TableAt e);
  }

  /** An integer literal. */
  record Int(long value) implements Expr {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitInt(this);
    }

    public boolean isBool() {
      return false;
    }

    @Override
    public String toString() {
      return value < 0 ? "(" + value + ")" : Long.toString(value);
    }
  }

  /** {@code true} or {@code false}. */
  record Bool(boolean value) implements Expr {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitBool(this);
    }

    public boolean isBool() {
      return true;
    }

    @Override
    public String toString() {
      return Boolean.toString(value);
    }
  }

  /** {@code n} or a loop variable. */
  record Name(String name) implements Expr {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitName(this);
    }

    public boolean isBool() {
      return false;
    }

    @Override
    public String toString() {
      return name;
    }
  }

  /** {@code q[index]}: the column of the queen in that row. */
  record Queen(Expr index) implements Expr {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitQueen(this);
    }

    public boolean isBool() {
      return false;
    }

    @Override
    public String toString() {
      return "q[" + index + "]";
    }
  }

  /** Prefix operators and one-argument functions. */
  enum UnaryOp {
    NEG("-", false, false), NOT("not ", true, true), ABS("abs", false, false), BOOL2INT("bool2int", true, false);

    final String text;
    /** The operand's type. */
    final boolean boolOperand;
    /** The result's type. */
    final boolean boolResult;

    UnaryOp(String text, boolean boolOperand, boolean boolResult) {
      this.text = text;
      this.boolOperand = boolOperand;
      this.boolResult = boolResult;
    }
  }

  record Unary(UnaryOp op, Expr operand) implements Expr {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitUnary(this);
    }

    public boolean isBool() {
      return op.boolResult;
    }

    @Override
    public String toString() {
      return op.text + "(" + operand + ")";
    }
  }

  /** Infix operators and two-argument functions, with their MiniZinc spelling and types. */
  enum BinaryOp {
    ADD("+", Kind.ARITH), SUB("-", Kind.ARITH), MUL("*", Kind.ARITH), DIV("div", Kind.ARITH), MOD("mod", Kind.ARITH),
    MIN("min", Kind.ARITH), MAX("max", Kind.ARITH), POW("pow", Kind.ARITH),
    EQ("=", Kind.COMPARE), NE("!=", Kind.COMPARE), LT("<", Kind.COMPARE), LE("<=", Kind.COMPARE), GT(">", Kind.COMPARE), GE(">=", Kind.COMPARE),
    AND("/\\", Kind.LOGIC), OR("\\/", Kind.LOGIC), IMPLIES("->", Kind.LOGIC), IMPLIED_BY("<-", Kind.LOGIC), EQUIV("<->", Kind.LOGIC),
    XOR("xor", Kind.LOGIC);

    /** Integer operands and result; integer operands and a Boolean result; Boolean operands and result. */
    enum Kind { ARITH, COMPARE, LOGIC }

    final String text;
    final Kind kind;

    BinaryOp(String text, Kind kind) {
      this.text = text;
      this.kind = kind;
    }

    public String text() {
      return text;
    }
  }

  /**
   * An infix operation or {@code min}/{@code max}. {@code =} and {@code !=} also compare two
   * Booleans (as {@code <->} and {@code xor} do).
   */
  record Binary(BinaryOp op, Expr left, Expr right) implements Expr {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitBinary(this);
    }

    public boolean isBool() {
      return op.kind != BinaryOp.Kind.ARITH;
    }

    @Override
    public String toString() {
      if (op == BinaryOp.MIN || op == BinaryOp.MAX || op == BinaryOp.POW) {
        return op.text + "(" + left + ", " + right + ")";
      }
      return "(" + left + " " + op.text + " " + right + ")";
    }
  }

  /** {@code names in from..to}: each name takes the values from..to in turn. */
  record Generator(List<String> names, Expr from, Expr to) {
    @Override
    public String toString() {
      return String.join(", ", names) + " in " + from + ".." + to;
    }
  }

  /**
   * {@code forall}, {@code exists} (Booleans), {@code sum}, {@code min}, {@code max} (integers) over
   * generators with an optional {@code where} filter.
   */
  enum Aggregate {
    FORALL, EXISTS, SUM, MIN, MAX;

    String text() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** Whether the aggregate is a Boolean ({@code forall}, {@code exists}). */
    boolean isBool() {
      return this == FORALL || this == EXISTS;
    }
  }

  record Comprehension(Aggregate kind, List<Generator> generators, Expr where, Expr body) implements Expr {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitComprehension(this);
    }

    public boolean isBool() {
      return kind.isBool();
    }

    @Override
    public String toString() {
      return kind.text() + "(" + generatorsText(generators, where) + ")(" + body + ")";
    }
  }

  /** {@code alldifferent([e | generators where c])} or {@code alldifferent([e1, e2, ...])} (elements empty for the first). */
  record AllDifferent(Expr element, List<Generator> generators, Expr where, List<Expr> elements) implements Expr {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitAllDifferent(this);
    }

    public boolean isBool() {
      return true;
    }

    @Override
    public String toString() {
      if (element == null) {
        return "alldifferent([" + elements.stream().map(Expr::toString).collect(Collectors.joining(", ")) + "])";
      }
      return "alldifferent([" + element + " | " + generatorsText(generators, where) + "])";
    }
  }

  /**
   * {@code w[i][j]}: the value of a constant table at integer indices, one per axis of the table
   * (printed as {@code w[i, j]}, as MiniZinc writes an index into a two-dimensional array).
   */
  record TableAt(Table table, List<Expr> indices) implements Expr {
    public TableAt {
      indices = List.copyOf(indices);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitTableAt(this);
    }

    public boolean isBool() {
      return false;
    }

    @Override
    public String toString() {
      return table.name() + "[" + indices.stream().map(Expr::toString).collect(Collectors.joining(", ")) + "]";
    }
  }

  private static String generatorsText(List<Generator> generators, Expr where) {
    return generators.stream().map(Generator::toString).collect(Collectors.joining(", ")) + (where == null ? "" : " where " + where);
  }

  /** The tables an expression names, by name. */
  static Map<String, Table> tablesUsedBy(Expr e) {
    TablesUsed used = new TablesUsed();
    e.accept(used);
    return used.out;
  }

  /** The visitor behind {@link #tablesUsedBy}: every table a node or its children look up. */
  final class TablesUsed implements Visitor<Void> {
    private final Map<String, Table> out = new TreeMap<>();

    private TablesUsed() {}

    @Override
    public Void visitInt(Expr.Int x) {
      return null;
    }

    @Override
    public Void visitBool(Expr.Bool x) {
      return null;
    }

    @Override
    public Void visitName(Expr.Name x) {
      return null;
    }

    @Override
    public Void visitQueen(Expr.Queen x) {
      return x.index().accept(this);
    }

    @Override
    public Void visitUnary(Expr.Unary x) {
      return x.operand().accept(this);
    }

    @Override
    public Void visitBinary(Expr.Binary x) {
      x.left().accept(this);
      return x.right().accept(this);
    }

    @Override
    public Void visitComprehension(Expr.Comprehension x) {
      x.generators().forEach(this::generator);
      if (x.where() != null) {
        x.where().accept(this);
      }
      return x.body().accept(this);
    }

    @Override
    public Void visitAllDifferent(Expr.AllDifferent x) {
      if (x.element() != null) {
        x.generators().forEach(this::generator);
        if (x.where() != null) {
          x.where().accept(this);
        }
        x.element().accept(this);
      }
      x.elements().forEach(y -> y.accept(this));
      return null;
    }

    private void generator(Expr.Generator g) {
      g.from().accept(this);
      g.to().accept(this);
    }

    @Override
    public Void visitTableAt(Expr.TableAt x) {
      Table.merge(out, x.table());
      x.indices().forEach(y -> y.accept(this));
      return null;
    }
  }
}
