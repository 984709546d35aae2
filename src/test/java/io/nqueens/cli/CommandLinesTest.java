package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nqueens.harness.KnownCounts;
import io.nqueens.model.Cell;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.SolutionChecker;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The command lines a user types for export, explain, a cluster, a split and a folder of instances, run as typed. */
class CommandLinesTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static String golden(String name) throws IOException {
    try (InputStream in = CommandLinesTest.class.getResourceAsStream("golden/" + name)) {
      assertThat(in).as("golden file " + name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** Each example model's MiniZinc, as checked into the repository (MiniZinc counted each once: see MiniZincAgreementTest). */
  @ParameterizedTest(name = "{0} n={1}")
  @CsvSource({"blocked.yaml, 8", "classic-8.yaml, 8", "combined.json, 12", "completion.yaml, 10", "excluded-diagonals.yaml, 10",
      "mirror-broken.yaml, 8", "superqueens.yaml, 10", "superqueens-expression.yaml, 10", "toroidal.yaml, 5", "toroidal-expression.yaml, 11",
      "lex-first.yaml, 8", "fewest-knight-attacks.yaml, 9"})
  void exportWritesTheSameMiniZincAsTheGoldenFileWithoutMiniZincInstalled(String file, int n) throws IOException {
    Cli.Result r = Cli.run("export", "--model", "models/" + file, "-n", Integer.toString(n), "--format", "mzn");
    assertThat(r.exit()).as(r.err()).isZero();
    String name = file.substring(0, file.lastIndexOf('.')) + "-" + n + ".mzn";
    assertThat(r.out()).isEqualTo(golden(name));
  }

  @Test
  void exportToAFileWritesTheFileAndNothingElse(@TempDir Path dir) throws IOException {
    Path out = dir.resolve("m.yaml");
    Cli.Result r = Cli.run("export", "-n", "9", "--queen", "0,1", "--knight", "--format", "yaml", "-o", out.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).isEmpty();
    assertThat(Files.readString(out)).contains("\"n\": 9").contains("0,1").contains("knight: true");
  }

  @Test
  void explainShowsAMinimalSetWithACheckedWitnessForEachMember() throws IOException {
    Cli.Result text = Cli.run("explain", "-n", "6", "--queen", "0,0", "--block", "3,3");
    assertThat(text.exit()).as(text.err()).isEqualTo(ExitCode.NO_SOLUTION);
    assertThat(text.out()).contains("queen 0,0").doesNotContain("block 3,3").contains("minimal");
    Cli.Result json = Cli.run("explain", "-n", "6", "--queen", "0,0", "--block", "3,3", "--format", "json");
    JsonNode o = JSON.readTree(json.out());
    assertThat(o.get("verdict").asText()).isEqualTo("minimal");
    assertThat(o.get("core")).hasSize(1);
    assertThat(o.get("checked").asInt()).isGreaterThanOrEqualTo(o.get("witnesses").size());
  }

  @Test
  void explainOfASatisfiableModelShowsACheckedSolution() throws IOException {
    Cli.Result r = Cli.run("explain", "-n", "8", "--queen", "0,0", "--format", "json");
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode o = JSON.readTree(r.out());
    assertThat(o.get("verdict").asText()).isEqualTo("satisfiable");
    assertThat(o.get("checked").asInt()).isEqualTo(1);
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  @Test
  void aCountOnAHazelcastClusterOfOneAgreesAndSaysHowItRan() throws IOException {
    int port = freePort();
    Cli.Result r = Cli.run("count", "-n", "10", "--solver", "cpsat", "--engine", "hazelcast", "--cluster-name", "nqueens-cl-" + UUID.randomUUID(),
        "--port", Integer.toString(port), "--members", "127.0.0.1:" + port, "--split", "12", "--json");
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode o = JSON.readTree(r.out());
    assertThat(o.get("solutions").asLong()).isEqualTo(724);
    assertThat(o.get("members").asInt()).isEqualTo(1);
    assertThat(o.has("threads")).isFalse();
    // CP-SAT's statistics keep CP-SAT's names on a cluster too.
    assertThat(o.get("statistics").has("branches")).isTrue();
    assertThat(o.get("statistics").has("nodes")).isFalse();
  }

  @Test
  void aClusterConfigFileIsTakenInsteadOfTheFlags(@TempDir Path dir) throws IOException {
    int port = freePort();
    Path config = dir.resolve("hazelcast.yaml");
    Files.writeString(config, String.join("\n",
        "hazelcast:",
        "  cluster-name: nqueens-file-" + UUID.randomUUID(),
        "  network:",
        "    port:",
        "      port: " + port,
        "    interfaces:",
        "      enabled: true",
        "      interfaces: [127.0.0.1]",
        "    join:",
        "      multicast:",
        "        enabled: false",
        "      tcp-ip:",
        "        enabled: true",
        "        member-list: [127.0.0.1:" + port + "]",
        ""));
    Cli.Result r = Cli.run("count", "-n", "9", "--solver", "choco:fc-dom", "--engine", "hazelcast", "--cluster-config", config.toString(), "--json");
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode o = JSON.readTree(r.out());
    assertThat(o.get("solutions").asLong()).isEqualTo(352);
    assertThat(o.get("statistics").has("fails")).as("Choco's fails are kept").isTrue();
  }

  @ParameterizedTest(name = "n={0} --split {1}")
  @CsvSource({"15, 10, 10", "16, 40, 40", "12, 30, 30"})
  void splitCutsTheDefaultCounterIntoAboutThatManyParts(int n, int split, int parts, @TempDir Path dir) throws IOException {
    Cli.Result r = Cli.run("count", "-n", Integer.toString(n), "--checkpoint", dir.resolve("c.ck").toString(), "--split", Integer.toString(split), "--json");
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode o = JSON.readTree(r.out());
    assertThat(o.get("parts").asInt()).isBetween(parts / 2, parts * 2);
    assertThat(o.get("solutions").asLong()).isEqualTo(KnownCounts.solutions(QueensModel.of(n)).getAsLong());
  }

  @Test
  void benchOverAFolderOfInstancesDecidesEachAndSaysWho(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("a.yaml"), "n: 10\nqueens: [\"0,0\"]\n");
    Files.writeString(dir.resolve("b.yaml"), "n: 6\nqueens: [\"0,0\"]\n");
    Cli.Result r = Cli.run("bench", "--in-process", "--models", dir.toString(), "--task", "solve", "--solvers", "backtracking,choco", "--repeat", "1",
        "--time-limit", "10s", "--format", "json");
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode o = JSON.readTree(r.out());
    assertThat(o.get("task").asText()).isEqualTo("solve");
    assertThat(o.toString()).contains("a.yaml").contains("b.yaml");
  }

  @Test
  void everyColumnOfACompareCsvHasANameOfItsOwnAndEveryRowAsManyCells() {
    Cli.Result r = Cli.run("compare", "--in-process", "--from", "45", "--to", "45", "--solvers", "backtracking,choco,cpsat", "--time-limit", "1s", "--format", "csv");
    List<String> lines = r.out().lines().toList();
    List<String> header = List.of(lines.get(0).split(",", -1));
    assertThat(header).doesNotContain("").doesNotHaveDuplicates();
    assertThat(lines.subList(1, lines.size())).hasSize(3).allSatisfy(line -> assertThat(line.split(",", -1)).hasSize(header.size()));
    // A partial count is a number in its own column, and its outcome in another.
    assertThat(lines.subList(1, lines.size())).allSatisfy(line -> assertThat(line.split(",", -1)[3]).matches("\\d+"));
  }

  @Test
  void solverNamesAreCaseInsensitiveLikeFormatNames() {
    Cli.Result r = Cli.run("count", "-n", "8", "--solver", "Choco:FC-DOM");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("[choco:fc-dom]").contains("solutions: 92");
  }

  @Test
  void aPercentSignInAConstraintIsWarnedAboutWithModSuggested() {
    Cli.Result r = Cli.run("count", "-n", "8", "--constraint", "q[0] = q[1] % 2");
    assertThat(r.exit()).isZero();
    assertThat(r.err()).contains("'%' starts a comment").contains("q[0] = q[1] mod 2");
    assertThat(Cli.run("count", "-n", "8", "--constraint", "q[0] = q[1] mod 2").err()).doesNotContain("warning");
  }

  @Test
  void traceCountsABacktrackForEveryQueenItTakesBack() {
    for (String[] args : List.of(new String[] {"trace", "-n", "4"}, new String[] {"trace", "-n", "6", "--all"},
        new String[] {"trace", "-n", "6", "--queen", "0,1", "--all"})) {
      Cli.Result r = Cli.run(args);
      long printed = r.out().lines().filter(l -> l.startsWith("remove row ")).count();
      long placed = r.out().lines().filter(l -> l.startsWith("place row ")).count();
      long dead = r.out().lines().filter(l -> l.startsWith("dead end: ")).count();
      assertThat(r.out()).as(String.join(" ", args)).contains(placed + " queens placed, " + printed + " taken back, " + dead + " dead end");
    }
  }

  @Test
  void traceWithAPrePlacedQueenNeverPlacesAQueenItAttacks() {
    Cli.Result r = Cli.run("trace", "-n", "6", "--queen", "2,3", "--all");
    assertThat(r.out()).startsWith("pre-placed queen at row 2 col 3");
    QueensModel model = QueensModel.of(6, new Queen(2, 3));
    r.out().lines().filter(l -> l.startsWith("place row ")).forEach(l -> {
      String[] rc = l.substring("place row ".length()).split(" col ");
      int row = Integer.parseInt(rc[0]);
      int col = Integer.parseInt(rc[1]);
      if (row != 2) {
        assertThat(SolutionChecker.attack(model, new Cell(2, 3), new Cell(row, col)))
            .as(l).isEmpty();
      } else {
        assertThat(col).isEqualTo(3);
      }
    });
  }

  @Test
  void benchCsvKeepsAPartialCountANumberWithItsCompletenessBeside() {
    Cli.Result r = Cli.run("bench", "--in-process", "--from", "14", "--to", "14", "--solvers", "backtracking:simple", "--repeat", "1", "--time-limit", "100ms",
        "--format", "csv");
    List<String> lines = r.out().lines().toList();
    assertThat(lines.get(0)).isEqualTo("n,model,solver,threads,runs,median_ms,min_ms,max_ms,stopped_at_ms,ratio,solutions,complete,solve_ms,peak_heap_bytes,peak_resident_bytes,live_heap_bytes");
    String[] cells = lines.get(1).split(",", -1);
    assertThat(cells[10]).matches("\\d+");
    assertThat(cells[11]).isEqualTo("false");
    // stopped: no median, the time it stopped at instead
    assertThat(cells[5]).isEmpty();
    assertThat(cells[8]).matches("[0-9.]+");
  }
}
