package io.nqueens.model.expr;

import io.nqueens.model.BadInputException;
import io.nqueens.model.expr.Expr.Generator;
import io.nqueens.model.expr.Ground.CompareKind;
import io.nqueens.model.expr.Ground.IntKind;
import io.nqueens.model.expr.Ground.LogicKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Unrolls a constraint for one board size n: loops become conjunctions, disjunctions and sums, names
 * become numbers, and whatever that fixes is folded (a {@code ->} whose condition is false is true
 * without looking at its conclusion, as in MiniZinc). The result is the list of top-level
 * conjuncts, so that each can be checked on its own as soon as its queens stand.
 */
public final class Unroller {

  /**
   * The most work one constraint may take to unroll, counted in loop steps plus nodes made: it keeps
   * memory bounded (a few hundred bytes a node) whatever a constraint asks for.
   */
  public static final long MAX_WORK = 5_000_000;

  private final int n;
  private final Map<String, Long> env = new HashMap<>();
  private long work;

  private Unroller(int n) {
    this.n = n;
    env.put("n", (long) n);
  }

  /**
   * The ground conjuncts of the constraint on an n x n board: empty when it always holds, one
   * {@code false} when it never does.
   *
   * @throws BadInputException naming the value, if a q index is off the board, a divisor is zero or
   *     not fixed, or the unrolling is too large
   */
  public static List<Ground> unroll(Expr constraint, int n) {
    Ground g;
    try {
      g = new Unroller(n).ground(constraint);
    } catch (ArithmeticException e) {
      throw new BadInputException("integer overflow while unrolling at n = " + n);
    }
    List<Ground> out = new ArrayList<>();
    if (g instanceof Ground.Truth t) {
      if (!t.value()) {
        out.add(g);
      }
    } else if (g instanceof Ground.Logic l && l.kind() == LogicKind.AND) {
      out.addAll(l.args());
    } else {
      out.add(g);
    }
    return out;
  }

  private void step() {
    if (++work > MAX_WORK) {
      throw new BadInputException("the constraint unrolls into more than " + MAX_WORK + " steps at n = " + n
          + " (the limit that keeps memory bounded); write it with fewer nested loops");
    }
  }

  private Ground ground(Expr e) {
    step();
    if (e instanceof Expr.Int i) {
      return new Ground.Const(i.value());
    }
    if (e instanceof Expr.Bool b) {
      return new Ground.Truth(b.value());
    }
    if (e instanceof Expr.Name nm) {
      Long v = env.get(nm.name());
      if (v == null) {
        throw new BadInputException("unknown name '" + nm.name() + "'");
      }
      return new Ground.Const(v);
    }
    if (e instanceof Expr.Queen q) {
      Ground index = ground(q.index());
      if (!(index instanceof Ground.Const c)) {
        throw new BadInputException("the index of " + q + " is not fixed once n is known (q[...] takes an expression of n and loop variables)");
      }
      if (c.value() < 0 || c.value() >= n) {
        throw new BadInputException("q[" + c.value() + "] is off the board at n = " + n + " (rows are 0.." + (n - 1) + ")");
      }
      return new Ground.Q((int) c.value());
    }
    if (e instanceof Expr.Unary u) {
      return unary(u);
    }
    if (e instanceof Expr.Binary b) {
      return binary(b);
    }
    if (e instanceof Expr.Comprehension c) {
      return comprehension(c);
    }
    return allDifferent((Expr.AllDifferent) e);
  }

  private Ground unary(Expr.Unary u) {
    Ground a = ground(u.operand());
    return switch (u.op()) {
      case NEG -> a instanceof Ground.Const c ? new Ground.Const(Math.negateExact(c.value())) : new Ground.IntOp(IntKind.NEG, List.of(a));
      case ABS -> a instanceof Ground.Const c ? new Ground.Const(Math.absExact(c.value())) : new Ground.IntOp(IntKind.ABS, List.of(a));
      case BOOL2INT -> a instanceof Ground.Truth t ? new Ground.Const(t.value() ? 1 : 0) : new Ground.IntOp(IntKind.BOOL2INT, List.of(a));
      case NOT -> not(a);
    };
  }

  private static Ground not(Ground a) {
    return a instanceof Ground.Truth t ? new Ground.Truth(!t.value()) : new Ground.Logic(LogicKind.NOT, List.of(a));
  }

