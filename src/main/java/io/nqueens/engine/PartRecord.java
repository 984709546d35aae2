package io.nqueens.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Statistics;
import java.io.IOException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A finished part as one line of JSON: its index, its counts, its time and every statistic under
 * the backend's own name. What a checkpoint file holds a line of, and a cluster's ledger an entry of.
 */
final class PartRecord {

  private static final ObjectMapper JSON = new ObjectMapper();

  private PartRecord() {}

  static String write(int part, CountResult r) {
    ObjectNode o = JSON.createObjectNode();
    o.put("part", part);
    o.put("solutions", r.solutions());
    if (r.unique() == null) {
      o.putNull("unique");
    } else {
      o.put("unique", r.unique());
    }
    o.put("millis", r.statistics().millis());
    o.set("counters", JSON.valueToTree(r.statistics().counters()));
    return o.toString();
  }

  /** The part's index, as written. */
  static JsonNode parse(String line) throws IOException {
    return JSON.readTree(line);
  }

  /** The complete count a line records. */
  static CountResult result(JsonNode o) {
    Map<String, Long> counters = new LinkedHashMap<>();
    Iterator<Map.Entry<String, JsonNode>> it = o.get("counters").fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      counters.put(e.getKey(), e.getValue().asLong());
    }
    Long unique = o.get("unique").isNull() ? null : o.get("unique").asLong();
    return new CountResult(o.get("solutions").asLong(), unique, Outcome.COMPLETE, new Statistics(o.get("millis").asLong(), counters));
  }

  static CountResult result(String line) {
    try {
      return result(parse(line));
    } catch (IOException e) {
      throw new IllegalStateException("a part's record is not JSON: " + line, e);
    }
  }
}
