package io.nqueens.solver.localsearch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.model.Constraint;
import io.nqueens.model.Expression;
import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.model.SolutionChecker;
import io.nqueens.solver.BeyondLimitException;
import io.nqueens.solver.Limits;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.testing.BruteForce;
import io.nqueens.testing.RandomConstraints;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The local search: checked solutions on the plain problem and on random models of every built-in
 * kind whenever the brute force finds one; never "no solution"; the same seed, the same run;
 * refusals for what it cannot honour.
 */
class LocalSearchTest {

  private static Solver solver(String variant, long seed) {
    return Limits.guard(new LocalSearchProvider().create(variant, Map.of("seed", Long.toString(seed))));
  }

  @Test
  void itFindsACheckedSolutionOfThePlainProblemAtEveryNFromFourToTwoHundredAndAtTwentyThousand() {
    for (String variant : List.of("min-conflicts", "random-start")) {
      for (int n = 4; n <= 200; n++) {
        QueensModel model = QueensModel.of(n);
        SolveResult r = solver(variant, n).solve(model, SearchControl.unlimited());
        assertThat(r.outcome()).as("%s, n = %d", variant, n).isEqualTo(Outcome.COMPLETE);
        assertThat(SolutionChecker.violations(model, r.solution().orElseThrow())).as("%s, n = %d", variant, n).isEmpty();
      }
    }
    QueensModel big = QueensModel.of(20_000);
    SolveResult r = solver("min-conflicts", 7).solve(big, SearchControl.unlimited());
    assertThat(SolutionChecker.violations(big, r.solution().orElseThrow())).isEmpty();
    assertThat(r.statistics().counters()).containsKeys("moves", "restarts", "initial conflicts");
  }

  @Test
  void onRandomModelsOfEveryBuiltInKindItFindsASolutionWhenThereIsOneAndNeverSaysThereIsNone() {
    int found = 0;
    int none = 0;
    for (long seed = 1; seed <= 120; seed++) {
      int n = 4 + (int) (seed % 7);
      RandomConstraints random = new RandomConstraints(seed, n);
      List<Constraint> all = new ArrayList<>(random.builtIns());
      QueensModel model = new QueensModel(n, all, "", "");
      boolean exists = !BruteForce.solutions(model).isEmpty();
      Solver s = Limits.guard(new LocalSearchProvider().create("min-conflicts", Map.of("seed", Long.toString(seed), "runs", "200")));
      SolveResult r = s.solve(model, SearchControl.unlimited());
      if (exists) {
        found++;
        assertThat(r.solution()).as("seed %d: %s", seed, model.summary()).isPresent();
        assertThat(SolutionChecker.violations(model, r.solution().get())).as("seed %d: %s", seed, model.summary()).isEmpty();
      } else {
        none++;
        assertThat(r.solution()).isEmpty();
        assertThat(r.outcome()).as("seed %d: a run without a solution is partial, never a proof", seed).isEqualTo(Outcome.BACKEND_LIMIT);
        assertThat(r.provenUnsatisfiable()).isFalse();
      }
    }
    assertThat(found).isGreaterThan(30);
    assertThat(none).isGreaterThan(10);
  }

  @Test
  void theSameSeedGivesTheSameSolutionAndAnotherSeedUsuallyAnother() {
    QueensModel model = QueensModel.of(300);
    assertThat(solver("min-conflicts", 5).solve(model, SearchControl.unlimited()).solution())
        .isEqualTo(solver("min-conflicts", 5).solve(model, SearchControl.unlimited()).solution());
    assertThat(solver("min-conflicts", 5).solve(model, SearchControl.unlimited()).solution())
        .isNotEqualTo(solver("min-conflicts", 6).solve(model, SearchControl.unlimited()).solution());
  }

  @Test
  void optimisingKeepsTheBestOfItsSolutionsAndNeverCallsItOptimal() {
    QueensModel model = QueensModel.of(10).withObjective(Objective.parse(Objective.Sense.MAXIMIZE, "sum(i in 0..n-1)(i * q[i])", Map.of()));
    OptimumResult r = solver("min-conflicts", 1).optimise(model, 1, SearchControl.unlimited());
    assertThat(r.optimal()).isFalse();
    assertThat(r.bound()).isEmpty();
    assertThat(r.outcome()).isEqualTo(Outcome.BACKEND_LIMIT);
    assertThat(r.value().getAsLong()).isEqualTo(model.objective().get().valueOf(r.best().get()).longValueExact());
    assertThat(r.improvements()).isNotEmpty();
  }

  @Test
  void countingAndExpressionConstraintsAreRefusedWithTheReason() {
    Solver s = solver("min-conflicts", 1);
    assertThatThrownBy(() -> s.enumerate(QueensModel.of(8), SearchControl.unlimited(), x -> true))
        .isInstanceOf(BeyondLimitException.class).hasMessageContaining("cannot count");
    assertThatThrownBy(() -> s.solve(QueensModel.of(8, Expression.parse("q[0] < q[1]")), SearchControl.unlimited()))
        .isInstanceOf(BeyondLimitException.class).hasMessageContaining("expression constraints");
    assertThat(Limits.accepts(s, QueensModel.of(8), Solver.Task.FIRST_SOLUTION)).isTrue();
    assertThat(Optional.of(s.solve(QueensModel.of(3), SearchControl.unlimited()).outcome())).contains(Outcome.BACKEND_LIMIT);
  }
}
