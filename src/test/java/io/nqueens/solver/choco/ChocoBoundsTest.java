package io.nqueens.solver.choco;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.expr.Bounds;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;

class ChocoBoundsTest {

  @Test
  void chocosDeclaredRangeIsItsOwnIntegerBoundAndNarrowerThanTheProgramsOwn() {
    long declared = new ChocoProvider().create("fc-dom-lex").maxMagnitude();
    assertThat(declared).isEqualTo(IntVar.MAX_INT_BOUND).isEqualTo(-(long) IntVar.MIN_INT_BOUND).isLessThan(Bounds.MAX_MAGNITUDE);
  }
}
