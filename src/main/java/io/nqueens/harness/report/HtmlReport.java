package io.nqueens.harness.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nqueens.harness.Presets;
import io.nqueens.harness.Summary;
import io.nqueens.harness.measure.Stats;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/**
 * One self-contained HTML page from {@link Results}: what ran, who agrees, time and effort against
 * n, time per node, search profiles, and for a folder of instances the per-instance table, the
 * cactus plot and a scatter plot; then the raw data (embedded JSON and a CSV download). Inline CSS
 * and SVG only: it opens without a network and prints.
 */
public final class HtmlReport {

  private static final ObjectMapper JSON = new ObjectMapper();

  private final Results results;
  private final StringBuilder out = new StringBuilder();

  private HtmlReport(Results results) {
    this.results = results;
  }

  /** The page; {@code title} heads it, {@code command} (when not null) is the command line that makes it again. */
  public static String render(Results results, String title, String command) {
    HtmlReport r = new HtmlReport(results);
    r.command = command;
    return r.page(title);
  }

  private String command;

  private String page(String title) {
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>").append(Html.escape(title)).append("</title>\n<style>\n").append(CSS).append("</style>\n</head>\n<body>\n");
    out.append("<header><h1>").append(Html.escape(title)).append("</h1></header>\n<main>\n");
    // For a projector: the answer first, then the pictures, the long tables after them.
    disagreementsFirst();
    headline();
    time();
    effort();
    profiles();
    anytime();
    whatRan();
    agreement();
    howEachRan();
    instances();
    rawData();
    out.append("</main>\n</body>\n</html>\n");
    return out.toString();
  }

  // ---- sections ----

  /** Bench rows of optimisations ({@code bench --task optimise}), by instance in order. */
  private Map<String, List<JsonNode>> optimisationRows() {
    Map<String, List<JsonNode>> out = new LinkedHashMap<>();
    results.benchmarks().stream().filter(d -> d.path("task").asText().equals("optimise")).forEach(d -> d.path("rows").forEach(r ->
        out.computeIfAbsent(r.has("model") ? r.path("model").asText() + " (n=" + r.path("n").asInt() + ")" : "n=" + r.path("n").asInt(),
            k -> new ArrayList<>()).add(r)));
    return out;
  }

  /** How many instances get a chart of their own; the table covers them all. */
  private static final int ANYTIME_CHARTS = 8;

  /**
   * Objective against time for each optimised instance (the first {@value #ANYTIME_CHARTS}), and a
   * table of every backend's time to its first solution, to its best and to the proof.
   */
  private void anytime() {
    Map<String, List<JsonNode>> byInstance = optimisationRows();
    if (byInstance.isEmpty()) {
      return;
    }
    out.append("<section id=\"anytime\"><h2>Objective against time</h2>\n");
    out.append("<p>Each better solution a backend found, as it came (the first timed run); the line runs on to the end of the run, "
        + "and a bar marks where it proved the value optimal. A line without a bar was stopped by its limit; a dotted line of its colour "
        + "is the bound it had proved by then. Every chart shares one time axis. Primal integral: seconds of gap to the best value of "
        + "the instance (1 before a first solution) up to its longest run (Berthold 2013); area: the value scaled from that best (0) to "
        + "the worst seen (1), averaged over the same time, after the MiniZinc Challenge's area score. Smaller is better for both.</p>\n");
    Map<String, List<Svg.Anytime>> curves = new LinkedHashMap<>();
    for (Map.Entry<String, List<JsonNode>> e : byInstance.entrySet()) {
      List<Svg.Anytime> runs = new ArrayList<>();
      for (JsonNode r : e.getValue()) {
        List<Svg.Point> pts = new ArrayList<>();
        r.path("improvements").forEach(i -> pts.add(new Svg.Point(i.path("millis").asDouble(), i.path("value").asDouble())));
        boolean proved = r.path("optimal").asBoolean();
        double end = proved ? r.path("medianMs").asDouble() : r.path("stoppedAtMs").asDouble(pts.isEmpty() ? 0 : pts.get(pts.size() - 1).x());
        Double bound = r.path("bound").isNumber() ? r.path("bound").asDouble() : null;
        runs.add(new Svg.Anytime(r.path("solver").asText(), pts, end, proved, bound));
      }
      curves.put(e.getKey(), runs);
    }
    Svg.TimeAxis axis = Svg.TimeAxis.covering(curves.values().stream().flatMap(List::stream).toList());
    int charts = 0;
    for (Map.Entry<String, List<Svg.Anytime>> e : curves.entrySet()) {
      if (charts++ >= ANYTIME_CHARTS) {
        break;
      }
      String sense = byInstance.get(e.getKey()).get(0).path("sense").asText("");
      String way = sense.equals("maximize") ? " (maximize: higher is better)" : sense.equals("minimize") ? " (minimize: lower is better)" : "";
      out.append("<figure>").append(Svg.steps("Objective against time, " + e.getKey() + way, "objective" + (sense.isEmpty() ? "" : ", " + sense),
          e.getValue(), axis)).append("</figure>\n");
    }
    out.append("<table><thead><tr><th>instance</th><th>backend</th><th>objective</th><th>status</th><th>bound</th><th>first ms</th>"
        + "<th>best ms</th><th>proof ms</th><th>primal integral s</th><th>area</th></tr></thead><tbody>\n");
    for (Map.Entry<String, List<JsonNode>> e : byInstance.entrySet()) {
      for (JsonNode r : e.getValue()) {
        boolean proved = r.path("optimal").asBoolean();
        out.append("<tr><td>").append(Html.escape(e.getKey())).append("</td><td>").append(Html.escape(r.path("solver").asText()))
            .append("</td><td class=\"num\">").append(r.path("objective").isNull() ? "-" : r.path("objective").asText())
            .append("</td><td>").append(proved ? "optimal" : r.path("objective").isNull() ? "none found" : "best found")
            .append("</td><td class=\"num\">").append(r.path("bound").isNumber() ? r.path("bound").asText() : "-")
            .append("</td><td class=\"num\">").append(ms(r.path("firstSolutionMs")))
            .append("</td><td class=\"num\">").append(ms(r.path("bestMs")))
            .append("</td><td class=\"num\">").append(proved ? ms(r.path("medianMs")) : "stopped at " + ms(r.path("stoppedAtMs")))
            .append("</td><td class=\"num\">").append(score(r.path("primalIntegral")))
            .append("</td><td class=\"num\">").append(score(r.path("area")))
            .append("</td></tr>\n");
      }
    }
    out.append("</tbody></table></section>\n");
  }

