package io.nqueens.solver.choco;

import io.nqueens.model.expr.Bounds;
import io.nqueens.model.expr.Ground.CompareKind;
import io.nqueens.model.expr.Ground.IntKind;
import io.nqueens.model.expr.Ground;
import io.nqueens.model.expr.TermBounds;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.expression.discrete.arithmetic.ArExpression;
import org.chocosolver.solver.expression.discrete.relational.ReExpression;
import org.chocosolver.solver.variables.IntVar;

/**
 * Posts ground expression constraints through Choco's expression API ({@link ArExpression},
 * {@link ReExpression}), which Choco decomposes into propagators, so that they prune during the
 * search. Common shapes get Choco's own constraints: {@code q[a] op q[b] + k} as {@code arithm},
 * {@code abs(q[a] - q[b]) op k} as {@code distance}, and a top-level {@code alldifferent} as
 * {@code allDifferent}. The unrolling keeps every term within Choco's integer bounds.
 */
final class ExpressionPoster implements Ground.BoolVisitor<Void> {

  private final Model model;
  private final IntVar[] q;
  private final String consistency;
  private final Arithmetic arithmetic = new Arithmetic();
  private final Relations relations = new Relations();
  private final TermBounds bounds;

  ExpressionPoster(Model model, IntVar[] q, String consistency) {
    this.model = model;
    this.q = q;
    this.consistency = consistency;
    this.bounds = new TermBounds(q.length);
  }

  /** A variable equal to the integer term (the objective's value, say). */
  IntVar variable(Ground term) {
    return ar(term).intVar();
  }

  /** States that the ground constraint holds. */
  void post(Ground g) {
    g.acceptBool(this);
  }

  @Override
  public Void visitTruth(Ground.Truth t) {
    if (!t.value()) {
      model.falseConstraint().post();
    }
    return null;
  }

  @Override
  public Void visitAllDifferent(Ground.AllDifferent a) {
    IntVar[] vars = a.args().stream().map(x -> ar(x).intVar()).toArray(IntVar[]::new);
    model.allDifferent(vars, consistency).post();
    return null;
  }

  @Override
  public Void visitLogic(Ground.Logic l) {
    if (l.kind() == Ground.LogicKind.AND) {
      l.args().forEach(this::post);
    } else {
      re(l).post();
    }
    return null;
  }

  @Override
  public Void visitCompare(Ground.Compare c) {
    if (!postDirectly(c)) {
      re(c).post();
    }
    return null;
  }

  /** Comparisons Choco has a constraint for: q[a] op q[b], q[a] op k, abs(q[a] - q[b]) op k (k >= 0). */
  private boolean postDirectly(Ground.Compare c) {
    String op = symbol(c.kind());
    OptionalInt a = c.left().queenRow();
    OptionalInt b = c.right().queenRow();
    OptionalLong k = c.right().constant();
    // Choco's arithm and distance mistake the same variable on both sides (q[5] > q[5] passed its
    // propagation), so those shapes go to the generic path; the unrolling folds most of them anyway.
    if (a.isPresent() && b.isPresent() && a.getAsInt() != b.getAsInt()) {
      model.arithm(q[a.getAsInt()], op, q[b.getAsInt()]).post();
      return true;
    }
    if (a.isPresent() && k.isPresent()) {
      model.arithm(q[a.getAsInt()], op, Math.toIntExact(k.getAsLong())).post();
      return true;
    }
    List<Ground> sub = c.left().operandsOf(IntKind.ABS).flatMap(args -> args.get(0).operandsOf(IntKind.SUB)).orElse(List.of());
    if (sub.isEmpty() || k.isEmpty()) {
      return false;
    }
    OptionalInt x = sub.get(0).queenRow();
    OptionalInt y = sub.get(1).queenRow();
    // A negative distance goes the generic way too: Choco 5.0.0's distance propagator throws
    // ("Try to passivate a propagator already passive") on |x - y| != -2 and |x - y| > -1.
    boolean distance = c.kind() == CompareKind.EQ || c.kind() == CompareKind.NE || c.kind() == CompareKind.LT || c.kind() == CompareKind.GT;
    if (x.isPresent() && y.isPresent() && x.getAsInt() != y.getAsInt() && k.getAsLong() >= 0 && distance) {
      model.distance(q[x.getAsInt()], q[y.getAsInt()], op, Math.toIntExact(k.getAsLong())).post();
      return true;
    }
    return false;
  }

