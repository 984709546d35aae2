package io.nqueens.model.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.BadInputException;
import io.nqueens.model.Objective;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Tables, min and max over comprehensions: how they parse, unroll, evaluate, and what is refused. */
class TablesAndExtremaTest {

  private static final Table W = Table.grid("w", new long[][] {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}});
  private static final Map<String, Table> TABLES = Map.of("w", W, "t", Table.row("t", new long[] {10, 20, 30, 40}));

  @Test
  void aGridIsIndexedRowThenColumnWrittenEitherWay() {
    assertThat(Parser.parseTerm("w[1][q[1]]", TABLES)).isEqualTo(Parser.parseTerm("w[1, q[1]]", TABLES));
    assertThat(Parser.parseTerm("w[1][2]", TABLES).toString()).isEqualTo("w[1, 2]");
    assertThat(Evaluator.value(Parser.parseTerm("w[1][2] + t[3]", TABLES), new int[4])).isEqualTo(BigInteger.valueOf(47));
  }

  @Test
  void aVariableIndexBecomesAnElementOverTheRowItPicks() {
    Ground g = Unroller.unrollTerm(Parser.parseTerm("w[2][q[0]]", TABLES), 4);
    assertThat(g).isEqualTo(new Ground.Element("w", List.of(9L, 10L, 11L, 12L), new Ground.Q(0)));
    Ground column = Unroller.unrollTerm(Parser.parseTerm("w[q[0]][3]", TABLES), 4);
    assertThat(column).isEqualTo(new Ground.Element("w", List.of(4L, 8L, 12L, 16L), new Ground.Q(0)));
    // Both vary: the grid row by row.
    Ground both = Unroller.unrollTerm(Parser.parseTerm("w[q[0]][q[1]]", TABLES), 4);
    assertThat(both.operandsOf(Ground.IntKind.SUM)).isEmpty();
    assertThat(Compiled.term(both).value(new int[] {2, 1, 0, 0})).isEqualTo(10);
    assertThat(new TermBounds(4).of(both)).isEqualTo(new Bounds(1, 16));
  }

  @Test
  void anIndexThatCanLeaveTheTableIsRefusedNamingTheTableAndTheIndex() {
    assertThatThrownBy(() -> Unroller.unrollTerm(Parser.parseTerm("w[0][q[0] + 1]", TABLES), 4)).isInstanceOf(BadInputException.class)
        .hasMessageContaining("table w").hasMessageContaining("q[0] + 1").hasMessageContaining("1..4").hasMessageContaining("columns 0..3");
    assertThatThrownBy(() -> Unroller.unrollTerm(Parser.parseTerm("t[q[0]]", TABLES), 5)).hasMessageContaining("table t");
    assertThatThrownBy(() -> Unroller.unrollTerm(Parser.parseTerm("w[4][0]", TABLES), 8)).hasMessageContaining("is 4");
  }

  @Test
  void badTablesAreRefusedNamingTheTable() {
    assertThatThrownBy(() -> Table.grid("w", new long[][] {{1, 2}, {3}})).hasMessageContaining("table w is ragged").hasMessageContaining("row 1");
    assertThatThrownBy(() -> Table.row("sum", new long[] {1})).hasMessageContaining("'sum'");
    assertThatThrownBy(() -> Table.row("w", new long[] {1L << 60})).hasMessageContaining("table w").hasMessageContaining("[0]");
    assertThatThrownBy(() -> Parser.parseTerm("w[1]", TABLES)).hasMessageContaining("takes 2 indices");
    assertThatThrownBy(() -> Parser.parseTerm("v[1]", TABLES)).hasMessageContaining("unknown name 'v'").hasMessageContaining("tables t, w");
  }

  @Test
  void minAndMaxOverAComprehensionUnrollEvaluateAndRefuseNothingToTake() {
    Expr max = Parser.parseTerm("max(i in 0..n-1)(abs(q[i] - i))", Map.of());
    assertThat(max).isEqualTo(Parser.parseTerm("max([abs(q[i] - i) | i in 0..n-1])", Map.of()));
    assertThat(Evaluator.value(max, new int[] {1, 3, 0, 2})).isEqualTo(BigInteger.valueOf(2));
    Ground g = Unroller.unrollTerm(max, 4);
    assertThat(g.operandsOf(Ground.IntKind.MAX).orElseThrow()).hasSize(4);
    assertThat(Compiled.term(g).value(new int[] {1, 3, 0, 2})).isEqualTo(2);
    assertThat(new TermBounds(4).of(g)).isEqualTo(new Bounds(0, 3));
    assertThat(Parser.parseTerm("min(q[0], q[1])", Map.of())).isEqualTo(Parser.parseTerm("min([q[0], q[1]])", Map.of()));
    assertThatThrownBy(() -> Unroller.unrollTerm(Parser.parseTerm("min(i in 3..2)(q[i])", Map.of()), 4)).hasMessageContaining("min over no values");
  }

  @Test
  void anObjectiveIsAnIntegerAndAConstraintABoolean() {
    assertThatThrownBy(() -> Objective.minimize("q[0] < 3")).hasMessageContaining("an objective must be an integer expression");
    assertThatThrownBy(() -> Parser.parse("q[0] + 1", Map.of())).hasMessageContaining("a constraint must be a Boolean");
    assertThat(Objective.minimize("3").ground(5)).isEqualTo(new Ground.Const(3));
  }

  @Test
  void theIntervalOfATermFollowsEachRowsRangeOfColumns() {
    Ground g = Unroller.unrollTerm(Parser.parseTerm("w[0][q[0]] + max(i in 1..2)(q[i])", TABLES), 4);
    assertThat(TermBounds.within(g, new int[] {1, 0, 2, 0}, new int[] {2, 3, 2, 3})).isEqualTo(new Bounds(2 + 2, 3 + 3));
  }
}