  private static String score(JsonNode v) {
    return v.isNumber() ? String.format(Locale.ROOT, "%.3f", v.asDouble()) : "-";
  }

  private void disagreementsFirst() {
    List<String> problems = new ArrayList<>();
    for (JsonNode doc : results.comparisons()) {
      for (JsonNode row : doc.path("rows")) {
        for (JsonNode d : row.path("disagreements")) {
          problems.add("n = " + row.path("n").asInt() + " (" + row.path("model").asText() + "): " + d.asText());
        }
      }
    }
    for (Instance i : instanceRows()) {
      if (i.disagree()) {
        problems.add(i.name + ": the backends' answers differ (" + String.join(", ", i.answers.values()) + ")");
      }
    }
    if (!problems.isEmpty()) {
      out.append("<section id=\"disagreements\" class=\"disagree\"><h2>Disagreements</h2><ul>");
      problems.forEach(p -> out.append("<li>").append(Html.escape(p)).append("</li>"));
      out.append("</ul></section>\n");
    }
  }

  private void whatRan() {
    out.append("<section id=\"what-ran\"><h2>What ran</h2>\n<table class=\"facts\">");
    JsonNode env = results.environment();
    if (command != null) {
      fact("this page", command);
    }
    if (env == null) {
      out.append("<tr><th>environment</th><td>not recorded in these results</td></tr>");
    } else {
      List<String> commands = new ArrayList<>();
      for (List<JsonNode> docs : List.of(results.comparisons(), results.benchmarks(), results.profiles())) {
        docs.stream().filter(d -> d.has("environment")).forEach(d -> commands.add(d.path("environment").path("command").asText()));
      }
      fact(commands.size() == 1 ? "run" : "runs", String.join("\n", commands));
      fact("machine", env.path("program").asText() + " on Java " + env.path("java").asText() + ", " + env.path("os").asText() + ", "
          + env.path("cores").asText() + " cores, " + env.path("date").asText());
      List<String> backends = new ArrayList<>();
      env.path("backends").fields().forEachRemaining(b -> backends.add(b.getKey() + ": " + b.getValue().asText()));
      fact("backends", String.join("\n", backends));
    }
    Set<String> models = new LinkedHashSet<>();
    results.comparisons().forEach(d -> d.path("rows").forEach(r -> models.add(modelName(r.path("model").asText()))));
    results.benchmarks().forEach(d -> d.path("rows").forEach(r -> {
      if (r.has("model")) {
        models.add(r.path("model").asText());
      }
    }));
    results.profiles().forEach(d -> models.add(modelName(d.path("model").asText())));
    fact("models", String.join("; ", models));
    for (JsonNode b : results.benchmarks()) {
      fact("timing", b.path("task").asText() + ", " + b.path("repeat").asInt() + " timed run(s) after 1 warm-up, " + b.path("threads").asInt()
          + " thread(s); the bars span the fastest to the slowest run");
    }
    out.append("</table></section>\n");
  }

  /** "n=8" and "n=9" are one model, the plain problem: the size goes in the n column. */
  private static String modelName(String summary) {
    return summary.matches("n=\\d+") ? "plain n-queens" : summary.replaceFirst("^n=\\d+\\s*", "");
  }

