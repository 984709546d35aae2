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
      case MIN -> of(args.get(0)).min(of(args.get(1)));
      case MAX -> of(args.get(0)).max(of(args.get(1)));
    };
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
