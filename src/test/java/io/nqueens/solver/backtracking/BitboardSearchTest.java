package io.nqueens.solver.backtracking;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.Expression;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Toroidal;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.SearchControl;
import io.nqueens.testing.BruteForce;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bit-mask search turns two-row expression constraints into its own mask rules where they mean
 * the same: a rule written out then searches the very tree of the built-in kind it equals, and a
 * rule that holds on some pairs of rows only is never generalized to the others.
 */
class BitboardSearchTest {

  private static final String KNIGHT =
      "forall(i in 0..n-2)(abs(q[i] - q[i+1]) != 2) /\\ forall(i in 0..n-3)(abs(q[i] - q[i+2]) != 1)";
  private static final List<String> TORUS = List.of(
      "alldifferent([(q[i] + i) mod n | i in 0..n-1])", "alldifferent([(q[i] - i + n) mod n | i in 0..n-1])");

  private static CountResult count(QueensModel model) {
    return new BacktrackingSolver(BacktrackingSolver.Variant.BITBOARD)
        .ownCount(model, List.of(), SearchControl.unlimited(), 1).orElseThrow();
  }

  private static long nodes(CountResult r) {
    return r.statistics().counters().get("nodes");
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {5, 6, 7, 8, 9, 10, 11})
  void knightMovesWrittenAsAnExpressionSearchTheBuiltInTree(int n) {
    CountResult builtIn = count(QueensModel.of(n, new KnightExclusion()));
    CountResult written = count(QueensModel.of(n, Expression.parse(KNIGHT)));
    assertThat(written.solutions()).isEqualTo(builtIn.solutions());
    assertThat(nodes(written)).isEqualTo(nodes(builtIn));
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {5, 6, 7, 8, 9, 10, 11})
  void wrappedDiagonalsWrittenAsAnExpressionSearchTheBuiltInTree(int n) {
    CountResult builtIn = count(QueensModel.of(n, new Toroidal()));
    CountResult written = count(QueensModel.of(n, Expression.parse(TORUS.get(0)), Expression.parse(TORUS.get(1))));
    assertThat(written.solutions()).isEqualTo(builtIn.solutions());
    assertThat(nodes(written)).isEqualTo(nodes(builtIn));
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {6, 7, 8, 9})
  void aRuleThatHoldsOnSomePairsOfRowsOnlyCountsAsBruteForceDoes(int n) {
    for (String text : List.of(
        // the knight's distance-1 part on every pair but the last
        "forall(i in 0..n-3)(abs(q[i] - q[i+1]) != 2)",
        // one wrapped diagonal family, and only between rows 0..n-2
        "alldifferent([(q[i] + i) mod n | i in 0..n-2])",
        // an offset that depends on the row
        "forall(i in 0..n-2)(q[i+1] != q[i] + 2 + i mod 2)",
        // offsets at distance 1 and 3 together with a three-row rule
        "forall(i in 0..n-2)(q[i+1] - q[i] != 3) /\\ forall(i in 0..n-4)(abs(q[i] - q[i+3]) != 4) /\\ q[0] + q[1] != q[2]")) {
      QueensModel model = QueensModel.of(n, Expression.parse(text));
      assertThat(count(model).solutions()).as(text).isEqualTo(BruteForce.solutions(model).size());
    }
  }
}
