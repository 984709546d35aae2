package io.nqueens.harness.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The documents a report renders, sorted by kind: what {@code compare --format json},
 * {@code bench --format json} and {@code count --profile --json} write. A document of another
 * shape is refused, naming where it came from.
 */
public final class Results {

  private final List<JsonNode> comparisons = new ArrayList<>();
  private final List<JsonNode> benchmarks = new ArrayList<>();
  private final List<JsonNode> profiles = new ArrayList<>();

  /** Adds a document; {@code source} names it in the error when it is none of the three kinds. */
  public Results add(JsonNode doc, String source) {
    if (doc != null && doc.isObject() && doc.path("task").asText().equals("optimise") && !doc.has("baseline")) {
      benchmarks.add(asBench(doc));
      optimaCompared++;
    } else if (doc != null && doc.isObject() && doc.has("rows") && doc.has("solvers")) {
      comparisons.add(doc);
    } else if (doc != null && doc.isObject() && doc.has("rows") && doc.has("task")) {
      benchmarks.add(doc);
    } else if (doc != null && doc.isObject() && doc.has("profile") && doc.has("solver")) {
      profiles.add(doc);
    } else {
      throw new IllegalArgumentException(source + ": not a result of compare, bench or count --profile (their --format json output)");
    }
    return this;
  }

  /**
   * compare's optima (one row per model, its backends inside) in bench's shape (one row per
   * backend and model), so that the report draws both alike.
   */
  private static JsonNode asBench(JsonNode doc) {
    ObjectNode bench = doc.deepCopy();
    ArrayNode rows = bench.putArray("rows");
    for (JsonNode row : doc.path("rows")) {
      for (JsonNode b : row.path("backends")) {
        if (!b.has("outcome")) {
          continue;
        }
        ObjectNode r = rows.addObject();
        r.put("n", row.path("n").asInt());
        r.put("solver", b.path("backend").asText());
        boolean complete = b.path("outcome").asText().equals("complete");
        r.set("objective", b.path("objective"));
        r.put("optimal", b.path("optimal").asBoolean());
        r.set("firstSolutionMs", b.path("firstMs"));
        r.set("bestMs", b.path("bestMs"));
        if (complete) {
          r.set("medianMs", b.path("medianMs"));
          r.set("minMs", b.path("minMs"));
          r.set("maxMs", b.path("maxMs"));
        } else {
          r.set("stoppedAtMs", b.path("medianMs"));
        }
        r.set("improvements", b.path("improvements"));
        r.set("bound", b.path("bound"));
        r.set("sense", row.path("sense"));
        r.set("primalIntegral", b.path("primalIntegral"));
        r.set("area", b.path("area"));
        r.put("complete", complete);
      }
    }
    return bench;
  }

  private int optimaCompared;

  /** How many documents were compare's optimisations (drawn with the benchmarks' optimisations). */
  public int optimaCompared() {
    return optimaCompared;
  }

  public List<JsonNode> comparisons() {
    return List.copyOf(comparisons);
  }

  public List<JsonNode> benchmarks() {
    return List.copyOf(benchmarks);
  }

  public List<JsonNode> profiles() {
    return List.copyOf(profiles);
  }

  /** The first environment any document recorded (what ran, where), or null. */
  public JsonNode environment() {
    for (List<JsonNode> docs : List.of(comparisons, benchmarks, profiles)) {
      for (JsonNode d : docs) {
        if (d.has("environment")) {
          return d.get("environment");
        }
      }
    }
    return null;
  }
}
