package io.nqueens.solver;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a run cost: wall time, the backend's measure of its effort (nodes for backtracking and
 * Choco, branches for CP-SAT, moves for the local search), its dead ends (backtracks, fails,
 * conflicts, restarts), each by its own name, and any further counters it keeps. Either counter may
 * be missing (a construction has no search); dead ends never without an effort.
 */
public record Statistics(long millis, Optional<Counter> effort, Optional<Counter> deadEnds, Map<String, Long> more) {

  /** One counter: the backend's name for it and its value. */
  public record Counter(String name, long value) {

    public Counter {
      Objects.requireNonNull(name, "name");
    }
  }

  public Statistics {
    if (effort.isEmpty() && deadEnds.isPresent()) {
      throw new IllegalArgumentException("dead ends are counted beside an effort");
    }
    more = Collections.unmodifiableMap(new LinkedHashMap<>(more));
  }

  /** Nodes (or branches) and dead ends (backtracks, fails or conflicts), by the backend's names. */
  public static Statistics of(long millis, String effort, long nodes, String deadEnds, long fails) {
    return new Statistics(millis, Optional.of(new Counter(effort, nodes)), Optional.of(new Counter(deadEnds, fails)), Map.of());
  }

  /** An effort without dead ends. */
  public static Statistics of(long millis, String effort, long value) {
    return new Statistics(millis, Optional.of(new Counter(effort, value)), Optional.empty(), Map.of());
  }

  /** No counters: a run that only took time. */
  public static Statistics of(long millis) {
    return new Statistics(millis, Optional.empty(), Optional.empty(), Map.of());
  }

  /**
   * From counters as {@link #counters()} orders them (a checkpoint's line, a part's result, a
   * document): the effort first, the dead ends second, the others after.
   */
  public static Statistics ofCounters(long millis, Map<String, Long> counters) {
    Counter[] first = new Counter[2];
    Map<String, Long> more = new LinkedHashMap<>();
    int k = 0;
    for (Map.Entry<String, Long> e : counters.entrySet()) {
      if (k < 2) {
        first[k++] = new Counter(e.getKey(), e.getValue());
      } else {
        more.put(e.getKey(), e.getValue());
      }
    }
    return new Statistics(millis, Optional.ofNullable(first[0]), Optional.ofNullable(first[1]), more);
  }

  /** Every counter by name, the effort first, then the dead ends, then the others: as the JSON and the tables show them. */
  public Map<String, Long> counters() {
    Map<String, Long> out = new LinkedHashMap<>();
    effort.ifPresent(c -> out.put(c.name(), c.value()));
    deadEnds.ifPresent(c -> out.put(c.name(), c.value()));
    out.putAll(more);
    return Collections.unmodifiableMap(out);
  }

  /** The same counters over another time. */
  public Statistics withMillis(long millis) {
    return new Statistics(millis, effort, deadEnds, more);
  }

  /** The counters of both added name by name (parts of one count), over this one's time. */
  public Statistics plus(Statistics other) {
    Map<String, Long> sum = new LinkedHashMap<>(counters());
    other.counters().forEach((k, v) -> sum.merge(k, v, Long::sum));
    return ofCounters(millis, sum);
  }

  /** The effort's name, or "" where none is counted. */
  public String mainCounterName() {
    return effort.map(Counter::name).orElse("");
  }

  /** The effort's value, 0 where none is counted. */
  public long mainCounter() {
    return effort.map(Counter::value).orElse(0L);
  }
}
