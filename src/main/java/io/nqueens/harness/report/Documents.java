package io.nqueens.harness.report;

import io.nqueens.engine.ProgramVersion;
import io.nqueens.harness.Bench;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Optima;
import io.nqueens.harness.Verdict;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.runner.Plan;
import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.SearchProfile;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The JSON documents of a comparison and of a benchmark (docs/output.md), as {@code compare} and
 * {@code bench} write them, the report embeds them and {@code report --results} reads them back:
 * one place for each, whoever asks.
 */
public final class Documents {

  private Documents() {}

  /** The JSON document of a comparison of counts (docs/output.md), as compare writes it and the report reads it. */
  public static Map<String, Object> compare(Plan plan, List<Backends.Spec> specs, String isolation, List<Harness.Row> rows, boolean interrupted,
      Map<String, Object> environment) {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("solvers", specs.stream().map(Backends.Spec::label).toList());
    doc.put("threads", plan.threads());
    doc.put("repeat", plan.runs().repeat());
    doc.put("warmUp", plan.warmUp());
    doc.put("isolation", isolation);
    doc.put("warmUpMs", Runs.WARM_UP.toMillis());
    doc.put("measureMs", plan.runs().measureMillis());
    doc.put("cellBudgetMs", Double.isInfinite(plan.runs().budgetMillis()) ? null : plan.runs().budgetMillis());
    doc.put("rows", rows.stream().map(r -> rowMap(r, plan.unique())).toList());
    doc.put("complete", !interrupted && rows.stream().allMatch(r -> r.verdict() == Verdict.AGREE || r.verdict() == Verdict.UNCHECKED));
    doc.put("environment", environment);
    return doc;
  }

