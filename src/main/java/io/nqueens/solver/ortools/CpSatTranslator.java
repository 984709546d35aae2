package io.nqueens.solver.ortools;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearArgument;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;
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
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * Builds the CP-SAT model in one of two encodings. For counting, q[r] is the column of row r's
 * queen (one queen per row by construction) and the plain problem is three
 * {@code AddAllDifferent}s; for a first solution, one Boolean per square ({@link #buildGrid}). Each
 * extra constraint kind adds its own.
 */
final class CpSatTranslator extends AttackRule.Translator<Void> {

  @Override
  protected Void partOfTheRule() {
    return null;
  }


  private final CpModel model;
  /** The queens' columns; null on a grid whose constraints are all stated on its squares. */
  private final IntVar[] q;
  /** One Boolean per square, or null when the model is stated over q alone. */
  private final Literal[][] x;
  private final int n;
  private final SearchControl control;

  private CpSatTranslator(CpModel model, int n, IntVar[] q, Literal[][] x, SearchControl control) {
    this.model = model;
    this.n = n;
    this.q = q;
    this.x = x;
    this.control = control;
  }

  /** The variables of a built model, and how to read a solution's columns from them. */
  record Variables(IntVar[] q, Literal[][] x) {

    int[] columns(ToLongFunction<IntVar> value, Predicate<Literal> isTrue) {
      int n = q != null ? q.length : x.length;
      int[] cols = new int[n];
      for (int r = 0; r < n; r++) {
        if (q != null) {
          cols[r] = (int) value.applyAsLong(q[r]);
        } else {
          for (int c = 0; c < n; c++) {
            if (isTrue.test(x[r][c])) {
              cols[r] = c;
            }
          }
        }
      }
      return cols;
    }
  }

  /** The queens' variables of a new CP-SAT model of the instance: q[r] with three all-different constraints. */
  static IntVar[] build(CpModel model, QueensModel instance, SearchControl control) {
    IntVar[] q = columns(model, instance.n());
    CpSatTranslator t = new CpSatTranslator(model, instance.n(), q, null, control);
    // No two queens in one column.
    model.addAllDifferent(q);
    // The rest of the attack rule, part by part.
    AttackRule.of(instance).post(t.new Rule());
    t.post(instance);
    return q;
  }

  /**
   * The instance stated over one Boolean per square (exactly one queen per row and column, at most
   * one per diagonal, exactly one per region): the encoding that finds first solutions on large
   * boards fastest. Pre-placed queens, blocked squares and excluded diagonals fix squares; only a
   * model with other constraints (a rule other than the plain one, expressions) gets q as well,
   * channelled to the squares, and those are posted on q.
   */
  static Variables buildGrid(CpModel model, QueensModel instance, SearchControl control) {
    int n = instance.n();
    boolean needsColumns = instance.restricts(QueensModel.Reach.ATTACKS) || instance.restricts(QueensModel.Reach.COLUMNS);
    IntVar[] q = needsColumns ? columns(model, n) : null;
    Literal[][] x = new Literal[n][n];
    CpSatTranslator t = new CpSatTranslator(model, n, q, x, control);
    t.booleanGrid();
    AttackRule.of(instance).post(t.new Rule());
    t.post(instance);
    return new Variables(q, x);
  }

  /** A linear argument equal to the objective's value, on the model of {@link #build}. */
  static LinearArgument objective(CpModel model, IntVar[] q, Ground term) {
    return new ExpressionEncoder(model, q).linear(term);
  }

  private static IntVar[] columns(CpModel model, int n) {
    IntVar[] q = new IntVar[n];
    for (int r = 0; r < n; r++) {
      q[r] = model.newIntVar(0, n - 1, "q" + r);
    }
    return q;
  }

  private void post(QueensModel instance) {
    for (Constraint c : instance.constraints()) {
      control.checkpoint();
      c.accept(this);
    }
  }

  private void booleanGrid() {
    long[] columns = new long[n];
    for (int c = 0; c < n; c++) {
      columns[c] = c;
    }
    for (int r = 0; r < n; r++) {
      control.checkpoint();
      for (int c = 0; c < n; c++) {
        x[r][c] = model.newBoolVar("x" + r + "_" + c);
      }
      // One queen per row (and q[r] is its column, where there is q).
      model.addExactlyOne(x[r]);
      if (q != null) {
        model.addEquality(q[r], LinearExpr.weightedSum(x[r], columns));
      }
    }
    // One queen per column.
    for (int c = 0; c < n; c++) {
      control.checkpoint();
      Literal[] column = new Literal[n];
      for (int r = 0; r < n; r++) {
        column[r] = x[r][c];
      }
      model.addExactlyOne(column);
    }
  }

  private void gridDiagonals() {
    // At most one queen per diagonal (row - col constant) and anti-diagonal (row + col constant).
    for (int k = 0; k < 2 * n - 1; k++) {
      control.checkpoint();
      List<Literal> diagonal = new ArrayList<>();
      List<Literal> antiDiagonal = new ArrayList<>();
      for (int r = 0; r < n; r++) {
        int c = r - k + n - 1;
        if (c >= 0 && c < n) {
          diagonal.add(x[r][c]);
        }
        c = k - r;
        if (c >= 0 && c < n) {
          antiDiagonal.add(x[r][c]);
        }
      }
      model.addAtMostOne(diagonal);
      model.addAtMostOne(antiDiagonal);
    }
  }

  private void forbidDistance(IntVar a, IntVar b, long distance) {
    LinearExpr difference = LinearExpr.weightedSum(new IntVar[] {a, b}, new long[] {1, -1});
    model.addDifferent(difference, distance);
    model.addDifferent(difference, -distance);
  }

  /** No queen on the square: a unit clause on the grid, a hole in q's domain otherwise. */
  private void forbid(int row, int col) {
    if (x != null) {
      model.addBoolOr(new Literal[] {x[row][col].not()});
    } else {
      model.addDifferent(q[row], col);
    }
  }

  private LinearArgument[] diagonals(int sign) {
    LinearArgument[] out = new LinearArgument[n];
    for (int r = 0; r < n; r++) {
      out[r] = LinearExpr.affine(q[r], /*coefficient=*/ 1, /*offset=*/ sign * r);
    }
    return out;
  }

  @Override
  public Void visitQueen(Queen queen) {
    // A pre-placed queen fixes its row's column (its square, on the grid).
    if (x != null) {
      model.addBoolOr(new Literal[] {x[queen.row()][queen.col()]});
    } else {
      model.addEquality(q[queen.row()], queen.col());
    }
    return null;
  }

  @Override
  public Void visitBlocked(Blocked blocked) {
    // No queen on a blocked square.
    forbid(blocked.row(), blocked.col());
    return null;
  }

  @Override
  public Void visitExcludedDiagonal(ExcludedDiagonal e) {
    // No queen on the excluded diagonal: each row loses the one square where the diagonal crosses it.
    e.squares(n).forEach(cell -> forbid(cell.row(), cell.col()));
    return null;
  }

  @Override
  public Void visitExpression(Expression e) {
    // Each ground conjunct, flattened into CP-SAT's own constraints.
    ExpressionEncoder encoder = new ExpressionEncoder(model, q);
    for (Ground g : e.ground(n)) {
      control.checkpoint();
      encoder.post(g);
    }
    return null;
  }





  @Override
  public Void visitRegions(Regions regions) {
    int[][] ids = regions.ids();
    if (x != null) {
      // Exactly one queen per region, on its squares.
      List<List<Literal>> squares = new ArrayList<>();
      for (int k = 0; k < n; k++) {
        squares.add(new ArrayList<>());
      }
      for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
          squares.get(ids[r][c]).add(x[r][c]);
        }
      }
      squares.forEach(model::addExactlyOne);
      return null;
    }
    // One queen in each region: g[r], the region of row r's queen, is the row's map at q[r], and the g all differ.
    IntVar[] g = new IntVar[n];
    for (int r = 0; r < n; r++) {
      control.checkpoint();
      long[] row = new long[n];
      for (int c = 0; c < n; c++) {
        row[c] = ids[r][c];
      }
      g[r] = model.newIntVar(0, n - 1, "g" + r);
      model.addElement(q[r], row, g[r]);
    }
    model.addAllDifferent(g);
    return null;
  }

  /** The attack rule's parts beyond the column: on q, or on the squares where the grid has the line. */
  private final class Rule implements AttackRule.Parts {

    @Override
    public void diagonals(boolean wrapped) {
      if (!wrapped && q != null && x == null) {
        // No two queens on one diagonal: q[r] + r and q[r] - r all differ.
        model.addAllDifferent(CpSatTranslator.this.diagonals(+1));
        model.addAllDifferent(CpSatTranslator.this.diagonals(-1));
      } else if (!wrapped) {
        gridDiagonals();
      } else {
        // Wrapped diagonals: (q[r] + r) mod n and (q[r] - r + n) mod n all differ.
        IntVar[] sum = new IntVar[n];
        IntVar[] difference = new IntVar[n];
        for (int r = 0; r < n; r++) {
          sum[r] = model.newIntVar(0, n - 1, "s" + r);
          model.addModuloEquality(sum[r], LinearExpr.affine(q[r], 1, /*offset=*/ r), n);
          difference[r] = model.newIntVar(0, n - 1, "d" + r);
          model.addModuloEquality(difference[r], LinearExpr.affine(q[r], 1, /*offset=*/ n - r), n);
        }
        model.addAllDifferent(sum);
        model.addAllDifferent(difference);
      }
    }

    @Override
    public void knightMoves() {
      // No knight's move between neighbouring rows (2 columns apart) or rows two apart (1 column apart).
      for (int r = 0; r + 1 < n; r++) {
        forbidDistance(q[r], q[r + 1], 2);
        if (r + 2 < n) {
          forbidDistance(q[r], q[r + 2], 1);
        }
      }
    }

    @Override
    public void touching() {
      // No two queens on touching squares: neighbouring rows' columns not one apart (the column rule forbids 0).
      for (int r = 0; r + 1 < n; r++) {
        forbidDistance(q[r], q[r + 1], 1);
      }
    }
  }
}
