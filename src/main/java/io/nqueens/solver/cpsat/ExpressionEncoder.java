package io.nqueens.solver.cpsat;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearArgument;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import com.google.ortools.sat.Literal;
import io.nqueens.model.expr.Ground;
import io.nqueens.model.expr.Ground.CompareKind;
import java.util.ArrayList;
import java.util.List;

/**
 * Flattens ground expression constraints into CP-SAT: linear parts stay linear expressions;
 * {@code abs}, {@code min}, {@code max}, products of variables, {@code div} and {@code mod} get an
 * auxiliary variable with bounds worked out from the queens' domains (0..n-1) and CP-SAT's
 * equality constraint for the operation; comparisons inside Boolean structure are reified with
 * {@code OnlyEnforceIf}; a top-level {@code alldifferent} is {@code AddAllDifferent}.
 */
final class ExpressionEncoder {

  /** An integer expression with the bounds of its values. */
  private record Term(LinearArgument expr, long lo, long hi) {}

  private final CpModel model;
  private final IntVar[] q;
  private final int n;
  private int aux;

  ExpressionEncoder(CpModel model, IntVar[] q) {
    this.model = model;
    this.q = q;
    this.n = q.length;
  }

  /** States that the ground constraint holds. */
  void post(Ground g) {
    if (g instanceof Ground.Truth t) {
      if (!t.value()) {
        model.addBoolOr(new Literal[] {model.falseLiteral()});
      }
    } else if (g instanceof Ground.AllDifferent a) {
      model.addAllDifferent(a.args().stream().map(x -> term(x).expr()).toArray(LinearArgument[]::new));
    } else if (g instanceof Ground.Compare c) {
      relation(c.kind(), term(c.left()).expr(), term(c.right()).expr());
    } else if (g instanceof Ground.Logic l && l.kind() == Ground.LogicKind.AND) {
      l.args().forEach(this::post);
    } else if (g instanceof Ground.Logic l && l.kind() == Ground.LogicKind.OR) {
      model.addBoolOr(l.args().stream().map(this::literal).toArray(Literal[]::new));
    } else if (g instanceof Ground.Logic l && l.kind() == Ground.LogicKind.IMPLIES) {
      model.addImplication(literal(l.args().get(0)), literal(l.args().get(1)));
    } else {
      model.addBoolOr(new Literal[] {literal(g)});
    }
  }

  private com.google.ortools.sat.Constraint relation(CompareKind kind, LinearArgument a, LinearArgument b) {
    return switch (kind) {
      case EQ -> model.addEquality(a, b);
      case NE -> model.addDifferent(a, b);
      case LT -> model.addLessThan(a, b);
      case LE -> model.addLessOrEqual(a, b);
      case GT -> model.addGreaterThan(a, b);
      case GE -> model.addGreaterOrEqual(a, b);
    };
  }

  private static CompareKind negation(CompareKind kind) {
    return switch (kind) {
      case EQ -> CompareKind.NE;
      case NE -> CompareKind.EQ;
      case LT -> CompareKind.GE;
      case LE -> CompareKind.GT;
      case GT -> CompareKind.LE;
      case GE -> CompareKind.LT;
    };
  }

  /** A literal that is true exactly when the ground Boolean holds. */
  private Literal literal(Ground g) {
    if (g instanceof Ground.Truth t) {
      return t.value() ? model.trueLiteral() : model.falseLiteral();
    }
    if (g instanceof Ground.Compare c) {
      LinearArgument a = term(c.left()).expr();
      LinearArgument b = term(c.right()).expr();
      BoolVar holds = newBool();
      relation(c.kind(), a, b).onlyEnforceIf(holds);
      relation(negation(c.kind()), a, b).onlyEnforceIf(holds.not());
      return holds;
    }
    if (g instanceof Ground.AllDifferent a) {
      List<Ground> pairs = new ArrayList<>();
      for (int i = 0; i < a.args().size(); i++) {
        for (int j = i + 1; j < a.args().size(); j++) {
          pairs.add(new Ground.Compare(CompareKind.NE, a.args().get(i), a.args().get(j)));
        }
      }
      return and(pairs.stream().map(this::literal).toList());
    }
    Ground.Logic l = (Ground.Logic) g;
    List<Literal> args = l.args().stream().map(this::literal).toList();
    return switch (l.kind()) {
      case NOT -> args.get(0).not();
      case AND -> and(args);
      case OR -> or(args);
      case IMPLIES -> or(List.of(args.get(0).not(), args.get(1)));
      case EQUIV -> equal(args.get(0), args.get(1));
      case XOR -> equal(args.get(0), args.get(1)).not();
    };
  }

  /** b <=> all of the literals. */
  private Literal and(List<Literal> args) {
    BoolVar b = newBool();
    List<Literal> clause = new ArrayList<>();
    for (Literal x : args) {
      model.addImplication(b, x);
      clause.add(x.not());
    }
    clause.add(b);
    model.addBoolOr(clause.toArray(Literal[]::new));
    return b;
  }

  /** b <=> some of the literals. */
  private Literal or(List<Literal> args) {
    BoolVar b = newBool();
    for (Literal x : args) {
      model.addImplication(x, b);
    }
    List<Literal> clause = new ArrayList<>(args);
    clause.add(b.not());
    model.addBoolOr(clause.toArray(Literal[]::new));
    return b;
  }

