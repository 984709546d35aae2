package io.nqueens.solver.backtracking;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.model.QueensModel;
import io.nqueens.solver.SearchControl;
import org.junit.jupiter.api.Test;

class BitMaskLimitTest {

  @Test
  void theBitMaskSearchAskedForABoardWiderThanALongThrowsInsteadOfRunning() {
    BoardRules rules = BoardRules.of(QueensModel.of(BitboardSearch.MAX_N + 1));
    assertThatThrownBy(() -> new BitboardSearch(rules, SearchControl.unlimited(), null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(String.valueOf(BitboardSearch.MAX_N + 1));
  }
}
