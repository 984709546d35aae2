package io.nqueens.solver.backtracking;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.solver.SearchControl;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ConstellationCounterTest {

  static long[] byConstellations(int n) {
    ConstellationCounter counter = new ConstellationCounter(n, SearchControl.unlimited());
    long total = 0;
    long unique = 0;
    for (ConstellationCounter.Constellation k : counter.constellations()) {
      long[] r = counter.count(k);
      total += k.classSize() * r[0];
      unique += r[1];
    }
    return new long[] {total, unique};
  }

  @ParameterizedTest
  @ValueSource(ints = {6, 7, 8, 9, 10, 11, 12, 13, 14})
  void countsAndClassesAgreeWithTheSymmetricCounter(int n) {
    SymmetricCounter oracle = new SymmetricCounter(n, SearchControl.unlimited());
    oracle.runAll();
    long[] r = byConstellations(n);
    assertThat(r[0]).as("solutions at n=%d", n).isEqualTo(oracle.total());
    assertThat(r[1]).as("classes at n=%d", n).isEqualTo(oracle.unique());
  }

  @ParameterizedTest
  @ValueSource(ints = {4, 5, 8, 11, 13})
  void theConstellationVariantCountsLikeTheDefaultOnOneAndTwoThreads(int n) {
    io.nqueens.model.QueensModel model = io.nqueens.model.QueensModel.of(n);
    java.util.List<io.nqueens.model.Symmetry> all = io.nqueens.model.Symmetry.of(model);
    io.nqueens.solver.CountResult expected = io.nqueens.solver.Counting.count(io.nqueens.solver.Backends.create("backtracking"), model, all,
        SearchControl.unlimited());
    for (int threads = 1; threads <= 2; threads++) {
      io.nqueens.solver.CountResult r = io.nqueens.solver.Counting.count(io.nqueens.solver.Backends.create("backtracking:constellation"), model,
          all, SearchControl.unlimited(), threads, io.nqueens.solver.Progress.NONE);
      assertThat(r.solutions()).isEqualTo(expected.solutions());
      assertThat(r.unique()).isEqualTo(expected.unique());
    }
  }

  @org.junit.jupiter.api.Test
  void theDefaultCounterTakesConstellationsFromSixteenAndAgreesWithTheSymmetricCounter() {
    io.nqueens.model.QueensModel model = io.nqueens.model.QueensModel.of(16);
    java.util.List<io.nqueens.model.Symmetry> all = io.nqueens.model.Symmetry.of(model);
    io.nqueens.solver.CountResult byDefault = io.nqueens.solver.Counting.count(io.nqueens.solver.Backends.create("backtracking"), model, all,
        SearchControl.unlimited(), 2, io.nqueens.solver.Progress.NONE);
    io.nqueens.solver.CountResult symmetric = io.nqueens.solver.Counting.count(io.nqueens.solver.Backends.create("backtracking:symmetric"),
        model, all, SearchControl.unlimited(), 2, io.nqueens.solver.Progress.NONE);
    assertThat(byDefault.parts()).isEqualTo((long) new ConstellationCounter(16, SearchControl.unlimited()).constellations().size());
    assertThat(byDefault.solutions()).isEqualTo(symmetric.solutions());
    assertThat(byDefault.unique()).isEqualTo(symmetric.unique());
  }
}
