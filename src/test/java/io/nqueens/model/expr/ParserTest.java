package io.nqueens.model.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.BadInputException;
import io.nqueens.model.expr.Expr.BinaryOp;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ParserTest {

  private static Expr q(int i) {
    return new Expr.Queen(new Expr.Int(i));
  }

  private static Expr cmp(BinaryOp op, Expr a, Expr b) {
    return new Expr.Binary(op, a, b);
  }

  @Test
  void conjunctionBindsTighterThanDisjunctionAndImplication() {
    Expr a = cmp(BinaryOp.LT, q(0), q(1));
    Expr b = cmp(BinaryOp.LT, q(1), q(2));
    Expr c = cmp(BinaryOp.LT, q(2), q(3));
    assertThat(Parser.parse("q[0] < q[1] \\/ q[1] < q[2] /\\ q[2] < q[3]"))
        .isEqualTo(new Expr.Binary(BinaryOp.OR, a, new Expr.Binary(BinaryOp.AND, b, c)));
    assertThat(Parser.parse("q[0] < q[1] -> q[1] < q[2] \\/ q[2] < q[3]"))
        .isEqualTo(new Expr.Binary(BinaryOp.IMPLIES, a, new Expr.Binary(BinaryOp.OR, b, c)));
    assertThat(Parser.parse("q[0] < q[1] <-> q[1] < q[2] -> q[2] < q[3]"))
        .isEqualTo(new Expr.Binary(BinaryOp.EQUIV, a, new Expr.Binary(BinaryOp.IMPLIES, b, c)));
  }

  @Test
  void arithmeticFollowsTheUsualPrecedenceAndAssociatesLeft() {
    Expr e = Parser.parse("q[0] - q[1] - 2 * q[2] div 3 mod 2 = 0");
    Expr mulDivMod = new Expr.Binary(BinaryOp.MOD, new Expr.Binary(BinaryOp.DIV, new Expr.Binary(BinaryOp.MUL, new Expr.Int(2), q(2)),
        new Expr.Int(3)), new Expr.Int(2));
    assertThat(e).isEqualTo(cmp(BinaryOp.EQ, new Expr.Binary(BinaryOp.SUB, new Expr.Binary(BinaryOp.SUB, q(0), q(1)), mulDivMod), new Expr.Int(0)));
  }

  @Test
  void implicationAndXorAssociateLeftAsInMiniZinc() {
    Expr a = cmp(BinaryOp.LT, q(0), q(1));
    Expr b = cmp(BinaryOp.LT, q(1), q(2));
    Expr c = cmp(BinaryOp.LT, q(2), q(3));
    assertThat(Parser.parse("q[0] < q[1] -> q[1] < q[2] -> q[2] < q[3]"))
        .isEqualTo(new Expr.Binary(BinaryOp.IMPLIES, new Expr.Binary(BinaryOp.IMPLIES, a, b), c));
    assertThat(Parser.parse("q[0] < q[1] xor q[1] < q[2] xor q[2] < q[3]"))
        .isEqualTo(new Expr.Binary(BinaryOp.XOR, new Expr.Binary(BinaryOp.XOR, a, b), c));
  }

  @Test
  void notAndUnaryMinusBindTightest() {
    assertThat(Parser.parse("not (q[0] < q[1]) \\/ true"))
        .isEqualTo(new Expr.Binary(BinaryOp.OR, new Expr.Unary(Expr.UnaryOp.NOT, cmp(BinaryOp.LT, q(0), q(1))), new Expr.Bool(true)));
    // As in MiniZinc, not takes the atom after it: "not q[0] < 3" negates an integer.
    assertThatThrownBy(() -> Parser.parse("not q[0] < 3")).isInstanceOf(BadInputException.class).hasMessageContaining("an integer where a Boolean is needed");
    assertThat(Parser.parse("-q[0] < -3")).isEqualTo(cmp(BinaryOp.LT, new Expr.Unary(Expr.UnaryOp.NEG, q(0)), new Expr.Int(-3)));
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "q[0] < q[n-1]",
      "forall(i in 0..n-2)(abs(q[i] - q[i+1]) != 3)",
      "forall(i, j in 0..n-1 where i < j)(q[i] + i != q[j] + j)",
      "exists(i in 0..n-1)(q[i] = 0) <- q[0] > 0",
      "sum(i in 0..n-1)(q[i] > i) >= 2 xor not (q[1] == 3)",
      "sum([bool2int(q[i] < 3) | i in 0..n-1]) <= min(n, 5) * max(1, 2)",
      "alldifferent([(q[i] + i) mod n | i in 0..n-1]) /\\ alldifferent([q[0], q[1] div 2, -q[2]])",
      "forall([q[i] != i | i in 0..n-1, j in i..i where j mod 2 = 0])",
      "(q[0] < q[1]) = (q[2] < q[3]) <-> (q[4] != 1) != false",
  })
  void printingAParsedConstraintAndParsingItAgainGivesTheSameTree(String text) {
    Expr tree = Parser.parse(text);
    assertThat(Parser.parse(tree.toString())).isEqualTo(tree);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "q[0] <                          | expected an expression after '<' at column 7",
      "q[0] < q[1] q[2]                | expected an operator or the end, found 'q' at column 13",
      "q[0] + 1                        | must be a Boolean expression",
      "q[0] < r                        | unknown name 'r'",
      "frob(q[0]) > 1                  | unknown function 'frob'",
      "forall(i in 0..n-1)(q[i])       | an integer where a Boolean is needed",
      "q[0] + (q[1] < 2) > 0           | a Boolean where an integer is needed",
      "q[0] < q[1] < q[2]              | comparisons do not chain",
      "forall(i in 0..q[0])(q[i] > 0)  | must not depend on q",
      "q[0] # 1                        | unexpected character '#'",
      "(q[0] < 1                       | expected ')'",
  })
  void rejectsBadTextWithTheColumnAndWhatWasExpected(String text, String message) {
    assertThatThrownBy(() -> Parser.parse(text.strip())).isInstanceOf(BadInputException.class)
        .hasMessageStartingWith("bad constraint: ").hasMessageContaining(message.strip());
  }

  @Test
  void aParseErrorShowsTheTextAndACaretUnderTheColumn() {
    assertThatThrownBy(() -> Parser.parse("q[0] <")).hasMessage(
        "bad constraint: expected an expression after '<' at column 7\n  q[0] <\n        ^");
  }

  @Test
  void unrollingRejectsAnIndexOffTheBoardAZeroDivisorAndTooMuchWork() {
    assertThatThrownBy(() -> Unroller.unroll(Parser.parse("forall(i in 0..n-1)(q[i+1] > 0)"), 8)).hasMessageContaining("q[8] is off the board");
    assertThatThrownBy(() -> Unroller.unroll(Parser.parse("q[0] div (n - 8) = 1"), 8)).hasMessageContaining("division by zero");
    assertThatThrownBy(() -> Unroller.unroll(Parser.parse("q[0] mod q[1] = 1"), 8)).hasMessageContaining("not fixed");
    assertThatThrownBy(() -> Unroller.unroll(Parser.parse("forall(i, j, k in 0..n-1)(q[0] != k)"), 200))
        .hasMessageContaining("more than " + Unroller.MAX_WORK);
  }

  @Test
  void unrollingFoldsWhatTheLoopsDecide() {
    // The guard is fixed for each i, so q[i+1] is never asked for at i = n-1.
    List<Ground> g = Unroller.unroll(Parser.parse("forall(i in 0..n-1)(i < n-1 -> q[i] != q[i+1] + 1)"), 5);
    assertThat(g).hasSize(4);
    assertThat(Unroller.unroll(Parser.parse("exists(i in 0..n-1)(i = 3)"), 5)).isEmpty();
    assertThat(Unroller.unroll(Parser.parse("forall(i in 0..n-1)(i < 3)"), 5)).containsExactly(new Ground.Truth(false));
  }

  @Test
  void divAndModTruncateTowardZeroAsInMiniZinc() {
    int[] q = {0, 7};
    assertThat(Evaluator.holds(Parser.parse("(q[0] - q[1]) div 2 = -3 /\\ (q[0] - q[1]) mod 2 = -1 /\\ q[1] mod -2 = 1"), q)).isTrue();
    assertThat(Unroller.unroll(Parser.parse("-7 div 2 = -3 /\\ -7 mod 2 = -1 /\\ 7 div -2 = -3"), 2)).isEmpty();
  }

  @Test
  void aParseErrorOnALaterLineNamesTheLineAndShowsOnlyThatLine() {
    assertThatThrownBy(() -> Parser.parse("q[0] < q[1]\n  /\\ q[2] <")).hasMessage(
        "bad constraint: expected an expression after '<' at line 2, column 12\n    /\\ q[2] <\n             ^");
  }

  @Test
  void aParseErrorInsideAComprehensionPointsAtTheBadToken() {
    // The body of [body | generators] is parsed after its generators: the column must still be the body's.
    assertThatThrownBy(() -> Parser.parse("alldifferent([q[i] + j | i in 0..n-1])")).hasMessageContaining("unknown name 'j'")
        .hasMessageContaining("at column 22");
    assertThatThrownBy(() -> Parser.parse("forall(i in 0..n-1)(q[i] < )")).hasMessageContaining("at column 28");
  }

  @Test
  void unrollingFoldsConstantsExactlyAndRefusesWhatOverflows() {
    assertThatThrownBy(() -> Unroller.unroll(Parser.parse("q[0] < 4611686018427387904 * 4"), 8)).hasMessageContaining("integer overflow");
    // A constant beyond the range that folds away leaves nothing to represent.
    assertThat(Unroller.unroll(Parser.parse("q[0] + (n * 1000000000000 - 8000000000000) < 3"), 8)).hasSize(1);
  }

  @Test
  void theCheckersEvaluatorNeverWraps() {
    // 2 * 2^62 wraps to a negative long; exactly, it is positive.
    assertThat(Evaluator.holds(Parser.parse("q[0] * 4611686018427387904 >= 0"), new int[] {2, 0})).isTrue();
    assertThat(Evaluator.holds(Parser.parse("q[0] * 4611686018427387904 * 4 > 0"), new int[] {1, 0})).isTrue();
  }

  @Test
  void aChainOfTenThousandConjunctsParsesUnrollsAndEvaluates() {
    String text = IntStream.range(0, 10_000).mapToObj(i -> "q[" + (i % 4) + "] != " + (4 + i))
        .collect(Collectors.joining(" /\\ "));
    Expr e = Parser.parse(text);
    assertThat(Unroller.unroll(e, 4)).hasSize(10_000);
    assertThat(Evaluator.holds(e, new int[] {1, 3, 0, 2})).isTrue();
  }
}
