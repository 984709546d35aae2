package io.nqueens.harness;

import static org.assertj.core.api.Assertions.assertThat;
import io.nqueens.harness.Verdict;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.runner.Comparisons;
import io.nqueens.harness.runner.Isolation;
import io.nqueens.harness.runner.Isolations;
import io.nqueens.harness.runner.Plan;
import io.nqueens.harness.runner.Work;
import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.solver.Backends;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Statistics;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The verdict on optimal values: two optima may differ in their solutions, never in their values. */
class OptimaTest {

  private static final QueensModel MODEL = QueensModel.of(4).withObjective(Objective.maximize("q[0]"));

  private static Optima.Run run(String name, Long value, Long bound, Outcome outcome) {
    OptimumResult r = OptimumResult.of(value == null ? Optional.empty() : Optional.of(Solution.of(1, 3, 0, 2)),
        value == null ? OptionalLong.empty() : OptionalLong.of(value), bound == null ? OptionalLong.empty() : OptionalLong.of(bound), outcome,
        List.of(), Statistics.of(1));
    // Timed once, 1 ms, as a single measurement is.
    return new Optima.Run(name, 1, r, 1, 1, 1, Double.NaN, Double.NaN, List.of(r.improvements()), List.of(1.0), null, null, true);
  }

  @Test
  void equalOptimaAgreeAndTwoDifferentOptimaDisagree() {
    assertThat(Optima.judge(MODEL, List.of(run("a", 2L, null, Outcome.COMPLETE), run("b", 2L, null, Outcome.COMPLETE))).verdict())
        .isEqualTo(Verdict.AGREE);
    Optima.Row row = Optima.judge(MODEL, List.of(run("a", 2L, null, Outcome.COMPLETE), run("b", 1L, null, Outcome.COMPLETE)));
    assertThat(row.verdict()).isEqualTo(Verdict.DISAGREE);
    assertThat(row.detail()).contains("a proved the optimum 2").contains("b proved 1");
  }

  @Test
  void aValueFoundBeyondAnotherBackendsProvedOptimumOrBoundIsADisagreement() {
    // Maximizing: b's best found 3 is more than a's proved optimum 2.
    assertThat(Optima.judge(MODEL, List.of(run("a", 2L, null, Outcome.COMPLETE), run("b", 3L, 5L, Outcome.TIME_LIMIT))).detail())
        .contains("b found the value 3, better than a's proved optimum 2");
    assertThat(Optima.judge(MODEL, List.of(run("a", 1L, 2L, Outcome.TIME_LIMIT), run("b", 3L, null, Outcome.COMPLETE))).verdict())
        .isEqualTo(Verdict.DISAGREE);
    // Within the bound: only partial.
    assertThat(Optima.judge(MODEL, List.of(run("a", 1L, 3L, Outcome.TIME_LIMIT), run("b", 3L, null, Outcome.COMPLETE))).verdict())
        .isEqualTo(Verdict.PARTIAL);
  }

  @Test
  void aSolutionWhereAnotherBackendProvedThereIsNoneIsADisagreement() {
    Optima.Row row = Optima.judge(MODEL, List.of(run("a", null, null, Outcome.COMPLETE), run("b", 2L, null, Outcome.COMPLETE)));
    assertThat(row.verdict()).isEqualTo(Verdict.DISAGREE);
    assertThat(row.detail()).contains("a proved there is no solution");
  }

  @Test
  void theRegisteredBackendsAgreeOnARealModelAndOneAloneIsUnchecked() {
    QueensModel model = QueensModel.of(7).withObjective(Objective.minimize("max(i in 0..n-1)(abs(q[i] - i))"));
    Optima.Row row = compared(model, Backends.parse("backtracking"), Backends.parse("choco"), Backends.parse("cpsat"));
    assertThat(row.verdict()).isEqualTo(Verdict.AGREE);
    assertThat(Optima.optimum(row)).hasValue(3);
    Optima.Row alone = compared(model, Backends.parse("backtracking"));
    assertThat(alone.verdict()).isEqualTo(Verdict.UNCHECKED);
  }

  /** Local search never proves: where the others proved the optimum and its best found is no better, the row agrees (not partial). */
  @Test
  void aSearchThatNeverProvesLeavesNoRowPartialBesideAProvedOptimum() {
    QueensModel model = QueensModel.of(7).withObjective(Objective.minimize("max(i in 0..n-1)(abs(q[i] - i))"));
    Optima.Row row = compared(model, Backends.parse("backtracking"), Backends.parse("choco"), Backends.parse("localsearch"));
    assertThat(row.runs().get(2).complete()).as("local search proves nothing").isFalse();
    assertThat(row.verdict()).isEqualTo(Verdict.AGREE);
    Optima.Row alone = compared(model, Backends.parse("localsearch"));
    assertThat(alone.verdict()).as("no proof anywhere in the row").isEqualTo(Verdict.PARTIAL);
  }

  /** One row of optima, every backend in this JVM, timed once without a warm-up. */
  private static Optima.Row compared(QueensModel model, Backends.Spec... backends) {
    Plan plan = new Plan(List.of(model), 1, Runs.exactly(1), false, 0, false, Optional.empty());
    try (Isolation<Optima.Run> runs = Isolations.inProcess(Work.OPTIMISE, plan, List.of(backends), false)) {
      return Comparisons.optima(runs, SearchControl.unlimited(), row -> { }).get(0);
    }
  }
}
