package io.nqueens.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.harness.measure.Measured;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountMethod;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Statistics;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** A verdict holds only what was done (crafted runs). */
class JudgeTest {

  private static final QueensModel SIX = QueensModel.of(6);

  private static Harness.Run run(String backend, long solutions, Outcome outcome, boolean verificationStopped, List<String> problems) {
    CountResult count = new CountResult(solutions, null, outcome, Statistics.of(1, "nodes", 10, "backtracks", 3), 1, 1, Double.NaN);
    return new Harness.Run(backend, "v", count, 0, verificationStopped, problems, null, null, 1, CountMethod.EVERY_SOLUTION, 1, true,
        new double[] {1}, Measured.Memory.UNKNOWN, new double[] {1}, new double[] {0.1});
  }

  private static Harness.Run ok(String backend, long solutions) {
    return run(backend, solutions, Outcome.COMPLETE, false, List.of());
  }

  @Test
  void completeCountsThatEqualEachOtherAndThePublishedOneAgree() {
    Harness.Row row = Judge.counts(SIX, List.of(ok("a:x", 4), ok("b:x", 4)), OptionalLong.of(4), OptionalLong.empty());
    assertThat(row.verdict()).isEqualTo(Verdict.AGREE);
    assertThat(row.compared()).isEqualTo("2 backends and the published count");
  }

  @Test
  void oneCountWithNothingToCompareWithIsUnchecked() {
    assertThat(Judge.counts(SIX, List.of(ok("a:x", 4)), OptionalLong.empty(), OptionalLong.empty()).verdict()).isEqualTo(Verdict.UNCHECKED);
  }

  @Test
  void aFailedOrSkippedBackendOrAStoppedRunOrCheckMakesTheRowPartialNeverAgree() {
    Harness.Run failed = Harness.Run.failed(Backends.parse("choco:fc-input"), 1, "its JVM died with signal 9 (SIGKILL)");
    assertThat(failed.complete()).isFalse();
    assertThat(failed.absent()).isTrue();
    for (Harness.Run other : List.of(failed, run("b:x", 2, Outcome.TIME_LIMIT, false, List.of()), run("b:x", 4, Outcome.COMPLETE, true, List.of()))) {
      Harness.Row row = Judge.counts(SIX, List.of(ok("a:x", 4), other), OptionalLong.of(4), OptionalLong.empty());
      assertThat(row.verdict()).as(other.toString()).isEqualTo(Verdict.PARTIAL);
      assertThat(row.disagreements()).isEmpty();
    }
  }

  @Test
  void countsThatDifferOrASolutionThatFailsTheCheckerDisagree() {
    Harness.Row differ = Judge.counts(SIX, List.of(ok("a:x", 4), ok("b:x", 5)), OptionalLong.empty(), OptionalLong.empty());
    assertThat(differ.verdict()).isEqualTo(Verdict.DISAGREE);
    assertThat(differ.disagreements()).containsExactly("b:x counts 5, a:x counts 4");
    Harness.Row published = Judge.counts(SIX, List.of(ok("a:x", 5)), OptionalLong.of(4), OptionalLong.empty());
    assertThat(published.disagreements()).containsExactly("a:x counts 5, the published count is 4");
    Harness.Row checked = Judge.counts(SIX, List.of(run("a:x", 4, Outcome.COMPLETE, false, List.of("solution [0] fails the checker"))),
        OptionalLong.of(4), OptionalLong.empty());
    assertThat(checked.verdict()).isEqualTo(Verdict.DISAGREE);
  }

  /** A partial count is a lower bound: never compared, never a disagreement. */
  @Test
  void aPartialCountBelowTheOthersIsNoDisagreement() {
    Harness.Row row = Judge.counts(SIX, List.of(ok("a:x", 4), run("b:x", 1, Outcome.TIME_LIMIT, false, List.of())), OptionalLong.of(4),
        OptionalLong.empty());
    assertThat(row.verdict()).isEqualTo(Verdict.PARTIAL);
  }
}
