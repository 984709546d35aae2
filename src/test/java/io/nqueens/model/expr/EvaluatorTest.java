package io.nqueens.model.expr;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The checker's evaluator, operator by operator, on the placement q = [1, 3, 0, 2] (four queens). */
class EvaluatorTest {

  private static final int[] Q = {1, 3, 0, 2};

  @ParameterizedTest(name = "{0} is {1}")
  @CsvSource(delimiter = ';', value = {
      "q[0] < q[1]; true", "q[0] < q[0] + 0; false", "q[0] <= 1; true", "q[0] <= 0; false", "q[1] > 2; true", "q[1] > 3; false",
      "q[1] >= 3; true", "q[1] >= 4; false", "q[0] = 1; true", "q[0] == 2; false", "q[0] != 2; true", "q[0] != 1; false",
      "true /\\ q[0] = 1; true", "true /\\ false; false", "false \\/ q[0] = 1; true", "false \\/ false; false",
      "false -> false; true", "true -> false; false", "false <- true; false", "true <- false; true",
      "true <-> q[0] = 1; true", "true <-> false; false", "true xor false; true", "true xor true; false",
      "(q[0] = 1) = true; true", "(q[0] = 1) != true; false", "not (q[0] = 1); false", "not false; true",
      "abs(q[2] - q[1]) = 3; true", "-q[1] = -3; true", "min(q[0], q[1]) = 1; true", "max(q[0], q[1]) = 3; true",
      "bool2int(q[0] = 1) + bool2int(q[1] = 1) = 1; true", "q[1] div 2 = 1; true", "q[1] mod 2 = 1; true", "(0 - q[1]) mod 2 = -1; true",
      "forall(i in 0..n-1)(q[i] < n); true", "forall(i in 0..n-1)(q[i] > 0); false", "exists(i in 0..n-1)(q[i] = 0); true",
      "exists(i in 0..n-1)(q[i] > 3); false", "sum(i in 0..n-1)(q[i]) = 6; true", "sum(i in 0..n-1 where i > 1)(q[i]) = 2; true",
      "sum(i in 0..n-1)(q[i] > 1) = 2; true", "forall(i, j in 0..n-1 where i < j)(q[i] != q[j]); true",
      "alldifferent([q[i] | i in 0..n-1]); true", "alldifferent([q[i] mod 2 | i in 0..n-1]); false",
      "alldifferent([q[0], q[1], q[2]]); true", "alldifferent([q[0], q[2] + 1]); false", "forall([q[i] >= 0 | i in 0..n-1]); true",
  })
  void eachOperatorHasMiniZincsMeaning(String constraint, boolean holds) {
    assertThat(Evaluator.holds(Parser.parse(constraint), Q)).isEqualTo(holds);
  }
}
