package io.nqueens.model.expr;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * The checker's evaluator: runs the syntax tree itself on a complete placement, loops and all,
 * sharing no code with the unrolling that the backends translate. Semantics are MiniZinc's:
 * {@code div} truncates toward zero, {@code mod} takes the sign of the dividend; {@code /\},
 * {@code \/}, {@code ->}, {@code <-}, {@code forall} and {@code exists} look no further than they
 * must. Integers are {@link BigInteger}s, so that no result can wrap: the checker can never agree
 * with a backend that overflowed.
 */
public final class Evaluator {

  private final int[] q;
  private final Map<String, BigInteger> env = new HashMap<>();
  private final Truths truths = new Truths();
  private final Numbers numbers = new Numbers();

  private Evaluator(int[] q) {
    this.q = q;
    env.put("n", BigInteger.valueOf(q.length));
  }

  /** Whether the constraint holds for the placement {@code q} (row -> column) on a q.length board. */
  public static boolean holds(Expr constraint, int[] q) {
    return new Evaluator(q).truth(constraint);
  }

  /** The value of the integer term (an objective) for the placement {@code q}, exactly. */
  public static BigInteger value(Expr term, int[] q) {
    return new Evaluator(q).number(term);
  }

  private boolean truth(Expr e) {
    return e.accept(truths);
  }

  private BigInteger number(Expr e) {
    return e.accept(numbers);
  }

  private final class Truths implements Expr.Visitor<Boolean> {

    @Override
    public Boolean visitBool(Expr.Bool e) {
      return e.value();
    }

    @Override
    public Boolean visitUnary(Expr.Unary u) {
      if (u.op() != Expr.UnaryOp.NOT) {
        throw notA("Boolean", u);
      }
      return !truth(u.operand());
    }

    @Override
    public Boolean visitBinary(Expr.Binary b) {
      return switch (b.op()) {
        case AND -> truth(b.left()) && truth(b.right());
        case OR -> truth(b.left()) || truth(b.right());
        case IMPLIES -> !truth(b.left()) || truth(b.right());
        case IMPLIED_BY -> !truth(b.right()) || truth(b.left());
        case EQUIV -> truth(b.left()) == truth(b.right());
        case XOR -> truth(b.left()) != truth(b.right());
        case EQ -> b.left().isBool() ? truth(b.left()) == truth(b.right()) : compare(b) == 0;
        case NE -> b.left().isBool() ? truth(b.left()) != truth(b.right()) : compare(b) != 0;
        case LT -> compare(b) < 0;
        case LE -> compare(b) <= 0;
        case GT -> compare(b) > 0;
        case GE -> compare(b) >= 0;
        case ADD, SUB, MUL, DIV, MOD, MIN, MAX, POW -> throw notA("Boolean", b);
      };
    }

    private int compare(Expr.Binary b) {
      return number(b.left()).compareTo(number(b.right()));
    }

