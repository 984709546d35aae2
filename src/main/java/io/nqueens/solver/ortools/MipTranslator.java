package io.nqueens.solver.ortools;

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPObjective;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;
import io.nqueens.BadInputException;
import io.nqueens.model.AttackRule;
import io.nqueens.model.Blocked;
import io.nqueens.model.Constraint;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.Expression;
import io.nqueens.model.Objective;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.expr.Compiled;
import io.nqueens.model.expr.Ground;
import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The model as a 0/1 integer program over the squares: {@code x[r][c] = 1} where row r's queen stands
 * in column c, exactly one per row and per column, the attack rule's parts ({@link AttackRule.Parts}:
 * at most one per diagonal, wrapped on a torus; one packing row per pair of squares a knight's move
 * apart; at most one per two-by-two block for touching squares), exactly one per region. Pre-placed
 * queens, blocked squares and excluded diagonals fix squares. A user's constraint or objective is stated
 * exactly or refused ({@link NotLinear}, exit 2 naming the construct), never approximated:
 *
 * <ul>
 *   <li>any integer term of one row's queen is linear, since exactly one square of the row holds it:
 *       {@code f(q[r]) = sum over c of f(c) * x[r][c]} (a table looked up by a queen's column, its
 *       distance to a square, any built-in function of it);
 *   <li>any integer term of two rows' queens is linear in the products of their squares, one variable
 *       per pair of squares where it is not zero, held to the product exactly by three rows;
 *   <li>sums, differences, negations and constant multiples of linear terms are linear;
 *   <li>a condition on one row forbids the squares of that row where it fails; a condition on two rows
 *       forbids each pair of squares where it fails ({@code x[a] + x[b] <= 1}); an {@code alldifferent}
 *       is taken pair by pair so;
 *   <li>a comparison of linear terms over more rows is one linear row ({@code !=} over more than two
 *       rows is refused: it is a disjunction);
 *   <li>an objective that minimises a {@code max} (or maximises a {@code min}) of linear terms is a
 *       new variable bounded by each of them, exact at the optimum.
 * </ul>
 */
final class MipTranslator extends AttackRule.Translator<Void> {

  @Override
  protected Void partOfTheRule() {
    return null;
  }


  /** A construct the integer program cannot state exactly: bad input for this backend, exit 2. */
  static final class NotLinear extends BadInputException {
    /** The reason in words that follow "solver mip ...", without the advice. */
    final String reason;

    NotLinear(String what) {
      super("solver mip cannot state " + what + " as a linear integer program exactly (it would have to approximate it); "
          + "use choco, cpsat or backtracking for this model");
      this.reason = "cannot state " + what + " as a linear integer program exactly";
    }
  }

  private final MPSolver solver;
  private final int n;
  private final MPVariable[][] x;
  private final SearchControl control;

