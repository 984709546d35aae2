package io.nqueens.model.expr;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Works out the {@link Bounds} of ground integer terms from the queens' domains ({@code 0..n-1}),
 * with exact arithmetic: an {@link ArithmeticException} means a bound left {@code long}, far
 * beyond what any backend represents. Remembers the terms it has seen, so that bounding a tree
 * node by node as it is built costs its size once.
 */
public final class TermBounds implements Ground.IntVisitor<Bounds> {

  private final int n;
  private final Map<Ground, Bounds> known = new IdentityHashMap<>();

  public TermBounds(int n) {
    this.n = n;
  }

  /** The bounds of an integer term. */
  public Bounds of(Ground term) {
    Bounds b = known.get(term);
    if (b == null) {
      b = term.acceptInt(this);
      known.put(term, b);
    }
    return b;
  }

  @Override
  public Bounds visitConst(Ground.Const g) {
    return Bounds.of(g.value());
  }

  @Override
  public Bounds visitQ(Ground.Q g) {
    return new Bounds(0, n - 1);
  }

  @Override
  public Bounds visitIntOp(Ground.IntOp g) {
    List<Ground> args = g.args();
    return switch (g.kind()) {
      case NEG -> of(args.get(0)).negate();
      case ABS -> of(args.get(0)).abs();
      case BOOL2INT -> new Bounds(0, 1);
      case SUM -> {
        Bounds sum = Bounds.of(0);
        for (Ground a : args) {
          sum = sum.plus(of(a));
        }
        yield sum;
      }
      case SUB -> of(args.get(0)).minus(of(args.get(1)));
      case MUL -> of(args.get(0)).times(of(args.get(1)));
      case DIV -> of(args.get(0)).dividedBy(divisor(args.get(1)));
      case MOD -> of(args.get(0)).remainder(divisor(args.get(1)));
      case MIN, MAX -> {
        Bounds out = of(args.get(0));
        for (Ground a : args.subList(1, args.size())) {
          out = g.kind() == Ground.IntKind.MIN ? out.min(of(a)) : out.max(of(a));
        }
        yield out;
      }
    };
  }

  /** The least and greatest value the index can pick (the unrolling keeps it within the table). */
  @Override
  public Bounds visitElement(Ground.Element g) {
    Bounds index = of(g.index());
    long lo = Long.MAX_VALUE;
    long hi = Long.MIN_VALUE;
    for (long i = Math.max(0, index.lo()); i <= Math.min(g.values().size() - 1, index.hi()); i++) {
      long v = g.values().get((int) i);
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
    return new Bounds(lo, hi);
  }

  /**
   * The bounds of an integer term when row r's queen stands in a column within {@code lo[r]..hi[r]}
   * (a placed queen: {@code lo[r] == hi[r]}): interval arithmetic, so a superset of the values the
   * term can take, which is what a sound bound in a branch and bound needs. Not remembered.
   */
  public static Bounds within(Ground term, int[] lo, int[] hi) {
    return term.acceptInt(new Ground.IntVisitor<Bounds>() {
      @Override
      public Bounds visitConst(Ground.Const g) {
        return Bounds.of(g.value());
      }

      @Override
      public Bounds visitQ(Ground.Q g) {
        return new Bounds(lo[g.row()], hi[g.row()]);
      }

      @Override
      public Bounds visitIntOp(Ground.IntOp g) {
        List<Ground> args = g.args();
        return switch (g.kind()) {
          case NEG -> args.get(0).acceptInt(this).negate();
          case ABS -> args.get(0).acceptInt(this).abs();
          // A Boolean's truth is not bounded here: either value may be taken.
          case BOOL2INT -> new Bounds(0, 1);
          case SUM -> {
            Bounds sum = Bounds.of(0);
            for (Ground a : args) {
              sum = sum.plus(a.acceptInt(this));
            }
            yield sum;
          }
          case SUB -> args.get(0).acceptInt(this).minus(args.get(1).acceptInt(this));
          case MUL -> args.get(0).acceptInt(this).times(args.get(1).acceptInt(this));
          case DIV -> args.get(0).acceptInt(this).dividedBy(divisor(args.get(1)));
          case MOD -> args.get(0).acceptInt(this).remainder(divisor(args.get(1)));
          case MIN, MAX -> {
            Bounds out = args.get(0).acceptInt(this);
            for (Ground a : args.subList(1, args.size())) {
              out = g.kind() == Ground.IntKind.MIN ? out.min(a.acceptInt(this)) : out.max(a.acceptInt(this));
            }
            yield out;
          }
        };
      }

      @Override
      public Bounds visitElement(Ground.Element g) {
        Bounds index = g.index().acceptInt(this);
        long from = Math.max(0, index.lo());
        long to = Math.min(g.values().size() - 1, index.hi());
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (long i = from; i <= to; i++) {
          long v = g.values().get((int) i);
          min = Math.min(min, v);
          max = Math.max(max, v);
        }
        return from > to ? Bounds.of(g.values().get(0)) : new Bounds(min, max);
      }
    });
  }

  private static long divisor(Ground g) {
    return g.constant().orElseThrow(() -> new IllegalStateException("a divisor is a constant: " + g));
  }

  /**
   * The largest magnitude a sum's running total can reach when its terms are added in their order
   * (the folded constant last): the widest of the prefix sums' bounds. A backend that builds a sum
   * term by term holds each prefix; one that posts it whole holds only the last.
   */
  public long runningMagnitude(List<Ground> terms) {
    Bounds prefix = Bounds.of(0);
    long most = 0;
    for (Ground a : terms) {
      prefix = prefix.plus(of(a));
      most = Math.max(most, prefix.magnitude());
    }
    return most;
  }
}