    @Override
    public Boolean visitComprehension(Expr.Comprehension c) {
      if (!c.kind().isBool()) {
        throw notA("Boolean", c);
      }
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

    @Override
    public Boolean visitAllDifferent(Expr.AllDifferent a) {
      Set<BigInteger> seen = new HashSet<>();
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

    @Override
    public Boolean visitInt(Expr.Int e) {
      throw notA("Boolean", e);
    }

    @Override
    public Boolean visitName(Expr.Name e) {
      throw notA("Boolean", e);
    }

    @Override
    public Boolean visitQueen(Expr.Queen e) {
      throw notA("Boolean", e);
    }

    @Override
    public Boolean visitTableAt(Expr.TableAt e) {
      throw notA("Boolean", e);
    }
  }

  private final class Numbers implements Expr.Visitor<BigInteger> {

    @Override
    public BigInteger visitInt(Expr.Int e) {
      return BigInteger.valueOf(e.value());
    }

    @Override
    public BigInteger visitName(Expr.Name e) {
      BigInteger v = env.get(e.name());
      if (v == null) {
        throw new IllegalArgumentException("unknown name '" + e.name() + "'");
      }
      return v;
    }

    @Override
    public BigInteger visitQueen(Expr.Queen e) {
      BigInteger row = number(e.index());
      if (row.signum() < 0 || row.compareTo(BigInteger.valueOf(q.length)) >= 0) {
        throw new IllegalArgumentException("q[" + row + "] is off the board");
      }
      return BigInteger.valueOf(q[row.intValueExact()]);
    }

    @Override
    public BigInteger visitUnary(Expr.Unary u) {
      return switch (u.op()) {
        case NEG -> number(u.operand()).negate();
        case ABS -> number(u.operand()).abs();
        case BOOL2INT -> truth(u.operand()) ? BigInteger.ONE : BigInteger.ZERO;
        case NOT -> throw notA("integer", u);
      };
    }

    @Override
    public BigInteger visitBinary(Expr.Binary b) {
      BigInteger x = number(b.left());
      BigInteger y = number(b.right());
      return switch (b.op()) {
        case ADD -> x.add(y);
        case SUB -> x.subtract(y);
        case MUL -> x.multiply(y);
        // BigInteger's divide truncates toward zero and its remainder takes the dividend's sign, as MiniZinc's.
        case DIV -> x.divide(y);
        case MOD -> x.remainder(y);
        case MIN -> x.min(y);
        case MAX -> x.max(y);
        case POW -> {
          if (y.signum() < 0 || y.bitLength() > 31) {
            throw new ArithmeticException("pow with the exponent " + y);
          }
          yield x.pow(y.intValue());
        }
        default -> throw notA("integer", b);
      };
    }

    @Override
    public BigInteger visitComprehension(Expr.Comprehension c) {
      if (c.kind().isBool()) {
        throw notA("integer", c);
      }
      BigInteger[] total = {null};
      loop(c.generators(), 0, 0, c.where(), () -> {
        BigInteger v = number(c.body());
        total[0] = switch (c.kind()) {
          case SUM -> total[0] == null ? v : total[0].add(v);
          case MIN -> total[0] == null ? v : total[0].min(v);
          case MAX -> total[0] == null ? v : total[0].max(v);
          default -> throw notA("integer", c);
        };
        return true;
      });
      if (total[0] == null && c.kind() != Expr.Aggregate.SUM) {
        throw new IllegalArgumentException(c.kind().text() + " over no values: " + c);
      }
      return total[0] == null ? BigInteger.ZERO : total[0];
    }

    @Override
    public BigInteger visitTableAt(Expr.TableAt t) {
      int[] at = new int[t.indices().size()];
      for (int axis = 0; axis < at.length; axis++) {
        BigInteger i = number(t.indices().get(axis));
        if (i.signum() < 0 || i.compareTo(BigInteger.valueOf(t.table().size(axis))) >= 0) {
          throw new IllegalArgumentException("index " + i + " is off table " + t.table().name() + " in " + t);
        }
        at[axis] = i.intValueExact();
      }
      return BigInteger.valueOf(t.table().value(at));
    }

    @Override
    public BigInteger visitBool(Expr.Bool e) {
      throw notA("integer", e);
    }

    @Override
    public BigInteger visitAllDifferent(Expr.AllDifferent e) {
      throw notA("integer", e);
    }
  }

  private static IllegalStateException notA(String type, Expr e) {
    return new IllegalStateException("not a" + (type.startsWith("i") ? "n " : " ") + type + ": " + e);
  }

  /** Binds the generators' names in turn (several names per generator), filters, and runs the body; stops when it returns false. */
  private boolean loop(List<Expr.Generator> generators, int g, int name, Expr where, BooleanSupplier body) {
    if (g == generators.size()) {
      return (where != null && !truth(where)) || body.getAsBoolean();
    }
    Expr.Generator gen = generators.get(g);
    if (name == gen.names().size()) {
      return loop(generators, g + 1, 0, where, body);
    }
    BigInteger from = number(gen.from());
    BigInteger to = number(gen.to());
    String var = gen.names().get(name);
    try {
      for (BigInteger v = from; v.compareTo(to) <= 0; v = v.add(BigInteger.ONE)) {
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
