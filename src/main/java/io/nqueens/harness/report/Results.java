package io.nqueens.harness.report;

import com.fasterxml.jackson.databind.JsonNode;
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
    if (doc != null && doc.isObject() && doc.has("rows") && doc.has("solvers")) {
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
