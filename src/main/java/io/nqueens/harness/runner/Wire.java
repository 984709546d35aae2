package io.nqueens.harness.runner;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nqueens.harness.Bench;
import io.nqueens.harness.Checked;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Optima;
import io.nqueens.harness.measure.Measured;
import io.nqueens.harness.measure.Runs;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.model.io.ModelFile;
import io.nqueens.model.io.ModelWriter;
import io.nqueens.solver.CountMethod;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Statistics;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The one codec between a parent and its children: a plan and each result, as one line of JSON,
 * figure for figure. Times are exact (no rounding); an unknown one (NaN) is null; models travel as
 * model files ({@link ModelWriter}, read back by {@link ModelFile}); an optimum's best solution
 * travels as its columns and is checked again where it is read ({@link Checked#optimum}), so that no
 * solution is shown on a child's word alone.
 */
public final class Wire {

  /** The exit status of a JVM ended by an interrupt (SIGINT). */
  static final int INTERRUPTED = 130;

  /** How often a child says it is alive while it works. */
  static final Duration HEARTBEAT = Duration.ofSeconds(1);

  /** A child's word that it is alive. */
  static final String ALIVE = ".";

  private static final ObjectMapper JSON = new ObjectMapper();

  private Wire() {}

  /** One line of JSON. */
  static String line(Object value) {
    try {
      return JSON.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write " + value, e);
    }
  }

  static JsonNode parse(String line) {
    try {
      return JSON.readTree(line);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ---- the plan ----

  static Map<String, Object> write(Plan plan) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("models", plan.models().stream().map(ModelWriter::fields).toList());
    o.put("threads", plan.threads());
    o.put("runs", List.of(plan.runs().repeat(), plan.runs().measureMillis(), plan.runs().budgetMillis()));
    o.put("warmUp", plan.warmUp());
    o.put("verifyUpTo", plan.verifyUpTo());
    o.put("unique", plan.unique());
    o.put("declared", plan.declared().map(g -> g.stream().map(Symmetry::id).toList()).orElse(null));
    return o;
  }

  static Plan plan(JsonNode o) {
    List<QueensModel> models = new ArrayList<>();
    for (JsonNode m : o.path("models")) {
      models.add(ModelFile.parse(m.toString(), "the parent's plan").model(m.path("n").asInt()));
    }
    JsonNode runs = o.path("runs");
    Optional<List<Symmetry>> declared = Optional.empty();
    if (o.path("declared").isArray()) {
      List<String> names = new ArrayList<>();
      o.path("declared").forEach(s -> names.add(s.asText()));
      declared = Optional.of(ModelFile.parseSymmetries(names));
    }
    return new Plan(models, o.path("threads").asInt(1), new Runs(runs.path(0).asInt(), runs.path(1).asDouble(), runs.path(2).asDouble()),
        o.path("warmUp").asBoolean(), o.path("verifyUpTo").asInt(), o.path("unique").asBoolean(), declared);
  }

  // ---- a comparison's run ----

  static Map<String, Object> write(Harness.Run r) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("backend", r.backend());
    o.put("variant", r.variant());
    o.put("result", r.result() == null ? null : count(r.result()));
    o.put("checked", r.checked());
    o.put("verificationStopped", r.verificationStopped());
    o.put("problems", r.problems());
    o.put("skipped", r.skipped());
    o.put("failure", r.failure());
    o.put("threads", r.threads());
    o.put("method", List.of(r.method().words(), r.method().symmetries()));
    o.put("firstMs", number(r.firstMillis()));
    o.put("firstFound", r.firstFound());
    o.put("timesMs", numbers(r.times()));
    o.put("memory", memory(r.memory()));
    o.put("cpuMs", numbers(r.cpuTimes()));
    o.put("firstInCountMs", numbers(r.firstInCount()));
    return o;
  }

  static Harness.Run run(JsonNode o) {
    List<String> problems = new ArrayList<>();
    o.path("problems").forEach(p -> problems.add(p.asText()));
    JsonNode method = o.path("method");
    return new Harness.Run(o.path("backend").asText(), o.path("variant").asText(), o.path("result").isObject() ? count(o.path("result")) : null,
        o.path("checked").asLong(), o.path("verificationStopped").asBoolean(), problems, text(o.path("skipped")), text(o.path("failure")),
        o.path("threads").asInt(1),
        new CountMethod(method.path(0).asText(), method.path(1).asInt(1)), number(o.path("firstMs")), o.path("firstFound").asBoolean(),
        numbers(o.path("timesMs")), memory(o.path("memory")), numbers(o.path("cpuMs")), numbers(o.path("firstInCountMs")));
  }

  private static Map<String, Object> count(CountResult c) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("solutions", c.solutions());
    o.put("unique", c.unique());
    o.put("outcome", c.outcome().id());
    o.put("millis", c.statistics().millis());
    o.put("counters", c.statistics().counters());
    o.put("threads", c.threads());
    o.put("parts", c.parts());
    o.put("firstMs", number(c.firstSolutionMillis()));
    return o;
  }

  private static CountResult count(JsonNode o) {
    return new CountResult(o.path("solutions").asLong(), o.path("unique").isNumber() ? o.path("unique").asLong() : null,
        Outcome.of(o.path("outcome").asText()), new Statistics(o.path("millis").asLong(), counters(o.path("counters"))),
        o.path("threads").asInt(1), o.path("parts").asLong(1), number(o.path("firstMs")));
  }

  // ---- a benchmark's measure ----

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
    o.put("memory", memory(m.memory()));
    o.put("bestMs", number(m.bestMs()));
    o.put("improvements", improvements(m.improvements()));
    o.put("optimum", m.optimum() == null ? null : write(m.optimum()));
    o.put("runs", m.runs());
    o.put("failure", m.failure());
    return o;
  }

  static Bench.Measure measure(JsonNode o, QueensModel model) {
    Optima.Run optimum = o.path("optimum").isObject() ? optimum(o.path("optimum"), model) : null;
    return new Bench.Measure(o.path("solver").asText(), o.path("instance").asText(), o.path("n").asInt(), number(o.path("medianMs")),
        number(o.path("minMs")), number(o.path("maxMs")), number(o.path("madMs")), o.path("result").asLong(), o.path("complete").asBoolean(),
        number(o.path("firstMs")), number(o.path("stoppedAtMs")), memory(o.path("memory")), number(o.path("bestMs")),
        improvements(o.path("improvements")), optimum, o.path("runs").asInt(1), text(o.path("failure")));
  }

  // ---- an optimisation ----

  static Map<String, Object> write(Optima.Run r) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("backend", r.backend());
    o.put("threads", r.threads());
    o.put("provesOptima", r.provesOptima());
    o.put("result", r.result() == null ? null : optimum(r.result()));
    o.put("medianMs", number(r.medianMs()));
    o.put("minMs", number(r.minMs()));
    o.put("maxMs", number(r.maxMs()));
    o.put("firstMs", number(r.firstMs()));
    o.put("bestMs", number(r.bestMs()));
    o.put("curves", r.curves().stream().map(Wire::improvements).toList());
    o.put("totals", r.totals());
    o.put("skipped", r.skipped());
    o.put("failure", r.failure());
    return o;
  }

  /** An optimisation as a child measured it, its best solution checked here. */
  static Optima.Run optimum(JsonNode o, QueensModel model) {
    String backend = o.path("backend").asText();
    OptimumResult result = o.path("result").isObject() ? Checked.optimum(model, optimumResult(o.path("result")), backend) : null;
    List<List<OptimumResult.Improvement>> curves = new ArrayList<>();
    o.path("curves").forEach(c -> curves.add(improvements(c)));
    List<Double> totals = new ArrayList<>();
    o.path("totals").forEach(t -> totals.add(t.asDouble()));
    return new Optima.Run(backend, o.path("threads").asInt(1), result, number(o.path("medianMs")), number(o.path("minMs")),
        number(o.path("maxMs")), number(o.path("firstMs")), number(o.path("bestMs")), curves, totals, text(o.path("skipped")),
        text(o.path("failure")), o.path("provesOptima").asBoolean(true));
  }

  private static Map<String, Object> optimum(OptimumResult r) {
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

  private static OptimumResult optimumResult(JsonNode o) {
    Optional<Solution> best = Optional.empty();
    if (o.path("best").isArray()) {
      int[] columns = new int[o.path("best").size()];
      for (int i = 0; i < columns.length; i++) {
        columns[i] = o.path("best").get(i).asInt();
      }
      best = Optional.of(Solution.of(columns));
    }
    return new OptimumResult(best, optionalLong(o.path("value")), o.path("optimal").asBoolean(), optionalLong(o.path("bound")),
        Outcome.of(o.path("outcome").asText()), improvements(o.path("improvements")), new Statistics(o.path("millis").asLong(), counters(o.path("counters"))));
  }

  // ---- pieces ----

  private static List<Map<String, Object>> improvements(List<OptimumResult.Improvement> steps) {
    return steps.stream().map(x -> Map.<String, Object>of("value", x.value(), "millis", x.millis(), "nodes", x.nodes())).toList();
  }

  private static List<OptimumResult.Improvement> improvements(JsonNode steps) {
    List<OptimumResult.Improvement> out = new ArrayList<>();
    steps.forEach(x -> out.add(new OptimumResult.Improvement(x.path("value").asLong(), x.path("millis").asDouble(), x.path("nodes").asLong())));
    return out;
  }

  private static List<Long> memory(Measured.Memory m) {
    return List.of(m.heapBytes(), m.residentBytes(), m.liveHeapBytes());
  }

  private static Measured.Memory memory(JsonNode m) {
    return new Measured.Memory(m.path(0).asLong(-1), m.path(1).asLong(-1), m.path(2).asLong(-1));
  }

  private static Map<String, Long> counters(JsonNode o) {
    Map<String, Long> counters = new LinkedHashMap<>();
    o.properties().forEach(e -> counters.put(e.getKey(), e.getValue().asLong()));
    return counters;
  }

  private static String text(JsonNode v) {
    return v.isTextual() ? v.asText() : null;
  }

  private static OptionalLong optionalLong(JsonNode v) {
    return v.isNumber() ? OptionalLong.of(v.asLong()) : OptionalLong.empty();
  }

  /** NaN (unknown) as null, which JSON can hold. */
  private static Double number(double v) {
    return Double.isNaN(v) ? null : v;
  }

  private static List<Double> numbers(double[] values) {
    return Arrays.stream(values).mapToObj(Wire::number).toList();
  }

  private static double number(JsonNode v) {
    return v.isNumber() ? v.asDouble() : Double.NaN;
  }

  private static double[] numbers(JsonNode array) {
    double[] out = new double[array.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = number(array.get(i));
    }
    return out;
  }
}
