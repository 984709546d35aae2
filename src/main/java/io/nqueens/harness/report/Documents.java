package io.nqueens.harness.report;

import io.nqueens.harness.Bench;
import io.nqueens.harness.Optima;
import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.OptimumResult;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What the documents ({@link CountsDocument}, {@link BenchDocument}, {@link OptimaDocument},
 * {@link ProfileDocument}) and the command line's tables say alike: a ratio to the baseline, a
 * verdict in one word, why a profile is missing, and a solve's optimum fields.
 */
public final class Documents {

  private Documents() {}

  /** The median over the baseline's on the same instance, both complete; null otherwise (no ratio of a partial run). */
  public static Double ratio(Bench.Measure m, Map<String, Double> base) {
    return m.complete() && base.containsKey(m.instance()) ? Math.round(m.medianMs() / base.get(m.instance()) * 100) / 100.0 : null;
  }

  /** A score to the millionth; none where it is not defined. */
  public static Optional<Double> score(double v) {
    return Double.isNaN(v) ? Optional.empty() : Optional.of(Math.round(v * 1e6) / 1e6);
  }

  /** Said where a backend's statistics cannot tell nodes by depth. */
  public static String unavailable(String solver) {
    return "not available: " + solver + "'s statistics do not count nodes by depth";
  }

  /** The JSON fields of an optimisation (docs/output.md), as {@code solve} writes them: objective, sense, optimal, bound, improvements. */
  public static Map<String, Object> optimum(QueensModel model, OptimumResult r) {
    Map<String, Object> out = new LinkedHashMap<>();
    Objective o = model.objective().orElseThrow();
    out.put("sense", o.sense().word());
    out.put("expression", o.text());
    out.put("objective", r.value().isPresent() ? r.value().getAsLong() : null);
    out.put("optimal", r.optimal());
    out.put("bound", r.bound().isPresent() ? r.bound().getAsLong() : null);
    out.put("improvements", Improvement.of(r));
    return out;
  }

  /** A row of optima's verdict in one word, as the table and the JSON say it: ok, unchecked, partial or DISAGREE. */
  public static String word(Optima.Row row) {
    return switch (row.verdict()) {
      case AGREE -> "ok";
      case UNCHECKED -> "unchecked";
      case PARTIAL -> "partial";
      case DISAGREE -> "DISAGREE";
    };
  }
}
