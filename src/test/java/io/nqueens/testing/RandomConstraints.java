package io.nqueens.testing;

import io.nqueens.model.Blocked;
import io.nqueens.model.Constraint;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.Queen;
import io.nqueens.model.NoDiagonals;
import io.nqueens.model.Toroidal;
import io.nqueens.model.Touching;
import io.nqueens.model.expr.Expr;
import io.nqueens.model.expr.Expr.BinaryOp;
import io.nqueens.model.expr.Expr.UnaryOp;
import io.nqueens.model.expr.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Random constraint trees over every operator of the language, for an n x n board, printed as text
 * (so that the parser is part of every run). Indices stay on the board and divisors are non-zero
 * constants, so that every tree unrolls. Trees are mild on purpose: about half of the models
 * built from them keep a solution.
 */
public final class RandomConstraints {

  private final Random random;
  private final int n;
  private int loopDepth;

  public RandomConstraints(long seed, int n) {
    this.random = new Random(seed);
    this.n = n;
  }

  /** One Boolean constraint as text. */
  public String next() {
    loopDepth = 0;
    return bool(3, null).toString();
  }

  /**
   * Diagonals are turned off on boards up to this size only: the tests' brute forces then try
   * every permutation (7! = 5,040; 9! would be 362,880 a model).
   */
  static final int NO_DIAGONALS_UP_TO = 7;

  /**
   * Built-in constraints drawn at random, every kind and combination of kinds possible: knight
   * exclusion, toroidal diagonals or no diagonals, touching squares, a region map (grown or
   * arbitrary), blocked squares, a pre-placed queen, an excluded diagonal (each kind on its own
   * coin, so that about a third of the draws have none and some have no solution).
   */
  public List<Constraint> builtIns() {
    List<Constraint> out = new ArrayList<>();
    if (random.nextInt(3) == 0) {
      out.add(new KnightExclusion());
    }
    if (random.nextInt(4) == 0) {
      out.add(new Toroidal());
    } else if (n <= NO_DIAGONALS_UP_TO && random.nextInt(4) == 0) {
      out.add(new NoDiagonals());
    }
    if (random.nextInt(4) == 0) {
      out.add(new Touching());
    }
    if (random.nextInt(4) == 0) {
      out.add(random.nextBoolean() ? RegionMaps.grown(random, n) : RegionMaps.arbitrary(random, n));
    }
    for (int k = random.nextInt(4) - 1; k > 0; k--) {
      out.add(new Blocked(random.nextInt(n), random.nextInt(n)));
    }
    if (random.nextInt(4) == 0) {
      out.add(new Queen(random.nextInt(n), random.nextInt(n)));
    }
    if (random.nextInt(4) == 0) {
      out.add(random.nextBoolean() ? ExcludedDiagonal.sum(random.nextInt(2 * n - 1))
          : ExcludedDiagonal.difference(random.nextInt(2 * n - 1) - (n - 1)));
    }
    return out;
  }

  /**
   * A table of n x n whole numbers in -20..20 under the given name, for {@link #nextObjective}.
   */
  public Table table(String name) {
    long[][] rows = new long[n][n];
    for (long[] row : rows) {
      for (int c = 0; c < n; c++) {
        row[c] = random.nextInt(41) - 20;
      }
    }
    return Table.grid(name, rows);
  }

  /**
   * One integer expression as text, to optimise: the weight under the queens on a table named
   * {@code table} (n x n, as {@link #table} makes), a minimax over the rows, a count of reified rules,
   * a random term over every operator, or a sum of two of these.
   */
  public String nextObjective(String table) {
    loopDepth = 0;
    Expr e = objective(table);
    return (random.nextInt(4) == 0 ? new Expr.Binary(BinaryOp.ADD, e, objective(table)) : e).toString();
  }