  private void fact(String key, String value) {
    out.append("<tr><th>").append(Html.escape(key)).append("</th><td>").append(Html.escape(value)).append("</td></tr>");
  }

  private void agreement() {
    if (results.comparisons().isEmpty()) {
      return;
    }
    out.append("<section id=\"agreement\"><h2>Agreement</h2>\n");
    out.append("<p>Every backend's count per n, the published count where there is one, and the verdict. A run stopped by its limit shows as partial.</p>\n");
    for (JsonNode doc : results.comparisons()) {
      List<String> solvers = new ArrayList<>();
      doc.path("solvers").forEach(s -> solvers.add(s.asText()));
      boolean unique = false;
      for (JsonNode row : doc.path("rows")) {
        for (String s : solvers) {
          unique |= row.path("backends").path(s).has("unique");
        }
      }
      out.append("<table class=\"data agreement\"><thead><tr><th>n</th><th>model</th>");
      for (String s : solvers) {
        out.append("<th>").append(Html.escape(s)).append("</th>");
      }
      out.append("<th>published</th>");
      if (unique) {
        out.append("<th>published unique</th>");
      }
      out.append("<th>verdict</th></tr></thead><tbody>");
      for (JsonNode row : doc.path("rows")) {
        String verdict = row.path("verdict").asText();
        out.append("<tr class=\"").append(Html.escape(verdict)).append("\"><td class=\"num\">").append(row.path("n").asInt()).append("</td><td>")
            .append(Html.escape(modelName(row.path("model").asText()))).append("</td>");
        for (String s : solvers) {
          JsonNode b = row.path("backends").path(s);
          out.append("<td class=\"num count\" data-n=\"").append(row.path("n").asInt()).append("\" data-backend=\"").append(Html.escape(s)).append("\">");
          if (b.has("skipped")) {
            out.append("skipped");
          } else if (b.has("failure")) {
            out.append("failed: ").append(Html.escape(b.path("failure").asText()));
          } else if (b.has("solutions")) {
            out.append(b.path("complete").asBoolean() ? "" : "&ge; ").append(b.path("solutions").asLong());
            if (b.has("unique")) {
              out.append(" <span class=\"unique\">(").append(b.path("unique").asLong()).append(")</span>");
            }
          } else {
            out.append("-");
          }
          out.append("</td>");
        }
        out.append("<td class=\"num published\">").append(row.path("published").isNumber() ? row.path("published").asText() : "-").append("</td>");
        if (unique) {
          out.append("<td class=\"num\">").append(row.path("publishedUnique").isNumber() ? row.path("publishedUnique").asText() : "-").append("</td>");
        }
        out.append("<td class=\"verdict\">").append(Html.escape(verdict)).append("</td></tr>");
      }
      out.append("</tbody></table>\n");
      if (unique) {
        out.append("<p class=\"note\">In brackets: the number of symmetry classes.</p>\n");
      }
    }
    out.append("</section>\n");
  }

  /** Per n and backend: how it counted, on how many threads, the time to a first solution and to all, its effort and memory. */
  private void howEachRan() {
    boolean any = results.comparisons().stream().anyMatch(doc -> doc.path("rows").findValues("method").size() > 0);
    if (!any) {
      return;
    }
    out.append("<section id=\"how\"><h2>How each backend ran</h2>\n");
    out.append("<p>The method each backend counted with and the symmetries it used, the threads it used, when the counting runs met "
        + "their first solution (first ms; - where the counter finds them in classes or pieces), the separate first-solution search "
        + "(solve ms) and the time to count every one, each a median over the same runs, its effort (nodes or branches; backtracks, "
        + "fails or conflicts: docs/output.md), and, measured in a JVM of its own, its peak resident memory (rss MB) and its heap after "
        + "a full collection (live MB); - in one shared JVM. A partial run is marked &ge; and its time is not a total.</p>\n");
    for (JsonNode doc : results.comparisons()) {
      List<String> solvers = new ArrayList<>();
      doc.path("solvers").forEach(x -> solvers.add(x.asText()));
      out.append("<table class=\"data how\"><thead><tr><th>n</th><th>backend</th><th>method</th><th>threads</th><th>first ms</th><th>solve ms</th>"
          + "<th>all ms</th><th>nodes</th><th>fails</th><th>rss MB</th><th>live MB</th></tr></thead><tbody>");
      for (JsonNode row : doc.path("rows")) {
        for (String x : solvers) {
          JsonNode b = row.path("backends").path(x);
          if (!b.has("method")) {
            continue;
          }
          boolean partial = b.has("complete") && !b.path("complete").asBoolean();
          List<JsonNode> counters = new ArrayList<>();
          b.path("statistics").forEach(counters::add);
          out.append("<tr><td class=\"num\">").append(row.path("n").asInt()).append("</td><td>").append(Html.escape(x)).append("</td><td>")
              .append(Html.escape(b.path("method").asText())).append(b.path("symmetries").asInt(1) > 1 ? " (" + b.path("symmetries").asInt() + " symmetries)" : "")
              .append("</td><td class=\"num\">").append(b.path("threads").asInt(1)).append("</td><td class=\"num\">")
              .append(b.has("skipped") ? "skipped" : ms(b.path("firstInCountMs"))).append("</td><td class=\"num\">")
              .append(b.has("skipped") ? "-" : ms(b.path("firstSolutionMs"))).append("</td><td class=\"num\">")
              .append(partial ? "&ge; " : "").append(b.has("skipped") ? "-" : ms(b.path("medianMs"))).append("</td><td class=\"num\">")
              .append(counters.isEmpty() ? "-" : counters.get(0).asText()).append("</td><td class=\"num\">")
              .append(counters.size() < 2 ? "-" : counters.get(1).asText()).append("</td><td class=\"num\">")
              .append(megabytes(b.path("peakResidentBytes"))).append("</td><td class=\"num\">")
              .append(megabytes(b.path("liveHeapBytes"))).append("</td></tr>");
        }
      }
      out.append("</tbody></table>\n");
    }
    out.append("</section>\n");
  }

