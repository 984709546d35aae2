package io.nqueens.testing;

import io.nqueens.model.Constraint;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.NoDiagonals;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Toroidal;
import io.nqueens.model.Touching;
import java.util.ArrayList;
import java.util.List;

/**
 * The kinds that change what attacks what (knight moves, the torus, no diagonals, touching
 * squares), in every combination a model may have, for tests of the attack rules.
 */
public final class AttackKinds {

  private AttackKinds() {}

  /** The n x n board under each combination of the four kinds but a torus without diagonals (refused): twelve. */
  public static List<QueensModel> everyCombination(int n) {
    List<QueensModel> out = new ArrayList<>();
    for (int mask = 0; mask < 16; mask++) {
      if ((mask & 2) != 0 && (mask & 4) != 0) {
        continue;
      }
      List<Constraint> cs = new ArrayList<>();
      if ((mask & 1) != 0) {
        cs.add(new KnightExclusion());
      }
      if ((mask & 2) != 0) {
        cs.add(new Toroidal());
      }
      if ((mask & 4) != 0) {
        cs.add(new NoDiagonals());
      }
      if ((mask & 8) != 0) {
        cs.add(new Touching());
      }
      out.add(new QueensModel(n, cs, "", ""));
    }
    return out;
  }
}
