package io.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.BadInputException;
import io.nqueens.harness.Presets;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.solver.Backends;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The library as docs/library.md shows it, through {@link NQueens} alone. */
class LibraryTest {

  @Test
  void theExampleOfTheLibraryPageCountsWhatItSays() {
    NQueens.Count c = NQueens.model(10).constraint("q[0] < q[n-1]").on("choco").threads(2).countUnique();
    assertThat(c.solutions()).isEqualTo(362);
    assertThat(c.complete()).isTrue();
    assertThat(NQueens.model(12).countUnique().unique()).isEqualTo(1787);
  }

  /** A preset by the library's call is the command's: the fair four, one thread each, like with like; the same verdicts. */
  @Test
  void theLibraryComparesAPresetAsCompareDoes() {
    List<Comparison> rows = NQueens.model(8).compare(6, 7, Preset.FAIR);
    assertThat(rows).extracting(r -> r.model().n()).containsExactly(6, 7);
    assertThat(rows.get(0).runs()).extracting(Comparison.Run::backend).containsExactlyElementsOf(NQueens.backends(Preset.FAIR))
        .containsExactlyElementsOf(Presets.FAIR.backends());
    assertThat(rows).allSatisfy(r -> assertThat(r.runs()).allSatisfy(run -> assertThat(run.threads()).isEqualTo(1)));
    assertThat(rows).allSatisfy(r -> assertThat(r.verdict()).isEqualTo(Verdict.AGREE));
    assertThat(rows.get(1).runs()).allSatisfy(run -> assertThat(run.result().orElseThrow().solutions()).isEqualTo(40));
  }

  /** The library writes the report the command writes: every backend in a JVM of its own, a page that holds its comparison. */
  @Test
  void theLibraryWritesAReportAsTheCommandDoes(@TempDir Path dir) throws IOException {
    Path page = dir.resolve("report.html");
    ReportOutcome ending = NQueens.model(5).report(4, 5, page);
    assertThat(ending.interrupted()).isFalse();
    assertThat(ending.verdicts()).isNotEmpty().allSatisfy(v -> assertThat(v).isIn(Verdict.AGREE, Verdict.UNCHECKED));
    String html = Files.readString(page);
    assertThat(html).startsWith("<!DOCTYPE html>").contains("backtracking:simple").contains("cpsat:input").contains("Search profile");
  }

  /** The page's comparison: the same rows and verdicts the command renders, every count cross-checked and timed. */
  @Test
  void theLibraryComparesAndBenchmarksAsTheCommandsDo() {
    List<Comparison> rows = NQueens.model(8).compare(6, 8, "backtracking:simple", "choco:fc-dom");
    assertThat(rows).extracting(r -> r.model().n()).containsExactly(6, 7, 8);
    assertThat(rows).allSatisfy(r -> assertThat(r.verdict()).isEqualTo(Verdict.AGREE));
    assertThat(rows.get(2).runs()).allSatisfy(run -> {
      assertThat(run.result().orElseThrow().solutions()).isEqualTo(92);
      assertThat(run.checked()).as("every solution enumerated and checked").isEqualTo(92);
      assertThat(run.timesMillis().size()).isGreaterThanOrEqualTo(3);
      assertThat(run.medianMillis().orElseThrow()).isPositive();
    });
    List<Measure> race = NQueens.model(8).bench(Task.SOLVE, 20, 20, Timing.DEFAULT, List.of("backtracking", "cpsat"));
    assertThat(race).extracting(Measure::backend).containsExactly("backtracking", "cpsat");
    assertThat(race).allSatisfy(m -> assertThat(m.complete() && m.result().orElseThrow() == 1 && m.runs() >= 3).isTrue());
    List<Measure> counts = NQueens.model(8).bench(Task.COUNT, 8, 8, Timing.exactly(2), List.of("backtracking:simple"));
    assertThat(counts).singleElement().satisfies(m -> assertThat(m.result()).hasValue(92)).satisfies(m -> assertThat(m.runs()).isEqualTo(2));
    List<OptimaComparison> optima = NQueens.model(6).minimize("sum(i in 0..n-1)(abs(q[i] - i))")
        .compareOptima(6, 6, Timing.exactly(1), List.of("backtracking", "choco"));
    assertThat(optima).singleElement().satisfies(r -> assertThat(r.verdict()).isEqualTo(Verdict.AGREE));
    assertThatThrownBy(() -> NQueens.model(8).compare(9, 8, "choco")).isInstanceOf(BadInputException.class).hasMessageContaining("9..8");
  }

  /** Forked, each backend runs in a JVM of its own: the same counts and verdicts, and each backend's own memory measured. */
  @Test
  void aForkedLibraryComparisonMeasuresEachBackendsOwnMemory() {
    List<Comparison> here = NQueens.model(7).compare(6, 7, "backtracking:simple", "choco:fc-input");
    List<Comparison> forked = NQueens.model(7).forked(true).compare(6, 7, "backtracking:simple", "choco:fc-input");
    assertThat(forked).extracting(Comparison::verdict).containsExactlyElementsOf(here.stream().map(Comparison::verdict).toList());
    assertThat(forked.get(1).runs()).allSatisfy(run -> {
      assertThat(run.result().orElseThrow().solutions()).isEqualTo(40);
      assertThat(run.peakResidentBytes().orElseThrow()).as("a JVM of its own").isPositive();
    });
    assertThat(here.get(1).runs()).allSatisfy(run -> assertThat(run.peakResidentBytes()).as("a shared JVM: not measured").isEmpty());
  }

