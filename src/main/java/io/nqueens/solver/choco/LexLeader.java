package io.nqueens.solver.choco;

import io.nqueens.model.Symmetry;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;

/**
 * Lex-leader symmetry breaking: for every symmetry g of the model, the solution read row by row must
 * be lexicographically no greater than its image under g, so exactly one member of each class
 * survives (the one {@link Symmetry#isCanonical} names). Counting then weighs each survivor by the
 * size of its class ({@link Symmetry#classSize}).
 */
final class LexLeader {

  private LexLeader() {}

  static void post(Model model, IntVar[] q, List<Symmetry> group) {
    int n = q.length;
    IntVar[] inverse = null;
    for (Symmetry g : group) {
      if (g == Symmetry.IDENTITY) {
        continue;
      }
      IntVar[] image = new IntVar[n];
      for (int k = 0; k < n; k++) {
        Symmetry.RowSource source = g.rowSource(k, n);
        if (source.fromInverse() && inverse == null) {
          // inverse[c] is the row of column c's queen.
          inverse = model.intVarArray("row", n, 0, n - 1);
          model.inverseChanneling(q, inverse).post();
        }
        IntVar v = (source.fromInverse() ? inverse : q)[source.row()];
        image[k] = source.reflected() ? model.offset(model.neg(v), /*offset=*/ n - 1) : v;
      }
      model.lexLessEq(q, image).post();
    }
  }
}
