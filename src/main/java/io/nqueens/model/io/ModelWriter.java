package io.nqueens.model.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import io.nqueens.model.Blocked;
import io.nqueens.model.ConstraintVisitor;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.Expression;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.NoDiagonals;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.Toroidal;
import io.nqueens.model.Touching;
import io.nqueens.model.expr.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a model in the project's own model-file format, normalized: one board size, squares as
 * {@code "row,col"}, every kind under its key. {@link ModelFile#parse} reads it back to the same model.
 */
public final class ModelWriter {

  private ModelWriter() {}

  public static String yaml(QueensModel model) {
    ObjectMapper mapper = new ObjectMapper(new YAMLFactory()
        .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
        .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
        .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
        .enable(YAMLGenerator.Feature.LITERAL_BLOCK_STYLE));
    return write(mapper, model, true);
  }

  public static String json(QueensModel model) {
    return write(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT), model, false) + "\n";
  }

  private static String write(ObjectMapper mapper, QueensModel model, boolean pictures) {
    try {
      return mapper.writeValueAsString(fields(model, pictures));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write the model", e);
    }
  }

  /** The keys in the order a person reads them; empty kinds are left out; tables as lists. */
  public static Map<String, Object> fields(QueensModel model) {
    return fields(model, false);
  }

  /** As above; {@code pictures}: a grid as a picture of numbers (one line per row, columns aligned), as YAML shows it best. */
  private static Map<String, Object> fields(QueensModel model, boolean pictures) {
    Map<String, Object> out = new LinkedHashMap<>();
    if (!model.name().isEmpty()) {
      out.put("name", model.name());
    }
    if (!model.description().isEmpty()) {
      out.put("description", model.description());
    }
    out.put("n", model.n());
    Fields f = new Fields();
    model.constraints().forEach(c -> c.accept(f));
    putIfAny(out, "queens", f.queens);
    putIfAny(out, "blocked", f.blocked);
    putIfAny(out, "exclude_sums", f.sums);
    putIfAny(out, "exclude_differences", f.differences);
    if (f.knight) {
      out.put("knight", true);
    }
    if (f.toroidal) {
      out.put("toroidal", true);
    }
    if (f.noDiagonals) {
      out.put("diagonals", false);
    }
    if (f.touching) {
      out.put("touching", true);
    }
    if (f.regions != null) {
      out.put("regions", f.regions.rows());
    }
    if (!model.tables().isEmpty()) {
      Map<String, Object> tables = new LinkedHashMap<>();
      model.tables().forEach((name, t) -> tables.put(name, t.rank() == 1 ? t.rows().get(0) : pictures ? picture(t) : t.rows()));
      out.put("tables", tables);
    }
    putIfAny(out, "constraints", f.expressions);
    model.objective().ifPresent(o -> out.put("objective", Map.of(o.sense().word(), o.text())));
    return out;
  }

  /** Files each constraint under its kind's key: every kind must say where it goes. */
  private static final class Fields implements ConstraintVisitor<Void> {
    final List<String> queens = new ArrayList<>();
    final List<String> blocked = new ArrayList<>();
    final List<Integer> sums = new ArrayList<>();
    final List<Integer> differences = new ArrayList<>();
    final List<String> expressions = new ArrayList<>();
    boolean knight;
    boolean toroidal;
    boolean noDiagonals;
    boolean touching;
    Regions regions;

    @Override
    public Void visitQueen(Queen q) {
      queens.add(q.row() + "," + q.col());
      return null;
    }

    @Override
    public Void visitBlocked(Blocked b) {
      blocked.add(b.row() + "," + b.col());
      return null;
    }

    @Override
    public Void visitExcludedDiagonal(ExcludedDiagonal e) {
      (e.direction() == ExcludedDiagonal.Direction.SUM ? sums : differences).add(e.index());
      return null;
    }

    @Override
    public Void visitExpression(Expression e) {
      expressions.add(e.text());
      return null;
    }

    @Override
    public Void visitKnightExclusion(KnightExclusion k) {
      knight = true;
      return null;
    }

    @Override
    public Void visitToroidal(Toroidal t) {
      toroidal = true;
      return null;
    }

    @Override
    public Void visitNoDiagonals(NoDiagonals d) {
      noDiagonals = true;
      return null;
    }

    @Override
    public Void visitTouching(Touching t) {
      touching = true;
      return null;
    }

    @Override
    public Void visitRegions(Regions r) {
      if (regions != null && !regions.equals(r)) {
        throw new IllegalArgumentException("a model file holds one region map; this model has two");
      }
      regions = r;
      return null;
    }
  }

  /**
   * A grid's rows, one line each, the columns aligned: the first left-aligned (a line of a YAML
   * block may not start with a blank), the others right-aligned.
   */
  private static String picture(Table t) {
    int width = Arrays.stream(t.values()).mapToInt(v -> Long.toString(v).length()).max().orElse(1);
    StringBuilder sb = new StringBuilder();
    for (List<Long> row : t.rows()) {
      for (int c = 0; c < row.size(); c++) {
        sb.append(c == 0 ? String.format("%-" + width + "d", row.get(c)) : String.format(" %" + width + "d", row.get(c)));
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  private static void putIfAny(Map<String, Object> out, String key, List<?> values) {
    if (!values.isEmpty()) {
      out.put(key, values);
    }
  }
}