  /** Bytes as whole megabytes, "-" where not measured. */
  private static String megabytes(JsonNode v) {
    return v.isNumber() ? Long.toString(Math.round(v.asDouble() / 1e6)) : "-";
  }

  /** Milliseconds as the tables show them: three decimals under one millisecond, two under a hundred, whole above; "-" for none. */
  private static String ms(JsonNode v) {
    if (!v.isNumber()) {
      return "-";
    }
    double ms = v.asDouble();
    return ms < 1 ? String.format(Locale.ROOT, "%.3f", ms) : ms < 100 ? String.format(Locale.ROOT, "%.2f", ms)
        : String.format(Locale.ROOT, "%.0f", ms);
  }

  /**
   * The answer in words, as the command line ends a comparison: for the largest n every backend of
   * the comparison finished, the fastest and how much slower each other was, and why in nodes.
   */
  private void headline() {
    List<JsonNode> rows = comparisonRows();
    for (int i = rows.size() - 1; i >= 0; i--) {
      JsonNode row = rows.get(i);
      if (!List.of("agree", "unchecked").contains(row.path("verdict").asText())) {
        // A row that is partial or disagrees has no answer in words.
        continue;
      }
      List<Summary.Entry> entries = new ArrayList<>();
      row.path("backends").fields().forEachRemaining(e -> {
        JsonNode b = e.getValue();
        if (b.path("complete").asBoolean() && b.path("medianMs").isNumber()) {
          double[] times = new double[b.path("timesMs").size()];
          for (int k = 0; k < times.length; k++) {
            times[k] = b.path("timesMs").get(k).asDouble();
          }
          List<Long> counters = new ArrayList<>();
          List<String> names = new ArrayList<>();
          b.path("statistics").fields().forEachRemaining(c -> {
            names.add(c.getKey());
            counters.add(c.getValue().asLong());
          });
          entries.add(new Summary.Entry(e.getKey(), b.path("medianMs").asDouble(), Stats.mad(times), times.length,
              counters.isEmpty() ? OptionalLong.empty() : OptionalLong.of(counters.get(0)),
              counters.size() < 2 ? OptionalLong.empty() : OptionalLong.of(counters.get(1)), Summary.Entry.definition(e.getKey(), names),
              !b.path("usesSymmetry").asBoolean()));
        }
      });
      List<String> labels = new ArrayList<>();
      row.path("backends").fieldNames().forEachRemaining(labels::add);
      List<String> sentences = Summary.sentences("n = " + row.path("n").asInt(), Presets.baseline(labels), entries);
      if (sentences.isEmpty()) {
        continue;
      }
      out.append("<section id=\"answer\" class=\"answer\"><h2>The answer</h2>\n<p class=\"lead\">").append(Html.escape(sentences.get(0)))
          .append("</p>\n<ul>\n");
      for (String s : sentences.subList(1, sentences.size())) {
        if (s.startsWith("    ")) {
          out.append("<li class=\"why\">").append(Html.escape(s.strip())).append("</li>\n");
        } else {
          out.append("<li>").append(Html.escape(s.strip())).append("</li>\n");
        }
      }
      out.append("</ul></section>\n");
      return;
    }
  }

