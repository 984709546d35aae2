package io.nqueens.model.expr;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;

/**
 * A constraint unrolled for one board size: no loop variables and no {@code n} are left, every
 * {@code q} index is a row of the board, every divisor a non-zero constant, and parts that loops or
 * constants decided are folded away. This is the form the backends translate; the checker does not
 * use it (it evaluates the syntax tree itself).
 */
public sealed interface Ground {

  /** Whether this is a Boolean (else an integer). */
  boolean isBool();

  /** Dispatches on the node's kind: a new kind of node fails to compile until every visitor handles it. */
  <R> R accept(Visitor<R> visitor);

  /** One method per kind of node. */
  interface Visitor<R> extends IntVisitor<R>, BoolVisitor<R> {}

  /** One method per kind of integer node, for passes over integer terms only. */
  interface IntVisitor<R> {
    R visitConst(Const g);

    R visitQ(Q g);

    R visitIntOp(IntOp g);

    R visitElement(Element g);
  }

  /** One method per kind of Boolean node, for passes over Booleans only. */
  interface BoolVisitor<R> {
    R visitTruth(Truth g);

    R visitCompare(Compare g);

    R visitLogic(Logic g);

    R visitAllDifferent(AllDifferent g);
  }

  /** Dispatches an integer node; a Boolean one is a bug in the caller (the unrolling checks every operand's type). */
  <R> R acceptInt(IntVisitor<R> visitor);

  /** Dispatches a Boolean node; an integer one is a bug in the caller. */
  <R> R acceptBool(BoolVisitor<R> visitor);

  /** This node's value if it is an integer constant. */
  default OptionalLong constant() {
    return OptionalLong.empty();
  }

  /** Whether this node is the Boolean constant {@code value}. */
  default boolean is(boolean value) {
    return false;
  }

  /** This node's operands if it is the connective {@code kind}. */
  default Optional<List<Ground>> operandsOf(LogicKind kind) {
    return Optional.empty();
  }

  /** This node's operands if it is the integer operation {@code kind}. */
  default Optional<List<Ground>> operandsOf(IntKind kind) {
    return Optional.empty();
  }

  /** The operands, in order (none for constants and queens). */
  List<Ground> operands();

  /** The rows whose queens this mentions. */
  default Set<Integer> rows() {
    Set<Integer> out = new TreeSet<>();
    Deque<Ground> todo = new ArrayDeque<>(List.of(this));
    while (!todo.isEmpty()) {
      Ground g = todo.pop();
      g.queenRow().ifPresent(out::add);
      g.operands().forEach(todo::push);
    }
    return out;
  }

  /** The row whose queen's column this is, if it is one. */
  default OptionalInt queenRow() {
    return OptionalInt.empty();
  }

  /** The number of nodes, for the limit on how large an unrolled model may grow. */
  default long size() {
    long s = 0;
    Deque<Ground> todo = new ArrayDeque<>(List.of(this));
    while (!todo.isEmpty()) {
      s++;
      todo.pop().operands().forEach(todo::push);
    }
    return s;
  }

  /** An integer constant. */
  record Const(long value) implements Ground {
    public boolean isBool() {
      return false;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitConst(this);
    }

    @Override
    public <R> R acceptInt(IntVisitor<R> visitor) {
      return visitor.visitConst(this);
    }

    @Override
    public <R> R acceptBool(BoolVisitor<R> visitor) {
      throw new IllegalStateException("not a Boolean: " + this);
    }

    @Override
    public OptionalLong constant() {
      return OptionalLong.of(value);
    }

    @Override
    public List<Ground> operands() {
      return List.of();
    }

    @Override
    public String toString() {
      return Long.toString(value);
    }
  }

  /** A Boolean constant. */
  record Truth(boolean value) implements Ground {
    public boolean isBool() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitTruth(this);
    }

    @Override
    public <R> R acceptInt(IntVisitor<R> visitor) {
      throw new IllegalStateException("not an integer: " + this);
    }

    @Override
    public <R> R acceptBool(BoolVisitor<R> visitor) {
      return visitor.visitTruth(this);
    }

    @Override
    public boolean is(boolean v) {
      return value == v;
    }

    @Override
    public List<Ground> operands() {
      return List.of();
    }

