package io.nqueens.engine;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/** The time a worker's line carries, to the second, in the machine's zone: what an operator reads a log by. */
public final class Stamp {

  private static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

  private Stamp() {}

  /** Now, as "2026-12-07 16:40:05". */
  public static String now() {
    return LocalDateTime.now().format(FORMAT);
  }
}