  private Ground binary(Expr.Binary b) {
    switch (b.op()) {
      case AND -> {
        Ground l = ground(b.left());
        if (l instanceof Ground.Truth t && !t.value()) {
          return l;
        }
        return and(List.of(l, ground(b.right())));
      }
      case OR -> {
        Ground l = ground(b.left());
        if (l instanceof Ground.Truth t && t.value()) {
          return l;
        }
        return or(List.of(l, ground(b.right())));
      }
      case IMPLIES, IMPLIED_BY -> {
        Expr condition = b.op() == Expr.BinaryOp.IMPLIES ? b.left() : b.right();
        Expr conclusion = b.op() == Expr.BinaryOp.IMPLIES ? b.right() : b.left();
        Ground c = ground(condition);
        if (c instanceof Ground.Truth t) {
          // A false condition makes the implication true without a look at the conclusion.
          return t.value() ? ground(conclusion) : new Ground.Truth(true);
        }
        Ground d = ground(conclusion);
        if (d instanceof Ground.Truth t) {
          return t.value() ? t : not(c);
        }
        return new Ground.Logic(LogicKind.IMPLIES, List.of(c, d));
      }
      default -> { }
    }
    Ground l = ground(b.left());
    Ground r = ground(b.right());
    if (l.isBool()) {
      // <->, xor, and = / != between Booleans.
      boolean equiv = b.op() == Expr.BinaryOp.EQUIV || b.op() == Expr.BinaryOp.EQ;
      if (l instanceof Ground.Truth a && r instanceof Ground.Truth c) {
        return new Ground.Truth(equiv == (a.value() == c.value()));
      }
      if (l instanceof Ground.Truth a) {
        return a.value() == equiv ? r : not(r);
      }
      if (r instanceof Ground.Truth c) {
        return c.value() == equiv ? l : not(l);
      }
      return new Ground.Logic(equiv ? LogicKind.EQUIV : LogicKind.XOR, List.of(l, r));
    }
    return switch (b.op()) {
      case ADD -> sum(l, r);
      case SUB -> l instanceof Ground.Const x && r instanceof Ground.Const y ? new Ground.Const(Math.subtractExact(x.value(), y.value()))
          : l.equals(r) ? new Ground.Const(0) : new Ground.IntOp(IntKind.SUB, List.of(l, r));
      case MUL -> l instanceof Ground.Const x && r instanceof Ground.Const y ? new Ground.Const(Math.multiplyExact(x.value(), y.value()))
          : new Ground.IntOp(IntKind.MUL, List.of(l, r));
      case DIV, MOD -> division(b, l, r);
      case MIN, MAX -> {
        boolean min = b.op() == Expr.BinaryOp.MIN;
        if (l instanceof Ground.Const x && r instanceof Ground.Const y) {
          yield new Ground.Const(min ? Math.min(x.value(), y.value()) : Math.max(x.value(), y.value()));
        }
        yield new Ground.IntOp(min ? IntKind.MIN : IntKind.MAX, List.of(l, r));
      }
      default -> compare(b.op(), l, r);
    };
  }

  private Ground division(Expr.Binary b, Ground l, Ground r) {
    if (!(r instanceof Ground.Const d)) {
      throw new BadInputException("the divisor of " + b + " is not fixed once n is known (div and mod take a constant divisor)");
    }
    if (d.value() == 0) {
      throw new BadInputException("division by zero in " + b + " at n = " + n);
    }
    boolean div = b.op() == Expr.BinaryOp.DIV;
    if (l instanceof Ground.Const x) {
      // Java's / and % truncate toward zero, as MiniZinc's div and mod do.
      return new Ground.Const(div ? x.value() / d.value() : x.value() % d.value());
    }
    return new Ground.IntOp(div ? IntKind.DIV : IntKind.MOD, List.of(l, r));
  }

  private static Ground sum(Ground l, Ground r) {
    List<Ground> args = new ArrayList<>();
    long constant = 0;
    for (Ground g : List.of(l, r)) {
      if (g instanceof Ground.IntOp op && op.kind() == IntKind.SUM) {
        for (Ground a : op.args()) {
          if (a instanceof Ground.Const c) {
            constant = Math.addExact(constant, c.value());
          } else {
            args.add(a);
          }
        }
      } else if (g instanceof Ground.Const c) {
        constant = Math.addExact(constant, c.value());
      } else {
        args.add(g);
      }
    }
    if (args.isEmpty()) {
      return new Ground.Const(constant);
    }
    if (constant != 0) {
      args.add(new Ground.Const(constant));
    }
    return args.size() == 1 ? args.get(0) : new Ground.IntOp(IntKind.SUM, args);
  }

  private static Ground compare(Expr.BinaryOp op, Ground l, Ground r) {
    CompareKind kind = switch (op) {
      case EQ -> CompareKind.EQ;
      case NE -> CompareKind.NE;
      case LT -> CompareKind.LT;
      case LE -> CompareKind.LE;
      case GT -> CompareKind.GT;
      default -> CompareKind.GE;
    };
    if (l.equals(r)) {
      // The same expression of the same queens on both sides: its value cannot differ from itself.
      return new Ground.Truth(kind == CompareKind.EQ || kind == CompareKind.LE || kind == CompareKind.GE);
    }
    if (l instanceof Ground.Const x && r instanceof Ground.Const y) {
      long a = x.value();
      long b = y.value();
      return new Ground.Truth(switch (kind) {
        case EQ -> a == b;
        case NE -> a != b;
        case LT -> a < b;
        case LE -> a <= b;
        case GT -> a > b;
        case GE -> a >= b;
      });
    }
    return new Ground.Compare(kind, l, r);
  }

