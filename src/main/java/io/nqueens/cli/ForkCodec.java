package io.nqueens.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.nqueens.harness.Bench;
import io.nqueens.harness.Checked;
import io.nqueens.harness.Optima;
import io.nqueens.harness.measure.Measured;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Statistics;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A forked bench's measures on the wire ({@link Forks}): what a child writes as one line of JSON and
 * the parent reads back, figure for figure. Times are exact (no rounding), an unknown one is null;
 * an optimum's best solution travels as its columns and is checked again here before any of it is
 * shown ({@link Checked#optimum}), so that no solution is printed on a child's word alone.
 */
final class ForkCodec {

  private ForkCodec() {}

  static Map<String, Object> write(Bench.Measure m) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("solver", m.solver());
    o.put("instance", m.instance());
    o.put("n", m.n());
    o.put("medianMs", number(m.medianMs()));
    o.put("minMs", number(m.minMs()));
    o.put("maxMs", number(m.maxMs()));
    o.put("madMs", number(m.madMs()));
    o.put("result", m.result());
    o.put("complete", m.complete());
    o.put("firstMs", number(m.firstMs()));
    o.put("stoppedAtMs", number(m.stoppedAtMs()));
    o.put("memory", List.of(m.memory().heapBytes(), m.memory().residentBytes(), m.memory().liveHeapBytes()));
    o.put("bestMs", number(m.bestMs()));
    o.put("improvements", improvements(m.improvements()));
    o.put("optimum", m.optimum() == null ? null : run(m.optimum()));
    o.put("runs", m.runs());
    return o;
  }

  static Bench.Measure measure(JsonNode o, QueensModel model) {
    JsonNode mem = o.path("memory");
    Optima.Run optimum = o.path("optimum").isObject() ? runOf(o.path("optimum"), model) : null;
    return new Bench.Measure(o.path("solver").asText(), o.path("instance").asText(), o.path("n").asInt(), number(o.path("medianMs")),
        number(o.path("minMs")), number(o.path("maxMs")), number(o.path("madMs")), o.path("result").asLong(), o.path("complete").asBoolean(), number(o.path("firstMs")),
        number(o.path("stoppedAtMs")), new Measured.Memory(mem.path(0).asLong(-1), mem.path(1).asLong(-1), mem.path(2).asLong(-1)),
        number(o.path("bestMs")), improvements(o.path("improvements")), optimum, o.path("runs").asInt(1));
  }

  /** An optimisation run (compare's forked rows). */
  static Map<String, Object> write(Optima.Run r) {
    return run(r);
  }

  static Optima.Run run(JsonNode o, QueensModel model) {
    return runOf(o, model);
  }

  private static Map<String, Object> run(Optima.Run r) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("backend", r.backend());
    o.put("threads", r.threads());
    o.put("provesOptima", r.provesOptima());
    o.put("result", r.result() == null ? null : result(r.result()));
    o.put("medianMs", number(r.medianMs()));
    o.put("minMs", number(r.minMs()));
    o.put("maxMs", number(r.maxMs()));
    o.put("firstMs", number(r.firstMs()));
    o.put("bestMs", number(r.bestMs()));
    o.put("curves", r.curves().stream().map(ForkCodec::improvements).toList());
    o.put("totals", r.totals());
    o.put("skipped", r.skipped());
    return o;
  }

  private static Optima.Run runOf(JsonNode o, QueensModel model) {
    String backend = o.path("backend").asText();
    OptimumResult result = o.path("result").isObject() ? Checked.optimum(model, result(o.path("result")), backend) : null;
    List<List<OptimumResult.Improvement>> curves = new ArrayList<>();
    o.path("curves").forEach(c -> curves.add(improvements(c)));
    List<Double> totals = new ArrayList<>();
    o.path("totals").forEach(t -> totals.add(t.asDouble()));
    return new Optima.Run(backend, o.path("threads").asInt(1), result, number(o.path("medianMs")), number(o.path("minMs")),
        number(o.path("maxMs")), number(o.path("firstMs")), number(o.path("bestMs")), curves, totals,
        o.path("skipped").isTextual() ? o.path("skipped").asText() : null, o.path("provesOptima").asBoolean(true));
  }

  private static Map<String, Object> result(OptimumResult r) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("best", r.best().map(Solution::columns).orElse(null));
    o.put("value", r.value().isPresent() ? r.value().getAsLong() : null);
    o.put("optimal", r.optimal());
    o.put("bound", r.bound().isPresent() ? r.bound().getAsLong() : null);
    o.put("outcome", r.outcome().id());
    o.put("improvements", improvements(r.improvements()));
    o.put("millis", r.statistics().millis());
    o.put("counters", r.statistics().counters());
    return o;
  }

  private static OptimumResult result(JsonNode o) {
    Optional<Solution> best = Optional.empty();
    if (o.path("best").isArray()) {
      int[] columns = new int[o.path("best").size()];
      for (int i = 0; i < columns.length; i++) {
        columns[i] = o.path("best").get(i).asInt();
      }
      best = Optional.of(Solution.of(columns));
    }
    Map<String, Long> counters = new LinkedHashMap<>();
    o.path("counters").properties().forEach(e -> counters.put(e.getKey(), e.getValue().asLong()));
    return new OptimumResult(best, optionalLong(o.path("value")), o.path("optimal").asBoolean(), optionalLong(o.path("bound")),
        Outcome.of(o.path("outcome").asText()), improvements(o.path("improvements")), new Statistics(o.path("millis").asLong(), counters));
  }

  private static List<Map<String, Object>> improvements(List<OptimumResult.Improvement> steps) {
    return steps.stream().map(x -> Map.<String, Object>of("value", x.value(), "millis", x.millis(), "nodes", x.nodes())).toList();
  }

  private static List<OptimumResult.Improvement> improvements(JsonNode steps) {
    List<OptimumResult.Improvement> out = new ArrayList<>();
    steps.forEach(x -> out.add(new OptimumResult.Improvement(x.path("value").asLong(), x.path("millis").asDouble(), x.path("nodes").asLong())));
    return out;
  }

  private static OptionalLong optionalLong(JsonNode v) {
    return v.isNumber() ? OptionalLong.of(v.asLong()) : OptionalLong.empty();
  }

  /** NaN (unknown) as null, which JSON can hold. */
  private static Double number(double v) {
    return Double.isNaN(v) ? null : v;
  }

  private static double number(JsonNode v) {
    return v.isNumber() ? v.asDouble() : Double.NaN;
  }
}
