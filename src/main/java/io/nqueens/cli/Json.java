package io.nqueens.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/** JSON output through Jackson: maps keep their insertion order. */
final class Json {

  private static final ObjectMapper COMPACT = new ObjectMapper();
  private static final ObjectMapper PRETTY = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

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
