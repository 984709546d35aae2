package io.nqueens.model.expr;

import java.util.List;
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

  /** The rows whose queens this mentions. */
  default Set<Integer> rows() {
    Set<Integer> out = new TreeSet<>();
    collectRows(this, out);
    return out;
  }

  private static void collectRows(Ground g, Set<Integer> out) {
    if (g instanceof Q q) {
      out.add(q.row());
    } else if (g instanceof IntOp op) {
      op.args().forEach(a -> collectRows(a, out));
    } else if (g instanceof Compare c) {
      collectRows(c.left(), out);
      collectRows(c.right(), out);
    } else if (g instanceof Logic l) {
      l.args().forEach(a -> collectRows(a, out));
    } else if (g instanceof AllDifferent a) {
      a.args().forEach(x -> collectRows(x, out));
    }
  }

  /** The number of nodes, for the limit on how large an unrolled model may grow. */
  default long size() {
    long s = 1;
    if (this instanceof IntOp op) {
      for (Ground a : op.args()) {
        s += a.size();
      }
    } else if (this instanceof Compare c) {
      s += c.left().size() + c.right().size();
    } else if (this instanceof Logic l) {
      for (Ground a : l.args()) {
        s += a.size();
      }
    } else if (this instanceof AllDifferent a) {
      for (Ground x : a.args()) {
        s += x.size();
      }
    }
    return s;
  }

  /** An integer constant. */
  record Const(long value) implements Ground {
    public boolean isBool() {
      return false;
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
    public String toString() {
      return "q[" + row + "]";
    }
  }

  /** Integer operations. DIV and MOD truncate toward zero, as in MiniZinc; their divisor is a non-zero {@link Const}. */
  enum IntKind { NEG, ABS, BOOL2INT, SUM, SUB, MUL, DIV, MOD, MIN, MAX }

  /** An integer operation: NEG, ABS, BOOL2INT take one argument (a Boolean for BOOL2INT), SUM any number, the rest two. */
  record IntOp(IntKind kind, List<Ground> args) implements Ground {
    public IntOp {
      args = List.copyOf(args);
    }

    public boolean isBool() {
      return false;
    }

    @Override
    public String toString() {
      return kind.name().toLowerCase(java.util.Locale.ROOT) + args;
    }
  }

  enum CompareKind { EQ, NE, LT, LE, GT, GE }

  /** A comparison of two integers. */
  record Compare(CompareKind kind, Ground left, Ground right) implements Ground {
    public boolean isBool() {
      return true;
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
    public String toString() {
      return kind.name().toLowerCase(java.util.Locale.ROOT) + args;
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
    public String toString() {
      return "alldifferent" + args;
    }
  }
}
