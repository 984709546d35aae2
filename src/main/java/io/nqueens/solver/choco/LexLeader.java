package io.nqueens.solver.choco;

import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;

/**
 * Lex-leader symmetry breaking: for every symmetry g of the model, the solution read row by row must
 * be lexicographically no greater than its image under g, so exactly one member of each class
 * survives (the one {@link Symmetry#isCanonical} names). Counting then weighs each survivor by the
 * size of its class.
 */
final class LexLeader {

  private LexLeader() {}

  static void post(Model model, IntVar[] q, List<Symmetry> group) {
    int n = q.length;
    int m = n - 1;
    IntVar[] inverse = null;
    for (Symmetry g : group) {
      if (g == Symmetry.IDENTITY) {
        continue;
      }
      boolean swapsRowsAndColumns = g == Symmetry.TRANSPOSE || g == Symmetry.ANTI_TRANSPOSE
          || g == Symmetry.ROTATE_90 || g == Symmetry.ROTATE_270;
      if (swapsRowsAndColumns && inverse == null) {
        // inverse[c] is the row of column c's queen: the image's rows come from the columns.
        inverse = model.intVarArray("row", n, 0, m);
        model.inverseChanneling(q, inverse).post();
      }
      IntVar[] image = new IntVar[n];
      for (int k = 0; k < n; k++) {
        image[k] = switch (g) {
          case MIRROR_COLUMNS -> reflect(model, q[k], m);
          case MIRROR_ROWS -> q[m - k];
          case ROTATE_180 -> reflect(model, q[m - k], m);
          case TRANSPOSE -> inverse[k];
          case ROTATE_90 -> reflect(model, inverse[k], m);
          case ROTATE_270 -> inverse[m - k];
          case ANTI_TRANSPOSE -> reflect(model, inverse[m - k], m);
          case IDENTITY -> q[k];
        };
      }
      model.lexLessEq(q, image).post();
    }
  }

  /** The view m - v. */
  private static IntVar reflect(Model model, IntVar v, int m) {
    return model.offset(model.neg(v), /*offset=*/ m);
  }

  /** How many distinct solutions the group makes of this one. */
  static int classSize(Solution s, List<Symmetry> group) {
    Set<Solution> images = new HashSet<>();
    for (Symmetry g : group) {
      images.add(s.transform(g));
    }
    return images.size();
  }
}
