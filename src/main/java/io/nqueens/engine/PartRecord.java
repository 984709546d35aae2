package io.nqueens.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Statistics;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * A finished part as one line of JSON: its index, its counts, its time and every statistic under
 * the backend's own name, then a CRC-32 of the job it belongs to and everything before it
 * ({@code "check"}), so that a changed digit is caught, and so is a line of another job (another
 * count's checkpoint, another cluster job's ledger) or one whose part number was changed. The check
 * protects against damage and mix-ups, not against a forger who has the file: anyone can compute a
 * CRC (a cluster's ledger entries are sealed with its secret besides, {@link Ledger}). What a checkpoint file holds a line of, and a cluster's ledger an entry of.
 * Reading a line checks its checksum and every field's type and range ({@link Damaged} otherwise).
 */
final class PartRecord {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String CHECK = ",\"check\":\"";
  private static final Set<String> FIELDS = Set.of("part", "solutions", "unique", "millis", "counters", "check");

  private PartRecord() {}

  /** A line that is not a record this program wrote: why, in words. */
  static final class Damaged extends Exception {
    Damaged(String why) {
      super(why);
    }
  }

  /** The line of this part of {@code job} (a checkpoint's header, a cluster job's id). */
  static String write(int part, CountResult r, String job) {
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
    String body = o.toString();
    String open = body.substring(0, body.length() - 1);
    return open + CHECK + crc(job, open) + "\"}";
  }

  private static String crc(String job, String text) {
    CRC32 crc = new CRC32();
    crc.update(job.getBytes(StandardCharsets.UTF_8));
    crc.update('\n');
    crc.update(text.getBytes(StandardCharsets.UTF_8));
    return String.format("%08x", crc.getValue());
  }

  /** The record of a line of {@code job}, its checksum and fields checked; {@link Damaged} says what is wrong. */
  static JsonNode parse(String line, String job) throws Damaged {
    int at = line.lastIndexOf(CHECK);
    if (at < 0 || !line.endsWith("\"}") || line.length() != at + CHECK.length() + 8 + 2) {
      throw new Damaged("it has no checksum");
    }
    String open = line.substring(0, at);
    if (!crc(job, open).equals(line.substring(at + CHECK.length(), at + CHECK.length() + 8))) {
      throw new Damaged("its checksum does not match its contents and this job: it was changed, or it is a line of another job");
    }
    JsonNode o;
    try {
      o = JSON.readTree(line);
    } catch (IOException e) {
      throw new Damaged("it is not JSON");
    }
    if (o == null || !o.isObject()) {
      throw new Damaged("it is not a JSON object");
    }
    Iterator<String> names = o.fieldNames();
    while (names.hasNext()) {
      String name = names.next();
      if (!FIELDS.contains(name)) {
        throw new Damaged("it has an unknown field '" + name + "'");
      }
    }
    if (!o.path("part").canConvertToInt() || !o.path("part").isIntegralNumber()) {
      throw new Damaged("its 'part' is not a whole number");
    }
    count(o, "solutions");
    if (!o.path("unique").isNull()) {
      count(o, "unique");
    }
    count(o, "millis");
    JsonNode counters = o.path("counters");
    if (!counters.isObject()) {
      throw new Damaged("its 'counters' is not an object");
    }
    Iterator<Map.Entry<String, JsonNode>> it = counters.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      if (!e.getValue().isIntegralNumber() || !e.getValue().canConvertToLong() || e.getValue().asLong() < 0) {
        throw new Damaged("its counter '" + e.getKey() + "' is not a whole number >= 0");
      }
    }
    return o;
  }

  private static void count(JsonNode o, String field) throws Damaged {
    JsonNode v = o.path(field);
    if (!v.isIntegralNumber() || !v.canConvertToLong() || v.asLong() < 0) {
      throw new Damaged("its '" + field + "' (" + (v.isMissingNode() ? "missing" : v.toString()) + ") is not a whole number between 0 and 2^63 - 1");
    }
  }

  /** The complete count a checked record holds. */
  static CountResult result(JsonNode o) {
    Map<String, Long> counters = new LinkedHashMap<>();
    Iterator<Map.Entry<String, JsonNode>> it = o.get("counters").fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      counters.put(e.getKey(), e.getValue().asLong());
    }
    Long unique = o.get("unique").isNull() ? null : o.get("unique").asLong();
    return new CountResult(o.get("solutions").asLong(), unique, Outcome.COMPLETE, Statistics.ofCounters(o.get("millis").asLong(), counters));
  }

  /** The complete count of a line written by {@link #write} for {@code job}: a cluster's ledger entry, say. */
  static CountResult result(String line, String job) {
    try {
      return result(parse(line, job));
    } catch (Damaged e) {
      throw new IllegalStateException("a part's record is damaged (" + e.getMessage() + "): " + line);
    }
  }
}
