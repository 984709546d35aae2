package io.nqueens.solver.choco;

import io.nqueens.model.AttackRule;
import io.nqueens.model.Blocked;
import io.nqueens.model.Constraint;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.Expression;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.expr.Ground;
import io.nqueens.solver.SearchControl;
import org.chocosolver.solver.Model;
import java.util.ArrayList;
import java.util.List;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;

/**
 * Builds the Choco model: q[r] is the column of row r's queen, one queen per row by construction.
 * The column is one {@code allDifferent}, the rest of the attack rule its parts ({@link AttackRule.Parts}:
 * two more for the diagonals); each other constraint kind adds its own posts.
 */
final class ChocoTranslator extends AttackRule.Translator<Void> {

  @Override
  protected Void partOfTheRule() {
    return null;
  }


  private final Model model;
  private final IntVar[] q;
  private final int n;
  private final String consistency;

  private final SearchControl control;

  private ChocoTranslator(Model model, IntVar[] q, String consistency, SearchControl control) {
    this.control = control;
    this.model = model;
    this.q = q;
    this.n = q.length;
    this.consistency = consistency;
  }

  /** The queens' variables of a new Choco model of the instance. */
  static IntVar[] build(Model model, QueensModel instance, String consistency, SearchControl control) {
    int n = instance.n();
    IntVar[] q = model.intVarArray("q", n, 0, n - 1);
    ChocoTranslator t = new ChocoTranslator(model, q, consistency, control);

    // No two queens in one column.
    model.allDifferent(q, consistency).post();
    // The rest of the attack rule, part by part.
    AttackRule.of(instance).post(t.new Rule());
    for (Constraint c : instance.constraints()) {
      control.checkpoint();
      c.accept(t);
    }
    return q;
  }

  /** A variable equal to the objective's value, posted on the model of {@link #build}. */
  static IntVar objective(Model model, IntVar[] q, String consistency, Ground term) {
    return new ExpressionPoster(model, q, consistency).variable(term);
  }

  /**
   * Adds the dual viewpoint: {@code p[c]}, the row of column c's queen, inverse-channelled to q.
   * Returns q followed by p, the variables of a search over rows and columns together.
   */
  static IntVar[] withColumns(Model model, IntVar[] q) {
    int n = q.length;
    IntVar[] p = model.intVarArray("p", n, 0, n - 1);
    model.inverseChanneling(q, p).post();
    IntVar[] both = new IntVar[2 * n];
    System.arraycopy(q, 0, both, 0, n);
    System.arraycopy(p, 0, both, n, n);
    return both;
  }

  private IntVar[] offsets(int sign) {
    IntVar[] out = new IntVar[n];
    for (int r = 0; r < n; r++) {
      out[r] = model.offset(q[r], /*offset=*/ sign * r);
    }
    return out;
  }

  @Override
  public Void visitQueen(Queen queen) {
    // A pre-placed queen fixes its row's column.
    model.arithm(q[queen.row()], "=", queen.col()).post();
    return null;
  }

  @Override
  public Void visitBlocked(Blocked blocked) {
    // No queen on a blocked square.
    model.arithm(q[blocked.row()], "!=", blocked.col()).post();
    return null;
  }

  @Override
  public Void visitExcludedDiagonal(ExcludedDiagonal e) {
    // No queen on the excluded diagonal: each row loses the one square where the diagonal crosses it.
    e.squares(n).forEach(cell -> model.arithm(q[cell.row()], "!=", cell.col()).post());
    return null;
  }

  @Override
  public Void visitExpression(Expression e) {
    // Each ground conjunct, posted so that Choco propagates it during the search.
    ExpressionPoster poster = new ExpressionPoster(model, q, consistency);
    for (Ground g : e.ground(n)) {
      control.checkpoint();
      poster.post(g);
    }
    return null;
  }





  /** The hook under which the regions' unit variables are kept on the Choco model ({@link #regionUnits}). */
  static final String REGION_UNITS = "nqueens.region-units";

  @Override
  public Void visitRegions(Regions regions) {
    // One queen in each region: a Boolean per square, true where row r's queen stands (channelled
    // to q[r]), and for each region a variable u[k], the index of its square that holds the queen,
    // channelled to the region's Booleans (exactly one of them true). A region with one square left
    // places its queen, and a region with none left fails, as soon as propagation sees it; a search
    // may branch on u[k] (the region with the fewest squares left) as on q[r].
    int[][] ids = regions.ids();
    List<List<BoolVar>> squares = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      squares.add(new ArrayList<>());
    }
    for (int r = 0; r < n; r++) {
      control.checkpoint();
      BoolVar[] x = model.boolVarArray("x" + r, n);
      model.boolsIntChanneling(x, q[r], /*offset=*/ 0).post();
      for (int c = 0; c < n; c++) {
        squares.get(ids[r][c]).add(x[c]);
      }
    }
    List<IntVar> units = new ArrayList<>(regionUnits(model));
    for (List<BoolVar> region : squares) {
      IntVar u = model.intVar("u" + units.size(), 0, region.size() - 1);
      model.boolsIntChanneling(region.toArray(new BoolVar[0]), u, /*offset=*/ 0).post();
      units.add(u);
    }
    model.addHook(REGION_UNITS, List.copyOf(units));
    return null;
  }

  /** The regions' unit variables of a model this translator built (none without regions). */
  @SuppressWarnings("unchecked")
  static List<IntVar> regionUnits(Model model) {
    Object units = model.getHook(REGION_UNITS);
    return units == null ? List.of() : (List<IntVar>) units;
  }

  /** The attack rule's parts beyond the column. */
  private final class Rule implements AttackRule.Parts {

    @Override
    public void diagonals(boolean wrapped) {
      if (!wrapped) {
        // No two queens on one diagonal: q[r] + r and q[r] - r all differ (plain views, no new variables).
        model.allDifferent(offsets(+1), consistency).post();
        model.allDifferent(offsets(-1), consistency).post();
        return;
      }
      // Wrapped diagonals: (q[r] + r) mod n and (q[r] - r) mod n all differ. A modulo has no view, so
      // each wrapped diagonal gets a variable of its own.
      IntVar[] sum = new IntVar[n];
      IntVar[] difference = new IntVar[n];
      for (int r = 0; r < n; r++) {
        sum[r] = model.intVar("s" + r, 0, n - 1);
        model.mod(model.offset(q[r], /*offset=*/ r), n, sum[r]).post();
        difference[r] = model.intVar("d" + r, 0, n - 1);
        // q[r] - r + n is never negative, so its remainder is the wrapped diagonal.
        model.mod(model.offset(q[r], /*offset=*/ n - r), n, difference[r]).post();
      }
      model.allDifferent(sum, consistency).post();
      model.allDifferent(difference, consistency).post();
    }

    @Override
    public void knightMoves() {
      // No knight's move between neighbouring rows (2 columns apart) or rows two apart (1 column apart).
      for (int r = 0; r + 1 < n; r++) {
        model.distance(q[r], q[r + 1], "!=", 2).post();
        if (r + 2 < n) {
          model.distance(q[r], q[r + 2], "!=", 1).post();
        }
      }
    }

    @Override
    public void touching() {
      // No two queens on touching squares: neighbouring rows' columns more than one apart.
      for (int r = 0; r + 1 < n; r++) {
        model.distance(q[r], q[r + 1], ">", 1).post();
      }
    }
  }
}
