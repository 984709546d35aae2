package io.nqueens.engine;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.TreeSet;

/**
 * A job's header as one record, compared as a whole: a checkpoint file's first line, and the job a
 * cluster member is sent, against the one this process makes for the same count. Every field
 * counts (model, solver and variant, settings, classes or not, group, split, number of parts, the
 * parts' digest, the program's version, and any field a later version adds): the first that differs
 * is named with both values.
 */
final class Header {

  /** The order fields are compared in (the ones a user is likeliest to have changed first); then any others, by name. */
  private static final List<String> ORDER = List.of("format", "model", "solver", "options", "unique", "group", "split", "parts", "digest", "version");

  private Header() {}

  /** The first field in which {@code found} differs from {@code expected}, in words; null when they are the same. */
  static String difference(JsonNode expected, JsonNode found) {
    List<String> names = new ArrayList<>(ORDER);
    TreeSet<String> others = new TreeSet<>();
    for (JsonNode o : List.of(expected, found)) {
      for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) {
        String name = it.next();
        if (!ORDER.contains(name)) {
          others.add(name);
        }
      }
    }
    names.addAll(others);
    for (String name : names) {
      JsonNode want = expected.get(name);
      JsonNode have = found.get(name);
      if (want == null ? have != null : !want.equals(have)) {
        return describe(name) + " differs: it has " + (have == null ? "none" : have) + ", this run has " + (want == null ? "none" : want);
      }
    }
    return null;
  }

  private static String describe(String field) {
    return switch (field) {
      case "solver" -> "the solver ('solver', backend:variant)";
      case "options" -> "the backend settings ('options')";
      case "unique" -> "the count (with or without --unique, 'unique')";
      case "group" -> "the group classes are taken under ('group')";
      case "split" -> "the split ('split')";
      case "parts" -> "the number of parts ('parts')";
      case "digest" -> "the parts it was cut into ('digest')";
      case "version" -> "the program version ('version')";
      case "model" -> "the model ('model')";
      default -> "'" + field + "'";
    };
  }
}
