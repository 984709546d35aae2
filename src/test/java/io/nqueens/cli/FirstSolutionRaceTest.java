package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The first-solution race (bench --task solve over orders of magnitude, local search and the
 * construction in it), what the user asked for never dropped (an objective makes bench optimise;
 * --unique with one is refused), and the large-board path (positions, pictures refused).
 */
class FirstSolutionRaceTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void theRaceRunsEveryFirstSolutionBackendOverTheSizesGivenAndDrawsThemOnLogLogAxes(@TempDir Path dir) throws Exception {
    Path chart = dir.resolve("race.png");
    Cli.Result r = Cli.run("bench", "--in-process", "--task", "solve", "--sizes", "8,64,400", "--repeat", "1", "--format", "json", "--chart", chart.toString(),
        "--time-limit", "20s");
    // On a busy machine a backend may meet the limit at n = 400: its row is then partial (exit 4), with the time it stopped at.
    assertThat(r.exit()).as(r.err()).isIn(ExitCode.OK, ExitCode.PARTIAL);
    JsonNode rows = JSON.readTree(r.out()).path("rows");
    Set<String> solvers = new HashSet<>();
    Set<Integer> sizes = new HashSet<>();
    for (JsonNode row : rows) {
      solvers.add(row.path("solver").asText());
      sizes.add(row.path("n").asInt());
      if (row.path("complete").asBoolean()) {
        assertThat(row.path("found").asBoolean()).as(row.toString()).isTrue();
      } else {
        assertThat(r.exit()).isEqualTo(ExitCode.PARTIAL);
        assertThat(row.path("stoppedAtMs").isNumber()).as(row.toString()).isTrue();
      }
    }
    assertThat(rows.findValues("complete").stream().filter(JsonNode::asBoolean).count()).as("most rows finish").isGreaterThan(rows.size() / 2);
    assertThat(solvers).contains("localsearch", "construction", "backtracking", "choco", "cpsat");
    assertThat(sizes).containsExactlyInAnyOrder(8, 64, 400);
    assertThat(Files.size(chart)).isPositive();
  }

  @Test
  void anObjectiveMakesBenchOptimiseAndATaskThatWouldDropItIsRefused() throws Exception {
    Cli.Result optimised = Cli.run("bench", "--in-process", "-n", "8", "--maximize", "q[0]", "--repeat", "1", "--format", "json", "--solvers", "backtracking");
    assertThat(optimised.exit()).as(optimised.err()).isEqualTo(ExitCode.OK);
    assertThat(JSON.readTree(optimised.out()).path("task").asText()).isEqualTo("optimise");
    Cli.Result count = Cli.run("bench", "--in-process", "--model", "models/weighted.yaml", "-n", "8", "--task", "count");
    assertThat(count.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(count.err()).contains("--task count").contains("objective");
    Cli.Result unique = Cli.run("compare", "--in-process", "-n", "8", "--maximize", "q[0]", "--unique");
    assertThat(unique.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(unique.err()).contains("--unique");
  }

  @Test
  void aMillionQueensComeFromTheLocalSearchCheckedAndAsPositionsWhileAPictureIsRefused() {
    Cli.Result r = Cli.run("solve", "-n", "1000000", "--solver", "localsearch", "--format", "positions");
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
    String[] pairs = r.out().strip().split(" ");
    assertThat(pairs).hasSize(1_000_000);
    assertThat(pairs[0]).startsWith("0,");
    Cli.Result picture = Cli.run("solve", "-n", "20000", "--solver", "localsearch");
    assertThat(picture.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(picture.err()).contains("--format positions");
  }
}
