package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.docs.DocumentationTestAccess;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/** Every example a command's --help shows runs as shown, and an explain example explains something. */
class HelpExamplesTest {

  /** Examples that need a cluster, a long time, a file they write, or a terminal. */
  private static final List<String> NOT_RUN_HERE = List.of("worker", "--engine hazelcast", "--checkpoint", "--chart", "-o ", "completion",
      "-n 18", "-n 20", "-n 1000 ", "--to 1000", "--to 30", "-n 5000", "-n 10000", "--models", "--to 16");

  static Stream<String> examples() {
    List<String> out = new ArrayList<>();
    for (String command : CommandLineFactory.COMMANDS.keySet()) {
      String help = Cli.run(command, "--help").out();
      boolean inExamples = false;
      for (String line : help.lines().toList()) {
        if (line.strip().equals("Examples:")) {
          inExamples = true;
        } else if (inExamples && line.startsWith("  nqueens ")) {
          // Without a note in parentheses, and without a shell redirection (the output is checked here, not written).
          String example = line.strip().replaceAll("\\s+\\(.*\\)$", "").replaceAll("\\s+>\\s+\\S+$", "");
          if (NOT_RUN_HERE.stream().noneMatch(example::contains)) {
            out.add(example);
          }
        } else if (inExamples && line.isBlank()) {
          inExamples = false;
        }
      }
    }
    // An example two help pages show (the program's and its command's) runs once.
    return out.stream().distinct();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void everyHelpExampleRunsAsShown(String example) {
    String[] shown = DocumentationTestAccess.split(example.substring("nqueens ".length()));
    // A comparison runs as shown, timed once: what is checked is that it runs and agrees, not how long each cell is measured.
    String[] args = shown[0].equals("compare") ? Stream.concat(Arrays.stream(shown), Stream.of("--repeat", "1", "--measure-time", "0"))
        .toArray(String[]::new) : shown;
    Cli.Result r = Cli.run(args);
    if (example.contains("--time-limit")) {
      assertThat(r.exit()).as(example + "\n" + r.err()).isIn(ExitCode.OK, ExitCode.PARTIAL);
      return;
    }
    assertThat(r.exit()).as(example + "\n" + r.err()).isIn(ExitCode.OK, ExitCode.NO_SOLUTION);
    if (args[0].equals("explain")) {
      assertThat(r.exit()).as("an explain example that has solutions explains nothing: " + example).isEqualTo(ExitCode.NO_SOLUTION);
    }
  }

  static Stream<String> commands() {
    return CommandLineFactory.COMMANDS.keySet().stream();
  }

  /**
   * picocli prints each element of a description on a line of its own; an element that ends
   * mid-sentence is a hard line break in the middle of a sentence on every terminal width.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void helpTextsBreakLinesOnlyBetweenSentences(String command) {
    CommandLine cl = CommandLineFactory.create(new PrintWriter(Writer.nullWriter()), new PrintWriter(Writer.nullWriter())).getSubcommands().get(command);
    List<String> texts = new ArrayList<>(List.of(cl.getCommandSpec().usageMessage().description()));
    for (CommandLine.Model.OptionSpec o : cl.getCommandSpec().options()) {
      texts.addAll(List.of(o.description()));
    }
    for (String text : texts) {
      assertThat(text.strip()).as(command + ": " + text).matches("(?s).*[.:)!?]$");
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void synopsesKeepEachOptionOnOneLine(String command) {
    String help = Cli.run(command, "--help").out();
    String synopsis = help.substring(0, help.indexOf("\n\n") < 0 ? help.length() : help.indexOf("\n\n"));
    for (String line : synopsis.lines().toList()) {
      // Every '[' opened on a line closes on it: no option's label is cut across two lines.
      long open = line.chars().filter(c -> c == '[').count();
      long close = line.chars().filter(c -> c == ']').count();
      assertThat(open).as(command + " synopsis line: " + line).isEqualTo(close);
    }
  }
}
