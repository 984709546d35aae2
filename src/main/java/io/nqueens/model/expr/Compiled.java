package io.nqueens.model.expr;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Ground terms and conjuncts compiled once into trees of small evaluators over the queens' columns
 * ({@code queens[row]}), for the program's own use: the hand-written searches and the proof of a
 * model's symmetries. The checker evaluates the syntax tree instead ({@link Evaluator}), apart from
 * these. The unrolling keeps every term within {@link Bounds#MAX_MAGNITUDE} and every divisor a
 * non-zero constant, so {@code long} arithmetic here can neither overflow nor divide by zero.
 */
public final class Compiled {

  /** An integer term of the queens' columns. */
  public interface Term {
    long value(int[] queens);
  }

  /** A Boolean of the queens' columns. */
  public interface Test {
    boolean holds(int[] queens);
  }

  private Compiled() {}

  /**
   * A ground conjunct as the parts that are checked one by one: the arguments of a top-level
   * {@code /\\}, and an {@code alldifferent} as one {@code !=} per pair, so that each part mentions as
   * few rows as it can and is checked as early as it can be.
   */
  public static List<Ground> parts(Ground conjunct) {
    List<Ground> out = new ArrayList<>();
    Deque<Ground> todo = new ArrayDeque<>(List.of(conjunct));
    while (!todo.isEmpty()) {
      Ground part = todo.removeLast();
      Optional<List<Ground>> and = part.operandsOf(Ground.LogicKind.AND);
      if (and.isPresent()) {
        List<Ground> args = and.get();
        for (int i = args.size() - 1; i >= 0; i--) {
          todo.addLast(args.get(i));
        }
        continue;
      }
      out.addAll(part.acceptBool(PAIRS));
    }
    return out;
  }

  private static final Ground.BoolVisitor<List<Ground>> PAIRS = new Ground.BoolVisitor<>() {
    @Override
    public List<Ground> visitAllDifferent(Ground.AllDifferent a) {
      List<Ground> args = a.args();
      List<Ground> pairs = new ArrayList<>();
      for (int i = 0; i < args.size(); i++) {
        for (int j = i + 1; j < args.size(); j++) {
          pairs.add(new Ground.Compare(Ground.CompareKind.NE, args.get(i), args.get(j)));
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

  public static Test test(Ground g) {
    return g.acceptBool(TESTS);
  }

  public static Term term(Ground g) {
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
      Test[] args = l.args().stream().map(Compiled::test).toArray(Test[]::new);
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
      Term[] args = a.args().stream().map(Compiled::term).toArray(Term[]::new);
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
          Term[] args = list.stream().map(Compiled::term).toArray(Term[]::new);
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
        case MIN, MAX -> {
          Term[] args = list.stream().map(Compiled::term).toArray(Term[]::new);
          boolean min = op.kind() == Ground.IntKind.MIN;
          yield queens -> {
            long best = args[0].value(queens);
            for (int i = 1; i < args.length; i++) {
              long v = args[i].value(queens);
              best = min ? Math.min(best, v) : Math.max(best, v);
            }
            return best;
          };
        }
      };
    }

    @Override
    public Term visitElement(Ground.Element e) {
      long[] values = e.array();
      Ground index = e.index();
      if (index.queenRow().isPresent()) {
        int row = index.queenRow().getAsInt();
        return queens -> values[queens[row]];
      }
      Term i = term(index);
      return queens -> values[(int) i.value(queens)];
    }
  };

}
