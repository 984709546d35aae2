package io.nqueens.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.harness.measure.Measured;
import io.nqueens.solver.CountMethod;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Statistics;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A run is flagged for taking more cores than it was offered only where its CPU time can say so. */
class CpuFlagTest {

  private static Harness.Run run(int threads, double[] wall, double[] cpu) {
    CountResult r = new CountResult(92, null, Outcome.COMPLETE, Statistics.of(1, "nodes", 1L));
    return new Harness.Run("x", "v", r, 0, false, List.of(), null, null, threads, CountMethod.EVERY_SOLUTION, 1, true, wall, Measured.Memory.UNKNOWN, cpu, new double[wall.length]);
  }

  @Test
  void aRunOverItsThreadsIsFlaggedOverThreeRunsOrOneLongOne() {
    assertThat(run(1, new double[] {100, 100, 100}, new double[] {400, 400, 400}).overThreads()).isTrue();
    assertThat(run(1, new double[] {300}, new double[] {700}).overThreads()).isTrue();
    assertThat(run(2, new double[] {300}, new double[] {700}).overThreads()).isFalse();
  }

  @Test
  void oneShortRunOrARunWithinItsThreadsIsNot() {
    assertThat(run(1, new double[] {50}, new double[] {120}).overThreads()).isFalse();
    assertThat(run(1, new double[] {100, 100, 100}, new double[] {110, 110, 110}).overThreads()).isFalse();
    assertThat(run(1, new double[] {100, 100, 100}, new double[] {Double.NaN, Double.NaN, Double.NaN}).overThreads()).isFalse();
  }
}
