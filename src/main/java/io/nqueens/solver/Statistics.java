package io.nqueens.solver;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a run cost: wall time, and the backend's own counters in a fixed order, the main one first
 * (nodes for backtracking and Choco, branches for CP-SAT).
 */
public record Statistics(long millis, Map<String, Long> counters) {

  public Statistics {
    counters = Collections.unmodifiableMap(new LinkedHashMap<>(counters));
  }

  public static Statistics of(long millis, String k1, long v1, String k2, long v2) {
    Map<String, Long> m = new LinkedHashMap<>();
    m.put(k1, v1);
    m.put(k2, v2);
    return new Statistics(millis, m);
  }

  public String mainCounterName() {
    return counters.isEmpty() ? "" : counters.keySet().iterator().next();
  }

  public long mainCounter() {
    return counters.isEmpty() ? 0 : counters.values().iterator().next();
  }
}
