package io.nqueens.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nqueens.harness.report.Results;

/** JSON output through Jackson, as the documents are written ({@link Results#JSON}): maps keep their insertion order. */
final class Json {

  private static final ObjectMapper COMPACT = Results.JSON;
  private static final ObjectMapper PRETTY = Results.PRETTY;

  private Json() {}

  static String write(Object value) {
    return write(value, true);
  }

  static String write(Object value, boolean pretty) {
    try {
      return (pretty ? PRETTY : COMPACT).writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