  private void time() {
    List<Svg.Series> series = new ArrayList<>();
    String caption;
    if (!rangeBenchRows().isEmpty()) {
      Map<String, List<Svg.Point>> bySolver = new LinkedHashMap<>();
      for (JsonNode r : rangeBenchRows()) {
        if (r.path("complete").asBoolean()) {
          bySolver.computeIfAbsent(r.path("solver").asText(), k -> new ArrayList<>()).add(
              new Svg.Point(r.path("n").asInt(), floor(r.path("medianMs").asDouble()), floor(r.path("minMs").asDouble()), floor(r.path("maxMs").asDouble())));
        }
      }
      bySolver.forEach((k, v) -> series.add(new Svg.Series(k, v)));
      caption = "Median of the timed runs; the bars span the fastest to the slowest. Runs stopped by their limit are left out.";
    } else if (!results.comparisons().isEmpty()) {
      // The comparison's own figures: the same medians as its table, so that one page holds one time per backend and n.
      for (String s : comparedSolvers()) {
        List<Svg.Point> pts = new ArrayList<>();
        for (JsonNode row : comparisonRows()) {
          JsonNode b = row.path("backends").path(s);
          if (b.path("complete").asBoolean() && b.path("medianMs").isNumber()) {
            pts.add(new Svg.Point(row.path("n").asInt(), floor(b.path("medianMs").asDouble()), floor(b.path("minMs").asDouble()),
                floor(b.path("maxMs").asDouble())));
          }
        }
        series.add(new Svg.Series(s, pts));
      }
      caption = "The comparison's medians (the table's); the bars span the fastest to the slowest run.";
    } else {
      return;
    }
    out.append("<section id=\"time\"><h2>Time against n</h2>\n<figure>")
        .append(Svg.lines("Time against n", "n (board size)", "milliseconds (log scale)", series, true))
        .append("<figcaption>").append(Html.escape(caption + " Times under 0.01 ms are drawn at 0.01 ms.")).append("</figcaption></figure></section>\n");
  }

  private void effort() {
    if (results.comparisons().isEmpty()) {
      return;
    }
    List<Svg.Series> effort = new ArrayList<>();
    List<Svg.Series> perNode = new ArrayList<>();
    for (String s : comparedSolvers()) {
      String statistic = null;
      List<Svg.Point> e = new ArrayList<>();
      List<Svg.Point> t = new ArrayList<>();
      for (JsonNode row : comparisonRows()) {
        JsonNode b = row.path("backends").path(s);
        Iterator<Map.Entry<String, JsonNode>> stats = b.path("statistics").fields();
        if (!b.path("complete").asBoolean() || !stats.hasNext()) {
          continue;
        }
        Map.Entry<String, JsonNode> main = stats.next();
        statistic = main.getKey();
        double value = main.getValue().asDouble();
        e.add(new Svg.Point(row.path("n").asInt(), value));
        // Per node only where the nodes are enough to mean something: below, start-up leftovers are most of the time.
        if (value >= NODES_FOR_A_RATE && b.path("medianMs").asDouble() > 0) {
          t.add(new Svg.Point(row.path("n").asInt(), 1000 * b.path("medianMs").asDouble() / value));
        }
      }
      if (statistic != null) {
        effort.add(new Svg.Series(s + " (" + statistic + ")", e));
        perNode.add(new Svg.Series(s + " (per " + singular(statistic) + ")", t));
      }
    }
    out.append("<section id=\"effort\"><h2>Effort against n</h2>\n<figure>")
        .append(Svg.lines("Search effort against n", "n (board size)", "each backend's own statistic (log scale)", effort, true))
        .append("<figcaption>Each backend counts its own statistic, named in the legend: nodes of the hand-written search and of Choco, "
            + "branches of CP-SAT, nodes or failures as a MiniZinc solver reports them. They measure different things; compare shapes, not values.</figcaption></figure>\n")
        .append("<h3 id=\"time-per-node\">Time per node</h3>\n<figure>")
        .append(Svg.lines("Time per unit of effort", "n (board size)", "microseconds per unit (log scale)", perNode, true))
        .append("<figcaption>The comparison's median over its statistic, from " + NODES_FOR_A_RATE
            + " units on (fewer would mostly time the start of a run).</figcaption></figure>")
        .append("</section>\n");
  }

  /** The fewest units of effort whose time per unit is drawn (the compare table's ns/node starts there too). */
  static final long NODES_FOR_A_RATE = 1000;

  private static String singular(String statistic) {
    return statistic.endsWith("es") && statistic.startsWith("branch") ? "branch" : statistic.endsWith("s") ? statistic.substring(0, statistic.length() - 1) : statistic;
  }