  private static String symbol(CompareKind kind) {
    return switch (kind) {
      case EQ -> "=";
      case NE -> "!=";
      case LT -> "<";
      case LE -> "<=";
      case GT -> ">";
      case GE -> ">=";
    };
  }

  private ArExpression ar(Ground g) {
    return g.acceptInt(arithmetic);
  }

  private ReExpression re(Ground g) {
    return g.acceptBool(relations);
  }

  private final class Arithmetic implements Ground.IntVisitor<ArExpression> {
    @Override
    public ArExpression visitQ(Ground.Q r) {
      return q[r.row()];
    }

    @Override
    public ArExpression visitConst(Ground.Const c) {
      return model.intVar(Math.toIntExact(c.value()));
    }

    @Override
    public ArExpression visitIntOp(Ground.IntOp op) {
      Affine affine = op.acceptInt(AFFINE);
      if (affine != null && affine.row >= 0) {
        // a * q[r] + b is a view of q[r]: no variable and no constraint of its own.
        IntVar v = q[affine.row];
        v = affine.a == 1 ? v : affine.a == -1 ? model.neg(v) : model.mul(v, Math.toIntExact(affine.a));
        return affine.b == 0 ? v : model.offset(v, Math.toIntExact(affine.b));
      }
      List<Ground> args = op.args();
      return switch (op.kind()) {
        case NEG -> ar(args.get(0)).neg();
        case ABS -> ar(args.get(0)).abs();
        // A Choco relational expression is also an arithmetic one, worth 0 or 1.
        case BOOL2INT -> re(args.get(0));
        case SUM -> ar(args.get(0)).add(args.subList(1, args.size()).stream().map(ExpressionPoster.this::ar).toArray(ArExpression[]::new));
        case SUB -> ar(args.get(0)).sub(ar(args.get(1)));
        case MUL -> ar(args.get(0)).mul(ar(args.get(1)));
        // Divisors are non-zero constants; Choco's div truncates toward zero and mod takes the dividend's sign, as MiniZinc's.
        case DIV -> ar(args.get(0)).div(divisor(args.get(1)));
        case MOD -> ar(args.get(0)).mod(divisor(args.get(1)));
        case MIN, MAX -> {
          ArExpression out = ar(args.get(0));
          for (Ground a : args.subList(1, args.size())) {
            out = op.kind() == IntKind.MIN ? out.min(ar(a)) : out.max(ar(a));
          }
          yield out;
        }
      };
    }

    /** A table picked by a term: Choco's element constraint over a variable with the values' bounds. */
    @Override
    public ArExpression visitElement(Ground.Element e) {
      IntVar index = ar(e.index()).intVar();
      Bounds b = bounds.of(e);
      IntVar value = model.intVar(e.table() + "_" + index.getName(), Math.toIntExact(b.lo()), Math.toIntExact(b.hi()));
      model.element(value, e.values().stream().mapToInt(Long::intValue).toArray(), index, /*offset=*/ 0).post();
      return value;
    }

    private int divisor(Ground g) {
      return Math.toIntExact(g.constant().orElseThrow(() -> new IllegalStateException("a divisor is a constant: " + g)));
    }
  }

  /** a * q[row] + b (row -1: the constant b), with a and b small enough for Choco's int views. */
  private record Affine(int row, long a, long b) {
    Affine plus(Affine o) {
      if (row >= 0 && o.row >= 0 && row != o.row) {
        return null;
      }
      Affine sum = new Affine(row >= 0 ? row : o.row, a + o.a, b + o.b);
      return sum.small() ? sum : null;
    }

