package io.nqueens.solver.ortools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.BadInputException;
import io.nqueens.harness.Checked;
import io.nqueens.model.Blocked;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.Expression;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.Objective;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.SolutionChecker;
import io.nqueens.model.Toroidal;
import io.nqueens.model.io.ModelFile;
import io.nqueens.solver.Backends;
import io.nqueens.solver.BeyondLimitException;
import io.nqueens.solver.Limits;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MipSolverTest {

  private static OptimumResult optimise(String spec, QueensModel model, SearchControl control) {
    return Checked.optimum(model, Backends.create(spec).optimise(model, 1, control), spec);
  }

  @ParameterizedTest
  @ValueSource(strings = {"mip:scip", "mip:cbc"})
  void minimisingAMaximumOverRowsIsExactAndAgreesWithTheBranchAndBound(String spec) {
    QueensModel model = QueensModel.of(7).withObjective(Objective.minimize("max(i in 0..n-1)(abs(q[i] - i))"));
    OptimumResult mip = optimise(spec, model, SearchControl.unlimited());
    OptimumResult bb = optimise("backtracking", model, SearchControl.unlimited());
    assertThat(mip.optimal()).isTrue();
    assertThat(mip.value()).isEqualTo(bb.value());
    assertThat(mip.bound()).isEqualTo(mip.value());
  }

  @Test
  void constraintsOverOneTwoAndManyRowsAreStatedExactlyAndEverySolutionPassesTheChecker() {
    QueensModel model = QueensModel.of(10,
        Expression.parse("q[0] != 4"),
        Expression.parse("abs(q[1] - q[2]) != 3"),
        Expression.parse("alldifferent([q[i] + 2 * i | i in 0..n-1])"),
        Expression.parse("sum(i in 0..n-1)(i * q[i]) <= 200"))
        .withObjective(Objective.maximize("sum(i in 0..4)(q[i]) + bool2int(q[3] > q[7])"));
    OptimumResult mip = optimise("mip", model, SearchControl.unlimited());
    OptimumResult bb = optimise("backtracking", model, SearchControl.unlimited());
    assertThat(bb.optimal()).isTrue();
    assertThat(mip.optimal()).isTrue();
    assertThat(mip.value()).isEqualTo(bb.value());
    assertThat(SolutionChecker.violations(model, mip.best().orElseThrow())).isEmpty();
  }

  @Test
  void whatDoesNotLinearizeExactlyIsRefusedNamingItNeverApproximated() {
    Solver mip = Backends.create("mip");
    QueensModel maxOfMax = QueensModel.of(8).withObjective(Objective.maximize("max(i in 0..n-1)(q[i] * i)"));
    assertThatThrownBy(() -> mip.optimise(maxOfMax, 1, SearchControl.unlimited()))
        .isInstanceOf(BadInputException.class).hasMessageContaining("max over 8 rows").hasMessageContaining("exactly");
    QueensModel disjunction = QueensModel.of(8, Expression.parse("q[0] + q[1] != q[2]"));
    assertThatThrownBy(() -> mip.solve(disjunction, SearchControl.unlimited()))
        .isInstanceOf(BadInputException.class).hasMessageContaining("q[0] + q[1] != q[2]").hasMessageContaining("disjunction");
  }

  @Test
  void anIntegerProgramSolvesButNeverCounts() {
    Solver mip = Backends.create("mip");
    assertThatThrownBy(() -> Limits.check(mip, QueensModel.of(8), Solver.Task.ENUMERATE))
        .isInstanceOf(BeyondLimitException.class).hasMessageContaining("does not count");
    SolveResult first = mip.solve(QueensModel.of(30), SearchControl.unlimited());
    assertThat(first.outcome()).isEqualTo(Outcome.COMPLETE);
    assertThat(SolutionChecker.violations(QueensModel.of(30), first.solution().orElseThrow())).isEmpty();
    assertThat(mip.solve(QueensModel.of(3), SearchControl.unlimited()).provenUnsatisfiable()).isTrue();
  }

  /** Stopped before the proof, the value is the best found with the solver's bound beside it, never called optimal. */
  @Test
  void aTimeLimitLeavesTheBestFoundWithItsBoundNotOptimal() {
    QueensModel model = ModelFile.read(Path.of("models/optimise/random-weights-40.yaml")).model(40);
    OptimumResult r = optimise("mip", model, SearchControl.withTimeLimit(Duration.ofMillis(1500)));
    assertThat(r.outcome()).isEqualTo(Outcome.TIME_LIMIT);
    assertThat(r.optimal()).isFalse();
    if (r.value().isPresent()) {
      assertThat(r.bound().getAsLong()).isGreaterThanOrEqualTo(r.value().getAsLong());
    }
  }

  @Test
  void torusKnightPreplacedAndBlockedBoardsAgreeWithTheBranchAndBound() {
    Objective weighted = Objective.parse(Objective.Sense.MAXIMIZE, "sum(i in 0..n-1)(i * q[i])", Map.of());
    for (QueensModel model : new QueensModel[] {
        QueensModel.of(11, new Toroidal(), new KnightExclusion()).withObjective(weighted),
        QueensModel.of(9, new Queen(0, 2), new Blocked(3, 3),
            new ExcludedDiagonal(ExcludedDiagonal.Direction.SUM, 8)).withObjective(weighted)}) {
      assertThat(optimise("mip", model, SearchControl.unlimited()).value()).as(model.summary())
          .isEqualTo(optimise("backtracking", model, SearchControl.unlimited()).value());
    }
  }
}
