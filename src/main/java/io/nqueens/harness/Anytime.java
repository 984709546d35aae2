package io.nqueens.harness;

import io.nqueens.model.Objective;
import io.nqueens.solver.OptimumResult.Improvement;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.LongToDoubleFunction;

/**
 * Scores for anytime behaviour: how early good solutions came, one number per run of an
 * optimisation, over a horizon shared by every backend of a row.
 *
 * <p>The <b>primal integral</b> (Berthold, 2013): the integral over {@code 0..horizon} of the primal
 * gap of the incumbent, in seconds; the gap of a value v against the reference r is 0 when they are
 * equal, 1 before the first solution or when their signs differ, else {@code |v - r| / max(|v|, |r|)}.
 * After a run ends its last value keeps counting to the horizon, so a run that proved the
 * optimum early adds nothing more, and one that gave up keeps paying its gap.
 *
 * <p>The <b>area</b> is the MiniZinc Challenge's idea of rewarding early good solutions, normalised
 * the way this program can without a reference set: the integral of the incumbent's value scaled
 * so that the reference is 0 and the worst value any run of the row reported is 1 (1 before the
 * first solution), divided by the horizon: 0 is the reference at once, 1 nothing found in time.
 * Both are smaller for better anytime behaviour; neither is defined without a value in the row.
 */
public final class Anytime {

  private Anytime() {}

  /** The primal gap of {@code value} against {@code reference}, in 0..1. */
  public static double gap(long value, long reference) {
    if (value == reference) {
      return 0;
    }
    if (Long.signum(value) * Long.signum(reference) < 0) {
      return 1;
    }
    double v = Math.abs((double) value);
    double r = Math.abs((double) reference);
    return Math.abs((double) value - (double) reference) / Math.max(v, r);
  }

  /**
   * The primal integral of one run, seconds.
   *
   * @param curve the run's improvements in the order they came
   * @param horizonMs the row's horizon, ms (at least the run's own end)
   */
  public static double primalIntegral(List<Improvement> curve, long reference, double horizonMs) {
    return integral(curve, horizonMs, v -> gap(v, reference)) / 1000;
  }

  /**
   * The area of one run in 0..1.
   *
   * @param worst the worst value any run of the row reported (its scale's 1)
   */
  public static double area(List<Improvement> curve, long reference, long worst, double horizonMs) {
    if (horizonMs <= 0) {
      return curve.isEmpty() ? 1 : 0;
    }
    double span = Math.abs((double) worst - (double) reference);
    return integral(curve, horizonMs, v -> span == 0 ? 0 : Math.min(1, Math.abs((double) v - (double) reference) / span)) / horizonMs;
  }

  private static double integral(List<Improvement> curve, double horizonMs, LongToDoubleFunction score) {
    double total = 0;
    double at = 0;
    double level = 1;
    for (Improvement i : curve) {
      double t = Math.min(Math.max(i.millis(), at), horizonMs);
      total += level * (t - at);
      at = t;
      level = score.applyAsDouble(i.value());
    }
    return total + level * Math.max(0, horizonMs - at);
  }

  /** The value the row is scored against: the optimum a run proved, else the best value any run found. */
  public static OptionalLong reference(Objective objective, List<OptionalLong> values, OptionalLong optimum) {
    if (optimum.isPresent()) {
      return optimum;
    }
    OptionalLong best = OptionalLong.empty();
    for (OptionalLong v : values) {
      if (v.isPresent() && (best.isEmpty() || objective.better(v.getAsLong(), best.getAsLong()))) {
        best = v;
      }
    }
    return best;
  }

  /** The worst value among the runs' curves (their first solutions), the area's 1. */
  public static OptionalLong worst(Objective objective, List<List<Improvement>> curves) {
    OptionalLong worst = OptionalLong.empty();
    for (List<Improvement> c : curves) {
      for (Improvement i : c) {
        if (worst.isEmpty() || objective.better(worst.getAsLong(), i.value())) {
          worst = OptionalLong.of(i.value());
        }
      }
    }
    return worst;
  }
}
