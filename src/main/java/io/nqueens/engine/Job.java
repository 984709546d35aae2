package io.nqueens.engine;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nqueens.BadInputException;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.model.io.ModelFile;
import io.nqueens.model.io.ModelWriter;
import io.nqueens.solver.BackendOptions;
import io.nqueens.solver.Backends;
import io.nqueens.solver.Parts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A count as plain data that travels: the model (as model-file JSON), the backend and variant,
 * whether classes are counted, and the split target. Every process that reads the same job
 * rebuilds the same numbered parts ({@link #parts()}), so a part is named by its index alone.
 */
public record Job(QueensModel model, Backends.Spec solver, List<Symmetry> group, int split) {

  /** The most parts a job may ask for: enough for any cluster, few enough that no member runs out of memory rebuilding them. */
  public static final int MAX_SPLIT = 1_000_000;

  /** Checked wherever a job is made, a cluster member reading one off the wire included, as a model file is. */
  public Job {
    if (model == null || solver == null) {
      throw new BadInputException("a job needs a model and a solver");
    }
    if (split < 1 || split > MAX_SPLIT) {
      throw new BadInputException("--split (" + split + ") must be between 1 and " + MAX_SPLIT);
    }
    group = List.copyOf(group);
  }

  /** A job whose classes, when {@code unique}, are taken under the group the model itself proves. */
  public Job(QueensModel model, Backends.Spec solver, boolean unique, int split) {
    this(model, solver, unique && model != null ? SymmetryGroup.of(model) : List.of(), split);
  }

  /** Whether classes are counted too (under {@link #group}). */
  public boolean unique() {
    return !group.isEmpty();
  }

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Parts for long counts: enough that none holds a large share of the work (docs/cluster.md). */
  public static final int DEFAULT_SPLIT = 2000;

  public Parts parts() {
    return Counting.parts(solver, model, group(), split);
  }

  public ObjectNode toJsonNode() {
    ObjectNode o = JSON.createObjectNode();
    o.set("model", JSON.valueToTree(ModelWriter.fields(model)));
    o.put("solver", solver.name() + ":" + solver.variant());
    if (!solver.options().values().isEmpty()) {
      // Settings travel with the job, so that every member's solvers are made alike.
      o.set("options", JSON.valueToTree(solver.options().values()));
    }
    o.put("unique", unique());
    if (unique()) {
      // The group travels with the job: every member takes classes under the submitter's proved group.
      o.set("group", JSON.valueToTree(group.stream().map(Symmetry::id).toList()));
    }
    o.put("split", split);
    return o;
  }

  public String toJson() {
    return toJsonNode().toString();
  }

  /** The job as it travels to cluster members: with the digest of the parts it was cut into and the submitter's version. */
  public String toJson(Parts parts, String version) {
    ObjectNode o = toJsonNode();
    o.put("digest", parts.digest());
    o.put("version", version);
    return o.toString();
  }

  /**
   * Why a member must not count parts of the job it was sent, or null when it may: the header it
   * makes for the job (rebuilt from what it was sent, with its own parts and version) differs from
   * the submitter's in some field, as after an upgrade of one side. Compared as a whole ({@link Header}).
   */
  static String partsMismatch(String json, Parts mine, String myVersion) {
    JsonNode sent;
    try {
      sent = JSON.readTree(json);
    } catch (JsonProcessingException e) {
      return "not a job description";
    }
    JsonNode own;
    try {
      own = JSON.readTree(fromJsonNode(sent).toJson(mine, myVersion));
    } catch (JsonProcessingException | BadInputException e) {
      return "not a job description: " + e.getMessage();
    }
    String difference = Header.difference(own, sent);
    return difference == null ? null
        : "a member running nqueens " + myVersion + " makes another job of what the submitter, nqueens " + sent.path("version").asText("unknown")
            + ", sent: " + difference + "; run one version on every member";
  }

  public static Job fromJson(String text) {
    try {
      return fromJsonNode(JSON.readTree(text));
    } catch (JsonProcessingException e) {
      throw new BadInputException("not a job description: " + e.getOriginalMessage());
    }
  }

  static Job fromJsonNode(JsonNode o) {
    for (String key : List.of("model", "solver", "unique", "split")) {
      if (o == null || !o.has(key)) {
        throw new BadInputException("not a job description: no '" + key + "'");
      }
    }
    if (!o.get("split").canConvertToInt() || !o.get("unique").isBoolean() || !o.get("solver").isTextual() || !o.get("model").path("n").canConvertToInt()) {
      throw new BadInputException("not a job description: 'split', 'unique', 'solver' or the model's 'n' has the wrong type");
    }
    QueensModel model = ModelFile.parse(o.get("model").toString(), "job.json").model(o.get("model").get("n").asInt());
    Map<String, String> options = new TreeMap<>();
    JsonNode given = o.path("options");
    if (!given.isMissingNode() && !given.isObject()) {
      throw new BadInputException("not a job description: 'options' is not an object");
    }
    given.fields().forEachRemaining(e -> options.put(e.getKey(), e.getValue().asText()));
    Backends.Spec spec = Backends.parse(o.get("solver").asText()).with(new BackendOptions(options));
    if (o.has("group")) {
      if (!o.get("group").isArray()) {
        throw new BadInputException("not a job description: 'group' is not a list");
      }
      List<Symmetry> group = new ArrayList<>();
      o.get("group").forEach(g -> group.add(Symmetry.parse(g.asText())));
      return new Job(model, spec, o.get("unique").asBoolean() ? group : List.of(), o.get("split").asInt());
    }
    return new Job(model, spec, o.get("unique").asBoolean(), o.get("split").asInt());
  }
}