  /** Which curves lie on an earlier one (the same nodes at every depth: the same tree), so that a reader knows the hidden one is there. */
  private static String coinciding(List<Svg.Series> series) {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i < series.size(); i++) {
      for (int j = 0; j < i; j++) {
        if (series.get(i).points().equals(series.get(j).points())) {
          sb.append(' ').append(series.get(i).name()).append("'s curve lies on ").append(series.get(j).name()).append("'s: the same tree.");
          break;
        }
      }
    }
    return sb.toString();
  }

  /** The search profiles: a chart of the nodes per depth, the table, and the backends that could not give one. */
  private void profiles() {
    if (results.profiles().isEmpty()) {
      return;
    }
    out.append("<section id=\"profile\"><h2>Search profile</h2>\n");
    List<Svg.Series> series = new ArrayList<>();
    List<String> unavailable = new ArrayList<>();
    Set<String> depthMeans = new LinkedHashSet<>();
    String where = "";
    for (JsonNode p : results.profiles()) {
      where = "n = " + p.path("n").asInt() + ", " + modelName(p.path("model").asText());
      if (p.path("profile").isNull() || p.path("profile").isMissingNode()) {
        unavailable.add(p.path("solver").asText() + ": " + p.path("unavailable").asText());
        continue;
      }
      depthMeans.add(p.path("solver").asText() + ": " + p.path("profile").path("depth").asText());
      List<Svg.Point> pts = new ArrayList<>();
      for (JsonNode level : p.path("profile").path("levels")) {
        pts.add(new Svg.Point(level.path("depth").asInt(), level.path("nodes").asDouble()));
      }
      series.add(new Svg.Series(p.path("solver").asText(), pts));
    }
    List<String> partial = results.profiles().stream().filter(p -> p.path("profile").isObject() && !p.path("complete").asBoolean(true))
        .map(p -> p.path("solver").asText() + " (" + p.path("outcome").asText() + ")").toList();
    if (!partial.isEmpty()) {
      // A stopped profile covers the part of the tree searched: said before anything is read as a whole.
      out.append("<p class=\"partial\"><strong>Partial:</strong> ").append(Html.escape(String.join(", ", partial)))
          .append(" stopped before the search was over; their rows count only the part of the tree searched, not the whole tree.</p>\n");
    }
    out.append("<p>The width of each backend's search tree per depth over ").append(partial.isEmpty() ? "the whole tree" : "the tree (the part searched, for a partial one)")
        .append(" (no symmetry used), at ").append(Html.escape(where))
        .append(". Depth is rows decided, one unit for every search: a node at depth k has k rows whose column is fixed (k queens placed, for the "
            + "hand-written search; for a CP solver, rows fixed by a decision or by propagation, its own counts placed at the depth where they "
            + "grew). Propagation makes the tree narrower: fewer nodes at each depth.</p>\n");
    out.append("<figure>").append(Svg.lines("Nodes per depth", "depth (rows decided)", "nodes (log scale)", series, true))
        .append("<figcaption>").append(Html.escape("Depth means " + String.join("; ", depthMeans) + "." + coinciding(series))).append("</figcaption></figure>\n");
    profileTable(results.profiles().stream().filter(p -> p.path("profile").isObject()).toList());
    if (!unavailable.isEmpty()) {
      out.append("<ul class=\"unavailable\">");
      unavailable.forEach(u -> out.append("<li>").append(Html.escape(u)).append("</li>"));
      out.append("</ul>\n");
    }
    out.append("</section>\n");
  }

  /** The profiles as a table: nodes and dead ends per depth, a pair of columns per backend, and the totals. */
  private void profileTable(List<JsonNode> measured) {
    int depths = measured.stream().mapToInt(p -> p.path("profile").path("levels").size()).max().orElse(0);
    out.append("<table class=\"data profile\"><thead><tr><th rowspan=\"2\">depth</th>");
    measured.forEach(p -> out.append("<th colspan=\"2\">").append(Html.escape(p.path("solver").asText())).append("</th>"));
    out.append("</tr><tr>");
    measured.forEach(p -> out.append("<th>nodes</th><th>dead ends</th>"));
    out.append("</tr></thead><tbody>");
    for (int d = 0; d < depths; d++) {
      out.append("<tr><td class=\"num\">").append(d).append("</td>");
      for (JsonNode p : measured) {
        JsonNode level = p.path("profile").path("levels").path(d);
        out.append("<td class=\"num\">").append(level.isMissingNode() ? "" : level.path("nodes").asText()).append("</td><td class=\"num\">")
            .append(level.isMissingNode() ? "" : level.path("fails").asText()).append("</td>");
      }
      out.append("</tr>");
    }
    out.append("<tr class=\"total\"><th>total</th>");
    measured.forEach(p -> out.append("<td class=\"num\">").append(p.path("profile").path("totalNodes").asText()).append("</td><td class=\"num\">")
        .append(p.path("profile").path("totalFails").asText()).append("</td>"));
    out.append("</tr></tbody></table>\n");
  }

  /** One instance of a folder: each solver's median time when it decided, its answer, or "undecided". */
  private static final class Instance {
    final String name;
    final int n;
    final Map<String, Double> times = new LinkedHashMap<>();
    final Map<String, String> answers = new LinkedHashMap<>();

    Instance(String name, int n) {
      this.name = name;
      this.n = n;
    }

    boolean disagree() {
      return answers.values().stream().distinct().count() > 1;
    }
  }

  private List<Instance> instanceRows() {
    Map<String, Instance> out = new LinkedHashMap<>();
    for (JsonNode doc : results.benchmarks()) {
      for (JsonNode r : doc.path("rows")) {
        if (!r.has("model")) {
          continue;
        }
        Instance i = out.computeIfAbsent(r.path("model").asText(), k -> new Instance(k, r.path("n").asInt()));
        if (r.path("complete").asBoolean()) {
          i.times.put(r.path("solver").asText(), r.path("medianMs").asDouble());
          i.answers.put(r.path("solver").asText(), r.has("found") ? (r.path("found").asBoolean() ? "solution" : "none")
              : r.has("objective") ? "optimum " + r.path("objective").asText() : r.path("solutions").asText());
        }
      }
    }
    return new ArrayList<>(out.values());
  }

  private List<String> benchSolvers() {
    Set<String> out = new LinkedHashSet<>();
    results.benchmarks().forEach(d -> d.path("rows").forEach(r -> out.add(r.path("solver").asText())));
    return new ArrayList<>(out);
  }

  private void instances() {
    List<Instance> rows = instanceRows();
    if (rows.isEmpty()) {
      return;
    }
    List<String> solvers = benchSolvers();
    out.append("<section id=\"instances\"><h2>Instances</h2>\n<p>Each backend's median time per instance, or <em>undecided</em> where it did not finish; the fastest in bold.</p>\n");
    out.append("<table class=\"data instances\"><thead><tr><th>instance</th><th>n</th><th>answer</th>");
    solvers.forEach(s -> out.append("<th>").append(Html.escape(s)).append(" ms</th>"));
    out.append("</tr></thead><tbody>");
    for (Instance i : rows) {
      double best = i.times.values().stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
      String answer = i.answers.isEmpty() ? "undecided" : i.disagree() ? "disagree" : i.answers.values().iterator().next();
      out.append("<tr").append(i.disagree() ? " class=\"disagree\"" : "").append("><td>").append(Html.escape(i.name)).append("</td><td class=\"num\">")
          .append(i.n).append("</td><td>").append(Html.escape(answer)).append("</td>");
      for (String s : solvers) {
        Double t = i.times.get(s);
        out.append("<td class=\"num\" data-instance=\"").append(Html.escape(i.name)).append("\" data-backend=\"").append(Html.escape(s)).append("\">");
        if (t == null) {
          out.append("<span class=\"undecided\">undecided</span>");
        } else if (ms(t).equals(ms(best))) {
          // Bold by the shown value, so that two times that read the same are both the fastest.
          out.append("<strong>").append(ms(t)).append("</strong>");
        } else {
          out.append(ms(t));
        }
        out.append("</td>");
      }
      out.append("</tr>");
    }
    out.append("</tbody></table>\n");
    List<Svg.Series> cactus = new ArrayList<>();
    for (String s : solvers) {
      Map<String, Double> decided = new LinkedHashMap<>();
      rows.forEach(i -> {
        if (i.times.containsKey(s)) {
          decided.put(i.name, floor(i.times.get(s)));
        }
      });
      cactus.add(new Svg.Series(s, Cactus.curve(decided)));
    }
    out.append("<figure>").append(Svg.lines("Instances decided against time (cactus)", "instances decided", "milliseconds per instance (log scale)", cactus, true))
        .append("<figcaption>Each backend's decided instances sorted by time: further right decided more, lower decided them faster.</figcaption></figure>\n");
    if (solvers.size() >= 2) {
      String a = solvers.get(0);
      String b = solvers.get(1);
      List<Svg.Point> pts = new ArrayList<>();
      List<String> names = new ArrayList<>();
      for (Instance i : rows) {
        if (i.times.containsKey(a) && i.times.containsKey(b)) {
          pts.add(new Svg.Point(floor(i.times.get(a)), floor(i.times.get(b))));
          names.add(i.name);
        }
      }
      out.append("<figure>").append(Svg.scatter(a + " against " + b, a + " ms (log scale)", b + " ms (log scale)", pts, names))
          .append("<figcaption>").append(Html.escape("One point per instance both decided; below the diagonal " + b + " was faster, above it " + a + "."))
          .append("</figcaption></figure>\n");
    }
    out.append("</section>\n");
  }

  private void rawData() {
    ObjectNode data = JSON.createObjectNode();
    ArrayNode c = data.putArray("comparisons");
    results.comparisons().forEach(c::add);
    ArrayNode b = data.putArray("benchmarks");
    results.benchmarks().forEach(b::add);
    ArrayNode p = data.putArray("profiles");
    results.profiles().forEach(p::add);
    String json;
    try {
      json = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(data);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("the report's own data cannot be written as JSON", e);
    }
    out.append("<section id=\"raw-data\"><h2>Raw data</h2>\n<p>The results this page was made from, as JSON (in the page source, ")
        .append("<code>script#report-data</code>; <code>nqueens report --results</code> renders such files again), and as ")
        .append("<a id=\"csv-download\" download=\"nqueens-results.csv\" href=\"data:text/csv;charset=utf-8,")
        .append(URLEncoder.encode(csv(), StandardCharsets.UTF_8).replace("+", "%20")).append("\">CSV</a>.</p>\n")
        .append("<script type=\"application/json\" id=\"report-data\">").append(json.replace("</", "<\\/")).append("</script>\n</section>\n");
  }

  /** One row per run: what the tables show, in the long layout spreadsheets read. */
  String csv() {
    StringBuilder sb = new StringBuilder("source,n,model,solver,solutions,unique,complete,millis,medianMs,minMs,maxMs\n");
    for (JsonNode row : comparisonRows()) {
      Iterator<Map.Entry<String, JsonNode>> it = row.path("backends").fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        JsonNode b = e.getValue();
        sb.append(String.join(",", "compare", row.path("n").asText(), csvCell(row.path("model").asText()), csvCell(e.getKey()),
            b.path("solutions").asText(""), b.path("unique").asText(""), b.path("complete").asText(""), b.path("millis").asText(""), "", "", "")).append('\n');
      }
    }
    for (JsonNode doc : results.benchmarks()) {
      for (JsonNode r : doc.path("rows")) {
        sb.append(String.join(",", "bench", r.path("n").asText(), csvCell(r.path("model").asText("")), csvCell(r.path("solver").asText()),
            r.path("solutions").asText(r.has("found") ? (r.path("found").asBoolean() ? "1" : "0") : ""), "", r.path("complete").asText(), "",
            r.path("medianMs").asText(), r.path("minMs").asText(), r.path("maxMs").asText())).append('\n');
      }
    }
    return sb.toString();
  }

  private static String csvCell(String s) {
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }

  // ---- helpers ----

  private List<JsonNode> comparisonRows() {
    List<JsonNode> out = new ArrayList<>();
    results.comparisons().forEach(d -> d.path("rows").forEach(out::add));
    return out;
  }

  private List<String> comparedSolvers() {
    Set<String> out = new LinkedHashSet<>();
    results.comparisons().forEach(d -> d.path("solvers").forEach(s -> out.add(s.asText())));
    return new ArrayList<>(out);
  }

  /** Bench rows over a range of n (not a folder of instances). */
  private List<JsonNode> rangeBenchRows() {
    List<JsonNode> out = new ArrayList<>();
    results.benchmarks().forEach(d -> d.path("rows").forEach(r -> {
      if (!r.has("model")) {
        out.add(r);
      }
    }));
    return out;
  }

  /** A log axis cannot show zero: the clock's resolution is the floor. */
  private static double floor(double ms) {
    return Math.max(ms, 0.01);
  }

  private static String ms(double v) {
    return String.format(Locale.ROOT, v < 10 ? "%.2f" : "%.1f", v);
  }

  private static final String CSS = """
      :root { color-scheme: light; }
      body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; margin: 0; line-height: 1.45; }
      header, main { max-width: 1240px; margin: 0 auto; padding: 0 20px; }
      h1 { font-size: 1.8rem; margin: 24px 0 8px; }
      h2 { font-size: 1.4rem; margin: 28px 0 8px; border-bottom: 1px solid #ccc; padding-bottom: 4px; }
      section.answer { font-size: 1.35rem; }
      section.answer p.lead { font-weight: 600; margin: 8px 0; }
      section.answer li.why { list-style: none; color: #444; font-size: 1.1rem; margin-bottom: 6px; }
      h3 { font-size: 1.05rem; }
      table { border-collapse: collapse; margin: 8px 0 12px; font-size: 0.9rem; }
      th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: left; vertical-align: top; }
      thead th { background: #f2f2f2; }
      td.num { text-align: right; font-variant-numeric: tabular-nums; }
      table.facts th { background: #f7f7f7; font-weight: 600; white-space: nowrap; }
      table.facts td { white-space: pre-line; }
      tr.total th, tr.total td { border-top: 2px solid #888; font-weight: 600; }
      tr.disagree td, .disagree { background: #fde2e2; color: #7a0000; }
      section.disagree { border: 2px solid #b00020; padding: 4px 16px; margin-top: 16px; }
      tr.partial td { background: #fff6d6; }
      .unique { color: #555; }
      .undecided { color: #8a5a00; font-style: italic; }
      figure { margin: 8px 0 16px; }
      svg.chart { width: 100%; max-width: 1200px; height: auto; font-size: 14px; }
      svg .title { font-size: 17px; font-weight: 600; }
      svg .axis { font-size: 14px; }
      figcaption, .note { color: #444; font-size: 0.85rem; }
      code { font-size: 0.85rem; }
      @media print {
        body { font-size: 10pt; }
        section, figure, table { break-inside: avoid; }
        a { color: inherit; text-decoration: none; }
      }
      """;
}