    @Override
    public String toString() {
      return Boolean.toString(value);
    }
  }

  /** The column of row {@code row}'s queen. */
  record Q(int row) implements Ground {
    public boolean isBool() {
      return false;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitQ(this);
    }

    @Override
    public <R> R acceptInt(IntVisitor<R> visitor) {
      return visitor.visitQ(this);
    }

    @Override
    public <R> R acceptBool(BoolVisitor<R> visitor) {
      throw new IllegalStateException("not a Boolean: " + this);
    }

    @Override
    public OptionalInt queenRow() {
      return OptionalInt.of(row);
    }

    @Override
    public List<Ground> operands() {
      return List.of();
    }

    @Override
    public String toString() {
      return "q[" + row + "]";
    }
  }

  /** Integer operations. DIV and MOD truncate toward zero, as in MiniZinc; their divisor is a non-zero {@link Const}. */
  enum IntKind { NEG, ABS, BOOL2INT, SUM, SUB, MUL, DIV, MOD, MIN, MAX }

  /**
   * An integer operation: NEG, ABS, BOOL2INT take one argument (a Boolean for BOOL2INT), SUM, MIN
   * and MAX two or more, the rest two.
   */
  record IntOp(IntKind kind, List<Ground> args) implements Ground {
    public IntOp {
      args = List.copyOf(args);
    }

    public boolean isBool() {
      return false;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitIntOp(this);
    }

    @Override
    public <R> R acceptInt(IntVisitor<R> visitor) {
      return visitor.visitIntOp(this);
    }

    @Override
    public <R> R acceptBool(BoolVisitor<R> visitor) {
      throw new IllegalStateException("not a Boolean: " + this);
    }

    @Override
    public Optional<List<Ground>> operandsOf(IntKind k) {
      return k == kind ? Optional.of(args) : Optional.empty();
    }

    @Override
    public List<Ground> operands() {
      return args;
    }

    @Override
    public String toString() {
      return kind.name().toLowerCase(Locale.ROOT) + args;
    }
  }

  /**
   * {@code values[index]}: a value of a constant table picked by an integer term (an element
   * constraint). The unrolling has checked that the index stays within {@code 0..values.size()-1};
   * {@code table} names the table it came from, for messages and MiniZinc.
   */
  record Element(String table, List<Long> values, Ground index) implements Ground {
    public Element {
      values = List.copyOf(values);
    }

    public boolean isBool() {
      return false;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitElement(this);
    }

    @Override
    public <R> R acceptInt(IntVisitor<R> visitor) {
      return visitor.visitElement(this);
    }

    @Override
    public <R> R acceptBool(BoolVisitor<R> visitor) {
      throw new IllegalStateException("not a Boolean: " + this);
    }

    @Override
    public List<Ground> operands() {
      return List.of(index);
    }

    /** The values as an array. */
    public long[] array() {
      return values.stream().mapToLong(Long::longValue).toArray();
    }

    @Override
    public String toString() {
      return table + "@" + index;
    }
  }

  enum CompareKind {
    EQ, NE, LT, LE, GT, GE;

    /** Whether {@code x} compares to {@code y} so. */
    public boolean holds(long x, long y) {
      return switch (this) {
        case EQ -> x == y;
        case NE -> x != y;
        case LT -> x < y;
        case LE -> x <= y;
        case GT -> x > y;
        case GE -> x >= y;
      };
    }
  }

  /** A comparison of two integers. */
  record Compare(CompareKind kind, Ground left, Ground right) implements Ground {
    public boolean isBool() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitCompare(this);
    }

    @Override
    public <R> R acceptInt(IntVisitor<R> visitor) {
      throw new IllegalStateException("not an integer: " + this);
    }

    @Override
    public <R> R acceptBool(BoolVisitor<R> visitor) {
      return visitor.visitCompare(this);
    }

    @Override
    public List<Ground> operands() {
      return List.of(left, right);
    }

    @Override
    public String toString() {
      return "(" + left + " " + kind + " " + right + ")";
    }
  }

  /** Boolean connectives: NOT has one argument, AND and OR any number, IMPLIES, EQUIV and XOR two. */
  enum LogicKind { NOT, AND, OR, IMPLIES, EQUIV, XOR }

  record Logic(LogicKind kind, List<Ground> args) implements Ground {
    public Logic {
      args = List.copyOf(args);
    }

    public boolean isBool() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitLogic(this);
    }

    @Override
    public <R> R acceptInt(IntVisitor<R> visitor) {
      throw new IllegalStateException("not an integer: " + this);
    }

    @Override
    public <R> R acceptBool(BoolVisitor<R> visitor) {
      return visitor.visitLogic(this);
    }

    @Override
    public Optional<List<Ground>> operandsOf(LogicKind k) {
      return k == kind ? Optional.of(args) : Optional.empty();
    }

    @Override
    public List<Ground> operands() {
      return args;
    }

    @Override
    public String toString() {
      return kind.name().toLowerCase(Locale.ROOT) + args;
    }
  }

  /** The integers all differ. */
  record AllDifferent(List<Ground> args) implements Ground {
    public AllDifferent {
      args = List.copyOf(args);
    }

    public boolean isBool() {
      return true;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.visitAllDifferent(this);
    }

    @Override
    public <R> R acceptInt(IntVisitor<R> visitor) {
      throw new IllegalStateException("not an integer: " + this);
    }

    @Override
    public <R> R acceptBool(BoolVisitor<R> visitor) {
      return visitor.visitAllDifferent(this);
    }

    @Override
    public List<Ground> operands() {
      return args;
    }

    @Override
    public String toString() {
      return "alldifferent" + args;
    }
  }
}
