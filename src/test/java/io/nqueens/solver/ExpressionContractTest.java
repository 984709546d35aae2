package io.nqueens.solver;

import io.nqueens.engine.Counting;
import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.Expression;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.QueensModel;
import io.nqueens.model.SolutionChecker;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.testing.BruteForce;
import io.nqueens.testing.Registered;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Built-in constraint kinds written as expressions give the published counts on every backend. */
class ExpressionContractTest {

  static final String KNIGHT = "forall(i in 0..n-2)(abs(q[i] - q[i+1]) != 2) /\\ forall(i in 0..n-3)(abs(q[i] - q[i+2]) != 1)";
  static final String TORUS_SUM = "alldifferent([(q[i] + i) mod n | i in 0..n-1])";
  static final String TORUS_DIFFERENCE = "alldifferent([(q[i] - i + n) mod n | i in 0..n-1])";

  @ParameterizedTest
  @CsvSource({"backtracking,10,4", "backtracking,11,44", "backtracking,12,156", "backtracking:simple,11,44", "choco,10,4", "choco,11,44",
      "choco,12,156", "cpsat,10,4", "cpsat,11,44", "cpsat,12,156"})
  void knightExclusionAsAnExpressionGivesThePublishedSuperqueenCounts(String backend, int n, long published) {
    QueensModel model = QueensModel.of(n, Expression.parse(KNIGHT));
    assertThat(Counting.count(Backends.parse(backend), model, List.of(), SearchControl.unlimited(), 2, Progress.NONE).solutions())
        .isEqualTo(published);
  }

  @ParameterizedTest
  @CsvSource({"backtracking,11,88", "backtracking,13,4524", "choco,11,88", "choco,13,4524", "cpsat,11,88", "cpsat,13,4524"})
  void toroidalDiagonalsAsTwoAllDifferentsGiveThePublishedCounts(String backend, int n, long published) {
    QueensModel model = QueensModel.of(n, Expression.parse(TORUS_SUM), Expression.parse(TORUS_DIFFERENCE));
    assertThat(Counting.count(Backends.parse(backend), model, List.of(), SearchControl.unlimited(), 2, Progress.NONE).solutions())
        .isEqualTo(published);
  }

  @ParameterizedTest
  @ValueSource(strings = {"backtracking", "choco", "cpsat"})
  void anExpressionModelCountsClassesUnderTheGroupItsConstraintsProve(String backend) {
    QueensModel model = QueensModel.of(8, Expression.parse("q[0] < q[n-1]"));
    // The half turn maps q[0] < q[n-1] onto itself; every other symmetry breaks it.
    assertThat(SymmetryGroup.of(model)).containsExactly(Symmetry.IDENTITY, Symmetry.ROTATE_180);
    CountResult r = Counting.count(Backends.create(backend), model, SymmetryGroup.of(model), SearchControl.unlimited());
    assertThat(r.solutions()).isEqualTo(46);
    assertThat(r.unique()).isEqualTo(24);
  }

  @ParameterizedTest
  @ValueSource(strings = {"backtracking", "choco", "cpsat"})
  void aFirstSolutionOnALargeBoardHonoursAnExpression(String backend) {
    QueensModel model = QueensModel.of(60, Expression.parse("q[0] < q[n-1]"), Expression.parse("q[10] = 7"), new KnightExclusion());
    SolveResult r = Backends.create(backend).solve(model, SearchControl.unlimited());
    assertThat(r.solution()).isPresent();
    assertThat(SolutionChecker.violations(model, r.solution().get())).isEmpty();
  }

  static Stream<String> backends() {
    return Registered.all();
  }

  @ParameterizedTest
  @MethodSource("backends")
  void anExpressionThatNeverHoldsLeavesNoSolution(String backend) {
    QueensModel model = QueensModel.of(8, Expression.parse("n < 5"));
    CountResult count = Counting.count(Backends.create(backend), model, List.of(), SearchControl.unlimited());
    assertThat(count.complete()).isTrue();
    assertThat(count.solutions()).isZero();
    assertThat(Backends.create(backend).solve(model, SearchControl.unlimited()).provenUnsatisfiable()).isTrue();
  }

  @ParameterizedTest
  @CsvSource({
    "'abs(q[1] - q[2]) != -2', 4", "'abs(q[1] - q[2]) > -1', 4", "'abs(q[1] - q[2]) = -1', 0", "'abs(q[1] - q[2]) < 0', 0",
    "'abs(q[1] - q[2]) > 0', 4", "'abs(q[1] - q[2]) = 0', 0", "'abs(q[1] - q[2]) != 3', 4", "'abs(q[0] - q[5]) = 3', 2",
  })
  void aDistanceComparedWithAnyConstantCountsAsTheCheckerDoesOnEveryBackend(String constraint, long expected) {
    // Choco 5.0.0's distance propagator threw on a negative constant (|x - y| != -2).
    QueensModel model = QueensModel.of(6, Expression.parse(constraint));
    assertThat(BruteForce.solutions(model)).hasSize((int) expected);
    for (String backend : Registered.specs()) {
      assertThat(Counting.count(Backends.create(backend), model, List.of(), SearchControl.unlimited()).solutions())
          .as(backend + ": " + constraint).isEqualTo(expected);
    }
  }
}
