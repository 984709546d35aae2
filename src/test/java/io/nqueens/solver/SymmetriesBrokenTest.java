package io.nqueens.solver;

import io.nqueens.engine.Counting;
import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.Blocked;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import java.util.List;
import org.junit.jupiter.api.Test;

class SymmetriesBrokenTest {

  @Test
  void chocoBreaksOnlyTheSymmetriesThatMapRowsToRowsAndStillCountsClassesExactly() {
    QueensModel plain = QueensModel.of(10);
    Solver choco = Backends.create("choco");
    assertThat(choco.symmetriesBroken(plain))
        .containsExactlyInAnyOrder(Symmetry.IDENTITY, Symmetry.ROTATE_180, Symmetry.MIRROR_COLUMNS, Symmetry.MIRROR_ROWS);
    // Blocks on both ends of the main diagonal leave the two transposes and the half turn: Choco breaks the half turn only.
    QueensModel diagonal = QueensModel.of(10, new Blocked(0, 0), new Blocked(9, 9));
    assertThat(SymmetryGroup.of(diagonal)).hasSize(4);
    assertThat(choco.symmetriesBroken(diagonal)).containsExactlyInAnyOrder(Symmetry.IDENTITY, Symmetry.ROTATE_180);
    for (QueensModel model : List.of(plain, diagonal)) {
      List<Symmetry> all = SymmetryGroup.of(model);
      CountResult byChoco = Counting.count(choco, model, all, SearchControl.unlimited());
      CountResult bySimple = Counting.count(Backends.create("backtracking:simple"), model, all, SearchControl.unlimited());
      assertThat(byChoco.solutions()).isEqualTo(bySimple.solutions());
      assertThat(byChoco.unique()).isEqualTo(bySimple.unique());
    }
  }

  @Test
  void backendsWithoutSymmetryBreakingAskForTheIdentityAlone() {
    assertThat(Backends.create("choco:fc-dom").symmetriesBroken(QueensModel.of(8))).containsExactly(Symmetry.IDENTITY);
    assertThat(Backends.create("backtracking:simple").symmetriesBroken(QueensModel.of(8))).containsExactly(Symmetry.IDENTITY);
  }
}
