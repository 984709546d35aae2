package io.nqueens.solver.choco;

import io.nqueens.model.expr.Ground;
import io.nqueens.model.expr.Ground.CompareKind;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.expression.discrete.arithmetic.ArExpression;
import org.chocosolver.solver.expression.discrete.relational.ReExpression;
import org.chocosolver.solver.variables.IntVar;

/**
 * Posts ground expression constraints through Choco's expression API ({@link ArExpression},
 * {@link ReExpression}), which Choco decomposes into propagators, so that they prune during the
 * search. Common shapes get Choco's own constraints: {@code q[a] op q[b] + k} as {@code arithm},
 * {@code abs(q[a] - q[b]) op k} as {@code distance}, and a top-level {@code alldifferent} as
 * {@code allDifferent}.
 */
final class ExpressionPoster {

  private final Model model;
  private final IntVar[] q;
  private final String consistency;

  ExpressionPoster(Model model, IntVar[] q, String consistency) {
    this.model = model;
    this.q = q;
    this.consistency = consistency;
  }

  void post(Ground g) {
    if (g instanceof Ground.Truth t) {
      if (!t.value()) {
        model.falseConstraint().post();
      }
      return;
    }
    if (g instanceof Ground.AllDifferent a) {
      IntVar[] vars = a.args().stream().map(x -> ar(x).intVar()).toArray(IntVar[]::new);
      model.allDifferent(vars, consistency).post();
      return;
    }
    if (g instanceof Ground.Logic l && l.kind() == Ground.LogicKind.AND) {
      l.args().forEach(this::post);
      return;
    }
    if (g instanceof Ground.Compare c && postDirectly(c)) {
      return;
    }
    re(g).post();
  }

  /** Comparisons Choco has a constraint for: q[a] op q[b], q[a] op k, abs(q[a] - q[b]) op k (k >= 0). */
  private boolean postDirectly(Ground.Compare c) {
    String op = symbol(c.kind());
    // Choco's arithm and distance mistake the same variable on both sides (q[5] > q[5] passed its
    // propagation), so those shapes go to the generic path; the unrolling folds most of them anyway.
    if (c.left() instanceof Ground.Q a && c.right() instanceof Ground.Q b && a.row() != b.row()) {
      model.arithm(q[a.row()], op, q[b.row()]).post();
      return true;
    }
    if (c.left() instanceof Ground.Q a && c.right() instanceof Ground.Const k && fitsInt(k.value())) {
      model.arithm(q[a.row()], op, (int) k.value()).post();
      return true;
    }
    if (c.left() instanceof Ground.IntOp abs && abs.kind() == Ground.IntKind.ABS
        && abs.args().get(0) instanceof Ground.IntOp sub && sub.kind() == Ground.IntKind.SUB
        && sub.args().get(0) instanceof Ground.Q a && sub.args().get(1) instanceof Ground.Q b && a.row() != b.row()
        // A negative distance goes the generic way too: Choco 5.0.0's distance propagator throws
        // ("Try to passivate a propagator already passive") on |x - y| != -2 and |x - y| > -1.
        && c.right() instanceof Ground.Const k && k.value() >= 0 && fitsInt(k.value())
        && (c.kind() == CompareKind.EQ || c.kind() == CompareKind.NE || c.kind() == CompareKind.LT || c.kind() == CompareKind.GT)) {
      model.distance(q[a.row()], q[b.row()], op, (int) k.value()).post();
      return true;
    }
    return false;
  }

  private static boolean fitsInt(long v) {
    return v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE;
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
    if (g instanceof Ground.Q r) {
      return q[r.row()];
    }
    if (g instanceof Ground.Const c) {
      return model.intVar(Math.toIntExact(c.value()));
    }
    Ground.IntOp op = (Ground.IntOp) g;
    List<Ground> args = op.args();
    return switch (op.kind()) {
      case NEG -> ar(args.get(0)).neg();
      case ABS -> ar(args.get(0)).abs();
      // A Choco relational expression is also an arithmetic one, worth 0 or 1.
      case BOOL2INT -> re(args.get(0));
      case SUM -> ar(args.get(0)).add(args.subList(1, args.size()).stream().map(this::ar).toArray(ArExpression[]::new));
      case SUB -> ar(args.get(0)).sub(ar(args.get(1)));
      case MUL -> ar(args.get(0)).mul(ar(args.get(1)));
      // Divisors are non-zero constants; Choco's div truncates toward zero and mod takes the dividend's sign, as MiniZinc's.
      case DIV -> ar(args.get(0)).div(Math.toIntExact(((Ground.Const) args.get(1)).value()));
      case MOD -> ar(args.get(0)).mod(Math.toIntExact(((Ground.Const) args.get(1)).value()));
      case MIN -> ar(args.get(0)).min(ar(args.get(1)));
      case MAX -> ar(args.get(0)).max(ar(args.get(1)));
    };
  }

  private ReExpression re(Ground g) {
    if (g instanceof Ground.Truth t) {
      return model.boolVar(t.value());
    }
    if (g instanceof Ground.Compare c) {
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
    if (g instanceof Ground.AllDifferent a) {
      // Inside a Boolean context: every pair differs.
      List<Ground> args = a.args();
      java.util.List<ReExpression> pairs = new java.util.ArrayList<>();
      for (int i = 0; i < args.size(); i++) {
        for (int j = i + 1; j < args.size(); j++) {
          pairs.add(ar(args.get(i)).ne(ar(args.get(j))));
        }
      }
      return and(pairs);
    }
    Ground.Logic l = (Ground.Logic) g;
    List<ReExpression> args = l.args().stream().map(this::re).toList();
    return switch (l.kind()) {
      case NOT -> args.get(0).not();
      case AND -> and(args);
      case OR -> args.get(0).or(args.subList(1, args.size()).toArray(ReExpression[]::new));
      case IMPLIES -> args.get(0).imp(args.get(1));
      case EQUIV -> args.get(0).iff(args.get(1));
      case XOR -> args.get(0).xor(args.get(1));
    };
  }

  private ReExpression and(List<ReExpression> args) {
    if (args.isEmpty()) {
      return model.boolVar(true);
    }
    return args.size() == 1 ? args.get(0) : args.get(0).and(args.subList(1, args.size()).toArray(ReExpression[]::new));
  }
}
