package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report, parsed as a browser parses it: every section there, every number in a table
 * equal to the JSON it came from, nothing loaded from elsewhere, and a saved run rendered again
 * without running.
 */
class ReportTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static Document page(Path file) throws IOException {
    return Jsoup.parse(Files.readString(file));
  }

  private static JsonNode embedded(Document doc) throws IOException {
    Element data = doc.getElementById("report-data");
    assertThat(data).as("the raw data is embedded").isNotNull();
    return JSON.readTree(data.data());
  }

  private static void selfContained(Document doc) {
    assertThat(doc.select("script[src], link[href], img[src], iframe")).as("nothing is loaded from elsewhere").isEmpty();
    assertThat(doc.html()).doesNotContain("http://cdn").doesNotContain("https://cdn");
  }

  @Test
  void aRunOverARangeHasEverySectionAndItsTablesAreItsData(@TempDir Path dir) throws IOException {
    Path out = dir.resolve("r.html");
    // Three timed runs at least: a spread to judge by, however slow a loaded machine makes the first.
    Cli.Result r = Cli.run("report", "--from", "5", "--to", "7", "--solvers", "backtracking,choco", "--repeat", "3", "--unique", "-o", out.toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
    Document doc = page(out);
    selfContained(doc);
    for (String id : List.of("what-ran", "agreement", "time", "effort", "time-per-node", "profile", "raw-data")) {
      assertThat(doc.getElementById(id)).as("section " + id).isNotNull();
    }
    assertThat(doc.getElementById("disagreements")).as("no disagreements to show").isNull();
    JsonNode data = embedded(doc);
    JsonNode compare = data.path("comparisons").get(0);
    int cells = 0;
    for (JsonNode row : compare.path("rows")) {
      for (String backend : List.of("backtracking", "choco")) {
        JsonNode b = row.path("backends").path(backend);
        Element cell = doc.selectFirst("td.count[data-n=" + row.path("n").asInt() + "][data-backend=" + backend + "]");
        assertThat(cell).isNotNull();
        assertThat(cell.text()).isEqualTo(b.path("solutions").asLong() + " (" + b.path("unique").asLong() + ")");
        cells++;
      }
    }
    assertThat(cells).isEqualTo(6);
    // The profiles: one per backend at the largest n of the range, totals as measured.
    assertThat(data.path("profiles")).hasSize(2);
    Element totals = doc.selectFirst("table.profile tr.total");
    List<String> expected = new ArrayList<>();
    for (JsonNode p : data.path("profiles")) {
      assertThat(p.path("n").asInt()).isEqualTo(7);
      expected.add(p.path("profile").path("totalNodes").asText());
      expected.add(p.path("profile").path("totalFails").asText());
    }
    assertThat(totals.select("td").eachText()).isEqualTo(expected);
    // Time, effort and the profile always have something to draw; time per unit of effort only runs
    // of a millisecond or more, which a fast machine may not have: then it says so.
    for (String id : List.of("time", "effort", "profile")) {
      assertThat(doc.getElementById(id).select("svg.chart")).as(id).isNotEmpty();
    }
    assertThat(doc.select("#effort svg.chart, #effort p.empty")).hasSize(2);
    assertThat(doc.select("svg.chart text.axis")).allMatch(t -> !t.text().isBlank());
    assertThat(doc.getElementById("csv-download").attr("href")).startsWith("data:text/csv");
    assertThat(doc.select("#what-ran th").eachText()).contains("this page", "run", "machine", "backends", "models");
    // One source per figure: a count's times are the comparison's, measured once; no second benchmark of the same runs.
    assertThat(data.path("benchmarks")).isEmpty();
    // For a projector: the answer in words first, then the pictures, the long tables after them.
    List<String> order = doc.select("main > section").eachAttr("id");
    assertThat(order.get(0)).isEqualTo("answer");
    assertThat(order.indexOf("time")).isLessThan(order.indexOf("what-ran"));
    assertThat(doc.getElementById("answer").text()).contains("fastest: ").contains("slower");
    assertThat(doc.select("#what-ran td").eachText()).anyMatch(t -> t.contains("choco: Choco Solver 5.0.0")).anyMatch(t -> t.contains("cores"));
  }

  /** A report's range starts at 4 unless --from says otherwise, and it says so; a range that ends below 4 starts at its end. */
  @Test
  void aReportSaysWhereItsRangeStarts(@TempDir Path dir) {
    Cli.Result r = Cli.run("report", "--to", "3", "--solvers", "backtracking", "--repeat", "1", "-o", dir.resolve("r.html").toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
    assertThat(r.err()).contains("report: n = 3..3 (a report starts at n = 3 unless --from says otherwise)");
  }

  @Test
  void savedResultsRenderAgainWithoutRunning(@TempDir Path dir) throws IOException {
    Cli.Result compare = Cli.run("compare", "--from", "4", "--to", "6", "--solvers", "backtracking,cpsat", "--format", "json");
    Cli.Result bench = Cli.run("bench", "--from", "4", "--to", "6", "--solvers", "backtracking,cpsat", "--repeat", "1", "--format", "json");
    Cli.Result profile = Cli.run("count", "-n", "6", "--profile", "--solver", "cpsat", "--json");
    Path c = Files.writeString(dir.resolve("compare.json"), compare.out());
    Path b = Files.writeString(dir.resolve("bench.json"), bench.out());
    Path p = Files.writeString(dir.resolve("profile.json"), profile.out());
    Path out = dir.resolve("again.html");
    Cli.Result r = Cli.run("report", "--results", c.toString(), b.toString(), p.toString(), "-o", out.toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
    Document doc = page(out);
    JsonNode data = embedded(doc);
    assertThat(data.path("comparisons").get(0)).isEqualTo(JSON.readTree(compare.out()));
    assertThat(data.path("benchmarks").get(0)).isEqualTo(JSON.readTree(bench.out()));
    // CP-SAT's statistics cannot tell nodes by depth: the page says so instead of drawing zeros.
    assertThat(doc.select("#profile ul.unavailable li").text()).contains("cpsat").contains("not available");
    assertThat(doc.select("#what-ran td").eachText()).anyMatch(t -> t.contains("OR-Tools CP-SAT"));
  }

  @Test
  void aFolderOfInstancesGetsItsTableCactusAndScatterPlots(@TempDir Path dir) throws IOException {
    Path models = Files.createDirectory(dir.resolve("instances"));
    Files.writeString(models.resolve("a.yaml"), "n: 6\n");
    Files.writeString(models.resolve("b.yaml"), "n: 8\nconstraints:\n  - \"q[0] = 0\"\n");
    Files.writeString(models.resolve("c.yaml"), "n: 3\n");
    Path out = dir.resolve("f.html");
    Cli.Result r = Cli.run("report", "--models", models.toString(), "--task", "solve", "--solvers", "backtracking,choco", "--repeat", "1",
        "-o", out.toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
    Document doc = page(out);
    selfContained(doc);
    assertThat(doc.getElementById("instances")).isNotNull();
    assertThat(doc.getElementById("agreement")).as("compare runs over a range of n, not a folder").isNull();
    JsonNode bench = embedded(doc).path("benchmarks").get(0);
    for (JsonNode row : bench.path("rows")) {
      Element cell = doc.selectFirst("td[data-instance=" + row.path("model").asText() + "][data-backend=" + row.path("solver").asText() + "]");
      assertThat(cell.text()).isEqualTo(String.format(Locale.ROOT, row.path("medianMs").asDouble() < 10 ? "%.2f" : "%.1f",
          row.path("medianMs").asDouble()));
    }
    for (Element tr : doc.select("table.instances tbody tr")) {
      List<Double> times = tr.select("td[data-backend]").eachText().stream().map(Double::parseDouble).toList();
      double fastest = times.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
      List<String> bold = tr.select("td[data-backend] strong").eachText();
      assertThat(bold).as("the fastest, and only the fastest, in bold").isNotEmpty().allMatch(t -> Double.parseDouble(t) == fastest);
      assertThat(bold).hasSize((int) times.stream().filter(t -> t == fastest).count());
    }
    assertThat(doc.select("table.instances tbody tr").eachText()).anyMatch(t -> t.contains("c.yaml") && t.contains("none"));
    assertThat(doc.select("svg.chart title").eachText()).anyMatch(t -> t.contains("cactus")).anyMatch(t -> t.contains("against"));
  }

  /**
   * A model with an objective: the page draws objective against time per backend, each step a
   * better solution of the embedded data, a bar where the optimum was proved; compare's optima
   * render the same way from saved JSON.
   */
  @Test
  void aModelWithAnObjectiveGetsItsAnytimeCurvesFromItsOwnData(@TempDir Path dir) throws IOException {
    Path html = dir.resolve("opt.html");
    Cli.Result r = Cli.run("report", "--model", "models/fewest-knight-attacks.yaml", "--from", "8", "--to", "9", "--repeat", "1", "-o", html.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    Document doc = page(html);
    selfContained(doc);
    assertThat(doc.select("section#anytime svg")).hasSize(2);
    JsonNode bench = embedded(doc).path("benchmarks").get(0);
    assertThat(bench.path("task").asText()).isEqualTo("optimise");
    for (JsonNode row : bench.path("rows")) {
      String solver = row.path("solver").asText();
      assertThat(doc.select("section#anytime svg path.series[data-series=" + solver + "]")).as(solver).hasSize(2);
      assertThat(row.path("optimal").asBoolean()).isTrue();
      assertThat(row.path("improvements").size()).isPositive();
    }
    assertThat(doc.select("section#anytime line.proof")).hasSize(bench.path("rows").size());
    Path saved = Files.writeString(dir.resolve("optima.json"),
        Cli.run("compare", "--model", "models/lex-first.yaml", "--format", "json").out());
    Path again = dir.resolve("again.html");
    assertThat(Cli.run("report", "--results", saved.toString(), "-o", again.toString()).exit()).isZero();
    // compare's default set for an objective: the branch and bound, Choco, CP-SAT and the integer program.
    assertThat(page(again).select("section#anytime svg path.series")).hasSize(4);
  }

  @Test
  void badReportRequestsAreOneLineErrors(@TempDir Path dir) throws IOException {
    Cli.Result txt = Cli.run("report", "-n", "5", "-o", dir.resolve("r.txt").toString());
    assertThat(txt.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(txt.err()).contains("must end in .html").doesNotContain("Exception");
    Path notJson = Files.writeString(dir.resolve("x.json"), "not json");
    Cli.Result bad = Cli.run("report", "--results", notJson.toString(), "-o", dir.resolve("r.html").toString());
    assertThat(bad.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(bad.err()).contains("x.json, line 1, column 1").contains("not valid JSON").doesNotContain("Source").doesNotContain("StreamReadFeature");
    Path truncated = Files.writeString(dir.resolve("t.json"), "{\"a\": [1,\n 2,");
    Cli.Result torn = Cli.run("report", "--results", truncated.toString(), "-o", dir.resolve("r.html").toString());
    assertThat(torn.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(torn.err()).contains("t.json, line 2").contains("not valid JSON").doesNotContain("Source").hasLineCount(1);
    Path other = Files.writeString(dir.resolve("y.json"), "{\"hello\": 1}");
    Cli.Result shape = Cli.run("report", "--results", other.toString(), "-o", dir.resolve("r.html").toString());
    assertThat(shape.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(shape.err()).contains("not a result of compare, bench or count --profile");
    Cli.Result mixed = Cli.run("report", "--results", other.toString(), "--solvers", "choco", "-o", dir.resolve("r.html").toString());
    assertThat(mixed.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(mixed.err()).contains("does not go with --solvers");
  }

  @Test
  void aSavedResultIsReadIntoItsRecordSoAFieldOfTheWrongTypeIsNamedInOneLine(@TempDir Path dir) throws IOException {
    Cli.Result compare = Cli.run("compare", "-n", "5", "--solvers", "backtracking", "--repeat", "1", "--format", "json");
    ObjectNode doc = (ObjectNode) JSON.readTree(compare.out());
    ((ObjectNode) doc.path("rows").get(0)).put("n", "five");
    Path wrong = Files.writeString(dir.resolve("w.json"), doc.toString());
    Cli.Result r = Cli.run("report", "--results", wrong.toString(), "-o", dir.resolve("r.html").toString());
    assertThat(r.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(r.err()).contains("w.json: a result whose field rows[0].n cannot be read").contains("five").hasLineCount(1).doesNotContain("Exception");
    // A field another version wrote and this one does not know is passed over; the rest renders.
    ((ObjectNode) doc.path("rows").get(0)).put("n", 5).put("writtenByAnotherVersion", true);
    Path newer = Files.writeString(dir.resolve("v.json"), doc.toString());
    Cli.Result ok = Cli.run("report", "--results", newer.toString(), "-o", dir.resolve("ok.html").toString());
    assertThat(ok.exit()).as(ok.err()).isEqualTo(ExitCode.OK);
    assertThat(page(dir.resolve("ok.html")).selectFirst("td.count[data-n=5][data-backend=backtracking]").text()).isEqualTo("10");
  }

  @Test
  void theTracePageHoldsEveryStepTheTerminalTracePrints(@TempDir Path dir) throws IOException {
    Path out = dir.resolve("t.html");
    Cli.Result r = Cli.run("trace", "-n", "5", "--format", "html", "-o", out.toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
    List<String> terminal = Cli.run("trace", "-n", "5").out().lines()
        .filter(l -> l.startsWith("place row") || l.startsWith("remove row") || l.startsWith("dead end")).toList();
    Document doc = page(out);
    selfContained(doc);
    List<String> steps = doc.select("#steps-0 li").eachText().stream().filter(l -> !l.startsWith("solution")).toList();
    assertThat(steps).isEqualTo(terminal);
    assertThat(doc.select("#steps-0 li").eachText()).contains("solution: [0, 2, 4, 1, 3]");
    assertThat(doc.getElementById("slider").attr("max")).isEqualTo(Integer.toString(doc.select("#steps-0 li").size()));
    Cli.Result tooBig = Cli.run("trace", "-n", "17", "--format", "html");
    assertThat(tooBig.exit()).isEqualTo(ExitCode.USAGE);
    Cli.Result unknown = Cli.run("trace", "-n", "5", "--format", "svg");
    assertThat(unknown.err()).contains("unknown format 'svg'");
  }
}
