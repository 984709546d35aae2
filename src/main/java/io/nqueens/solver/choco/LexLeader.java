package io.nqueens.solver.choco;

import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;

/**
 * Lex-leader symmetry breaking: for every symmetry g of the model, the solution read row by row must
 * be lexicographically no greater than its image under g, so exactly one member of each class
 * survives (the one {@link SymmetryGroup#isCanonical} names). Counting then weighs each survivor by the
 * size of its class ({@link SymmetryGroup#classSize}).
 */
final class LexLeader {

  private LexLeader() {}

  static void post(Model model, IntVar[] q, List<Symmetry> group) {
    int n = q.length;
    IntVar[] inverse = null;
    for (Symmetry g : group) {
      if (g == Symmetry.IDENTITY || n < 2) {
        continue;
      }
      if (postSimple(model, q, g)) {
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

  /**
   * The two mirrors' lex constraints in the few variables they come down to, since no two queens
   * share a column (every model states it): against the reversed rows, q[0] < q[n-1]; against the
   * mirrored columns, q[0] <= (n-1)/2, and on odd boards a queen in the middle of row 0 puts row 1's
   * left of the middle. Same solutions, far less propagation than a lex constraint.
   */
  private static boolean postSimple(Model model, IntVar[] q, Symmetry g) {
    int n = q.length;
    if (g == Symmetry.MIRROR_ROWS) {
      model.arithm(q[0], "<", q[n - 1]).post();
      return true;
    }
    if (g == Symmetry.MIRROR_COLUMNS) {
      int middle = (n - 1) / 2;
      model.arithm(q[0], "<=", middle).post();
      if (n % 2 == 1) {
        model.ifThen(model.arithm(q[0], "=", middle), model.arithm(q[1], "<", middle));
      }
      return true;
    }
    return false;
  }
}
