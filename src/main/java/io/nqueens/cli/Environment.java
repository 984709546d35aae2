package io.nqueens.cli;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;

/**
 * What ran and where, as the JSON results record it (and reports show it): the program, Java, the
 * operating system, cores, the date, the command line that reproduces the run, and each backend's
 * library and version.
 */
final class Environment {

  private Environment() {}

  static Map<String, Object> of(CommandSpec spec, Map<String, String> backends) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("program", "nqueens " + VersionProvider.version());
    o.put("java", System.getProperty("java.version") + " (" + System.getProperty("java.vendor", "unknown vendor") + ")");
    o.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
    o.put("cores", Runtime.getRuntime().availableProcessors());
    o.put("date", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
    o.put("command", command(spec));
    o.put("backends", backends);
    return o;
  }

  /** The command line as typed, words with blanks or quotes quoted for a POSIX shell. */
  static String command(CommandSpec spec) {
    List<String> args = spec.commandLine().getParseResult() == null ? List.of() : spec.commandLine().getParseResult().originalArgs();
    StringBuilder sb = new StringBuilder("nqueens");
    for (String a : args) {
      sb.append(' ').append(a.matches("[A-Za-z0-9_./:,=@%+-]+") ? a : "'" + a.replace("'", "'\\''") + "'");
    }
    return sb.toString();
  }
}
