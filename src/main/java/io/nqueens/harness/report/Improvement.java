package io.nqueens.harness.report;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import io.nqueens.solver.OptimumResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A better solution as it came, as the documents write it: the value, when (ms from the run's
 * start) and, where the backend counts it, its main counter by its own name at that moment (nodes,
 * branches); a benchmark's rows leave the counter out.
 */
public record Improvement(long value, double millis, @JsonAnyGetter @JsonAnySetter Map<String, Long> effort) {

  public Improvement {
    effort = effort == null ? new LinkedHashMap<>() : effort;
  }

  /** The improvements of {@code r}, each with its counter where known. */
  public static List<Improvement> of(OptimumResult r) {
    List<Improvement> out = new ArrayList<>();
    String counter = r.statistics().mainCounterName().isEmpty() ? "nodes" : r.statistics().mainCounterName();
    for (OptimumResult.Improvement i : r.improvements()) {
      Map<String, Long> effort = new LinkedHashMap<>();
      if (i.nodes() >= 0) {
        effort.put(counter, i.nodes());
      }
      out.add(new Improvement(i.value(), micros(i.millis()), effort));
    }
    return out;
  }

  /** An improvement as a benchmark's row writes it: the value and when, no counter. */
  public static Improvement at(long value, double millis) {
    return new Improvement(value, micros(millis), Map.of());
  }

  private static double micros(double ms) {
    return Math.round(ms * 1000) / 1000.0;
  }
}
