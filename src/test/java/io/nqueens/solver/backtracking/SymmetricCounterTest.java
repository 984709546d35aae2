package io.nqueens.solver.backtracking;

import io.nqueens.engine.Counting;
import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.CountResult;
import io.nqueens.engine.Counting;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The symmetric counter against its oracles: the mirror-only counter (totals) and the canonical filter (classes). */
class SymmetricCounterTest {

  private static final List<Symmetry> ALL = List.of(Symmetry.values());

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {5, 6, 7, 8, 9, 10, 11, 12, 13, 14})
  void totalEqualsTheMirrorOnlyCounter(int n) {
    QueensModel model = QueensModel.of(n);
    CountResult fast = Counting.count(BacktrackingSolver.named("bitboard"), model, ALL, SearchControl.unlimited());
    CountResult oracle = Counting.count(BacktrackingSolver.named("mirror"), model, List.of(), SearchControl.unlimited());
    assertThat(fast.solutions()).isEqualTo(oracle.solutions());
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {5, 6, 7, 8, 9, 10, 11})
  void uniqueCountEqualsTheCanonicalFilter(int n) {
    QueensModel model = QueensModel.of(n);
    CountResult fast = Counting.count(BacktrackingSolver.named("bitboard"), model, ALL, SearchControl.unlimited());
    CountResult filtered = Counting.count(BacktrackingSolver.named("simple"), model, ALL, SearchControl.unlimited());
    assertThat(fast.unique()).isEqualTo(filtered.unique());
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {8, 12, 14})
  void splittingAcrossThreadsGivesTheSameCounts(int n) {
    QueensModel model = QueensModel.of(n);
    BacktrackingSolver solver = BacktrackingSolver.named("bitboard");
    CountResult one = Counting.count(solver, model, ALL, SearchControl.unlimited());
    CountResult split = Counting.count(() -> BacktrackingSolver.named("bitboard"), model, ALL, SearchControl.unlimited(), 3, Progress.NONE);
    assertThat(split.solutions()).isEqualTo(one.solutions());
    assertThat(split.unique()).isEqualTo(one.unique());
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {5, 9, 13})
  void tasksCoverTheWholeSearchAtAnySplitDepth(int n) {
    for (int depth = 2; depth <= 4; depth++) {
      SymmetricCounter counter = new SymmetricCounter(n, SearchControl.unlimited());
      for (SymmetricCounter.Task t : new SymmetricCounter(n, SearchControl.unlimited()).tasks(depth)) {
        counter.run(t);
      }
      SymmetricCounter whole = new SymmetricCounter(n, SearchControl.unlimited());
      whole.runAll();
      assertThat(counter.total()).as("depth %d", depth).isEqualTo(whole.total());
      assertThat(counter.unique()).as("depth %d", depth).isEqualTo(whole.unique());
    }
  }
}
