package io.nqueens.harness.report;

import io.nqueens.engine.ProgramVersion;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;

/**
 * What ran and where, as a document records it under {@code environment} (and a report shows it):
 * the program, Java, the operating system, cores, the date, the command that reproduces the run,
 * and each backend's library and version.
 */
public record Provenance(String program, String java, String os, int cores, String date, String command, Map<String, String> backends) {

  /** This JVM's, for {@code command} and the backends' libraries. */
  public static Provenance here(String command, Map<String, String> libraries) {
    return new Provenance("nqueens " + ProgramVersion.get(),
        System.getProperty("java.version") + " (" + System.getProperty("java.vendor", "unknown vendor") + ")",
        System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"),
        Runtime.getRuntime().availableProcessors(), Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), command, libraries);
  }
}
