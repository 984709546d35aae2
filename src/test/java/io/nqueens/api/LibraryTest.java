package io.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The library as docs/library.md shows it, through {@link NQueens} alone. */
class LibraryTest {

  @Test
  void theExampleOfTheLibraryPageCountsWhatItSays() {
    NQueens.Count c = NQueens.model(10).constraint("q[0] < q[n-1]").on("choco").threads(2).countUnique();
    assertThat(c.solutions()).isEqualTo(362);
    assertThat(c.complete()).isTrue();
    assertThat(NQueens.model(12).countUnique().unique()).isEqualTo(1787);
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
    private final Solver inner = io.nqueens.solver.Backends.create("backtracking:simple");

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
    public io.nqueens.solver.OptimumResult optimise(QueensModel model, int threads, SearchControl control) {
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
    io.nqueens.solver.OptimumResult cpsat = weighted.on("cpsat").optimise();
    io.nqueens.solver.OptimumResult mine = weighted.optimise();
    assertThat(cpsat.optimal()).isTrue();
    assertThat(mine.optimal()).isTrue();
    assertThat(cpsat.value()).isEqualTo(mine.value());
    assertThat(weighted.model().objective().orElseThrow().valueOf(mine.best().orElseThrow()).longValueExact()).isEqualTo(mine.value().getAsLong());
    // Counting ignores the objective: every solution of the eight queens.
    assertThat(weighted.count().solutions()).isEqualTo(92);
    assertThatThrownBy(() -> NQueens.model(8).optimise()).isInstanceOf(io.nqueens.BadInputException.class).hasMessageContaining("minimize");
  }
}
