package io.nqueens.solver.ortools;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.Constraint;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearArgument;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import com.google.ortools.sat.Literal;
import io.nqueens.model.expr.Bounds;
import io.nqueens.model.expr.Ground.CompareKind;
import io.nqueens.model.expr.Ground;
import io.nqueens.model.expr.TermBounds;
import java.util.ArrayList;
import java.util.List;

/**
 * Flattens ground expression constraints into CP-SAT: linear parts stay linear expressions;
 * {@code abs}, {@code min}, {@code max}, products of variables, {@code div} and {@code mod} get an
 * auxiliary variable with the bounds the unrolling worked out from the queens' domains (0..n-1)
 * and CP-SAT's equality constraint for the operation; comparisons inside Boolean structure are
 * reified with {@code OnlyEnforceIf}; a top-level {@code alldifferent} is {@code AddAllDifferent}.
 */
final class ExpressionEncoder implements Ground.BoolVisitor<Void> {

  private final CpModel model;
  private final IntVar[] q;
  private final TermBounds bounds;
  private final Literals literals = new Literals();
  private final Terms terms = new Terms();
  private int aux;

  ExpressionEncoder(CpModel model, IntVar[] q) {
    this.model = model;
    this.q = q;
    this.bounds = new TermBounds(q.length);
  }

  /** States that the ground constraint holds. */
  void post(Ground g) {
    g.acceptBool(this);
  }

  @Override
  public Void visitTruth(Ground.Truth t) {
    if (!t.value()) {
      model.addBoolOr(new Literal[] {model.falseLiteral()});
    }
    return null;
  }

  @Override
  public Void visitAllDifferent(Ground.AllDifferent a) {
    model.addAllDifferent(a.args().stream().map(this::term).toArray(LinearArgument[]::new));
    return null;
  }

  @Override
  public Void visitCompare(Ground.Compare c) {
    relation(c.kind(), term(c.left()), term(c.right()));
    return null;
  }

  @Override
  public Void visitLogic(Ground.Logic l) {
    switch (l.kind()) {
      case AND -> l.args().forEach(this::post);
      case OR -> model.addBoolOr(l.args().stream().map(this::literal).toArray(Literal[]::new));
      case IMPLIES -> model.addImplication(literal(l.args().get(0)), literal(l.args().get(1)));
      default -> model.addBoolOr(new Literal[] {literal(l)});
    }
    return null;
  }

  private Constraint relation(CompareKind kind, LinearArgument a, LinearArgument b) {
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
    return g.acceptBool(literals);
  }

  private LinearArgument term(Ground g) {
    return g.acceptInt(terms);
  }

  private final class Literals implements Ground.BoolVisitor<Literal> {
    @Override
    public Literal visitTruth(Ground.Truth t) {
      return t.value() ? model.trueLiteral() : model.falseLiteral();
    }

    @Override
    public Literal visitCompare(Ground.Compare c) {
      LinearArgument a = term(c.left());
      LinearArgument b = term(c.right());
      BoolVar holds = newBool();
      relation(c.kind(), a, b).onlyEnforceIf(holds);
      relation(negation(c.kind()), a, b).onlyEnforceIf(holds.not());
      return holds;
    }

    @Override
    public Literal visitAllDifferent(Ground.AllDifferent a) {
      List<Literal> pairs = new ArrayList<>();
      for (int i = 0; i < a.args().size(); i++) {
        for (int j = i + 1; j < a.args().size(); j++) {
          pairs.add(literal(new Ground.Compare(CompareKind.NE, a.args().get(i), a.args().get(j))));
        }
      }
      return and(pairs);
    }

    @Override
    public Literal visitLogic(Ground.Logic l) {
      List<Literal> args = l.args().stream().map(ExpressionEncoder.this::literal).toList();
      return switch (l.kind()) {
        case NOT -> args.get(0).not();
        case AND -> and(args);
        case OR -> or(args);
        case IMPLIES -> or(List.of(args.get(0).not(), args.get(1)));
        case EQUIV -> equal(args.get(0), args.get(1));
        case XOR -> equal(args.get(0), args.get(1)).not();
      };
    }
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

