package io.nqueens.engine;

import io.nqueens.model.SymmetryGroup;
import io.nqueens.solver.Solver;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.Blocked;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.model.Toroidal;
import io.nqueens.testing.Registered;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SplitCounterTest {

  static Stream<QueensModel> models() {
    return Stream.of(
        QueensModel.of(10),
        QueensModel.of(10, new KnightExclusion()),
        QueensModel.of(11, new Toroidal()),
        QueensModel.of(10, new Queen(3, 4), new Blocked(0, 0), new Blocked(9, 9)),
        QueensModel.of(10, new Queen(0, 4)));
  }

  @ParameterizedTest
  @MethodSource("models")
  void subProblemsAddUpToTheWhole(QueensModel model) {
    Solver solver = Backends.create("backtracking");
    long whole = Counting.count(solver, model, List.of(), SearchControl.unlimited()).solutions();
    long parts = SplitCounter.split(model, 50).stream()
        .mapToLong(m -> Counting.count(solver, m, List.of(), SearchControl.unlimited()).solutions()).sum();
    assertThat(parts).isEqualTo(whole);
  }

  /** Each backend counts the split model in parallel to the single count, and its progress reaches the last sub-problem. */
  @ParameterizedTest
  @MethodSource("models")
  void everyBackendCountsTheSameInParallelAndReportsProgressUpToTheLastSubProblem(QueensModel model) {
    List<Symmetry> group = SymmetryGroup.of(model);
    CountResult reference = Counting.count(Backends.create("backtracking:simple"), model, group, SearchControl.unlimited());
    for (String backend : Registered.specs()) {
      AtomicLong lastDone = new AtomicLong();
      AtomicLong lastTotal = new AtomicLong();
      CountResult r = Counting.count(Backends.parse(backend), model, group, SearchControl.unlimited(), 2, (done, total) -> {
        lastDone.accumulateAndGet(done, Math::max);
        lastTotal.set(total);
      });
      assertThat(r.solutions()).as(backend).isEqualTo(reference.solutions());
      assertThat(r.unique()).as(backend).isEqualTo(reference.unique());
      assertThat(r.complete()).isTrue();
      assertThat(lastDone.get()).as(backend).isPositive().isEqualTo(lastTotal.get());
    }
  }
}
