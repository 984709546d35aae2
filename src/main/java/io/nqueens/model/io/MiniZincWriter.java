package io.nqueens.model.io;

import io.nqueens.model.AttackRule;
import io.nqueens.model.Blocked;
import io.nqueens.model.ConstraintVisitor;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.Expression;
import io.nqueens.model.Objective;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.Symmetry;
import io.nqueens.model.expr.Expr;
import io.nqueens.model.expr.Table;
import java.util.List;
import java.util.Map;

/**
 * Writes a model as a self-contained MiniZinc model over {@code array[0..n-1] of var 0..n-1: q}:
 * one all-different over the columns, the attack rule's parts ({@link AttackRule.Parts}: the diagonals' all-differents,
 * wrapped ones on a torus), every other constraint kind translated,
 * expression constraints as written, {@code solve satisfy} and an output item printing q.
 */
public final class MiniZincWriter {

  private MiniZincWriter() {}

  public static String write(QueensModel model) {
    return write(model, null);
  }

  /** As {@link #write(QueensModel)}, with the model's proved symmetry group as a comment (none when null). */
  public static String write(QueensModel model, List<Symmetry> group) {
    StringBuilder sb = new StringBuilder();
    sb.append("% ").append(model.name().isEmpty() ? "n-queens" : model.name()).append(": ").append(model.summary()).append('\n');
    if (!model.description().isEmpty()) {
      sb.append("% ").append(model.description().strip().replace("\n", "\n% ")).append('\n');
    }
    if (group != null) {
      sb.append("% proved symmetry group (").append(group.size()).append(" of the 8 board symmetries map the solutions onto themselves): ")
          .append(String.join(", ", group.stream().map(Symmetry::id).toList()))
          .append(model.objective().isPresent() ? " (of the constraints; the objective need not be preserved)" : "").append('\n');
    }
    sb.append("include \"all_different.mzn\";\n\n");
    sb.append("int: n = ").append(model.n()).append(";\n");
    sb.append("% q[r] is the column of the queen in row r (0-based).\n");
    sb.append("array[0..n-1] of var 0..n-1: q;\n\n");
    for (Table t : model.tables().values()) {
      sb.append(t.miniZinc()).append('\n');
    }
    if (!model.tables().isEmpty()) {
      sb.append('\n');
    }
    sb.append("constraint all_different(q);\n");
    AttackRule.of(model).post(new RuleText(sb));
    ConstraintVisitor<String> text = new Translator(model);
    model.constraints().forEach(c -> sb.append(c.accept(text)));
    if (model.objective().isPresent()) {
      Objective o = model.objective().get();
      sb.append("\nsolve ").append(o.sense().word()).append("\n  ").append(miniZincText(o.text(), o.tree(), o.tables())).append("\n;\n\n");
      sb.append("output [\"q = \", show(q), \"\\n\", \"objective = \", show(_objective), \"\\n\"];\n");
    } else {
      sb.append("\nsolve satisfy;\n\n");
      sb.append("output [\"q = \", show(q), \"\\n\"];\n");
    }
    return sb.toString();
  }

  /**
   * An expression as written, or, where it names a table, as the syntax tree prints it: MiniZinc
   * indexes a two-dimensional array as {@code w[r, c]}, not {@code w[r][c]}.
   */
  private static String miniZincText(String text, Expr tree, Map<String, Table> tables) {
    return (tables.isEmpty() ? text : tree.toString()).replace("\n", "\n  ");
  }

  /** The attack rule's parts beyond the column, as {@link AttackRule} gives them. */
  private record RuleText(StringBuilder sb) implements AttackRule.Parts {
    @Override
    public void diagonals(boolean wrapped) {
      if (wrapped) {
        sb.append("% diagonals wrap around the board\n");
        sb.append("constraint all_different([(q[i] + i) mod n | i in 0..n-1]);\n");
        sb.append("constraint all_different([(q[i] - i + n) mod n | i in 0..n-1]);\n");
      } else {
        sb.append("constraint all_different([q[i] + i | i in 0..n-1]);\n");
        sb.append("constraint all_different([q[i] - i | i in 0..n-1]);\n");
      }
    }

    @Override
    public void knightMoves() {
      sb.append("% no two queens a knight's move apart\n");
      sb.append("constraint forall(i in 0..n-2)(abs(q[i] - q[i+1]) != 2) /\\ forall(i in 0..n-3)(abs(q[i] - q[i+2]) != 1);\n");
    }

    @Override
    public void touching() {
      sb.append("% no two queens on touching squares\n");
      sb.append("constraint forall(i in 0..n-2)(abs(q[i] - q[i+1]) > 1);\n");
    }
  }

  private static final class Translator extends AttackRule.Translator<String> {

    @Override
    protected String partOfTheRule() {
      return "";
    }


    private final QueensModel model;
    private int maps;

    Translator(QueensModel model) {
      this.model = model;
    }

    @Override
    public String visitQueen(Queen q) {
      return "constraint q[" + q.row() + "] = " + q.col() + ";  % pre-placed queen\n";
    }

    @Override
    public String visitBlocked(Blocked b) {
      return "constraint q[" + b.row() + "] != " + b.col() + ";  % blocked square\n";
    }





    @Override
    public String visitRegions(Regions r) {
      // A name no table of the model has: the map is the model's, not one of its tables.
      String name = Regions.TABLE + (maps++ == 0 ? "" : "_" + maps);
      while (model.tables().containsKey(name)) {
        name += "_";
      }
      int[][] ids = r.ids();
      StringBuilder sb = new StringBuilder("% one queen in each region: the region of every square, row by row\n");
      sb.append("array[0..n-1, 0..n-1] of int: ").append(name).append(" = array2d(0..n-1, 0..n-1, [");
      for (int row = 0; row < ids.length; row++) {
        sb.append(row == 0 ? "\n  " : ",\n  ");
        for (int c = 0; c < ids.length; c++) {
          sb.append(c == 0 ? "" : ", ").append(ids[row][c]);
        }
      }
      sb.append("\n]);\n");
      sb.append("constraint all_different([").append(name).append("[i, q[i]] | i in 0..n-1]);\n");
      return sb.toString();
    }

    @Override
    public String visitExcludedDiagonal(ExcludedDiagonal e) {
      String rule = e.direction() == ExcludedDiagonal.Direction.SUM ? "q[i] + i != " + e.index() : "i - q[i] != " + e.index();
      return "constraint forall(i in 0..n-1)(" + rule + ");  % excluded diagonal " + e + "\n";
    }

    @Override
    public String visitExpression(Expression e) {
      // On lines of their own: a MiniZinc comment (%) in the text then cannot swallow the semicolon.
      return "constraint\n  " + miniZincText(e.text(), e.tree(), e.tables()) + "\n;\n";
    }
  }
}