  private MipTranslator(MPSolver solver, int n, SearchControl control) {
    this.solver = solver;
    this.n = n;
    this.control = control;
    this.x = new MPVariable[n][n];
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        x[r][c] = solver.makeBoolVar("x" + r + "_" + c);
      }
    }
  }

  /** The squares' variables of the instance, every constraint posted. */
  static MPVariable[][] build(MPSolver solver, QueensModel instance, SearchControl control) {
    int n = instance.n();
    MipTranslator t = new MipTranslator(solver, n, control);
    for (int r = 0; r < n; r++) {
      MPConstraint row = solver.makeConstraint(1, 1, "row" + r);
      MPConstraint column = solver.makeConstraint(1, 1, "col" + r);
      for (int c = 0; c < n; c++) {
        row.setCoefficient(t.x[r][c], 1);
        column.setCoefficient(t.x[c][r], 1);
      }
    }
    AttackRule.of(instance).post(t.new Rule());
    for (Constraint c : instance.constraints()) {
      control.checkpoint();
      c.accept(t);
    }
    return t.x;
  }

  /** The objective on the squares (a new variable where it minimises a max or maximises a min). */
  static void objective(MPSolver solver, MPVariable[][] x, Objective objective, int n) {
    MipTranslator t = new MipTranslator(solver, x, n);
    Ground term = objective.ground(n);
    boolean maximize = objective.sense() == Objective.Sense.MAXIMIZE;
    MPObjective goal = solver.objective();
    Ground.IntKind epigraph = maximize ? Ground.IntKind.MIN : Ground.IntKind.MAX;
    Optional<List<Ground>> parts = term.operandsOf(epigraph);
    if (parts.isPresent() && term.rows().size() > 1) {
      // min over terms, maximised (max over terms, minimised): z below (above) each, z the objective.
      MPVariable z = solver.makeNumVar(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, "z");
      for (Ground part : parts.get()) {
        // Minimising: z >= l, that is z - (l - constant) >= constant; maximising: z <= l.
        Linear l = t.linear(part);
        MPConstraint bound = maximize ? solver.makeConstraint(Double.NEGATIVE_INFINITY, l.constant)
            : solver.makeConstraint(l.constant, Double.POSITIVE_INFINITY);
        bound.setCoefficient(z, 1);
        l.post(bound, -1, x);
      }
      goal.setCoefficient(z, 1);
    } else {
      Linear l = t.linear(term);
      l.post(goal, 1, x);
      goal.setOffset(l.constant);
    }
    if (maximize) {
      goal.setMaximization();
    } else {
      goal.setMinimization();
    }
  }

  private MipTranslator(MPSolver solver, MPVariable[][] x, int n) {
    this.solver = solver;
    this.x = x;
    this.n = n;
    this.control = SearchControl.unlimited();
  }

  /** The attack rule's parts beyond the column, as rows over the squares. */
  private final class Rule implements AttackRule.Parts {

    @Override
    public void diagonals(boolean wrapped) {
      MipTranslator.this.diagonals(wrapped);
    }

    @Override
    public void knightMoves() {
      // No two queens a knight's move apart: rows 1 apart with columns 2 apart, rows 2 apart with columns 1 apart.
      for (int r = 0; r < n; r++) {
        control.checkpoint();
        for (int c = 0; c < n; c++) {
          for (int[] d : new int[][] {{1, 2}, {1, -2}, {2, 1}, {2, -1}}) {
            int r2 = r + d[0];
            int c2 = c + d[1];
            if (r2 < n && c2 >= 0 && c2 < n) {
              notBoth(r, c, r2, c2);
            }
          }
        }
      }
    }

    @Override
    public void touching() {
      // No two queens on touching squares: at most one in every two-by-two block (a clique, tighter than its pairs).
      for (int r = 0; r + 1 < n; r++) {
        control.checkpoint();
        for (int c = 0; c + 1 < n; c++) {
          MPConstraint block = solver.makeConstraint(0, 1, "block" + r + "_" + c);
          block.setCoefficient(x[r][c], 1);
          block.setCoefficient(x[r][c + 1], 1);
          block.setCoefficient(x[r + 1][c], 1);
          block.setCoefficient(x[r + 1][c + 1], 1);
        }
      }
    }
  }

  /** At most one queen per diagonal, in both directions, wrapped modulo n on a torus. */
  private void diagonals(boolean toroidal) {
    int count = toroidal ? n : 2 * n - 1;
    for (int k = 0; k < count; k++) {
      control.checkpoint();
      MPConstraint down = solver.makeConstraint(0, 1, "sum" + k);
      MPConstraint up = solver.makeConstraint(0, 1, "difference" + k);
      for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
          int sum = toroidal ? (r + c) % n : r + c;
          int difference = toroidal ? Math.floorMod(r - c, n) : r - c + n - 1;
          if (sum == k) {
            down.setCoefficient(x[r][c], 1);
          }
          if (difference == k) {
            up.setCoefficient(x[r][c], 1);
          }
        }
      }
    }
  }

  private void forbid(int r, int c) {
    x[r][c].setUb(0);
  }

  private void notBoth(int r1, int c1, int r2, int c2) {
    if (x[r1][c1].ub() == 0 || x[r2][c2].ub() == 0) {
      return;
    }
    MPConstraint pair = solver.makeConstraint(0, 1);
    pair.setCoefficient(x[r1][c1], 1);
    pair.setCoefficient(x[r2][c2], 1);
  }

  @Override
  public Void visitQueen(Queen queen) {
    x[queen.row()][queen.col()].setLb(1);
    return null;
  }

  @Override
  public Void visitBlocked(Blocked blocked) {
    forbid(blocked.row(), blocked.col());
    return null;
  }





  @Override
  public Void visitRegions(Regions regions) {
    // Exactly one queen in each region: its squares sum to one.
    int[][] ids = regions.ids();
    MPConstraint[] region = new MPConstraint[n];
    for (int k = 0; k < n; k++) {
      region[k] = solver.makeConstraint(1, 1, "region" + k);
    }
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        region[ids[r][c]].setCoefficient(x[r][c], 1);
      }
    }
    return null;
  }

  @Override
  public Void visitExcludedDiagonal(ExcludedDiagonal e) {
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        int index = e.direction() == ExcludedDiagonal.Direction.SUM ? r + c : r - c;
        if (index == e.index()) {
          forbid(r, c);
        }
      }
    }
    return null;
  }

  @Override
  public Void visitExpression(Expression e) {
    for (Ground conjunct : e.ground(n)) {
      for (Ground part : Compiled.parts(conjunct)) {
        control.checkpoint();
        condition(part, e);
      }
    }
    return null;
  }

  /** One part of a constraint: by its squares where it mentions one or two rows, as a linear row otherwise. */
  private void condition(Ground part, Expression source) {
    List<Integer> rows = new ArrayList<>(part.rows());
    if (rows.size() <= 2) {
      bySquares(rows, Compiled.test(part));
    } else {
      part.acceptBool(new LinearRow(part, source));
    }
  }

  /**
   * A part of at most two rows, square by square: a constant falsehood empties row 0, a one-row part
   * forbids the squares where it fails, a two-row part each pair of squares where it fails.
   */
  private void bySquares(List<Integer> rows, Compiled.Test test) {
    int[] queens = new int[n];
    if (rows.isEmpty()) {
      if (!test.holds(queens)) {
        for (int c = 0; c < n; c++) {
          forbid(0, c);
        }
      }
      return;
    }
    if (rows.size() == 1) {
      int r = rows.get(0);
      for (int c = 0; c < n; c++) {
        queens[r] = c;
        if (!test.holds(queens)) {
          forbid(r, c);
        }
      }
      return;
    }
    int a = rows.get(0);
    int b = rows.get(1);
    for (int ca = 0; ca < n; ca++) {
      if (x[a][ca].ub() == 0) {
        continue;
      }
      queens[a] = ca;
      for (int cb = 0; cb < n; cb++) {
        queens[b] = cb;
        if (!test.holds(queens)) {
          notBoth(a, ca, b, cb);
        }
      }
    }
  }

  /** A part over three rows or more as one linear row: a comparison of linear terms, or {@link NotLinear} naming it. */
  private final class LinearRow implements Ground.BoolVisitor<Void> {
    private final Ground part;
    private final Expression source;

    LinearRow(Ground part, Expression source) {
      this.part = part;
      this.source = source;
    }

    @Override
    public Void visitTruth(Ground.Truth g) {
      return null;
    }

    @Override
    public Void visitCompare(Ground.Compare g) {
      Linear l = linear(g.left()).minus(linear(g.right()));
      // l + constant compared with 0, over integers: strict comparisons move by one.
      double lo = Double.NEGATIVE_INFINITY;
      double hi = Double.POSITIVE_INFINITY;
      switch (g.kind()) {
        case EQ -> {
          lo = -l.constant;
          hi = -l.constant;
        }
        case LE -> hi = -l.constant;
        case LT -> hi = -l.constant - 1;
        case GE -> lo = -l.constant;
        case GT -> lo = -l.constant + 1;
        case NE -> throw new NotLinear("'" + source.text() + "' (a != over " + part.rows().size() + " rows is a disjunction)");
        default -> throw new IllegalStateException(g.kind().toString());
      }
      MPConstraint row = solver.makeConstraint(lo, hi);
      l.post(row, 1, x);
      return null;
    }

    @Override
    public Void visitLogic(Ground.Logic g) {
      throw new NotLinear("'" + source.text() + "' (" + g.kind().name().toLowerCase(Locale.ROOT) + " over " + part.rows().size()
          + " rows is not one linear row)");
    }

    @Override
    public Void visitAllDifferent(Ground.AllDifferent g) {
      throw new IllegalStateException("alldifferent is taken pair by pair");
    }
  }

  /** A linear form over the squares: {@code constant + sum of coefficient[r][c] * x[r][c]}. */
  static final class Linear {
    final long[][] coefficient;
    /** Coefficients of products of two squares (their own variables, {@link #product}). */
    final Map<MPVariable, Long> products = new LinkedHashMap<>();
    long constant;

    Linear(int n) {
      coefficient = new long[n][n];
    }

    Linear minus(Linear o) {
      return plus(o, -1);
    }

    Linear plus(Linear o, long factor) {
      for (int r = 0; r < coefficient.length; r++) {
        for (int c = 0; c < coefficient.length; c++) {
          coefficient[r][c] = Math.addExact(coefficient[r][c], Math.multiplyExact(factor, o.coefficient[r][c]));
        }
      }
      o.products.forEach((v, k) -> products.merge(v, Math.multiplyExact(factor, k), Math::addExact));
      constant = Math.addExact(constant, Math.multiplyExact(factor, o.constant));
      return this;
    }

    Linear times(long factor) {
      Linear out = new Linear(coefficient.length);
      return out.plus(this, factor);
    }

    /** Adds {@code sign} times the squares' part to a constraint or the objective. */
    void post(MPConstraint row, int sign, MPVariable[][] x) {
      for (int r = 0; r < coefficient.length; r++) {
        for (int c = 0; c < coefficient.length; c++) {
          if (coefficient[r][c] != 0) {
            row.setCoefficient(x[r][c], row.getCoefficient(x[r][c]) + sign * (double) coefficient[r][c]);
          }
        }
      }
      products.forEach((v, k) -> row.setCoefficient(v, row.getCoefficient(v) + sign * (double) k));
    }

    void post(MPObjective goal, int sign, MPVariable[][] x) {
      for (int r = 0; r < coefficient.length; r++) {
        for (int c = 0; c < coefficient.length; c++) {
          if (coefficient[r][c] != 0) {
            goal.setCoefficient(x[r][c], goal.getCoefficient(x[r][c]) + sign * (double) coefficient[r][c]);
          }
        }
      }
      products.forEach((v, k) -> goal.setCoefficient(v, goal.getCoefficient(v) + sign * (double) k));
    }
  }

  /** The products of two squares made so far, each once. */
  private final Map<List<Integer>, MPVariable> products = new HashMap<>();

  /**
   * A variable equal to {@code x[a][ca] * x[b][cb]}: at most each, at least their sum less one. With
   * the squares 0/1 these three rows leave it exactly their product, so it may be continuous.
   */
  private MPVariable product(int a, int ca, int b, int cb) {
    return products.computeIfAbsent(List.of(a, ca, b, cb), k -> {
      MPVariable y = solver.makeNumVar(0, 1, "y" + a + "_" + ca + "_" + b + "_" + cb);
      MPConstraint belowA = solver.makeConstraint(Double.NEGATIVE_INFINITY, 0);
      belowA.setCoefficient(y, 1);
      belowA.setCoefficient(x[a][ca], -1);
      MPConstraint belowB = solver.makeConstraint(Double.NEGATIVE_INFINITY, 0);
      belowB.setCoefficient(y, 1);
      belowB.setCoefficient(x[b][cb], -1);
      MPConstraint above = solver.makeConstraint(-1, Double.POSITIVE_INFINITY);
      above.setCoefficient(y, 1);
      above.setCoefficient(x[a][ca], -1);
      above.setCoefficient(x[b][cb], -1);
      return y;
    });
  }

  /** An integer term as a linear form, or {@link NotLinear} naming it. */
  Linear linear(Ground term) {
    Set<Integer> rows = term.rows();
    return rows.size() <= 2 ? tabulated(term, rows) : term.acceptInt(new LinearTerm(rows.size()));
  }

  /**
   * A term of at most two rows by its values: a constant; a function of one row's queen, its value
   * at each column of that row; of two rows' queens, its value on each pair of squares times their product.
   */
  private Linear tabulated(Ground term, Set<Integer> rows) {
    Linear out = new Linear(n);
    Compiled.Term value = Compiled.term(term);
    int[] queens = new int[n];
    if (rows.isEmpty()) {
      out.constant = value.value(queens);
      return out;
    }
    Iterator<Integer> it = rows.iterator();
    int a = it.next();
    if (rows.size() == 1) {
      for (int c = 0; c < n; c++) {
        queens[a] = c;
        out.coefficient[a][c] = value.value(queens);
      }
      return out;
    }
    int b = it.next();
    for (int ca = 0; ca < n; ca++) {
      queens[a] = ca;
      for (int cb = 0; cb < n; cb++) {
        queens[b] = cb;
        long v = value.value(queens);
        if (v != 0 && x[a][ca].ub() > 0 && x[b][cb].ub() > 0) {
          out.products.merge(product(a, ca, b, cb), v, Math::addExact);
        }
      }
    }
    return out;
  }

  /** A term over three rows or more: sums, differences and constant multiples of linear terms, nothing else. */
  private final class LinearTerm implements Ground.IntVisitor<Linear> {
    private final int rows;

    LinearTerm(int rows) {
      this.rows = rows;
    }

    @Override
    public Linear visitConst(Ground.Const g) {
      throw new IllegalStateException("a constant has no rows");
    }

    @Override
    public Linear visitQ(Ground.Q g) {
      throw new IllegalStateException("a queen has one row");
    }

    @Override
    public Linear visitElement(Ground.Element g) {
      throw new NotLinear("the table lookup " + g + " (its index depends on " + rows + " rows)");
    }

    @Override
    public Linear visitIntOp(Ground.IntOp g) {
      List<Ground> args = g.args();
      return switch (g.kind()) {
        case SUM -> {
          Linear sum = new Linear(n);
          args.forEach(a -> sum.plus(linear(a), 1));
          yield sum;
        }
        case SUB -> linear(args.get(0)).minus(linear(args.get(1)));
        case NEG -> linear(args.get(0)).times(-1);
        case MUL -> {
          if (args.get(0).constant().isPresent()) {
            yield linear(args.get(1)).times(args.get(0).constant().getAsLong());
          }
          if (args.get(1).constant().isPresent()) {
            yield linear(args.get(0)).times(args.get(1).constant().getAsLong());
          }
          throw new NotLinear("the product " + g + " (of queens of different rows)");
        }
        default -> throw new NotLinear(g.kind().name().toLowerCase(Locale.ROOT) + " over " + rows + " rows (" + g + ")");
      };
    }
  }
}
