package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.report.Svg;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.parser.Parser;

/** A comparison a referee would accept: like with like by default, warm, every figure meaning one thing, partial visible everywhere. */
class FairComparisonTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode json(String... args) throws Exception {
    Cli.Result r = Cli.run(args);
    assertThat(r.exit()).as(r.err()).isIn(ExitCode.OK, ExitCode.PARTIAL);
    return JSON.readTree(r.out());
  }

  /** Like with like: one model, every solution, no symmetry used anywhere, one thread, rows in order; the same tree, the same nodes. */
  @Test
  void byDefaultEveryBackendEnumeratesEverySolutionWithoutSymmetryOnOneThreadAfterAWarmUp() throws Exception {
    JsonNode doc = json("compare", "--from", "7", "--to", "8", "--format", "json");
    List<String> solvers = new ArrayList<>();
    doc.path("solvers").forEach(s -> solvers.add(s.asText()));
    assertThat(solvers).containsExactly("backtracking:simple", "backtracking:masks", "choco:fc-input", "cpsat:input");
    assertThat(doc.path("threads").asInt()).isEqualTo(1);
    assertThat(doc.path("warmUp").asBoolean()).isTrue();
    for (JsonNode row : doc.path("rows")) {
      for (String s : solvers) {
        JsonNode b = row.path("backends").path(s);
        assertThat(b.path("threads").asInt()).as(s).isEqualTo(1);
        assertThat(b.path("variant").asText()).as(s).isNotEmpty();
        assertThat(b.path("method").asText()).as(s).isEqualTo("every solution");
        assertThat(b.path("usesSymmetry").asBoolean()).as(s).isFalse();
        assertThat(b.path("firstSolutionMs").isNumber()).as(s).isTrue();
        assertThat(b.path("medianMs").isNumber()).as(s).isTrue();
        assertThat(b.path("statistics").size()).as(s).isPositive();
      }
      // The teaching search and its bit-mask twin walk one tree: the same nodes and dead ends.
      assertThat(row.path("backends").path("backtracking:masks").path("statistics"))
          .isEqualTo(row.path("backends").path("backtracking:simple").path("statistics"));
    }
    Cli.Result wide = Cli.run("compare", "--from", "7", "--to", "8", "--wide");
    assertThat(wide.out()).contains("every backend on one thread in a JVM of its own, warmed up at each n").contains("solve ms")
        .contains("median ms").contains("spread ms").contains("runs").contains("nodes").contains("fails").contains("first ms").contains("rss MB")
        .contains("live MB").contains("every solution");
  }

  /** The table a teacher puts on a projector: at most 100 columns, each column said in a sentence, the answer in words. */
  @Test
  void theDefaultTableFitsOneHundredColumnsAndEndsWithTheAnswerInWords() {
    Cli.Result r = Cli.run("compare", "--from", "8", "--to", "10");
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
    assertThat(r.out().lines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(100));
    assertThat(r.out()).contains("preset fair").contains("median ms").contains("spread").contains("ratio").contains("ns/node")
        .contains("ratio: the median over backtracking:simple's at the same n").doesNotContain("rss MB");
    List<String> words = r.out().lines().dropWhile(l -> !l.startsWith("At n = 10, ")).toList();
    // Against the ratio column's baseline, each other backend in a line of its own and one line of why.
    assertThat(words.get(0)).startsWith("At n = 10, against backtracking:simple (");
    assertThat(words.stream().filter(l -> l.matches("  \\S+: ([0-9.]+x ± [0-9.]+ (slower|faster)|[0-9.]+x ± [0-9.]+ the time: not told apart .*|[0-9.]+x the time \\(.*measured once.*)")))
        .as(String.join("\n", words)).hasSize(3);
    assertThat(words.stream().filter(l -> l.startsWith("    ") && !l.startsWith("      "))).as(String.join("\n", words)).hasSize(3);
    // The two backtrackers walk the same tree: the words say so; the others count their own way, and their counts stand side by side, named.
    assertThat(r.out()).contains("1.00x the nodes, 1.00x the dead ends").contains(": the same tree");
    assertThat(words.stream().filter(l -> l.contains("each counter its library's own"))).hasSize(2);
  }

  @Test
  void theSymmetryPresetBreaksSymmetriesBesideTheTeachingBacktrackerAndSaysSo() throws Exception {
    JsonNode doc = json("compare", "--in-process", "-n", "8", "--preset", "symmetry", "--format", "json");
    List<String> solvers = new ArrayList<>();
    doc.path("solvers").forEach(s -> solvers.add(s.asText()));
    assertThat(solvers).containsExactly("backtracking:simple", "backtracking", "choco", "cpsat");
    JsonNode row = doc.path("rows").get(0);
    assertThat(row.path("backends").path("backtracking").path("usesSymmetry").asBoolean()).isTrue();
    assertThat(row.path("backends").path("choco").path("symmetries").asInt()).isGreaterThan(1);
    Cli.Result text = Cli.run("compare", "--in-process", "-n", "8", "--preset", "symmetry");
    assertThat(text.out()).contains("preset symmetry").contains("are not compared");
  }

  @Test
  void theFastestPresetRunsEachBackendsDefaultOnEveryCore() throws Exception {
    JsonNode doc = json("compare", "--in-process", "-n", "8", "--preset", "fastest", "--format", "json");
    assertThat(doc.path("threads").asInt()).isEqualTo(Runtime.getRuntime().availableProcessors());
    List<String> solvers = new ArrayList<>();
    doc.path("solvers").forEach(s -> solvers.add(s.asText()));
    assertThat(solvers).doesNotContain("backtracking:simple").contains("backtracking", "choco", "cpsat");
    assertThat(Cli.run("compare", "--in-process", "-n", "8", "--preset", "quick").err()).contains("unknown --preset 'quick'");
    assertThat(Cli.run("compare", "--in-process", "-n", "8", "--preset", "fastest").out()).contains("preset fastest");
  }

  @Test
  void repeatedRunsGiveAMedianAndASpread() throws Exception {
    JsonNode doc = json("compare", "--in-process", "-n", "8", "--solvers", "backtracking,choco", "--repeat", "3", "--format", "json");
    for (JsonNode b : doc.path("rows").get(0).path("backends")) {
      assertThat(b.path("runs").asInt()).isGreaterThanOrEqualTo(3);
      assertThat(b.path("minMs").asDouble()).isLessThanOrEqualTo(b.path("medianMs").asDouble());
      assertThat(b.path("medianMs").asDouble()).isLessThanOrEqualTo(b.path("maxMs").asDouble());
    }
    // The heading's words, however the terminal's width wraps them.
    assertThat(Cli.run("compare", "--in-process", "-n", "8", "--repeat", "3").out().replaceAll("\\s+", " ")).contains("at least 3 times").contains("spread");
  }

  /** Runs are chosen by time: at least --repeat, then until they add up to --measure-time; 0 ms gives exactly --repeat. */
  @Test
  void runsAreChosenByTimeAtLeastTheRepeatsAskedFor() throws Exception {
    JsonNode exact = json("compare", "--in-process", "-n", "8", "--solvers", "backtracking,choco", "--repeat", "2", "--measure-time", "0ms", "--format", "json");
    assertThat(exact.path("measureMs").asDouble()).isZero();
    for (JsonNode b : exact.path("rows").get(0).path("backends")) {
      assertThat(b.path("runs").asInt()).isEqualTo(2);
    }
    JsonNode timed = json("compare", "--in-process", "-n", "6", "--solvers", "backtracking", "--measure-time", "30ms", "--format", "json");
    JsonNode b = timed.path("rows").get(0).path("backends").path("backtracking");
    // A count of six queens takes microseconds: 30 ms of them is many runs, at most the cap.
    assertThat(b.path("runs").asInt()).isGreaterThan(3).isLessThanOrEqualTo(Runs.MAX_RUNS);
    assertThat(b.path("runs").asInt() * b.path("maxMs").asDouble()).isGreaterThanOrEqualTo(b.path("runs").asInt() == 100 ? 0 : 30);
  }

  /** A slow cell stops at --cell-budget once one run is done, and says how many runs it got; 0 means no budget. */
  @Test
  void aCellBudgetStopsASlowCellBeforeItsRepeatsButNeverBeforeOneRun() throws Exception {
    JsonNode budgeted = json("compare", "--in-process", "-n", "10", "--solvers", "backtracking:simple", "--repeat", "5", "--cell-budget", "1ms", "--format", "json");
    assertThat(budgeted.path("cellBudgetMs").asDouble()).isEqualTo(1.0);
    JsonNode b = budgeted.path("rows").get(0).path("backends").path("backtracking:simple");
    // Ten queens take milliseconds to count by every solution: the first run already spends the budget.
    assertThat(b.path("runs").asInt()).isEqualTo(1);
    assertThat(b.path("solutions").asLong()).isEqualTo(724);
    JsonNode unbudgeted = json("compare", "--in-process", "-n", "10", "--solvers", "backtracking:simple", "--repeat", "5", "--cell-budget", "0", "--format", "json");
    assertThat(unbudgeted.path("cellBudgetMs").isNull()).isTrue();
    assertThat(unbudgeted.path("rows").get(0).path("backends").path("backtracking:simple").path("runs").asInt()).isGreaterThanOrEqualTo(5);
  }

  /** The same run gives the same number in count, compare and the profile's total (the search over the whole tree). */
  @Test
  void countCompareAndTheProfilePrintTheSameNodesForTheSameRun() throws Exception {
    for (String solver : List.of("backtracking", "backtracking:simple", "choco")) {
      long counted = json("count", "-n", "8", "--solver", solver, "--threads", "1", "--json").path("statistics").path("nodes").asLong();
      long compared = json("compare", "--in-process", "-n", "8", "--solvers", solver, "--format", "json").path("rows").get(0).path("backends").path(solver)
          .path("statistics").path("nodes").asLong();
      assertThat(compared).as(solver).isEqualTo(counted);
    }
    long simple = json("count", "-n", "8", "--solver", "backtracking:simple", "--json").path("statistics").path("nodes").asLong();
    long profiled = json("count", "--profile", "-n", "8", "--solver", "backtracking:simple", "--json").path("profile").path("totalNodes").asLong();
    assertThat(profiled).isEqualTo(simple).isEqualTo(2056);
    // "fails" is dead ends for every hand-written search: the simple one's equal its profile's, and the bit-mask search's.
    long simpleFails = json("count", "-n", "8", "--solver", "backtracking:simple", "--json").path("statistics").path("backtracks").asLong();
    long profiledFails = json("count", "--profile", "-n", "8", "--solver", "backtracking:simple", "--json").path("profile").path("totalFails").asLong();
    assertThat(simpleFails).isEqualTo(profiledFails).isLessThan(simple);
    assertThat(profiledFails).isPositive();
  }

  @Test
  void aPartialRunIsMarkedInTheTableAndGetsNoMedianOrRatio() throws Exception {
    Cli.Result compare = Cli.run("compare", "--in-process", "-n", "17", "--solvers", "backtracking,choco", "--time-limit", "300ms");
    assertThat(compare.exit()).isEqualTo(ExitCode.PARTIAL);
    assertThat(compare.out()).contains("*  ").contains("* partial: stopped by its limit").doesNotContain("(partial (");
    Cli.Result bench = Cli.run("bench", "--in-process", "-n", "17", "--solvers", "backtracking,choco", "--time-limit", "300ms", "--repeat", "2", "--format", "json");
    assertThat(bench.exit()).isEqualTo(ExitCode.PARTIAL);
    for (JsonNode row : JSON.readTree(bench.out()).path("rows")) {
      assertThat(row.path("complete").asBoolean()).isFalse();
      assertThat(row.path("medianMs").isNull()).isTrue();
      assertThat(row.path("ratio").isNull()).isTrue();
      assertThat(row.path("stoppedAtMs").asDouble()).isPositive();
    }
    // below a millisecond to the microsecond, never "< 0.01"
    assertThat(Table.millis(0.004)).isEqualTo("0.004");
    assertThat(Table.millis(0.5)).isEqualTo("0.500");
    assertThat(Table.millis(12.345)).isEqualTo("12.35");
  }

  @Test
  void aProfileThatCannotFinishIsRefusedBeforeItStartsAndAPartialOneIsMarkedOnThePage(@TempDir Path dir) throws Exception {
    Cli.Result refused = Cli.run("report", "--profile-at", "50", "-o", dir.resolve("r.html").toString());
    assertThat(refused.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(refused.err()).contains("--profile-at 50").contains("--time-limit").hasLineCount(1);
    assertThat(Cli.run("count", "--profile", "-n", "40").exit()).isEqualTo(ExitCode.USAGE);
    Path page = dir.resolve("p.html");
    Cli.Result partial = Cli.run("report", "--to", "6", "--solvers", "backtracking", "--profile-at", "30", "--time-limit", "300ms", "-o", page.toString());
    assertThat(partial.exit()).isEqualTo(ExitCode.PARTIAL);
    String html = Files.readString(page);
    assertThat(html).contains("Partial:</strong>").contains("not the whole tree");
  }

  /** bench --chart draws the report's chart: an .svg file is it, series by series; a .png is it in pixels, in the report's colours. */
  @Test
  void benchChartsAreTheReportsOwnChartAsSvgOrPng(@TempDir Path dir) throws IOException {
    Path svg = dir.resolve("b.svg");
    Path png = dir.resolve("b.png");
    for (Path chart : List.of(svg, png)) {
      Cli.Result r = Cli.run("bench", "--in-process", "--solvers", "backtracking,choco", "--from", "5", "--to", "6", "--repeat", "1", "--chart", chart.toString());
      assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
    }
    Document doc = Jsoup.parse(Files.readString(svg), "", Parser.xmlParser());
    assertThat(doc.select("svg path.series").eachAttr("data-series")).containsExactly("backtracking", "choco");
    assertThat(doc.select("svg path.series").eachAttr("stroke")).containsExactly(Svg.COLOURS[0], Svg.COLOURS[1]);
    BufferedImage image = ImageIO.read(png.toFile());
    assertThat(image.getWidth()).isEqualTo(2 * Svg.WIDTH);
    Set<Integer> colours = new HashSet<>();
    for (int x = 0; x < image.getWidth(); x++) {
      for (int y = 0; y < image.getHeight(); y++) {
        colours.add(image.getRGB(x, y) & 0xFFFFFF);
      }
    }
    assertThat(colours).as("the series' colours are drawn").contains(Integer.parseInt(Svg.COLOURS[0].substring(1), 16),
        Integer.parseInt(Svg.COLOURS[1].substring(1), 16));
  }

  /** A comparison of optima, the integer program in it by default: a table of at most 100 columns and who proved the optimum first, in words. */
  @Test
  void anOptimaComparisonFitsOneHundredColumnsNamesTheIntegerProgramAndAnswersInWords() {
    Cli.Result r = Cli.run("compare", "--in-process", "--model", "models/weighted.yaml", "--from", "6", "--to", "6");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out().lines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(100));
    assertThat(r.out()).contains("   mip ").containsPattern("At n = 6, \\S+ proved the optimum 319 first \\(");
    assertThat(r.out()).doesNotContain("improvements");
    Cli.Result wide = Cli.run("compare", "--in-process", "--model", "models/weighted.yaml", "--from", "6", "--to", "6", "--solvers", "backtracking,mip", "--wide");
    assertThat(wide.out()).contains("improvements").contains("threads");
  }

  /**
   * A backend that cannot state the objective (the integer program and a product of three queens) is a
   * skipped cell with its reason under the table, the comparison goes on with the others, and the
   * heading names each run's default limit.
   */
  @Test
  void aBackendThatRefusesTheObjectiveIsASkippedCellAndTheOthersAreCompared() {
    Cli.Result r = Cli.run("compare", "--in-process", "-n", "6", "--minimize", "q[0]*q[1]*q[2]", "--repeat", "1");
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(ExitCode.PARTIAL);
    assertThat(r.out()).containsPattern("(?m)^\\s+mip\\s+-\\s+skipped\\s")
        .containsPattern("(?m)^mip at n=6 skipped: cannot state the product [^\\n]*\\n  [^\\n]*as a linear integer program exactly$")
        .containsPattern("(?m)^\\s+cpsat\\s+0\\s+optimal\\s").contains("each run stops at 30s (--time-limit)").contains("mip skipped.");
    assertThat(r.out().lines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(100));
  }

  /**
   * On a terminal of 80 columns (--columns 80, as a projector or a split screen gives) every line of
   * every comparison's table and text fits: the counts, the classes beside them, the symmetry preset
   * and an optimisation; ns/node and the primal integral move to --wide, and the legend says so.
   */
  @Test
  void everyComparisonFitsEightyColumnsOnAnEightyColumnTerminal() {
    List<List<String>> runs = List.of(
        List.of("compare", "--from", "7", "--to", "10"),
        List.of("compare", "--from", "7", "--to", "10", "--unique"),
        List.of("compare", "--from", "9", "--to", "10", "--preset", "symmetry"),
        List.of("compare", "-n", "6", "--minimize", "q[0]*q[1]*q[2]"));
    for (List<String> args : runs) {
      List<String> all = new ArrayList<>(args);
      all.addAll(List.of("--in-process", "--repeat", "1", "--measure-time", "0", "--columns", "80"));
      Cli.Result r = Cli.run(all.toArray(String[]::new));
      assertThat(r.exit()).as(r.out() + r.err()).isIn(ExitCode.OK, ExitCode.PARTIAL);
      assertThat(r.out().lines()).as(String.join(" ", args)).allSatisfy(line -> assertThat(line.length()).as(line).isLessThan(80));
      assertThat(r.out()).doesNotContain("ns/node ").doesNotContain("primal s ");
    }
    assertThat(Cli.run("compare", "--to", "8", "--in-process", "--repeat", "1", "--measure-time", "0", "--columns", "100").out()).contains("ns/node");
    assertThat(Cli.run("compare", "--to", "4", "--columns", "20").err()).contains("--columns (20) must be between 40 and 1000");
  }
}