  private static Ground and(List<Ground> parts) {
    List<Ground> args = new ArrayList<>();
    for (Ground g : parts) {
      if (g instanceof Ground.Truth t) {
        if (!t.value()) {
          return t;
        }
      } else if (g instanceof Ground.Logic l && l.kind() == LogicKind.AND) {
        args.addAll(l.args());
      } else {
        args.add(g);
      }
    }
    return args.isEmpty() ? new Ground.Truth(true) : args.size() == 1 ? args.get(0) : new Ground.Logic(LogicKind.AND, args);
  }

  private static Ground or(List<Ground> parts) {
    List<Ground> args = new ArrayList<>();
    for (Ground g : parts) {
      if (g instanceof Ground.Truth t) {
        if (t.value()) {
          return t;
        }
      } else if (g instanceof Ground.Logic l && l.kind() == LogicKind.OR) {
        args.addAll(l.args());
      } else {
        args.add(g);
      }
    }
    return args.isEmpty() ? new Ground.Truth(false) : args.size() == 1 ? args.get(0) : new Ground.Logic(LogicKind.OR, args);
  }

  private Ground comprehension(Expr.Comprehension c) {
    List<Ground> parts = new ArrayList<>();
    boolean[] decided = {false};
    forEachBinding(c.generators(), 0, c.where(), () -> {
      Ground g = ground(c.body());
      if (c.kind() == Expr.Aggregate.FORALL && g instanceof Ground.Truth t && !t.value()
          || c.kind() == Expr.Aggregate.EXISTS && g instanceof Ground.Truth t2 && t2.value()) {
        parts.clear();
        parts.add(g);
        decided[0] = true;
        return false;
      }
      parts.add(g);
      return true;
    });
    return switch (c.kind()) {
      case FORALL -> decided[0] ? parts.get(0) : and(parts);
      case EXISTS -> decided[0] ? parts.get(0) : or(parts);
      case SUM -> {
        List<Ground> terms = new ArrayList<>();
        long constant = 0;
        for (Ground g : parts) {
          if (g instanceof Ground.Const k) {
            constant = Math.addExact(constant, k.value());
          } else {
            terms.add(g);
          }
        }
        if (terms.isEmpty()) {
          yield new Ground.Const(constant);
        }
        if (constant != 0) {
          terms.add(new Ground.Const(constant));
        }
        yield terms.size() == 1 ? terms.get(0) : new Ground.IntOp(IntKind.SUM, terms);
      }
    };
  }

  private Ground allDifferent(Expr.AllDifferent a) {
    List<Ground> elements = new ArrayList<>();
    if (a.element() == null) {
      for (Expr e : a.elements()) {
        elements.add(ground(e));
      }
    } else {
      forEachBinding(a.generators(), 0, a.where(), () -> {
        elements.add(ground(a.element()));
        return true;
      });
    }
    if (new HashSet<>(elements).size() < elements.size()) {
      // Two equal expressions of the same queens can never differ.
      return new Ground.Truth(false);
    }
    if (elements.stream().allMatch(g -> g instanceof Ground.Const)) {
      Set<Long> seen = new HashSet<>();
      return new Ground.Truth(elements.stream().allMatch(g -> seen.add(((Ground.Const) g).value())));
    }
    return elements.size() < 2 ? new Ground.Truth(true) : new Ground.AllDifferent(elements);
  }

  /** Runs the body once per binding of the generators that passes the filter; stops when the body returns false. */
  private boolean forEachBinding(List<Generator> generators, int index, Expr where, java.util.function.BooleanSupplier body) {
    if (index == generators.size()) {
      if (where != null) {
        Ground w = ground(where);
        if (!(w instanceof Ground.Truth t)) {
          throw new BadInputException("the filter 'where " + where + "' is not fixed once n is known");
        }
        if (!t.value()) {
          return true;
        }
      }
      return body.getAsBoolean();
    }
    Generator g = generators.get(index);
    return names(g, 0, generators, index, where, body);
  }

  private boolean names(Generator g, int nameIndex, List<Generator> generators, int index, Expr where,
      java.util.function.BooleanSupplier body) {
    if (nameIndex == g.names().size()) {
      return forEachBinding(generators, index + 1, where, body);
    }
    long from = fixed(g.from(), "range bound");
    long to = fixed(g.to(), "range bound");
    String name = g.names().get(nameIndex);
    try {
      for (long v = from; v <= to; v++) {
        step();
        env.put(name, v);
        if (!names(g, nameIndex + 1, generators, index, where, body)) {
          return false;
        }
      }
      return true;
    } finally {
      env.remove(name);
    }
  }

  private long fixed(Expr e, String what) {
    Ground g = ground(e);
    if (!(g instanceof Ground.Const c)) {
      throw new BadInputException("the " + what + " " + e + " is not fixed once n is known");
    }
    return c.value();
  }
}