  private Expr objective(String table) {
    Expr i = new Expr.Name("i");
    int from = random.nextInt(n);
    Expr.Generator rows = new Expr.Generator(List.of("i"), new Expr.Int(random.nextBoolean() ? 0 : from), new Expr.Int(n - 1));
    return switch (random.nextInt(5)) {
      case 0 -> new Expr.Comprehension(Expr.Aggregate.SUM, List.of(rows), null, new Expr.TableAt(table(table, true), List.of(i, new Expr.Queen(i))));
      case 1 -> new Expr.Comprehension(random.nextBoolean() ? Expr.Aggregate.MAX : Expr.Aggregate.MIN, List.of(rows), null,
          new Expr.Unary(UnaryOp.ABS, new Expr.Binary(BinaryOp.SUB, new Expr.Queen(i), new Expr.Binary(BinaryOp.MUL, new Expr.Int(random.nextInt(3)), i))));
      case 2 -> new Expr.Comprehension(Expr.Aggregate.SUM, List.of(rows), null, new Expr.Unary(UnaryOp.BOOL2INT, compare(1, "i")));
      case 3 -> new Expr.TableAt(table(table, true), List.of(new Expr.Queen(new Expr.Int(random.nextInt(n))), new Expr.Queen(new Expr.Int(random.nextInt(n)))));
      default -> integer(3, null);
    };
  }

  /** The table named {@code name} of this generator, made once per name. */
  private Table table(String name, boolean unused) {
    return tables.computeIfAbsent(name, this::table);
  }

  private final Map<String, Table> tables = new HashMap<>();

  /** The tables the objectives made so far name. */
  public Map<String, Table> tables() {
    return Map.copyOf(tables);
  }

  private Expr bool(int depth, String loopVar) {
    int pick = random.nextInt(depth <= 0 ? 3 : 12);
    return switch (pick) {
      case 0, 1 -> compare(depth, loopVar);
      case 2 -> random.nextInt(8) == 0 ? new Expr.Bool(random.nextBoolean()) : compare(depth, loopVar);
      case 3, 4 -> new Expr.Binary(pick(BinaryOp.OR, BinaryOp.IMPLIES, BinaryOp.IMPLIED_BY, BinaryOp.XOR, BinaryOp.EQUIV, BinaryOp.AND),
          bool(depth - 1, loopVar), bool(depth - 1, loopVar));
      case 5 -> new Expr.Unary(UnaryOp.NOT, bool(depth - 1, loopVar));
      case 6 -> new Expr.Binary(pick(BinaryOp.EQ, BinaryOp.NE), bool(depth - 1, loopVar), bool(depth - 1, loopVar));
      case 7, 8 -> loop(depth, random.nextBoolean() ? Expr.Aggregate.EXISTS : Expr.Aggregate.FORALL);
      case 9 -> allDifferent(loopVar);
      default -> compare(depth, loopVar);
    };
  }

  private Expr loop(int depth, Expr.Aggregate kind) {
    if (loopDepth >= 1) {
      return compare(depth, null);
    }
    loopDepth++;
    String v = "i";
    int from = random.nextInt(n);
    int to = Math.min(n - 1, from + random.nextInt(n));
    Expr where = random.nextInt(4) == 0 ? new Expr.Binary(BinaryOp.NE, new Expr.Binary(BinaryOp.MOD, new Expr.Name(v), new Expr.Int(2)),
        new Expr.Int(random.nextInt(2))) : null;
    Expr body = bool(depth - 1, v);
    loopDepth--;
    return new Expr.Comprehension(kind, List.of(new Expr.Generator(List.of(v), new Expr.Int(from), new Expr.Int(to))), where, body);
  }

  private Expr allDifferent(String loopVar) {
    if (random.nextBoolean() || loopDepth > 0) {
      return new Expr.AllDifferent(null, List.of(), null, List.of(intAtom(loopVar), intAtom(loopVar), intAtom(loopVar)));
    }
    Expr element = new Expr.Binary(BinaryOp.ADD, queen("j"), new Expr.Binary(BinaryOp.MUL, new Expr.Int(random.nextInt(3)), new Expr.Name("j")));
    Expr last = new Expr.Binary(BinaryOp.SUB, new Expr.Name("n"), new Expr.Int(1 + random.nextInt(n)));
    return new Expr.AllDifferent(element, List.of(new Expr.Generator(List.of("j"), new Expr.Int(0), last)), null, List.of());
  }