  @Test
  void everyKindOfConstraintCanBeAddedAndEveryBackendAgrees() {
    NQueens model = NQueens.model(11).queen(0, 2).block(5, 5).excludeSum(3);
    long backtracking = model.count().solutions();
    for (String backend : List.of("choco", "cpsat", "backtracking:simple")) {
      assertThat(model.on(backend).count().solutions()).as(backend).isEqualTo(backtracking);
    }
    assertThat(NQueens.model(10).knight().count().solutions()).isEqualTo(4);
    assertThat(NQueens.model(11).toroidal().count().solutions()).isEqualTo(88);
  }

  @Test
  void aSolutionAndAListAreCheckedSolutionsOfTheModel() {
    NQueens eight = NQueens.model(8).queen(0, 0);
    Solution s = eight.solve().orElseThrow();
    assertThat(SolutionChecker.isValid(eight.model(), s)).isTrue();
    assertThat(eight.solutions(100)).hasSize(4).allMatch(x -> SolutionChecker.isValid(eight.model(), x));
    assertThat(NQueens.model(3).solveResult().provenUnsatisfiable()).isTrue();
  }

  @Test
  void aModelFileReadsAsOnTheCommandLine() {
    assertThat(NQueens.file(Path.of("models/completion.yaml"), 0).count().solutions()).isEqualTo(14);
  }

  @Test
  void aTimeLimitGivesAPartialCountMarkedAsSuch() {
    NQueens.Count c = NQueens.model(18).timeLimit(Duration.ofMillis(200)).count();
    assertThat(c.complete()).isFalse();
    assertThat(c.outcome()).isEqualTo(Outcome.TIME_LIMIT);
  }

  /** A backend of the user's own, unknown to the registry: the simple backtracker under another name. */
  private static final class MySolver implements Solver {
    static final AtomicInteger MADE = new AtomicInteger();
    private final Solver inner = Backends.create("backtracking:simple");

    MySolver() {
      MADE.incrementAndGet();
    }

    @Override
    public String name() {
      return "mine";
    }

    @Override
    public String variant() {
      return "own";
    }

    @Override
    public int maxN(Task task) {
      return inner.maxN(task);
    }

    @Override
    public SolveResult solve(QueensModel model, SearchControl control) {
      return inner.solve(model, control);
    }

    @Override
    public EnumerationResult enumerate(QueensModel model, SearchControl control, SolutionListener listener) {
      return inner.enumerate(model, control, listener);
    }

    @Override
    public OptimumResult optimise(QueensModel model, int threads, SearchControl control) {
      return inner.optimise(model, threads, control);
    }
  }

  @Test
  void aSolverOfYourOwnCountsSplitOverThreadsLikeARegisteredOne() {
    MySolver.MADE.set(0);
    NQueens.Count c = NQueens.model(11).on(MySolver::new).threads(2).count();
    assertThat(c.solutions()).isEqualTo(2680);
    assertThat(MySolver.MADE.get()).as("a fresh solver per sub-problem").isGreaterThan(2);
    Optional<Solution> first = NQueens.model(9).on(MySolver::new).solve();
    assertThat(first).isPresent();
  }

  @Test
  void theOptimisingExampleOfTheLibraryPageFindsTheSameCheckedOptimumOnEveryBackend() {
    long[][] w = new long[8][8];
    for (int r = 0; r < 8; r++) {
      for (int c = 0; c < 8; c++) {
        w[r][c] = (r * 7 + c * 3) % 10;
      }
    }
    NQueens weighted = NQueens.model(8).table("w", w).maximize("sum(i in 0..n-1)(w[i][q[i]])");
    OptimumResult cpsat = weighted.on("cpsat").optimise();
    OptimumResult mine = weighted.optimise();
    assertThat(cpsat.optimal()).isTrue();
    assertThat(mine.optimal()).isTrue();
    assertThat(cpsat.value()).isEqualTo(mine.value());
    assertThat(weighted.model().objective().orElseThrow().valueOf(mine.best().orElseThrow()).longValueExact()).isEqualTo(mine.value().getAsLong());
    // Counting ignores the objective: every solution of the eight queens.
    assertThat(weighted.count().solutions()).isEqualTo(92);
    assertThatThrownBy(() -> NQueens.model(8).optimise()).isInstanceOf(BadInputException.class).hasMessageContaining("minimize");
  }

  @Test
  void aQueensPuzzleIsBuiltSolvedAndCountedThroughTheLibrary() {
    // A map kept by the half turn: its 14 solutions make 9 classes under the two symmetries that keep it.
    List<String> map = List.of("AAABBB", "ACCCBB", "AACCBB", "EEFFDD", "EEFFFD", "EEEDDD");
    NQueens puzzle = NQueens.model(6).regions(map).noDiagonals().touching();
    Optional<Solution> s = puzzle.solve();
    assertThat(s).isPresent();
    NQueens.Count c = puzzle.on("choco").countUnique();
    assertThat(c.solutions()).isEqualTo(14);
    assertThat(c.unique()).isEqualTo(9);
    assertThat(c.symmetries()).hasSize(2);
    // Rooks that do not touch: Hertzsprung's problem (OEIS A002464 gives 5242 at n = 8).
    assertThat(NQueens.model(8).noDiagonals().touching().count().solutions()).isEqualTo(5242);
  }
}
