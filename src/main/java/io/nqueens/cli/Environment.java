package io.nqueens.cli;

import io.nqueens.harness.report.Provenance;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;

/** What ran and where, as the JSON results record it, with the command line as typed. */
final class Environment {

  private Environment() {}

  /** What ran and where ({@link Provenance}), with the command line that reproduces it. */
  static Provenance of(CommandSpec spec, Map<String, String> backends) {
    return Provenance.here(command(spec), backends);
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