  /** b <=> (x <=> y). */
  private Literal equal(Literal x, Literal y) {
    BoolVar b = newBool();
    model.addEquality(x, y).onlyEnforceIf(b);
    model.addDifferent(x, y).onlyEnforceIf(b.not());
    return b;
  }

  private BoolVar newBool() {
    return model.newBoolVar("e" + aux++);
  }

  private Term term(Ground g) {
    if (g instanceof Ground.Const c) {
      return new Term(LinearExpr.constant(c.value()), c.value(), c.value());
    }
    if (g instanceof Ground.Q r) {
      return new Term(q[r.row()], 0, n - 1);
    }
    Ground.IntOp op = (Ground.IntOp) g;
    List<Ground> args = op.args();
    switch (op.kind()) {
      case BOOL2INT -> {
        // A literal is a 0/1 linear expression (a negated one is 1 - x).
        return new Term(literal(args.get(0)), 0, 1);
      }
      case NEG -> {
        Term a = term(args.get(0));
        return new Term(LinearExpr.term(a.expr(), -1), -a.hi(), -a.lo());
      }
      case SUM -> {
        LinearExprBuilder sum = LinearExpr.newBuilder();
        long lo = 0;
        long hi = 0;
        for (Ground x : args) {
          Term t = term(x);
          sum.add(t.expr());
          lo += t.lo();
          hi += t.hi();
        }
        return new Term(sum.build(), lo, hi);
      }
      case SUB -> {
        Term a = term(args.get(0));
        Term b = term(args.get(1));
        return new Term(LinearExpr.newBuilder().add(a.expr()).addTerm(b.expr(), -1).build(), a.lo() - b.hi(), a.hi() - b.lo());
      }
      default -> {
        return nonLinear(op.kind(), term(args.get(0)), args.size() > 1 ? args.get(1) : null);
      }
    }
  }

  private Term nonLinear(Ground.IntKind kind, Term a, Ground second) {
    switch (kind) {
      case ABS -> {
        long hi = Math.max(Math.abs(a.lo()), Math.abs(a.hi()));
        long lo = a.lo() <= 0 && a.hi() >= 0 ? 0 : Math.min(Math.abs(a.lo()), Math.abs(a.hi()));
        IntVar t = model.newIntVar(lo, hi, "abs" + aux++);
        model.addAbsEquality(t, a.expr());
        return new Term(t, lo, hi);
      }
      case MIN, MAX -> {
        Term b = term(second);
        boolean min = kind == Ground.IntKind.MIN;
        long lo = min ? Math.min(a.lo(), b.lo()) : Math.max(a.lo(), b.lo());
        long hi = min ? Math.min(a.hi(), b.hi()) : Math.max(a.hi(), b.hi());
        IntVar t = model.newIntVar(lo, hi, (min ? "min" : "max") + aux++);
        LinearArgument[] both = {a.expr(), b.expr()};
        if (min) {
          model.addMinEquality(t, both);
        } else {
          model.addMaxEquality(t, both);
        }
        return new Term(t, lo, hi);
      }
      case MUL -> {
        Term b = term(second);
        if (second instanceof Ground.Const k) {
          long x = a.lo() * k.value();
          long y = a.hi() * k.value();
          return new Term(LinearExpr.term(a.expr(), k.value()), Math.min(x, y), Math.max(x, y));
        }
        long[] corners = {a.lo() * b.lo(), a.lo() * b.hi(), a.hi() * b.lo(), a.hi() * b.hi()};
        long lo = Math.min(Math.min(corners[0], corners[1]), Math.min(corners[2], corners[3]));
        long hi = Math.max(Math.max(corners[0], corners[1]), Math.max(corners[2], corners[3]));
        IntVar t = model.newIntVar(lo, hi, "mul" + aux++);
        model.addMultiplicationEquality(t, a.expr(), b.expr());
        return new Term(t, lo, hi);
      }
      case DIV -> {
        long d = ((Ground.Const) second).value();
        long ad = Math.abs(d);
        // Truncating division: a div -d = -(a div d). CP-SAT's division truncates toward zero too.
        long lo = a.lo() / ad;
        long hi = a.hi() / ad;
        IntVar t = model.newIntVar(lo, hi, "div" + aux++);
        model.addDivisionEquality(t, a.expr(), LinearExpr.constant(ad));
        return d > 0 ? new Term(t, lo, hi) : new Term(LinearExpr.term(t, -1), -hi, -lo);
      }
      case MOD -> {
        long ad = Math.abs(((Ground.Const) second).value());
        // The remainder takes the dividend's sign, as in MiniZinc; the divisor's sign does not matter.
        long lo = a.lo() >= 0 ? 0 : -(ad - 1);
        long hi = a.hi() <= 0 ? 0 : ad - 1;
        IntVar t = model.newIntVar(lo, hi, "mod" + aux++);
        model.addModuloEquality(t, a.expr(), ad);
        return new Term(t, lo, hi);
      }
      default -> throw new IllegalStateException("not a non-linear operation: " + kind);
    }
  }
}