    Affine times(long k) {
      Affine p = new Affine(k == 0 ? -1 : row, a * k, b * k);
      return p.small() ? p : null;
    }

    boolean small() {
      return Math.abs(a) <= 1 << 20 && Math.abs(b) <= 1 << 20 && (row < 0 || a != 0);
    }
  }

  /** A term's affine form in one queen, or null when it has none (two queens, abs, mod, ...). */
  private static final Ground.IntVisitor<Affine> AFFINE = new Ground.IntVisitor<>() {
    @Override
    public Affine visitConst(Ground.Const c) {
      Affine k = new Affine(-1, 0, c.value());
      return k.small() ? k : null;
    }

    @Override
    public Affine visitQ(Ground.Q g) {
      return new Affine(g.row(), 1, 0);
    }

    @Override
    public Affine visitElement(Ground.Element g) {
      return null;
    }

    @Override
    public Affine visitIntOp(Ground.IntOp op) {
      List<Ground> args = op.args();
      switch (op.kind()) {
        case SUM -> {
          Affine sum = new Affine(-1, 0, 0);
          for (Ground g : args) {
            Affine x = g.acceptInt(this);
            sum = x == null ? null : sum.plus(x);
            if (sum == null) {
              return null;
            }
          }
          return sum;
        }
        case SUB -> {
          Affine x = args.get(0).acceptInt(this);
          Affine y = args.get(1).acceptInt(this);
          Affine minusY = y == null ? null : y.times(-1);
          return x == null || minusY == null ? null : x.plus(minusY);
        }
        case NEG -> {
          Affine x = args.get(0).acceptInt(this);
          return x == null ? null : x.times(-1);
        }
        case MUL -> {
          Affine x = args.get(0).acceptInt(this);
          Affine y = args.get(1).acceptInt(this);
          if (x == null || y == null) {
            return null;
          }
          return x.row < 0 ? y.times(x.b) : y.row < 0 ? x.times(y.b) : null;
        }
        default -> {
          return null;
        }
      }
    }
  };

  private final class Relations implements Ground.BoolVisitor<ReExpression> {
    @Override
    public ReExpression visitTruth(Ground.Truth t) {
      return model.boolVar(t.value());
    }

    @Override
    public ReExpression visitCompare(Ground.Compare c) {
      ArExpression a = ar(c.left());
      ArExpression b = ar(c.right());
      return switch (c.kind()) {
        case EQ -> a.eq(b);
        case NE -> a.ne(b);
        case LT -> a.lt(b);
        case LE -> a.le(b);
        case GT -> a.gt(b);
        case GE -> a.ge(b);
      };
    }

    @Override
    public ReExpression visitAllDifferent(Ground.AllDifferent a) {
      // Inside a Boolean context: every pair differs.
      List<Ground> args = a.args();
      List<ReExpression> pairs = new ArrayList<>();
      for (int i = 0; i < args.size(); i++) {
        for (int j = i + 1; j < args.size(); j++) {
          pairs.add(ar(args.get(i)).ne(ar(args.get(j))));
        }
      }
      return and(pairs);
    }

    @Override
    public ReExpression visitLogic(Ground.Logic l) {
      List<ReExpression> args = l.args().stream().map(ExpressionPoster.this::re).toList();
      return switch (l.kind()) {
        case NOT -> args.get(0).not();
        case AND -> and(args);
        case OR -> args.get(0).or(args.subList(1, args.size()).toArray(ReExpression[]::new));
        case IMPLIES -> args.get(0).imp(args.get(1));
        case EQUIV -> args.get(0).iff(args.get(1));
        case XOR -> args.get(0).xor(args.get(1));
      };
    }
  }

  private ReExpression and(List<ReExpression> args) {
    if (args.isEmpty()) {
      return model.boolVar(true);
    }
    return args.size() == 1 ? args.get(0) : args.get(0).and(args.subList(1, args.size()).toArray(ReExpression[]::new));
  }
}
