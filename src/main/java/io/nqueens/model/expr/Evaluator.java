package io.nqueens.model.expr;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The checker's evaluator: runs the syntax tree itself on a complete placement, loops and all,
 * sharing no code with the unrolling that the backends translate. Semantics are MiniZinc's:
 * {@code div} truncates toward zero, {@code mod} takes the sign of the dividend; {@code /\},
 * {@code \/}, {@code ->}, {@code <-}, {@code forall} and {@code exists} look no further than they
 * must.
 */
public final class Evaluator {

  private final int[] q;
  private final Map<String, Long> env = new HashMap<>();

  private Evaluator(int[] q) {
    this.q = q;
    env.put("n", (long) q.length);
  }

  /** Whether the constraint holds for the placement {@code q} (row -> column) on a q.length board. */
  public static boolean holds(Expr constraint, int[] q) {
    return new Evaluator(q).truth(constraint);
  }

  private boolean truth(Expr e) {
    if (e instanceof Expr.Bool b) {
      return b.value();
    }
    if (e instanceof Expr.Unary u) {
      // The only Boolean unary operator is not.
      return !truth(u.operand());
    }
    if (e instanceof Expr.Binary b) {
      switch (b.op()) {
        case AND:
          return truth(b.left()) && truth(b.right());
        case OR:
          return truth(b.left()) || truth(b.right());
        case IMPLIES:
          return !truth(b.left()) || truth(b.right());
        case IMPLIED_BY:
          return !truth(b.right()) || truth(b.left());
        case EQUIV:
          return truth(b.left()) == truth(b.right());
        case XOR:
          return truth(b.left()) != truth(b.right());
        case EQ:
          return b.left().isBool() ? truth(b.left()) == truth(b.right()) : number(b.left()) == number(b.right());
        case NE:
          return b.left().isBool() ? truth(b.left()) != truth(b.right()) : number(b.left()) != number(b.right());
        case LT:
          return number(b.left()) < number(b.right());
        case LE:
          return number(b.left()) <= number(b.right());
        case GT:
          return number(b.left()) > number(b.right());
        case GE:
          return number(b.left()) >= number(b.right());
        default:
          throw new IllegalStateException("not a Boolean operator: " + b.op());
      }
    }
    if (e instanceof Expr.Comprehension c) {
      boolean forall = c.kind() == Expr.Aggregate.FORALL;
      boolean[] result = {forall};
      loop(c.generators(), 0, 0, c.where(), () -> {
        if (truth(c.body()) != forall) {
          result[0] = !forall;
          return false;
        }
        return true;
      });
      return result[0];
    }
    if (e instanceof Expr.AllDifferent a) {
      Set<Long> seen = new HashSet<>();
      boolean[] distinct = {true};
      if (a.element() == null) {
        for (Expr x : a.elements()) {
          distinct[0] &= seen.add(number(x));
        }
      } else {
        loop(a.generators(), 0, 0, a.where(), () -> {
          distinct[0] &= seen.add(number(a.element()));
          return distinct[0];
        });
      }
      return distinct[0];
    }
    throw new IllegalStateException("not a Boolean: " + e);
  }

  private long number(Expr e) {
    if (e instanceof Expr.Int i) {
      return i.value();
    }
    if (e instanceof Expr.Name nm) {
      return env.get(nm.name());
    }
    if (e instanceof Expr.Queen qr) {
      long row = number(qr.index());
      if (row < 0 || row >= q.length) {
        throw new IllegalArgumentException("q[" + row + "] is off the board");
      }
      return q[(int) row];
    }
    if (e instanceof Expr.Unary u) {
      return switch (u.op()) {
        case NEG -> -number(u.operand());
        case ABS -> Math.abs(number(u.operand()));
        case BOOL2INT -> truth(u.operand()) ? 1 : 0;
        case NOT -> throw new IllegalStateException("not an integer: " + e);
      };
    }
    if (e instanceof Expr.Binary b) {
      long x = number(b.left());
      long y = number(b.right());
      return switch (b.op()) {
        case ADD -> x + y;
        case SUB -> x - y;
        case MUL -> x * y;
        case DIV -> x / y;
        case MOD -> x % y;
        case MIN -> Math.min(x, y);
        case MAX -> Math.max(x, y);
        default -> throw new IllegalStateException("not an integer operator: " + b.op());
      };
    }
    if (e instanceof Expr.Comprehension c) {
      long[] total = {0};
      loop(c.generators(), 0, 0, c.where(), () -> {
        total[0] += number(c.body());
        return true;
      });
      return total[0];
    }
    throw new IllegalStateException("not an integer: " + e);
  }

  /** Binds the generators' names in turn (several names per generator), filters, and runs the body; stops when it returns false. */
  private boolean loop(List<Expr.Generator> generators, int g, int name, Expr where, java.util.function.BooleanSupplier body) {
    if (g == generators.size()) {
      return (where != null && !truth(where)) || body.getAsBoolean();
    }
    Expr.Generator gen = generators.get(g);
    if (name == gen.names().size()) {
      return loop(generators, g + 1, 0, where, body);
    }
    long from = number(gen.from());
    long to = number(gen.to());
    String var = gen.names().get(name);
    try {
      for (long v = from; v <= to; v++) {
        env.put(var, v);
        if (!loop(generators, g, name + 1, where, body)) {
          return false;
        }
      }
      return true;
    } finally {
      env.remove(var);
    }
  }
}
