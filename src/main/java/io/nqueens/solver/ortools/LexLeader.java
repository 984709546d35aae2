package io.nqueens.solver.ortools;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearArgument;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;
import io.nqueens.model.Symmetry;
import java.util.List;

/**
 * Lex-leader symmetry breaking for CP-SAT, which has no lex constraint of its own: for every
 * symmetry g of the model, q read row by row is lexicographically no greater than its image under
 * g. Stated with one literal per row meaning "the rows so far are equal": while it holds, the next
 * row may not be greater.
 */
final class LexLeader {

  private LexLeader() {}

  static void post(CpModel model, IntVar[] q, List<Symmetry> group) {
    int n = q.length;
    IntVar[] inverse = null;
    for (Symmetry g : group) {
      if (g == Symmetry.IDENTITY) {
        continue;
      }
      LinearArgument[] image = new LinearArgument[n];
      for (int k = 0; k < n; k++) {
        Symmetry.RowSource source = g.rowSource(k, n);
        if (source.fromInverse() && inverse == null) {
          // inverse[c] is the row of column c's queen.
          inverse = new IntVar[n];
          for (int c = 0; c < n; c++) {
            inverse[c] = model.newIntVar(0, n - 1, "row" + c);
          }
          model.addInverse(q, inverse);
        }
        IntVar v = (source.fromInverse() ? inverse : q)[source.row()];
        image[k] = source.reflected() ? LinearExpr.affine(v, /*coefficient=*/ -1, /*offset=*/ n - 1) : v;
      }
      lexLessOrEqual(model, q, image);
    }
  }

  private static void lexLessOrEqual(CpModel model, IntVar[] x, LinearArgument[] y) {
    Literal prefixEqual = model.trueLiteral();
    for (int i = 0; i < x.length; i++) {
      model.addLessOrEqual(x[i], y[i]).onlyEnforceIf(prefixEqual);
      if (i == x.length - 1) {
        break;
      }
      BoolVar equal = model.newBoolVar("eq" + i);
      model.addEquality(x[i], y[i]).onlyEnforceIf(equal);
      model.addDifferent(x[i], y[i]).onlyEnforceIf(equal.not());
      // next <=> prefixEqual and equal
      BoolVar next = model.newBoolVar("prefix" + (i + 1));
      model.addImplication(next, prefixEqual);
      model.addImplication(next, equal);
      model.addBoolOr(new Literal[] {next, prefixEqual.not(), equal.not()});
      prefixEqual = next;
    }
  }
}