  /** An auxiliary variable over the term's bounds. */
  private IntVar auxiliary(Ground term, String name) {
    Bounds b = bounds.of(term);
    return model.newIntVar(b.lo(), b.hi(), name + aux++);
  }

  private final class Terms implements Ground.IntVisitor<LinearArgument> {
    @Override
    public LinearArgument visitConst(Ground.Const c) {
      return LinearExpr.constant(c.value());
    }

    @Override
    public LinearArgument visitQ(Ground.Q r) {
      return q[r.row()];
    }

    @Override
    public LinearArgument visitIntOp(Ground.IntOp op) {
      List<Ground> args = op.args();
      return switch (op.kind()) {
        case BOOL2INT -> {
          // A literal is a 0/1 linear expression (a negated one is 1 - x).
          yield literal(args.get(0));
        }
        case NEG -> {
          yield LinearExpr.term(term(args.get(0)), -1);
        }
        case SUM -> {
          LinearExprBuilder sum = LinearExpr.newBuilder();
          args.forEach(x -> sum.add(term(x)));
          yield sum.build();
        }
        case SUB -> {
          yield LinearExpr.newBuilder().add(term(args.get(0))).addTerm(term(args.get(1)), -1).build();
        }
        case ABS -> {
          IntVar t = auxiliary(op, "abs");
          model.addAbsEquality(t, term(args.get(0)));
          yield t;
        }
        case MIN, MAX -> {
          IntVar t = auxiliary(op, op.kind() == Ground.IntKind.MIN ? "min" : "max");
          LinearArgument[] both = args.stream().map(ExpressionEncoder.this::term).toArray(LinearArgument[]::new);
          if (op.kind() == Ground.IntKind.MIN) {
            model.addMinEquality(t, both);
          } else {
            model.addMaxEquality(t, both);
          }
          yield t;
        }
        case MUL -> {
          if (args.get(1).constant().isPresent()) {
            yield LinearExpr.term(term(args.get(0)), args.get(1).constant().getAsLong());
          }
          if (args.get(0).constant().isPresent()) {
            yield LinearExpr.term(term(args.get(1)), args.get(0).constant().getAsLong());
          }
          IntVar t = auxiliary(op, "mul");
          model.addMultiplicationEquality(t, term(args.get(0)), term(args.get(1)));
          yield t;
        }
        case DIV -> {
          long d = divisor(args.get(1));
          // Truncating division: a div -d = -(a div d). CP-SAT's division truncates toward zero too.
          Ground positive = new Ground.IntOp(Ground.IntKind.DIV, List.of(args.get(0), new Ground.Const(Math.abs(d))));
          IntVar t = auxiliary(positive, "div");
          model.addDivisionEquality(t, term(args.get(0)), LinearExpr.constant(Math.abs(d)));
          yield d > 0 ? t : LinearExpr.term(t, -1);
        }
        case MOD -> {
          // The remainder takes the dividend's sign, as in MiniZinc; the divisor's sign does not matter.
          IntVar t = auxiliary(op, "mod");
          model.addModuloEquality(t, term(args.get(0)), Math.abs(divisor(args.get(1))));
          yield t;
        }
      };
    }

    private long divisor(Ground g) {
      return g.constant().orElseThrow(() -> new IllegalStateException("a divisor is a constant: " + g));
    }

    /** A table picked by a term: CP-SAT's element constraint over an auxiliary with the values' bounds. */
    @Override
    public LinearArgument visitElement(Ground.Element e) {
      IntVar t = auxiliary(e, "element");
      model.addElement(term(e.index()), e.array(), t);
      return t;
    }
  }

  /** A linear argument equal to the integer term (the objective's value, say). */
  LinearArgument linear(Ground term) {
    return term(term);
  }
}
