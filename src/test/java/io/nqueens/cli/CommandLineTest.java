package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nqueens.BadInputException;
import io.nqueens.Contradiction;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

class CommandLineTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void everyOptionOfATypeWhoseBuiltInConverterIsLeftOutHasItsOwnConverter() {
    PrintWriter none = new PrintWriter(Writer.nullWriter());
    List<String> missing = new ArrayList<>();
    Deque<CommandLine> todo = new ArrayDeque<>(List.of(CommandLineFactory.create(none, none)));
    int checked = 0;
    while (!todo.isEmpty()) {
      CommandLine cl = todo.pop();
      todo.addAll(cl.getSubcommands().values());
      for (CommandLine.Model.ArgSpec arg : cl.getCommandSpec().args()) {
        checked++;
        List<Class<?>> types = new ArrayList<>(List.of(arg.auxiliaryTypes()));
        types.add(arg.type());
        for (Class<?> type : types) {
          boolean leftOut = Arrays.stream(CommandLineFactory.UNUSED_CONVERTERS.split(",")).anyMatch(type.getName()::matches);
          if (leftOut && arg.converters().length == 0) {
            missing.add(cl.getCommandSpec().qualifiedName() + " " + arg.paramLabel() + ": " + type.getName());
          }
        }
      }
    }
    assertThat(checked).isGreaterThan(50);
    assertThat(Duration.class.getName().matches(CommandLineFactory.UNUSED_CONVERTERS.split(",")[1])).isTrue();
    assertThat(missing).isEmpty();
  }

  @Test
  void solvePrintsAValidZeroOneMatrix() {
    Cli.Result r = Cli.run("solve", "-n", "8", "--format", "matrix");
    assertThat(r.exit()).isEqualTo(ExitCode.OK);
    String[] rows = r.out().strip().split("\n");
    assertThat(rows).hasSize(8);
    int[] cols = new int[8];
    for (int i = 0; i < 8; i++) {
      String[] cells = rows[i].trim().split(" ");
      assertThat(cells).hasSize(8).containsOnly("0", "1");
      assertThat(Arrays.stream(cells).filter("1"::equals).count()).isEqualTo(1);
      cols[i] = Arrays.asList(cells).indexOf("1");
    }
    assertThat(SolutionChecker.isValid(QueensModel.of(8), Solution.of(cols))).isTrue();
  }

  @Test
  void solveSaysNoSolutionForThreeAndExitsOne() {
    Cli.Result r = Cli.run("solve", "-n", "3");
    assertThat(r.exit()).isEqualTo(ExitCode.NO_SOLUTION);
    assertThat(r.err()).startsWith("no solution");
    assertThat(r.out()).isEmpty();
  }

  @Test
  void solveExplainsWhyPrePlacedQueensCannotStand() {
    Cli.Result r = Cli.run("solve", "-n", "8", "--queen", "0,0", "--queen", "2,2");
    assertThat(r.exit()).isEqualTo(ExitCode.NO_SOLUTION);
    assertThat(r.err()).contains("(0,0) and (2,2) attack each other along a diagonal");
  }

  @Test
  void solvePrintsABoardPositionsAndJson() throws Exception {
    String board = Cli.run("solve", "-n", "4").out();
    assertThat(board.lines()).hasSize(4).allMatch(l -> l.matches("[.Q]( [.Q]){3}") && l.chars().filter(c -> c == 'Q').count() == 1);
    assertThat(Cli.run("solve", "-n", "4", "--format", "positions").out().strip()).matches("0,\\d 1,\\d 2,\\d 3,\\d");
    JsonNode j = JSON.readTree(Cli.run("solve", "-n", "6", "--format", "json", "--solver", "choco").out());
    assertThat(j.get("found").asBoolean()).isTrue();
    assertThat(j.get("columns")).hasSize(6);
  }

  @ParameterizedTest
  @ValueSource(strings = {"backtracking", "choco", "cpsat"})
  void countJsonReportsTwelveQueensAndTheirClasses(String solver) throws Exception {
    Cli.Result r = Cli.run("count", "-n", "12", "--solver", solver, "--unique", "--json");
    assertThat(r.exit()).isEqualTo(ExitCode.OK);
    JsonNode j = JSON.readTree(r.out());
    assertThat(j.get("n").asInt()).isEqualTo(12);
    assertThat(j.get("solver").asText()).startsWith(solver);
    assertThat(j.get("solutions").asLong()).isEqualTo(14200);
    assertThat(j.get("unique").asLong()).isEqualTo(1787);
    assertThat(j.get("complete").asBoolean()).isTrue();
    assertThat(j.get("millis").isNumber()).isTrue();
    assertThat(j.get("statistics").size()).isPositive();
  }

  @Test
  void countStoppedByTheTimeLimitSaysPartialAndExitsFour() throws Exception {
    Cli.Result r = Cli.run("count", "-n", "19", "--time-limit", "300ms", "--json", "--threads", "1");
    assertThat(r.exit()).isEqualTo(ExitCode.PARTIAL);
    JsonNode j = JSON.readTree(r.out());
    assertThat(j.get("complete").asBoolean()).isFalse();
    assertThat(j.get("outcome").asText()).isEqualTo("time-limit");
    Cli.Result text = Cli.run("count", "-n", "19", "--time-limit", "300ms");
    assertThat(text.out()).contains("partial (time limit)").contains("at least");
  }

  @Test
  void compareShowsATimedOutRunAsPartialNotAsADisagreement() throws Exception {
    Cli.Result r = Cli.run("compare", "--in-process", "-n", "19", "--time-limit", "300ms", "--json", "--threads", "1");
    assertThat(r.exit()).isEqualTo(ExitCode.PARTIAL);
    JsonNode row = JSON.readTree(r.out()).get("rows").get(0);
    assertThat(row.get("verdict").asText()).isEqualTo("partial");
    assertThat(row.get("agree").asBoolean()).isTrue();
    for (JsonNode b : row.get("backends")) {
      assertThat(b.get("complete").asBoolean()).isFalse();
    }
  }

  @Test
  void compareAgreesOnSmallBoardsAndReportsJson() throws Exception {
    Cli.Result r = Cli.run("compare", "--in-process", "--to", "8", "--json");
    assertThat(r.exit()).isEqualTo(ExitCode.OK);
    JsonNode j = JSON.readTree(r.out());
    assertThat(j.get("rows")).hasSize(8);
    for (JsonNode row : j.get("rows")) {
      assertThat(row.get("agree").asBoolean()).isTrue();
      row.get("backends").forEach(b -> assertThat(b.get("solutions").asLong()).isEqualTo(row.get("published").asLong()));
    }
  }

  @Test
  void comparePrintsATableWithAVerdictPerRow() {
    Cli.Result r = Cli.run("compare", "--in-process", "--from", "4", "--to", "6", "--solvers", "backtracking,choco");
    assertThat(r.exit()).isEqualTo(ExitCode.OK);
    assertThat(r.out()).contains("backtracking").contains("choco").contains("verdict").contains("verdict: ok, the counts equal each other and the published one");
    assertThat(r.out().lines().filter(l -> l.matches("\\s*[456]\\s.*ok$"))).hasSize(3);
  }

  @Test
  void compareWritesCsvAndMarkdownToAFile(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("c.csv");
    assertThat(Cli.run("compare", "--in-process", "--to", "5", "--format", "csv", "--output", csv.toString()).exit()).isZero();
    List<String> lines = Files.readAllLines(csv);
    assertThat(lines.get(0)).startsWith("n,model,solver,threads,solutions,unique,complete,outcome,runs,median_ms,min_ms,max_ms,cpu_ms,cpu_over_threads,first_ms,solve_ms,"
        + "peak_heap_bytes,peak_resident_bytes,live_heap_bytes,checked,skipped,failure,published,published_unique,verdict");
    // The long layout: one row per n and backend (5 sizes, 3 backends).
    assertThat(lines).hasSize(1 + 5 * 4);
    assertThat(lines.get(1)).matches("1,n=1,backtracking:simple,1,1,,true,complete,\\d+,.*");
    // numbers as numbers: no "< 0.01" or units in a cell
    assertThat(String.join("\n", lines)).doesNotContain("<").doesNotContain(" ms");
    assertThat(Cli.run("compare", "--in-process", "--to", "4", "--format", "markdown").out()).contains("| n | backend |").contains("| backtracking:simple |");
  }

  @Test
  void compareChecksEveryModelFileExample() throws Exception {
    List<Path> files;
    try (Stream<Path> list = Files.list(Path.of("models"))) {
      files = list.filter(Files::isRegularFile).sorted().toList();
    }
    assertThat(files).hasSizeGreaterThanOrEqualTo(6);
    for (Path file : files) {
      String f = file.toString();
      // Classes with counts; an optimisation has none, and --unique with an objective is refused.
      boolean objective = Files.readString(file).contains("objective");
      // One timed run each, in one JVM: the agreement is what is checked here, not the times or the isolation
      // (ForkedComparisonTest and ProcessTest take the default path, a JVM per backend).
      Cli.Result r = objective ? Cli.run("compare", "--in-process", "--model", f, "--repeat", "1")
          : Cli.run("compare", "--in-process", "--model", f, "--unique", "--repeat", "1", "--measure-time", "0");
      assertThat(r.exit()).as(f + "\n" + r.out() + r.err()).isEqualTo(ExitCode.OK);
    }
  }

  @Test
  void listStreamsJsonLinesAndStopsAtTheLimit() throws Exception {
    Cli.Result r = Cli.run("list", "-n", "8", "--limit", "5", "--format", "json");
    assertThat(r.exit()).isEqualTo(ExitCode.OK);
    String[] all = r.out().strip().split("\n");
    assertThat(all).hasSize(6);
    JsonNode summary = JSON.readTree(all[5]);
    assertThat(summary.get("summary").asBoolean()).isTrue();
    assertThat(summary.get("solutions").asLong()).isEqualTo(5);
    assertThat(summary.get("complete").asBoolean()).isFalse();
    assertThat(summary.get("outcome").asText()).isEqualTo("limit-reached");
    String[] lines = Arrays.copyOf(all, 5);
    for (String line : lines) {
      assertThat(JSON.readTree(line).has("summary")).isFalse();
      int[] cols = JSON.readValue(JSON.readTree(line).get("columns").toString(), int[].class);
      assertThat(SolutionChecker.isValid(QueensModel.of(8), Solution.of(cols))).isTrue();
    }
    assertThat(r.err()).startsWith("5 solutions").contains("--limit reached").doesNotContain("partial");
    Cli.Result whole = Cli.run("list", "-n", "6", "--format", "json");
    String[] wholeLines = whole.out().strip().split("\n");
    JsonNode last = JSON.readTree(wholeLines[wholeLines.length - 1]);
    assertThat(last.get("complete").asBoolean()).isTrue();
    assertThat(last.get("solutions").asLong()).isEqualTo(4).isEqualTo(wholeLines.length - 1);
  }

  @Test
  void listPrintsEverySolutionOfSixAsBoards() {
    Cli.Result r = Cli.run("list", "-n", "6");
    assertThat(r.out().split("\n\n")).hasSize(4);
  }

  @Test
  void traceShowsEveryStepInOneFormatAndNamesDeadEnds() {
    Cli.Result r = Cli.run("trace", "-n", "4");
    assertThat(r.exit()).isEqualTo(ExitCode.OK);
    // Row 2 has no safe square under queens (0,0) and (1,2): a dead end, then the queen of row 1 is taken back.
    assertThat(r.out()).startsWith("place row 0 col 0\nplace row 1 col 2\ndead end: row 2 has no safe square\nremove row 1 col 2\n");
    assertThat(r.out()).doesNotContain("{").doesNotContain("Backtracking").doesNotContain("placing at");
    assertThat(r.out().lines().reduce((a, b) -> b).orElseThrow())
        .matches("1 solution; \\d+ queens placed, \\d+ taken back, \\d+ dead ends; the search stops at its first solution \\(--all traces the whole search\\)");
    assertThat(r.out()).contains("solution:\n. Q . .\n. . . Q\nQ . . .\n. . Q .");
  }

  @Test
  void traceOfThreeEndsWithNoSolution() {
    Cli.Result r = Cli.run("trace", "-n", "3");
    assertThat(r.exit()).isEqualTo(ExitCode.NO_SOLUTION);
    assertThat(r.out()).endsWith("no solution: every placement was tried\n");
  }

  @Test
  void everyCommandHelpShowsAnExampleAndTheExitCodes() {
    for (String cmd : new String[] {"solve", "count", "list", "trace", "compare", "bench", "solvers", "completion"}) {
      Cli.Result r = Cli.run(cmd, "--help");
      assertThat(r.exit()).isZero();
      assertThat(r.out()).as(cmd).contains("Example").contains("Exit codes:");
    }
  }

  @Test
  void versionComesFromTheBuild() {
    Cli.Result r = Cli.run("--version");
    assertThat(r.out()).startsWith("nqueens ").doesNotContain("${").doesNotContain("unknown");
  }

  @Test
  void completionPrintsABashScript() {
    assertThat(Cli.run("completion").out()).contains("complete -F").contains("compare");
  }

  @Test
  void solversListsEveryBackendAndItsDefault() {
    assertThat(Cli.run("solvers").out()).contains("backtracking:bitboard").contains("choco:fc-dom-lex").contains("cpsat:fixed").contains("(default)");
  }

  @Test
  void benchPrintsMediansAndRatiosAndDrawsAChart(@TempDir Path dir) throws Exception {
    Path chart = dir.resolve("b.png");
    Cli.Result r = Cli.run("bench", "--in-process", "--solvers", "backtracking,backtracking:mirror", "--from", "6", "--to", "8", "--repeat", "2",
        "--chart", chart.toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
    assertThat(r.out()).contains("median ms").contains("ratio to backtracking");
    assertThat(r.out().lines().filter(l -> l.matches("\\s*[678]\\s+backtracking\\s.*"))).hasSize(3);
    assertThat(Files.size(chart)).isPositive();
  }

  @Test
  void compareWithUniqueAgreesFromTenToTwelve() {
    // Timed once: the agreement is what is checked.
    Cli.Result r = Cli.run("compare", "--in-process", "--from", "10", "--to", "12", "--unique", "--repeat", "1", "--measure-time", "0");
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(ExitCode.OK);
  }

  @Test
  void compareWithUniqueAgreesOnTheElevenBoardWithTwoQueensThatOnceSplitWrongly() {
    Cli.Result r = Cli.run("compare", "--in-process", "-n", "11", "--queen", "10,4", "--queen", "9,2", "--unique", "--format", "json");
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(ExitCode.OK);
  }

  @Test
  void uniqueCountDependsOnTheUsableSquaresNotOnHowTheModelIsWritten() throws Exception {
    JsonNode a = JSON.readTree(Cli.run("count", "-n", "8", "--exclude-difference", "0", "--unique", "--format", "json").out());
    JsonNode b = JSON.readTree(Cli.run("count", "-n", "8", "--exclude-difference", "0", "--block", "3,3", "--unique", "--json").out());
    assertThat(b.get("solutions").asLong()).isEqualTo(a.get("solutions").asLong()).isEqualTo(28);
    assertThat(b.get("unique").asLong()).isEqualTo(a.get("unique").asLong());
    assertThat(b.get("symmetries").asInt()).isEqualTo(a.get("symmetries").asInt());
  }

  @Test
  void countReportsTheThreadsAndSubProblemsThatReallyRan() throws Exception {
    JsonNode small = JSON.readTree(Cli.run("count", "-n", "8", "--knight", "--threads", "2", "--json").out());
    assertThat(small.get("threads").asInt()).isEqualTo(1);
    assertThat(small.get("parts").asInt()).isEqualTo(1);
    JsonNode split = JSON.readTree(Cli.run("count", "-n", "11", "--solver", "choco:fc-dom", "--threads", "2", "--json").out());
    assertThat(split.get("threads").asInt()).isEqualTo(2);
    assertThat(split.get("parts").asInt()).isGreaterThan(1);
    Cli.Result verbose = Cli.run("count", "-n", "8", "--threads", "2", "-v");
    assertThat(verbose.err()).contains("counted on one thread");
  }

  @Test
  void traceStopsAfterMaxStepsAndSaysSoOnce() {
    Cli.Result r = Cli.run("trace", "-n", "8", "--max-steps", "3");
    assertThat(r.exit()).isEqualTo(ExitCode.OK);
    assertThat(r.out().lines().filter(l -> l.startsWith("place row") || l.startsWith("remove row") || l.startsWith("dead end"))).hasSize(3);
    assertThat(r.out().lines().filter(l -> l.contains("stopped after 3 steps"))).hasSize(1);
  }

  @Test
  void topLevelHelpGivesWholeSentencesForEveryCommand() {
    String help = Cli.run("--help").out().replaceAll("\\s*\\n\\s+", " ");
    assertThat(help).contains("Run backends side by side over a range of n and cross-check their counts.")
        .contains("Time backends and variants side by side over a range of n, with medians and ratios.");
  }

  @ParameterizedTest
  @ValueSource(strings = {"solve", "count", "list", "trace", "compare", "bench", "solvers", "completion"})
  void helpExamplesFitOnOneLineSoThatTheyCanBePasted(String command) {
    String help = Cli.run(command, "--help").out();
    List<String> examples = help.lines().dropWhile(l -> !l.startsWith("Example")).skip(1).takeWhile(l -> !l.isBlank()).toList();
    // A wrapped example would leave a line without the command on it.
    assertThat(examples).isNotEmpty().allMatch(l -> l.startsWith("  ") && l.contains("nqueens"));
  }

  @Test
  void solveHelpExamplesHaveSolutions() {
    assertThat(Cli.run("solve", "-n", "10", "--queen", "0,2", "--knight").exit()).isEqualTo(ExitCode.OK);
  }

  @Test
  void completionOffersSolversFormatsAndTasks() {
    String script = Cli.run("completion").out();
    assertThat(script).contains("cpsat:fixed-lex").contains("markdown").contains("positions");
  }

  @Test
  void onlyBadInputIsExitTwoAContradictionIsExitThreeAndAnyOtherExceptionIsInternal() {
    assertThat(CommandLineFactory.exitCodeFor(new BadInputException("n (0) must be >= 1"))).isEqualTo(ExitCode.USAGE);
    assertThat(CommandLineFactory.exitCodeFor(new Contradiction("the checker rejects it"))).isEqualTo(ExitCode.DISAGREE);
    assertThat(CommandLineFactory.exitCodeFor(new IllegalArgumentException("a solver bug"))).isEqualTo(ExitCode.INTERNAL);
    assertThat(CommandLineFactory.exitCodeFor(new IllegalStateException("a solver bug"))).isEqualTo(ExitCode.INTERNAL);
  }

  @Test
  void constraintFlagsAddToAModelFileAndShowTheirText() throws Exception {
    Cli.Result r = Cli.run("count", "--model", "models/classic-8.yaml", "--constraint", "q[0] < q[n-1]", "--unique", "--json");
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
    JsonNode j = JSON.readTree(r.out());
    assertThat(j.get("solutions").asLong()).isEqualTo(46);
    // q[0] < q[n-1] is kept by the half turn alone: 46 solutions in 24 classes.
    assertThat(j.get("symmetries").asInt()).isEqualTo(2);
    assertThat(j.get("group").toString()).isEqualTo("[\"identity\",\"rotate-180\"]");
    assertThat(j.get("unique").asLong()).isEqualTo(24);
    assertThat(j.get("model").asText()).contains("constraint q[0] < q[n-1]");
    assertThat(Cli.run("solve", "-n", "6", "--constraint", "q[0] > 2", "--ascii").out()).contains("constraint: q[0] > 2");
  }

  @Test
  void compareTakesClassesUnderADeclaredGroupAndRefusesOneThatDoesNotHold() {
    // Under the half turn alone the 92 solutions of n = 8 fall into 48 classes (12 under all eight).
    Cli.Result r = Cli.run("compare", "--in-process", "-n", "8", "--unique", "--symmetries", "half-turn", "--solvers", "backtracking,choco");
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
    List<String> rows = r.out().lines().filter(l -> l.matches("\\s*(8\\s+)?(backtracking|choco)\\s.*")).toList();
    assertThat(rows).hasSize(2);
    for (String row : rows) {
      // solutions, then classes under the half turn (48, not the 12 under all eight)
      List<String> cells = Arrays.asList(row.split("\\s+"));
      assertThat(cells.get(cells.indexOf("92") + 1)).as(row).isEqualTo("48");
    }
    Cli.Result refused = Cli.run("compare", "--in-process", "-n", "8", "--unique", "--constraint", "q[0] < q[n-1]", "--symmetries", "transpose");
    assertThat(refused.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(refused.err()).contains("declared symmetry transpose does not hold for n = 8").doesNotContain("Exception");
  }

  @Test
  void aBadConstraintIsExitTwoWithItsTextAndACaret() {
    Cli.Result r = Cli.run("count", "-n", "8", "--constraint", "q[0] <");
    assertThat(r.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(r.err()).isEqualTo("nqueens: --constraint: bad constraint: expected an expression after '<' at column 7\n  q[0] <\n        ^\n");
    Cli.Result off = Cli.run("count", "-n", "8", "--constraint", "q[n] > 0");
    assertThat(off.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(off.err()).contains("q[8] is off the board").doesNotContain("Exception");
  }

  @Test
  void aConstraintThatStartsWithAMinusIsTheConstraintNotAnOption() {
    // "-q[0] ..." begins like the short option -q; it is the value of --constraint all the same.
    Cli.Result r = Cli.run("count", "-n", "8", "--constraint", "-q[0] > -3", "--json");
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
    assertThat(r.out()).contains("\"solutions\" : 28");
    Cli.Result missing = Cli.run("count", "-n", "8", "--constraint");
    assertThat(missing.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(missing.err()).contains("--constraint").doesNotContain("Exception");
    Cli.Result option = Cli.run("count", "-n", "8", "--constraint", "--knight");
    assertThat(option.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(option.err()).contains("bad constraint").contains("--knight");
  }
}
