package io.nqueens.solver.backtracking;

import io.nqueens.model.expr.Ground;
import io.nqueens.model.expr.Ground.CompareKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Expression constraints as the hand-written searches use them, each ground conjunct with the rows
 * it mentions: a search checks one as soon as the last of its queens stands, whatever the order
 * of rows. A top-level {@code alldifferent} becomes one {@code !=} per pair, so that each pair is
 * checked as early as it can be. Each conjunct is compiled once into a tree of small evaluators
 * (the backtracker's own; the checker evaluates the syntax tree instead). The unrolling keeps every
 * term within {@link io.nqueens.model.expr.Bounds#MAX_MAGNITUDE}, so {@code long} arithmetic here
 * cannot overflow.
 */
final class GroundChecks {

  /** An integer term of the queens placed so far. */
  interface Term {
    long value(int[] queens);
  }

  /** A Boolean of the queens placed so far. */
  interface Test {
    boolean holds(int[] queens);
  }

  /** One ground conjunct, compiled, and the rows of the queens it mentions, ascending. */
  record Check(Ground ground, int[] rows, Test test) {
    int lastRow() {
      return rows[rows.length - 1];
    }

    /** Whether it holds with the queens placed so far (every row it mentions must be placed). */
    boolean holds(int[] queens) {
      return test.holds(queens);
    }
  }

  private GroundChecks() {}

  /** Splits ground conjuncts into checks (a top-level alldifferent into pairs). */
  static List<Check> of(List<Ground> conjuncts) {
    List<Check> out = new ArrayList<>();
    for (Ground g : conjuncts) {
      for (Ground part : g.acceptBool(PAIRS)) {
        out.add(new Check(part, part.rows().stream().mapToInt(Integer::intValue).toArray(), test(part)));
      }
    }
    return out;
  }

  /** A conjunct as the checks it makes: itself, or an alldifferent's pairs. */
  private static final Ground.BoolVisitor<List<Ground>> PAIRS = new Ground.BoolVisitor<>() {
    @Override
    public List<Ground> visitAllDifferent(Ground.AllDifferent a) {
      List<Ground> args = a.args();
      List<Ground> pairs = new ArrayList<>();
      for (int i = 0; i < args.size(); i++) {
        for (int j = i + 1; j < args.size(); j++) {
          pairs.add(new Ground.Compare(CompareKind.NE, args.get(i), args.get(j)));
        }
      }
      return pairs;
    }

    @Override
    public List<Ground> visitTruth(Ground.Truth g) {
      return List.of(g);
    }

    @Override
    public List<Ground> visitCompare(Ground.Compare g) {
      return List.of(g);
    }

    @Override
    public List<Ground> visitLogic(Ground.Logic g) {
      return List.of(g);
    }
  };

  static Test test(Ground g) {
    return g.acceptBool(TESTS);
  }

  static Term term(Ground g) {
    return g.acceptInt(TERMS);
  }

  private static final Ground.BoolVisitor<Test> TESTS = new Ground.BoolVisitor<>() {
    @Override
    public Test visitTruth(Ground.Truth g) {
      boolean v = g.value();
      return queens -> v;
    }

    @Override
    public Test visitCompare(Ground.Compare c) {
      Term a = term(c.left());
      Term b = term(c.right());
      return switch (c.kind()) {
        case EQ -> queens -> a.value(queens) == b.value(queens);
        case NE -> queens -> a.value(queens) != b.value(queens);
        case LT -> queens -> a.value(queens) < b.value(queens);
        case LE -> queens -> a.value(queens) <= b.value(queens);
        case GT -> queens -> a.value(queens) > b.value(queens);
        case GE -> queens -> a.value(queens) >= b.value(queens);
      };
    }

    @Override
    public Test visitLogic(Ground.Logic l) {
      Test[] args = l.args().stream().map(GroundChecks::test).toArray(Test[]::new);
      return switch (l.kind()) {
        case NOT -> queens -> !args[0].holds(queens);
        case AND -> queens -> {
          for (Test a : args) {
            if (!a.holds(queens)) {
              return false;
            }
          }
          return true;
        };
        case OR -> queens -> {
          for (Test a : args) {
            if (a.holds(queens)) {
              return true;
            }
          }
          return false;
        };
        case IMPLIES -> queens -> !args[0].holds(queens) || args[1].holds(queens);
        case EQUIV -> queens -> args[0].holds(queens) == args[1].holds(queens);
        case XOR -> queens -> args[0].holds(queens) != args[1].holds(queens);
      };
    }

    @Override
    public Test visitAllDifferent(Ground.AllDifferent a) {
      Term[] args = a.args().stream().map(GroundChecks::term).toArray(Term[]::new);
      return queens -> {
        Set<Long> seen = new HashSet<>();
        for (Term x : args) {
          if (!seen.add(x.value(queens))) {
            return false;
          }
        }
        return true;
      };
    }
  };

  private static final Ground.IntVisitor<Term> TERMS = new Ground.IntVisitor<>() {
    @Override
    public Term visitConst(Ground.Const g) {
      long v = g.value();
      return queens -> v;
    }

    @Override
    public Term visitQ(Ground.Q g) {
      int row = g.row();
      return queens -> queens[row];
    }

    @Override
    public Term visitIntOp(Ground.IntOp op) {
      List<Ground> list = op.args();
      if (op.kind() == Ground.IntKind.BOOL2INT) {
        Test t = test(list.get(0));
        return queens -> t.holds(queens) ? 1 : 0;
      }
      Term a = term(list.get(0));
      Term b = list.size() > 1 ? term(list.get(1)) : null;
      return switch (op.kind()) {
        case NEG -> queens -> -a.value(queens);
        case ABS -> queens -> Math.abs(a.value(queens));
        case BOOL2INT -> throw new IllegalStateException("compiled above");
        case SUM -> {
          Term[] args = list.stream().map(GroundChecks::term).toArray(Term[]::new);
          yield queens -> {
            long s = 0;
            for (Term x : args) {
              s += x.value(queens);
            }
            return s;
          };
        }
        case SUB -> queens -> a.value(queens) - b.value(queens);
        case MUL -> queens -> a.value(queens) * b.value(queens);
        // Java's / and % truncate toward zero, as MiniZinc's div and mod do.
        case DIV -> queens -> a.value(queens) / b.value(queens);
        case MOD -> queens -> a.value(queens) % b.value(queens);
        case MIN -> queens -> Math.min(a.value(queens), b.value(queens));
        case MAX -> queens -> Math.max(a.value(queens), b.value(queens));
      };
    }
  };

}
