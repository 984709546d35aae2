package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.model.io.IoErrors;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where and how a report is written. */
final class OutputOptions {

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "table", completionCandidates = Completions.ReportFormats.class,
      description = "table, csv, json or markdown. Default: ${DEFAULT-VALUE}.")
  String format;

  @Option(names = "--json", description = "Same as --format json.")
  boolean json;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the report to FILE instead of standard output.")
  Path output;

  /** Checks the output file before any work is done. */
  void check() {
    format();
    if (output != null) {
      OutputFiles.checkWritable("--output", output);
    }
  }

  Table.Format format() {
    return json ? Table.Format.JSON : Table.Format.parse(format);
  }

  /** Writes the report to the file, or to {@code out}. */
  void write(String report, PrintWriter out) {
    if (output == null) {
      out.print(report);
      out.flush();
      return;
    }
    try {
      Files.writeString(output, report, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new BadInputException("--output " + output + ": cannot write (" + IoErrors.describe(e) + ")");
    }
  }
}
