package io.nqueens.solver.choco;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.expr.Bounds;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;

class ChocoBoundsTest {

  @Test
  void theRangeEveryBackendRepresentsIsChocosOwnIntegerBound() {
    assertThat(Bounds.MAX_MAGNITUDE).isEqualTo(IntVar.MAX_INT_BOUND).isEqualTo(-(long) IntVar.MIN_INT_BOUND);
  }
}
