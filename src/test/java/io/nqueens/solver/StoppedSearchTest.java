package io.nqueens.solver;

import io.nqueens.engine.Counting;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.nqueens.model.QueensModel;
import io.nqueens.model.SolutionChecker;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A search that was stopped is never reported as finished, and failures inside a search surface as they are. */
class StoppedSearchTest {

  @Test
  void anInterruptedFirstSolutionSearchIsNotAProofAndItsThreadHasEnded() throws Exception {
    SolveResult[] result = new SolveResult[1];
    boolean[] stillInterrupted = new boolean[1];
    Thread caller = new Thread(() -> {
      // Interrupted before it starts: the search must stop, be joined, and say so.
      Thread.currentThread().interrupt();
      result[0] = Backends.create("backtracking").solve(QueensModel.of(8000), SearchControl.unlimited());
      stillInterrupted[0] = Thread.currentThread().isInterrupted();
    });
    caller.start();
    caller.join();
    assertThat(result[0].provenUnsatisfiable()).isFalse();
    assertThat(result[0].outcome()).isEqualTo(Outcome.INTERRUPTED);
    assertThat(stillInterrupted[0]).as("the interrupt flag is kept for the caller").isTrue();
    assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().equals("nqueens-search"));
  }

  @Test
  void aListenerThatThrowsInsideCpSatSurfacesUnwrappedAndTheJvmLivesOn() {
    Solver cpsat = Backends.create("cpsat");
    assertThatThrownBy(() -> cpsat.enumerate(QueensModel.of(8), SearchControl.unlimited(), s -> {
      throw new UnsupportedOperationException("listener failed");
    })).isExactlyInstanceOf(UnsupportedOperationException.class).hasMessage("listener failed");
    // The same solver still works afterwards.
    assertThat(Counting.count(cpsat, QueensModel.of(8), List.of(), SearchControl.unlimited()).solutions()).isEqualTo(92);
  }

  @ParameterizedTest
  @ValueSource(strings = {"choco", "cpsat", "cpsat:fixed"})
  void aLargeBoardHonoursTheTimeLimitWhileTheModelIsBuilt(String backend) {
    Solver solver = Backends.create(backend);
    // Bounded far above the limit: a build that ignored it ran for tens of seconds, and one that never stopped would end here.
    CountResult r = assertTimeoutPreemptively(Duration.ofSeconds(120),
        () -> Counting.count(solver, QueensModel.of(3000), List.of(), SearchControl.withTimeLimit(Duration.ofMillis(300))));
    assertThat(r.complete()).isFalse();
    assertThat(r.outcome()).isEqualTo(Outcome.TIME_LIMIT);
  }

  @Test
  void aFirstSolutionSearchStoppedByTheClockIsPartial() {
    QueensModel model = QueensModel.of(10_000);
    SolveResult r = Backends.create("backtracking").solve(model, SearchControl.withTimeLimit(Duration.ofMillis(100)));
    assertThat(r.provenUnsatisfiable()).isFalse();
    // A fast machine may finish in time: then the solution must pass the checker; else the result is partial.
    r.solution().ifPresentOrElse(s -> assertThat(SolutionChecker.violations(model, s)).isEmpty(),
        () -> assertThat(r.outcome()).isEqualTo(Outcome.TIME_LIMIT));
  }
}
