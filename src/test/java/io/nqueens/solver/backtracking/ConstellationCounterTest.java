package io.nqueens.solver.backtracking;

import io.nqueens.engine.Counting;
import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
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
  // From the counter's own minimum (ConstellationCounter.MIN_N = 6): below it the variant counts by another counter.
  @ValueSource(ints = {6, 7, 8, 11, 13})
  void theConstellationVariantCountsLikeTheMirrorCounterOnOneAndTwoThreads(int n) {
    assertThat(n).isGreaterThanOrEqualTo(ConstellationCounter.MIN_N);
    QueensModel model = QueensModel.of(n);
    List<Symmetry> all = SymmetryGroup.of(model);
    CountResult expected = Counting.count(Backends.create("backtracking:mirror"), model, all,
        SearchControl.unlimited());
    for (int threads = 1; threads <= 2; threads++) {
      CountResult r = Counting.count(Backends.parse("backtracking:constellation"), model,
          all, SearchControl.unlimited(), threads, Progress.NONE);
      assertThat(r.solutions()).isEqualTo(expected.solutions());
      assertThat(r.unique()).isEqualTo(expected.unique());
    }
  }

  @Test
  void theDefaultCounterTakesConstellationsFromItsThresholdAndAgreesWithTheSymmetricCounter() {
    int n = BacktrackingSolver.CONSTELLATIONS_FROM_N;
    QueensModel model = QueensModel.of(n);
    List<Symmetry> all = SymmetryGroup.of(model);
    CountResult byDefault = Counting.count(Backends.parse("backtracking"), model, all,
        SearchControl.unlimited(), 2, Progress.NONE);
    CountResult symmetric = Counting.count(Backends.parse("backtracking:symmetric"),
        model, all, SearchControl.unlimited(), 2, Progress.NONE);
    assertThat(byDefault.parts()).isEqualTo((long) new ConstellationCounter(n, SearchControl.unlimited()).constellations().size());
    assertThat(byDefault.solutions()).isEqualTo(symmetric.solutions());
    assertThat(byDefault.unique()).isEqualTo(symmetric.unique());
  }

  @ParameterizedTest
  @ValueSource(ints = {6, 7, 12, 17, 18, 21, 24})
  void theUnitsCoverEveryPeacefulBorderPlacementExactlyOnce(int n) {
    // Without searching: each unit stands for its class's images (once per last-row queen of a
    // group), so the units' weights must add up to the peaceful placements of the border queens,
    // counted here by brute force, and no two units may share an image.
    int m = n - 1;
    long placements = 0;
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        for (int c = 0; c < n; c++) {
          for (int d = 0; d < n; d++) {
            if ((a == 0) != (c == 0) || (a == m) != (d == 0) || (b == 0) != (c == m) || (b == m) != (d == m)) {
              continue;
            }
            int[][] qs = {{0, a}, {m, b}, {c, 0}, {d, m}};
            boolean peaceful = true;
            for (int i = 0; i < 4; i++) {
              for (int j = i + 1; j < 4; j++) {
                boolean same = qs[i][0] == qs[j][0] && qs[i][1] == qs[j][1];
                int dr = qs[i][0] - qs[j][0];
                int dc = qs[i][1] - qs[j][1];
                peaceful &= same || (dr != 0 && dc != 0 && Math.abs(dr) != Math.abs(dc));
              }
            }
            placements += peaceful ? 1 : 0;
          }
        }
      }
    }
    Set<List<Integer>> seen = new HashSet<>();
    long weight = 0;
    for (ConstellationCounter.Constellation k : new ConstellationCounter(n, SearchControl.unlimited()).constellations()) {
      long members = k.lastRow() == -1L ? 1 : Long.bitCount(k.lastRow());
      weight += members * k.classSize();
      for (long last = k.lastRow(); members > 0; members--) {
        List<Integer> key = new ArrayList<>();
        for (int[] q : k.queens()) {
          key.add(q[0] * n + q[1]);
        }
        if (k.lastRow() != -1L) {
          key.add(m * n + Long.numberOfTrailingZeros(last));
          last &= last - 1;
        }
        Collections.sort(key);
        assertThat(seen.add(key)).as("a second unit for %s at n=%d", key, n).isTrue();
      }
    }
    assertThat(weight).as("weights at n=%d", n).isEqualTo(placements);
  }
}
