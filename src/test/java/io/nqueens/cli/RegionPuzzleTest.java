package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.NoDiagonals;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.model.Touching;
import io.nqueens.model.io.ModelFile;
import io.nqueens.testing.BruteForce;
import io.nqueens.testing.Orbits;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Queens puzzle as a user meets it on the command line: made, counted, solved, printed, explained. */
class RegionPuzzleTest {

  @TempDir Path dir;

  @Test
  void generateMakesTheSamePuzzleFromTheSameSeedAndItHasExactlyOneSolution() throws IOException {
    Cli.Result first = Cli.run("generate", "-n", "9", "--seed", "42");
    Cli.Result again = Cli.run("generate", "-n", "9", "--seed", "42");
    assertThat(first.exit()).as(first.err()).isZero();
    assertThat(again.out()).isEqualTo(first.out());
    assertThat(Cli.run("generate", "-n", "9", "--seed", "43").out()).isNotEqualTo(first.out());
    Path file = Files.writeString(dir.resolve("puzzle.yaml"), first.out());
    QueensModel model = ModelFile.read(file).model(9);
    assertThat(model.regions()).isPresent();
    Cli.Result count = Cli.run("count", "--model", file.toString(), "--format", "json");
    assertThat(count.out()).contains("\"solutions\" : 1").contains("\"puzzle\" : \"unique\"");
    // Every backend agrees that it is unique (CP-SAT and Choco decide it apart from the search that made it).
    for (String solver : new String[] {"choco", "cpsat", "backtracking:simple"}) {
      assertThat(Cli.run("count", "--model", file.toString(), "--solver", solver).out()).as(solver).contains("solutions: 1\n")
          .contains("puzzle:    exactly one solution");
    }
  }

  @Test
  void generateWritesAFolderThatBenchTimesPuzzleByPuzzle() {
    Cli.Result made = Cli.run("generate", "-n", "7", "--seed", "1", "--count", "3", "--output", dir.toString(), "-q");
    assertThat(made.exit()).as(made.err()).isZero();
    assertThat(dir.resolve("queens-7-1.yaml")).exists();
    assertThat(dir.resolve("queens-7-3.yaml")).exists();
    Cli.Result bench = Cli.run("bench", "--models", dir.toString(), "--task", "count", "--solvers", "backtracking", "--in-process",
        "--repeat", "1", "--measure-time", "0", "--format", "csv");
    assertThat(bench.exit()).as(bench.err()).isZero();
    assertThat(bench.out().lines().filter(l -> l.contains("queens-7-")).toList()).hasSize(3).allMatch(l -> l.contains(",1,true,"));
  }

  @Test
  void aRegionBoardShowsEachSquaresRegionAndTheQueens() throws IOException {
    Path map = Files.writeString(dir.resolve("map.txt"), "AABBB\nAABBB\nCCDDD\nCEEED\nCEEED\n");
    Cli.Result solved = Cli.run("solve", "--regions", map.toString(), "--no-diagonals", "--touching", "--ascii");
    assertThat(solved.exit()).as(solved.err()).isZero();
    String[] rows = solved.out().strip().split("\n");
    assertThat(rows).hasSize(5);
    Regions regions = new Regions(List.of("AABBB", "AABBB", "CCDDD", "CEEED", "CEEED"));
    for (int r = 0; r < 5; r++) {
      String[] squares = rows[r].split(" ");
      assertThat(squares).hasSize(5);
      assertThat(squares).filteredOn("Q"::equals).hasSize(1);
      for (int c = 0; c < 5; c++) {
        if (!squares[c].equals("Q")) {
          assertThat(squares[c]).as("row %d col %d", r, c).isEqualTo(regions.nameAt(r, c));
        }
      }
    }
  }

  @Test
  void aPuzzleWithoutSolutionExitsOneAndExplainNamesTheRegion() throws IOException {
    // Rows 4 and 5 lie wholly in region F: one queen a row puts two there.
    Path map = Files.writeString(dir.resolve("none.txt"), "ABBBBB\nCBBBBB\nDDDDDD\nEEEEEE\nFFFFFF\nFFFFFF\n");
    Cli.Result solved = Cli.run("solve", "--regions", map.toString(), "--no-diagonals", "--touching");
    assertThat(solved.exit()).isEqualTo(ExitCode.NO_SOLUTION);
    assertThat(solved.err()).contains("no solution").contains("explain");
    Cli.Result explained = Cli.run("explain", "--regions", map.toString(), "--no-diagonals", "--touching");
    assertThat(explained.exit()).isEqualTo(ExitCode.NO_SOLUTION);
    assertThat(explained.out()).contains("one queen in region F").doesNotContain("no diagonals");
  }

  @Test
  void rooksThatDoNotTouchCountAsHertzsprungsProblemAndAgreeWithThePublishedCounts() {
    Cli.Result compared = Cli.run("compare", "--from", "1", "--to", "8", "--no-diagonals", "--touching", "--in-process",
        "--solvers", "backtracking,choco,cpsat", "--measure-time", "0", "--repeat", "1", "--format", "json");
    assertThat(compared.exit()).as(compared.err()).isZero();
    assertThat(compared.out()).contains("\"published\" : 5242").contains("\"published\" : 646").contains("\"published\" : 90");
  }

  /** A map kept by the half turn (A, B, C turned become D, E, F), by a mirror (A and C, D and E trade places), and by nothing. */
  static final String HALF_TURN = "AAABBB\nACCCBB\nAACCBB\nEEFFDD\nEEFFFD\nEEEDDD\n";
  static final String MIRROR = "AABBCC\nADBBEC\nDDBBEE\nDFFFFE\nDFFFFE\nDDDEEE\n";
  static final String NONE = "AAABBB\nACCCBB\nAACCBB\nDDFFBB\nEEFFFD\nEEEDDD\n";

  @Test
  void uniqueCountsUseTheSymmetriesThatKeepTheRegionMapAndAgreeWithTheBruteForcesClasses() throws IOException {
    for (String[] c : new String[][] {{HALF_TURN, "rotate-180"}, {MIRROR, "mirror-columns"}, {NONE, ""}}) {
      Path map = Files.writeString(dir.resolve("map.txt"), c[0]);
      QueensModel model = new QueensModel(6, List.of(new NoDiagonals(), new Touching(),
          new Regions(c[0].lines().toList())), "", "");
      List<Symmetry> group = SymmetryGroup.of(model);
      List<Solution> all = BruteForce.solutions(model);
      assertThat(group).as(c[0]).hasSize(c[1].isEmpty() ? 1 : 2);
      if (!c[1].isEmpty()) {
        assertThat(group.stream().map(Symmetry::id)).as(c[0]).contains(c[1]);
      }
      long classes = Orbits.classes(all, group);
      for (String solver : new String[] {"backtracking", "choco", "cpsat"}) {
        Cli.Result counted = Cli.run("count", "--regions", map.toString(), "--no-diagonals", "--touching", "--unique", "--solver", solver);
        assertThat(counted.out()).as(solver + " on " + c[0]).contains("solutions: " + all.size() + "\n").contains("unique:    " + classes + " ");
      }
    }
  }
}
