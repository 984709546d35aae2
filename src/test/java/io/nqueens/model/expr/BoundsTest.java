package io.nqueens.model.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.model.expr.Ground.IntKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bounds of ground terms, worked out exactly: each is the least and greatest value the term can take. */
class BoundsTest {

  private static Bounds b(long lo, long hi) {
    return new Bounds(lo, hi);
  }

  @Test
  void eachOperationGivesItsExactBounds() {
    assertThat(b(-3, 5).negate()).isEqualTo(b(-5, 3));
    assertThat(b(-3, 5).abs()).isEqualTo(b(0, 5));
    assertThat(b(2, 5).abs()).isEqualTo(b(2, 5));
    assertThat(b(-5, -2).abs()).isEqualTo(b(2, 5));
    assertThat(b(0, 0).abs()).isEqualTo(b(0, 0));
    assertThat(b(-1, 0).abs()).isEqualTo(b(0, 1));
    assertThat(b(1, 2).plus(b(10, 20))).isEqualTo(b(11, 22));
    assertThat(b(1, 2).minus(b(10, 20))).isEqualTo(b(-19, -8));
    assertThat(b(-2, 3).times(b(-5, 4))).isEqualTo(b(-15, 12));
    assertThat(b(-7, 9).dividedBy(2)).isEqualTo(b(-3, 4));
    assertThat(b(-7, 9).dividedBy(-2)).isEqualTo(b(-4, 3));
    assertThat(b(0, 9).remainder(4)).isEqualTo(b(0, 3));
    assertThat(b(0, 2).remainder(4)).isEqualTo(b(0, 2));
    assertThat(b(-9, -1).remainder(-4)).isEqualTo(b(-3, 0));
    assertThat(b(-2, 9).remainder(4)).isEqualTo(b(-2, 3));
    assertThat(b(1, 5).min(b(3, 4))).isEqualTo(b(1, 4));
    assertThat(b(1, 5).max(b(3, 4))).isEqualTo(b(3, 5));
    assertThat(b(-7, 3).magnitude()).isEqualTo(7);
    assertThat(b(-2, 6).magnitude()).isEqualTo(6);
  }

  @Test
  void theCommonRangeEndsExactlyAtTheMagnitude() {
    long m = Bounds.MAX_MAGNITUDE;
    assertThat(b(-m, m).representable()).isTrue();
    assertThat(b(-m - 1, 0).representable()).isFalse();
    assertThat(b(0, m + 1).representable()).isFalse();
    assertThatThrownBy(() -> b(2, 1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> b(Long.MAX_VALUE / 2, Long.MAX_VALUE / 2).times(b(3, 3))).isInstanceOf(ArithmeticException.class);
  }

  @Test
  void aTermsBoundsComeFromTheQueensDomains() {
    TermBounds bounds = new TermBounds(8);
    Ground q0 = new Ground.Q(0);
    Ground q1 = new Ground.Q(1);
    Ground sum = new Ground.IntOp(IntKind.SUM, List.of(q0, new Ground.IntOp(IntKind.NEG, List.of(q1)), new Ground.Const(3)));
    assertThat(bounds.of(sum)).isEqualTo(b(-4, 10));
    // Prefix sums in order: 0..7, -7..7, -4..10: the widest reaches 10 in magnitude.
    assertThat(bounds.runningMagnitude(((Ground.IntOp) sum).args())).isEqualTo(10);
    assertThat(bounds.of(new Ground.IntOp(IntKind.MUL, List.of(q0, q1)))).isEqualTo(b(0, 49));
    assertThat(bounds.of(new Ground.IntOp(IntKind.SUB, List.of(q0, q1)))).isEqualTo(b(-7, 7));
    assertThat(bounds.of(new Ground.IntOp(IntKind.ABS, List.of(new Ground.IntOp(IntKind.SUB, List.of(q0, q1)))))).isEqualTo(b(0, 7));
    assertThat(bounds.of(new Ground.IntOp(IntKind.DIV, List.of(q0, new Ground.Const(-3))))).isEqualTo(b(-2, 0));
    assertThat(bounds.of(new Ground.IntOp(IntKind.MOD, List.of(q0, new Ground.Const(3))))).isEqualTo(b(0, 2));
    assertThat(bounds.of(new Ground.IntOp(IntKind.MIN, List.of(q0, new Ground.Const(3))))).isEqualTo(b(0, 3));
    assertThat(bounds.of(new Ground.IntOp(IntKind.MAX, List.of(q0, new Ground.Const(3))))).isEqualTo(b(3, 7));
    assertThat(bounds.of(new Ground.IntOp(IntKind.BOOL2INT, List.of(new Ground.Truth(true))))).isEqualTo(b(0, 1));
    assertThatThrownBy(() -> bounds.of(new Ground.Truth(true))).isInstanceOf(IllegalStateException.class);
  }
}
