package io.nqueens.model.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import io.nqueens.model.Blocked;
import io.nqueens.model.Constraint;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.Expression;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Toroidal;
import java.util.ArrayList;
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
        .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS));
    return write(mapper, model);
  }

  public static String json(QueensModel model) {
    return write(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT), model) + "\n";
  }

  private static String write(ObjectMapper mapper, QueensModel model) {
    try {
      return mapper.writeValueAsString(fields(model));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write the model", e);
    }
  }

  /** The keys in the order a person reads them; empty kinds are left out. */
  public static Map<String, Object> fields(QueensModel model) {
    Map<String, Object> out = new LinkedHashMap<>();
    if (!model.name().isEmpty()) {
      out.put("name", model.name());
    }
    if (!model.description().isEmpty()) {
      out.put("description", model.description());
    }
    out.put("n", model.n());
    List<String> queens = new ArrayList<>();
    List<String> blocked = new ArrayList<>();
    List<Integer> sums = new ArrayList<>();
    List<Integer> differences = new ArrayList<>();
    List<String> expressions = new ArrayList<>();
    boolean knight = false;
    boolean toroidal = false;
    for (Constraint c : model.constraints()) {
      if (c instanceof Queen q) {
        queens.add(q.row() + "," + q.col());
      } else if (c instanceof Blocked b) {
        blocked.add(b.row() + "," + b.col());
      } else if (c instanceof ExcludedDiagonal e) {
        (e.direction() == ExcludedDiagonal.Direction.SUM ? sums : differences).add(e.index());
      } else if (c instanceof Expression e) {
        expressions.add(e.text());
      } else if (c instanceof KnightExclusion) {
        knight = true;
      } else if (c instanceof Toroidal) {
        toroidal = true;
      }
    }
    putIfAny(out, "queens", queens);
    putIfAny(out, "blocked", blocked);
    putIfAny(out, "exclude_sums", sums);
    putIfAny(out, "exclude_differences", differences);
    if (knight) {
      out.put("knight", true);
    }
    if (toroidal) {
      out.put("toroidal", true);
    }
    putIfAny(out, "constraints", expressions);
    return out;
  }

  private static void putIfAny(Map<String, Object> out, String key, List<?> values) {
    if (!values.isEmpty()) {
      out.put(key, values);
    }
  }
}
