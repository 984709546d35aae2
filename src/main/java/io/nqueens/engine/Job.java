package io.nqueens.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nqueens.model.BadInputException;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.model.io.ModelFile;
import io.nqueens.model.io.ModelWriter;
import io.nqueens.solver.Backends;
import io.nqueens.solver.Counting;
import io.nqueens.solver.Parts;
import java.util.List;

/**
 * A count as plain data that travels: the model (as model-file JSON), the backend and variant,
 * whether classes are counted, and the split target. Every process that reads the same job
 * rebuilds the same numbered parts ({@link #parts()}), so a part is named by its index alone.
 */
public record Job(QueensModel model, Backends.Spec solver, boolean unique, int split) {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Parts for long counts: enough that none holds a large share of the work (see README for the measured skew). */
  public static final int DEFAULT_SPLIT = 2000;

  public List<Symmetry> group() {
    return unique ? Symmetry.of(model) : List.of();
  }

  public Parts parts() {
    return Counting.parts(solver, model, group(), split);
  }

  public ObjectNode toJsonNode() {
    ObjectNode o = JSON.createObjectNode();
    o.set("model", JSON.valueToTree(ModelWriter.fields(model)));
    o.put("solver", solver.name() + ":" + solver.variant());
    o.put("unique", unique);
    o.put("split", split);
    return o;
  }

  public String toJson() {
    return toJsonNode().toString();
  }

  public static Job fromJson(String text) {
    try {
      return fromJsonNode(JSON.readTree(text));
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new BadInputException("not a job description: " + e.getOriginalMessage());
    }
  }

  static Job fromJsonNode(JsonNode o) {
    QueensModel model = ModelFile.parse(o.get("model").toString(), "job.json").model(o.get("model").get("n").asInt());
    return new Job(model, Backends.parse(o.get("solver").asText()), o.get("unique").asBoolean(), o.get("split").asInt());
  }
}
