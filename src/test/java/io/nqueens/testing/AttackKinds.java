package io.nqueens.testing;

import io.nqueens.model.Constraint;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Toroidal;
import java.util.ArrayList;
import java.util.List;

/** The kinds that change what attacks what (knight moves, the torus), in every combination, for tests of the attack rules. */
public final class AttackKinds {

  private AttackKinds() {}

  /** The n x n board under each of the four combinations: plain, knight, torus, both. */
  public static List<QueensModel> everyCombination(int n) {
    List<QueensModel> out = new ArrayList<>();
    for (int mask = 0; mask < 4; mask++) {
      List<Constraint> cs = new ArrayList<>();
      if ((mask & 1) != 0) {
        cs.add(new KnightExclusion());
      }
      if ((mask & 2) != 0) {
        cs.add(new Toroidal());
      }
      out.add(new QueensModel(n, cs, "", ""));
    }
    return out;
  }
}