  /** One row of the JSON document. */
  private static Map<String, Object> rowMap(Harness.Row row, boolean unique) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("n", row.model().n());
    o.put("model", row.model().summary());
    Map<String, Object> backends = new LinkedHashMap<>();
    for (Harness.Run r : row.runs()) {
      Map<String, Object> b = new LinkedHashMap<>();
      if (r.skipped() != null) {
        b.put("skipped", r.skipped());
      } else if (r.failure() != null) {
        b.put("failure", r.failure());
      } else {
        b.put("solutions", r.result().solutions());
        if (r.result().unique() != null) {
          b.put("unique", r.result().unique());
        }
        b.put("complete", r.result().complete());
        b.put("outcome", r.result().outcome().id());
        b.put("millis", r.result().statistics().millis());
        b.put("statistics", r.result().statistics().counters());
        b.put("checked", r.checked());
        b.put("verificationStopped", r.verificationStopped());
        b.put("firstInCountMs", Double.isNaN(r.firstInCountMillis()) ? null : r.firstInCountMillis());
        b.put("firstInCountTimesMs", Arrays.stream(r.firstInCount()).map(t -> Double.isNaN(t) ? -1 : Math.round(t * 1000) / 1000.0).toArray());
        b.put("firstSolutionMs", Double.isNaN(r.firstMillis()) ? null : r.firstMillis());
        b.put("firstSolutionFound", r.firstFound());
        b.put("medianMs", r.medianMillis());
        b.put("cpuMs", Double.isNaN(r.medianCpuMillis()) ? null : r.medianCpuMillis());
        b.put("cpuOverThreads", r.overThreads());
        b.put("minMs", r.minMillis());
        b.put("maxMs", r.maxMillis());
        b.put("runs", r.times().length);
        b.put("peakHeapBytes", r.peakHeapBytes() < 0 ? null : r.peakHeapBytes());
        b.put("peakResidentBytes", r.peakResidentBytes() < 0 ? null : r.peakResidentBytes());
        b.put("liveHeapBytes", r.liveHeapBytes() < 0 ? null : r.liveHeapBytes());
        b.put("timesMs", Arrays.stream(r.times()).map(t -> Math.round(t * 1000) / 1000.0).toArray());
        b.put("cpuTimesMs", Arrays.stream(r.cpuTimes()).map(t -> Double.isNaN(t) ? -1 : Math.round(t * 1000) / 1000.0).toArray());
        if (!r.problems().isEmpty()) {
          b.put("problems", r.problems());
        }
      }
      b.put("variant", r.variant());
      b.put("threads", r.threads());
      b.put("method", r.method().words());
      b.put("symmetries", r.method().symmetries());
      b.put("usesSymmetry", r.method().usesSymmetry());
      backends.put(r.backend(), b);
    }
    o.put("backends", backends);
    o.put("published", row.published().isPresent() ? row.published().getAsLong() : null);
    if (unique) {
      o.put("publishedUnique", row.publishedUnique().isPresent() ? row.publishedUnique().getAsLong() : null);
    }
    o.put("agree", row.verdict() != Verdict.DISAGREE);
    o.put("verdict", row.verdict().name().toLowerCase(Locale.ROOT));
    o.put("compared", row.compared());
    o.put("disagreements", row.disagreements());
    return o;
  }

  /** The JSON document of a benchmark (docs/output.md), as bench writes it and the report reads it. */
  public static Map<String, Object> bench(List<Bench.Measure> measures, Plan plan, Bench.Task task, List<Backends.Spec> specs, boolean folder,
      String isolation, Map<String, Object> environment) {
    boolean count = task == Bench.Task.COUNT;
    boolean optimise = task == Bench.Task.OPTIMISE;
    String baseline = specs.get(0).label();
    Map<String, Double> base = new LinkedHashMap<>();
    for (Bench.Measure m : measures) {
      if (m.solver().equals(baseline)) {
        base.put(m.instance(), m.medianMs());
      }
    }
    Map<String, Map.Entry<QueensModel, List<Optima.Run>>> optima = optimaOf(measures, plan.models());
    List<Object> rows = new ArrayList<>();
    IdentityHashMap<Optima.Run, Optima.Scores> scored = scores(optima);
    for (Bench.Measure m : measures) {
      rows.add(benchRow(m, task, folder, base, optima, scored));
    }
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("task", count ? "count" : optimise ? "optimise" : "solve");
    doc.put("repeat", plan.runs().repeat());
    doc.put("measureMs", plan.runs().measureMillis());
    doc.put("threads", plan.threads());
    doc.put("baseline", baseline);
    doc.put("rows", rows);
    doc.put("isolation", isolation);
    doc.put("environment", environment);
    return doc;
  }

  /** One measure's row of a benchmark's document: its times, ratio, memory, and its result (a count, a find, or an optimum). */
  private static Map<String, Object> benchRow(Bench.Measure m, Bench.Task task, boolean folder, Map<String, Double> base,
      Map<String, Map.Entry<QueensModel, List<Optima.Run>>> optima, IdentityHashMap<Optima.Run, Optima.Scores> scored) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("n", m.n());
    if (folder) {
      o.put("model", m.instance());
    }
    o.put("solver", m.solver());
    o.put("medianMs", m.complete() ? round(m.medianMs()) : null);
    o.put("minMs", m.complete() ? round(m.minMs()) : null);
    o.put("maxMs", m.complete() ? round(m.maxMs()) : null);
    o.put("ratio", ratio(m, base));
    if (m.failure() != null) {
      o.put("failure", m.failure());
    } else if (!m.complete()) {
      o.put("stoppedAtMs", round(m.stoppedAtMs()));
    }
    o.put("firstSolutionMs", Double.isNaN(m.firstMs()) ? null : round(m.firstMs()));
    if (m.optimum() == null) {
      o.put("runs", m.runs());
    }
    o.put("peakHeapBytes", m.peakHeapBytes() < 0 ? null : m.peakHeapBytes());
    o.put("peakResidentBytes", m.memory().residentBytes() < 0 ? null : m.memory().residentBytes());
    o.put("liveHeapBytes", m.memory().liveHeapBytes() < 0 ? null : m.memory().liveHeapBytes());
    if (task == Bench.Task.OPTIMISE) {
      optimum(o, m, optima, scored);
    } else {
      o.put(task == Bench.Task.COUNT ? "solutions" : "found", task == Bench.Task.COUNT ? m.result() : m.result() == 1);
    }
    o.put("complete", m.complete());
    return o;
  }

  /** An optimisation's fields of a row: the value, whether it is proved, the bound, the primal integral and each improvement. */
  private static void optimum(Map<String, Object> o, Bench.Measure m, Map<String, Map.Entry<QueensModel, List<Optima.Run>>> optima,
      IdentityHashMap<Optima.Run, Optima.Scores> scored) {
    o.put("objective", m.result() == Long.MIN_VALUE ? null : m.result());
    o.put("optimal", m.complete() && m.result() != Long.MIN_VALUE);
    o.put("bestMs", Double.isNaN(m.bestMs()) ? null : round(m.bestMs()));
    if (m.optimum() != null) {
      OptimumResult r = m.optimum().result();
      o.put("sense", optima.get(m.instance() + "\u0000" + m.n()).getKey().objective().map(x -> x.sense().word()).orElse(null));
      o.put("bound", r.optimal() ? r.value().getAsLong() : r.bound().isPresent() ? r.bound().getAsLong() : null);
      o.put("runs", m.optimum().runs());
      Optima.Scores sc = scored.get(m.optimum());
      o.put("primalIntegral", sc == null || Double.isNaN(sc.primalIntegral()) ? null : Math.round(sc.primalIntegral() * 1e6) / 1e6);
      o.put("area", sc == null || Double.isNaN(sc.area()) ? null : Math.round(sc.area() * 1e6) / 1e6);
    }
    List<Object> steps = new ArrayList<>();
    m.improvements().forEach(x -> steps.add(Map.of("value", x.value(), "millis", Math.round(x.millis() * 1000) / 1000.0)));
    o.put("improvements", steps);
  }

  /** The median over the baseline's on the same instance, both complete; null otherwise (no ratio of a partial run). */
  public static Double ratio(Bench.Measure m, Map<String, Double> base) {
    return m.complete() && base.containsKey(m.instance()) ? round(m.medianMs() / base.get(m.instance())) : null;
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

  /** Said where a backend's statistics cannot tell nodes by depth. */
  public static String unavailable(String solver) {
    return "not available: " + solver + "'s statistics do not count nodes by depth";
  }

  /** The JSON document of a search profile (docs/output.md), as {@code count --profile} writes it and the report reads it. */
  public static Map<String, Object> profile(QueensModel model, String solver, Optional<SearchProfile> measured, long millis) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("n", model.n());
    o.put("model", model.summary());
    o.put("solver", solver);
    if (measured.isEmpty()) {
      o.put("profile", null);
      o.put("unavailable", unavailable(solver));
      return o;
    }
    SearchProfile p = measured.get();
    o.put("solutions", p.solutions());
    o.put("complete", p.outcome().isComplete());
    o.put("outcome", p.outcome().id());
    o.put("millis", millis);
    Map<String, Object> profile = new LinkedHashMap<>();
    profile.put("depth", p.depthMeans());
    profile.put("nodesStatistic", p.nodesStatistic());
    long[] nodes = p.nodes();
    long[] fails = p.fails();
    List<Map<String, Object>> levels = new ArrayList<>();
    for (int d = 0; d < p.depths(); d++) {
      Map<String, Object> level = new LinkedHashMap<>();
      level.put("depth", d);
      level.put("nodes", nodes[d]);
      level.put("fails", fails[d]);
      levels.add(level);
    }
    profile.put("levels", levels);
    profile.put("totalNodes", p.totalNodes());
    profile.put("totalFails", p.totalFails());
    o.put("profile", profile);
    return o;
  }

  /**
   * What ran and where, as a document records it (and a report shows it): the program, Java, the
   * operating system, cores, the date, the command that reproduces the run, and each backend's
   * library and version.
   */
  public static Map<String, Object> environment(String command, Map<String, String> libraries) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("program", "nqueens " + ProgramVersion.get());
    o.put("java", System.getProperty("java.version") + " (" + System.getProperty("java.vendor", "unknown vendor") + ")");
    o.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
    o.put("cores", Runtime.getRuntime().availableProcessors());
    o.put("date", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
    o.put("command", command);
    o.put("backends", libraries);
    return o;
  }

  /** The JSON document of a comparison of optima (docs/output.md), as compare writes it for a model with an objective. */
  public static Map<String, Object> optima(List<Optima.Row> rows, int threads, int repeat, String isolation, Map<String, Object> environment) {
    List<Object> out = new ArrayList<>();
    for (Optima.Row row : rows) {
      Map<String, Object> o = new LinkedHashMap<>();
      o.put("n", row.model().n());
      o.put("model", row.model().summary());
      o.put("verdict", word(row));
      if (!row.detail().isEmpty()) {
        o.put("detail", row.detail());
      }
      OptionalLong optimum = Optima.optimum(row);
      o.put("optimum", optimum.isPresent() ? optimum.getAsLong() : null);
      o.put("sense", row.model().objective().orElseThrow().sense().word());
      o.put("horizonMs", millis(Optima.horizon(row)));
      List<Object> runs = new ArrayList<>();
      List<Optima.Scores> scores = Optima.scores(row);
      int index = 0;
      for (Optima.Run r : row.runs()) {
        Optima.Scores score = scores.get(index++);
        Map<String, Object> b = new LinkedHashMap<>();
        b.put("backend", r.backend());
        b.put("threads", r.threads());
        b.put("status", Optima.status(r));
        if (r.skipped() != null) {
          b.put("skipped", r.skipped());
        }
        if (r.failure() != null) {
          b.put("failure", r.failure());
        }
        if (r.result() != null) {
          b.putAll(optimum(row.model(), r.result()));
          b.put("outcome", r.result().outcome().id());
          b.put("runs", r.runs());
          b.put("firstMs", Double.isNaN(r.firstMs()) ? null : millis(r.firstMs()));
          b.put("bestMs", Double.isNaN(r.bestMs()) ? null : millis(r.bestMs()));
          b.put("primalIntegral", Double.isNaN(score.primalIntegral()) ? null : Math.round(score.primalIntegral() * 1e6) / 1e6);
          b.put("area", Double.isNaN(score.area()) ? null : Math.round(score.area() * 1e6) / 1e6);
          b.put("medianMs", Math.round(r.medianMs() * 100) / 100.0);
          b.put("minMs", Math.round(r.minMs() * 100) / 100.0);
          b.put("maxMs", Math.round(r.maxMs() * 100) / 100.0);
          r.result().best().ifPresent(s -> b.put("columns", s.columns()));
          b.put("statistics", r.result().statistics().counters());
        }
        runs.add(b);
      }
      o.put("backends", runs);
      out.add(o);
    }
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("task", "optimise");
    doc.put("threads", threads);
    doc.put("repeat", repeat);
    doc.put("rows", out);
    doc.put("isolation", isolation);
    doc.put("environment", environment);
    return doc;
  }

  /** The JSON fields of an optimisation (docs/output.md): objective, sense, optimal, bound, improvements. */
  public static Map<String, Object> optimum(QueensModel model, OptimumResult r) {
    Map<String, Object> out = new LinkedHashMap<>();
    Objective o = model.objective().orElseThrow();
    out.put("sense", o.sense().word());
    out.put("expression", o.text());
    out.put("objective", r.value().isPresent() ? r.value().getAsLong() : null);
    out.put("optimal", r.optimal());
    out.put("bound", r.bound().isPresent() ? r.bound().getAsLong() : null);
    List<Map<String, Object>> steps = new ArrayList<>();
    for (OptimumResult.Improvement i : r.improvements()) {
      Map<String, Object> step = new LinkedHashMap<>();
      step.put("value", i.value());
      step.put("millis", Math.round(i.millis() * 1000) / 1000.0);
      if (i.nodes() >= 0) {
        step.put(r.statistics().mainCounterName().isEmpty() ? "nodes" : r.statistics().mainCounterName(), i.nodes());
      }
      steps.add(step);
    }
    out.put("improvements", steps);
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

  /** A time in milliseconds to the microsecond. */
  private static double millis(double ms) {
    return Math.round(ms * 1000) / 1000.0;
  }
}
