package io.nqueens.solver.backtracking;

import io.nqueens.model.expr.Ground;
import io.nqueens.model.expr.Ground.CompareKind;
import java.util.ArrayList;
import java.util.List;

/**
 * Expression constraints as the hand-written searches use them, each ground conjunct with the rows
 * it mentions: a search checks one as soon as the last of its queens stands, whatever the order
 * of rows. A top-level {@code alldifferent} becomes one {@code !=} per pair, so that each pair is
 * checked as early as it can be. The backtracker's own evaluator of ground trees (the checker has
 * another, over the syntax tree).
 */
final class GroundChecks {

  /** One ground conjunct and the rows of the queens it mentions, ascending. */
  record Check(Ground ground, int[] rows) {
    int lastRow() {
      return rows[rows.length - 1];
    }
  }

  private GroundChecks() {}

  /** Splits ground conjuncts into checks (a top-level alldifferent into pairs). */
  static List<Check> of(List<Ground> conjuncts) {
    List<Check> out = new ArrayList<>();
    for (Ground g : conjuncts) {
      if (g instanceof Ground.AllDifferent a) {
        List<Ground> args = a.args();
        for (int i = 0; i < args.size(); i++) {
          for (int j = i + 1; j < args.size(); j++) {
            add(out, new Ground.Compare(CompareKind.NE, args.get(i), args.get(j)));
          }
        }
      } else {
        add(out, g);
      }
    }
    return out;
  }

  private static void add(List<Check> out, Ground g) {
    out.add(new Check(g, g.rows().stream().mapToInt(Integer::intValue).toArray()));
  }

  /** Whether the ground constraint holds with the queens placed so far (every row it mentions must be placed). */
  static boolean holds(Ground g, int[] queens) {
    if (g instanceof Ground.Truth t) {
      return t.value();
    }
    if (g instanceof Ground.Compare c) {
      long a = value(c.left(), queens);
      long b = value(c.right(), queens);
      return switch (c.kind()) {
        case EQ -> a == b;
        case NE -> a != b;
        case LT -> a < b;
        case LE -> a <= b;
        case GT -> a > b;
        case GE -> a >= b;
      };
    }
    if (g instanceof Ground.Logic l) {
      List<Ground> args = l.args();
      switch (l.kind()) {
        case NOT:
          return !holds(args.get(0), queens);
        case AND:
          for (Ground a : args) {
            if (!holds(a, queens)) {
              return false;
            }
          }
          return true;
        case OR:
          for (Ground a : args) {
            if (holds(a, queens)) {
              return true;
            }
          }
          return false;
        case IMPLIES:
          return !holds(args.get(0), queens) || holds(args.get(1), queens);
        case EQUIV:
          return holds(args.get(0), queens) == holds(args.get(1), queens);
        default:
          return holds(args.get(0), queens) != holds(args.get(1), queens);
      }
    }
    Ground.AllDifferent a = (Ground.AllDifferent) g;
    java.util.Set<Long> seen = new java.util.HashSet<>();
    for (Ground x : a.args()) {
      if (!seen.add(value(x, queens))) {
        return false;
      }
    }
    return true;
  }

  static long value(Ground g, int[] queens) {
    if (g instanceof Ground.Q q) {
      return queens[q.row()];
    }
    if (g instanceof Ground.Const c) {
      return c.value();
    }
    Ground.IntOp op = (Ground.IntOp) g;
    List<Ground> args = op.args();
    switch (op.kind()) {
      case NEG:
        return -value(args.get(0), queens);
      case ABS:
        return Math.abs(value(args.get(0), queens));
      case BOOL2INT:
        return holds(args.get(0), queens) ? 1 : 0;
      case SUM: {
        long s = 0;
        for (Ground a : args) {
          s += value(a, queens);
        }
        return s;
      }
      default:
        break;
    }
    long a = value(args.get(0), queens);
    long b = value(args.get(1), queens);
    return switch (op.kind()) {
      case SUB -> a - b;
      case MUL -> a * b;
      case DIV -> a / b;
      case MOD -> a % b;
      case MIN -> Math.min(a, b);
      default -> Math.max(a, b);
    };
  }
}