  private Expr compare(int depth, String loopVar) {
    BinaryOp op = pick(BinaryOp.EQ, BinaryOp.NE, BinaryOp.LT, BinaryOp.LE, BinaryOp.GT, BinaryOp.GE, BinaryOp.NE, BinaryOp.NE);
    if (random.nextInt(10) == 0) {
      // Constants near the narrowest backend's bound (Choco's, 21,474,836), so every backend runs them, on both
      // sides of a comparison, some folding away in a sum: q[r] + K op K + c, q[r] - K op -K + c.
      // q[r] + K stays within the bound: K <= BOUND - (n - 1).
      long k = BOUND - (n - 1) - random.nextInt(n + 1);
      boolean negative = random.nextBoolean();
      Expr big = new Expr.Int(k);
      Expr left = new Expr.Binary(negative ? BinaryOp.SUB : BinaryOp.ADD, queen(loopVar), big);
      Expr right = new Expr.Binary(BinaryOp.ADD, negative ? new Expr.Unary(UnaryOp.NEG, big) : big, new Expr.Int(random.nextInt(n)));
      return new Expr.Binary(op, left, right);
    }
    return new Expr.Binary(op, integer(depth - 1, loopVar), integer(depth - 1, loopVar));
  }

  /** The largest magnitude every backend holds (Choco's), written out so the generator does not take it from the code under test. */
  private static final long BOUND = 21_474_836;

  private Expr integer(int depth, String loopVar) {
    if (depth <= 0) {
      return intAtom(loopVar);
    }
    int pick = random.nextInt(14);
    return switch (pick) {
      case 0 -> new Expr.Binary(BinaryOp.ADD, integer(depth - 1, loopVar), integer(depth - 1, loopVar));
      case 1 -> new Expr.Binary(BinaryOp.SUB, integer(depth - 1, loopVar), integer(depth - 1, loopVar));
      case 2 -> new Expr.Binary(BinaryOp.MUL, integer(depth - 1, loopVar), integer(depth - 1, loopVar));
      case 3 -> new Expr.Binary(BinaryOp.DIV, integer(depth - 1, loopVar), divisor());
      case 4 -> new Expr.Binary(BinaryOp.MOD, integer(depth - 1, loopVar), divisor());
      case 5 -> new Expr.Unary(UnaryOp.ABS, integer(depth - 1, loopVar));
      case 6 -> new Expr.Binary(random.nextBoolean() ? BinaryOp.MIN : BinaryOp.MAX, integer(depth - 1, loopVar), integer(depth - 1, loopVar));
      case 7 -> new Expr.Unary(UnaryOp.BOOL2INT, compare(depth - 1, loopVar));
      case 8 -> new Expr.Unary(UnaryOp.NEG, integer(depth - 1, loopVar));
      case 9 -> {
        if (loopVar != null) {
          yield intAtom(loopVar);
        }
        loopDepth++;
        int to = random.nextInt(n);
        Expr body = random.nextBoolean() ? compare(0, "k") : new Expr.Unary(UnaryOp.BOOL2INT, compare(0, "k"));
        loopDepth--;
        yield new Expr.Comprehension(Expr.Aggregate.SUM, List.of(new Expr.Generator(List.of("k"), new Expr.Int(0), new Expr.Int(to))), null,
            body instanceof Expr.Binary ? new Expr.Unary(UnaryOp.BOOL2INT, body) : body);
      }
      default -> intAtom(loopVar);
    };
  }

  private Expr divisor() {
    int d = 1 + random.nextInt(4);
    return new Expr.Int(random.nextBoolean() ? d : -d);
  }

  private Expr intAtom(String loopVar) {
    int pick = random.nextInt(10);
    if (pick < 6) {
      return queen(loopVar);
    }
    if (pick < 8) {
      return new Expr.Int(random.nextInt(n + 2) - 1);
    }
    return loopVar != null && pick == 8 ? new Expr.Name(loopVar) : new Expr.Name("n");
  }

  /** q[row], or q[v] for the loop variable in scope (whose range stays on the board). */
  private Expr queen(String loopVar) {
    if (loopVar != null && random.nextBoolean()) {
      return new Expr.Queen(new Expr.Name(loopVar));
    }
    return new Expr.Queen(new Expr.Int(random.nextInt(n)));
  }

  @SafeVarargs
  private <T> T pick(T... options) {
    return options[random.nextInt(options.length)];
  }
}
