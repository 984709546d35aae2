package io.nqueens.engine;

import io.nqueens.model.SymmetryGroup;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.Blocked;
import io.nqueens.model.QueensModel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The one counting policy: how it splits, whom it asks for solvers, and the progress it reports. */
class CountingTest {

  @Test
  void aCountInOnePieceReportsItsOnePartDone() {
    List<long[]> seen = new ArrayList<>();
    CountResult r = Counting.count(Backends.parse("choco"), QueensModel.of(8), SymmetryGroup.of(QueensModel.of(8)), SearchControl.unlimited(), 2,
        (done, total) -> seen.add(new long[] {done, total}));
    assertThat(r.solutions()).isEqualTo(92);
    assertThat(seen.get(seen.size() - 1)).containsExactly(1, 1);
  }

  @Test
  void aBackendsOwnCountInOnePieceReportsItsOnePartDone() {
    List<long[]> seen = new ArrayList<>();
    Counting.count(Backends.parse("backtracking"), QueensModel.of(9), List.of(), SearchControl.unlimited(), 1, (done, total) -> seen.add(new long[] {done, total}));
    assertThat(seen).isNotEmpty();
    assertThat(seen.get(seen.size() - 1)[0]).isEqualTo(seen.get(seen.size() - 1)[1]);
  }

  @Test
  void aStoppedCountDoesNotReportItsPartDone() {
    SearchControl stopped = SearchControl.unlimited();
    stopped.cancel();
    List<long[]> seen = new ArrayList<>();
    CountResult r = Counting.count(Backends.parse("choco:fc-dom"), QueensModel.of(9), List.of(), stopped, 1, (done, total) -> seen.add(new long[] {done, total}));
    assertThat(r.complete()).isFalse();
    assertThat(seen).noneMatch(p -> p[0] == p[1] && p[1] > 0);
  }

  @Test
  void aFactoryOfSolversSplitsACountWithAFreshSolverPerPart() {
    AtomicInteger made = new AtomicInteger();
    QueensModel model = QueensModel.of(Counting.SPLIT_FROM_N, new Blocked(0, 0));
    CountResult split = Counting.count(() -> {
      made.incrementAndGet();
      return Backends.create("backtracking:simple");
    }, model, List.of(), SearchControl.unlimited(), 2, Progress.NONE);
    CountResult whole = Counting.count(Backends.create("backtracking:simple"), model, List.of(), SearchControl.unlimited());
    assertThat(split.solutions()).isEqualTo(whole.solutions());
    assertThat(split.parts()).isGreaterThan(1);
    assertThat(made.get()).isGreaterThan(2);
  }

  @Test
  void belowTheSplitSizeACountRunsWhole() {
    CountResult r = Counting.count(Backends.parse("backtracking:simple"), QueensModel.of(Counting.SPLIT_FROM_N - 1, new Blocked(0, 0)), List.of(),
        SearchControl.unlimited(), 2, Progress.NONE);
    assertThat(r.parts()).isEqualTo(1);
  }
}
