package io.nqueens.harness.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.nqueens.harness.Bench;
import io.nqueens.harness.Optima;
import io.nqueens.harness.Verdict;
import io.nqueens.harness.runner.Plan;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.OptimumResult;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A benchmark as {@code bench --format json} writes it, the report embeds it and
 * {@code report --results} reads it back (docs/output.md). In a row, a null field does not apply and
 * is not written; an empty {@link Optional} applies but is not known, written as null.
 */
public record BenchDocument(String task, int repeat, double measureMs, int threads, String baseline, List<Row> rows, String isolation,
    Provenance environment) {

  /**
   * One backend on one instance: its times (complete runs only), the ratio to the baseline, memory,
   * and its result: {@code solutions} for a count, {@code found} for a first solution, the optimum's
   * fields for an optimisation.
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Row(int n, String model, String solver, Optional<Double> medianMs, Optional<Double> minMs, Optional<Double> maxMs,
      Optional<Double> ratio, String failure, Double stoppedAtMs, Optional<Double> firstSolutionMs, Integer runs, Optional<Long> peakHeapBytes,
      Optional<Long> peakResidentBytes, Optional<Long> liveHeapBytes, Optional<Long> objective, Boolean optimal, Optional<Double> bestMs,
      Optional<String> sense, Optional<Long> bound, Optional<Double> primalIntegral, Optional<Double> area, List<Improvement> improvements,
      Long solutions, Boolean found, boolean complete) {

    /** Its median, where it finished. */
    public Optional<Double> median() {
      return complete && medianMs != null ? medianMs : Optional.empty();
    }
  }

  /** The document of these measures, {@code plan}'s runs of {@code specs} (the first the baseline). */
  public static BenchDocument of(List<Bench.Measure> measures, Plan plan, Bench.Task task, List<Backends.Spec> specs, boolean folder,
      String isolation, Provenance environment) {
    String baseline = specs.get(0).label();
    Map<String, Double> base = new LinkedHashMap<>();
    for (Bench.Measure m : measures) {
      if (m.solver().equals(baseline)) {
        base.put(m.instance(), m.medianMs());
      }
    }
    Map<String, Map.Entry<QueensModel, List<Optima.Run>>> optima = optimaOf(measures, plan.models());
    IdentityHashMap<Optima.Run, Optima.Scores> scored = scores(optima);
    List<Row> rows = measures.stream().map(m -> row(m, task, folder, base, optima, scored)).toList();
    return new BenchDocument(task == Bench.Task.COUNT ? "count" : task == Bench.Task.OPTIMISE ? "optimise" : "solve", plan.runs().repeat(),
        plan.runs().measureMillis(), plan.threads(), baseline, rows, isolation, environment);
  }

  private static Row row(Bench.Measure m, Bench.Task task, boolean folder, Map<String, Double> base,
      Map<String, Map.Entry<QueensModel, List<Optima.Run>>> optima, IdentityHashMap<Optima.Run, Optima.Scores> scored) {
    boolean optimise = task == Bench.Task.OPTIMISE;
    Optional<Double> median = m.complete() ? Optional.of(round(m.medianMs())) : Optional.empty();
    Optional<Double> min = m.complete() ? Optional.of(round(m.minMs())) : Optional.empty();
    Optional<Double> max = m.complete() ? Optional.of(round(m.maxMs())) : Optional.empty();
    Double stopped = m.failure() == null && !m.complete() ? round(m.stoppedAtMs()) : null;
    Optional<Double> first = Double.isNaN(m.firstMs()) ? Optional.empty() : Optional.of(round(m.firstMs()));
    Optional<Long> heap = m.peakHeapBytes() < 0 ? Optional.empty() : Optional.of(m.peakHeapBytes());
    Optional<Long> resident = m.memory().residentBytes() < 0 ? Optional.empty() : Optional.of(m.memory().residentBytes());
    Optional<Long> live = m.memory().liveHeapBytes() < 0 ? Optional.empty() : Optional.of(m.memory().liveHeapBytes());
    Integer runs = m.optimum() == null ? m.runs() : m.optimum().runs();
    Optional<Double> ratio = Optional.ofNullable(Documents.ratio(m, base));
    String model = folder ? m.instance() : null;
    if (!optimise) {
      boolean count = task == Bench.Task.COUNT;
      return new Row(m.n(), model, m.solver(), median, min, max, ratio, m.failure(), stopped, first, runs, heap, resident, live, null, null, null,
          null, null, null, null, null, count ? m.result() : null, count ? null : m.result() == 1, m.complete());
    }
    Optional<String> sense = null;
    Optional<Long> bound = null;
    Optional<Double> integral = null;
    Optional<Double> area = null;
    if (m.optimum() != null) {
      OptimumResult r = m.optimum().result();
      sense = Optional.ofNullable(optima.get(m.instance() + "\u0000" + m.n()).getKey().objective().map(x -> x.sense().word()).orElse(null));
      bound = r.optimal() ? Optional.of(r.value().getAsLong()) : r.bound().isPresent() ? Optional.of(r.bound().getAsLong()) : Optional.empty();
      Optima.Scores sc = scored.get(m.optimum());
      integral = sc == null ? Optional.empty() : Documents.score(sc.primalIntegral());
      area = sc == null ? Optional.empty() : Documents.score(sc.area());
    }
    boolean found = m.result() != Long.MIN_VALUE;
    return new Row(m.n(), model, m.solver(), median, min, max, ratio, m.failure(), stopped, first, runs, heap, resident, live,
        found ? Optional.of(m.result()) : Optional.empty(), m.complete() && found, Double.isNaN(m.bestMs()) ? Optional.empty() : Optional.of(round(m.bestMs())),
        sense, bound, integral, area, m.improvements().stream().map(x -> Improvement.at(x.value(), x.millis())).toList(), null,
        null, m.complete());
  }

  private static Map<String, Map.Entry<QueensModel, List<Optima.Run>>> optimaOf(List<Bench.Measure> measures, List<QueensModel> models) {
    Map<String, Map.Entry<QueensModel, List<Optima.Run>>> out = new LinkedHashMap<>();
    for (Bench.Measure m : measures) {
      if (m.optimum() != null) {
        QueensModel model = models.stream().filter(x -> Bench.instance(x).equals(m.instance()) && x.n() == m.n()).findFirst().orElseThrow();
        out.computeIfAbsent(m.instance() + "\u0000" + m.n(), x -> new AbstractMap.SimpleEntry<>(model, new ArrayList<>())).getValue().add(m.optimum());
      }
    }
    return out;
  }

  /** Each optimisation run's anytime scores in its instance's row. */
  private static IdentityHashMap<Optima.Run, Optima.Scores> scores(Map<String, Map.Entry<QueensModel, List<Optima.Run>>> optima) {
    IdentityHashMap<Optima.Run, Optima.Scores> out = new IdentityHashMap<>();
    for (Map.Entry<QueensModel, List<Optima.Run>> e : optima.values()) {
      Optima.Row row = new Optima.Row(e.getKey(), e.getValue(), Verdict.UNCHECKED, "");
      List<Optima.Scores> s = Optima.scores(row);
      for (int i = 0; i < s.size(); i++) {
        out.put(e.getValue().get(i), s.get(i));
      }
    }
    return out;
  }

  private static double round(double v) {
    return Math.round(v * 100) / 100.0;
  }
}
