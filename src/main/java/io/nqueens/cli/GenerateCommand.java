package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Checked;
import io.nqueens.harness.Puzzles;
import io.nqueens.model.io.BoardFormat;
import io.nqueens.model.io.IoErrors;
import io.nqueens.model.io.ModelWriter;
import io.nqueens.solver.SearchControl;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "generate", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Make Queens puzzles with exactly one solution.",
    "A puzzle is an n x n board cut into n regions: one queen in every row, column and region, no two queens touching, long diagonals allowed. "
        + "Each try plants n queens that do not touch, grows the regions from their squares and counts the puzzle's solutions up to two; the "
        + "first try with exactly one is the puzzle. The same n and seed give the same puzzle. Without --output, the model file (YAML) goes to "
        + "standard output and the board with its solution to standard error; with --output DIR, --count puzzles (seeds SEED, SEED + 1, ...) "
        + "are written there as queens-N-SEED.yaml. Exit 4 when --tries or --time-limit stopped a seed before it made a puzzle."},
    footer = {"", "Examples:", "  nqueens generate -n 8 --seed 1", "  nqueens generate -n 10 --seed 100 --count 20 --output target/puzzles/"})
final class GenerateCommand implements Callable<Integer> {

  @Spec CommandSpec spec;
  @Mixin RunOptions run;

  @Option(names = {"-n", "--size"}, paramLabel = "N", required = true,
      description = "Board size, from " + Puzzles.MIN_N + " to " + Puzzles.MAX_N + " (published puzzles are mostly 7 to 11).")
  int n;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "1", description = "The first puzzle's seed. Default: ${DEFAULT-VALUE}.")
  long seed;

  @Option(names = "--count", paramLabel = "K", defaultValue = "1", description = "How many puzzles, one a seed (more than one needs --output). Default: ${DEFAULT-VALUE}.")
  int count;

  @Option(names = "--tries", paramLabel = "T", defaultValue = "10000",
      description = "The most tries for one puzzle (each a planted placement and grown regions). Default: ${DEFAULT-VALUE}.")
  int tries;

  @Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "Write each puzzle to DIR/queens-N-SEED.yaml (the folder is made if missing).")
  Path output;

  @Override
  public Integer call() {
    if (count < 1) {
      throw new BadInputException("--count (" + count + ") must be >= 1");
    }
    if (count > 1 && output == null) {
      throw new BadInputException("--count " + count + " writes one file a puzzle: give --output DIR");
    }
    if (output != null) {
      makeFolder(output);
    }
    SearchControl control = run.startControl();
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    try {
      for (int k = 0; k < count; k++) {
        long s = seed + k;
        Optional<Puzzles.Made> made = Puzzles.make(n, s, tries, control);
        if (made.isEmpty()) {
          err.println("seed " + s + ": no puzzle with exactly one solution in " + (control.shouldStop() ? "the time given" : tries + " tries")
              + (k > 0 ? " (" + k + " written)" : ""));
          return control.shouldStop() ? Commands.exitCode(control.stoppedOutcome()) : ExitCode.PARTIAL;
        }
        Puzzles.Made p = made.get();
        Checked.solution(p.model(), p.solution(), "generate");
        String yaml = ModelWriter.yaml(p.model());
        if (output == null) {
          out.print(yaml);
          out.flush();
          if (!run.quiet) {
            err.println(BoardFormat.BOARD.render(p.model(), p.solution(), false));
            err.println("seed " + s + ": exactly one solution, made in " + p.tries() + (p.tries() == 1 ? " try" : " tries"));
          }
        } else {
          Path file = output.resolve("queens-" + n + "-" + s + ".yaml");
          write(file, yaml);
          if (!run.quiet) {
            err.println(file + ": exactly one solution, made in " + p.tries() + (p.tries() == 1 ? " try" : " tries"));
          }
        }
      }
      return ExitCode.OK;
    } finally {
      Interrupts.done();
    }
  }

  private static void makeFolder(Path dir) {
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new BadInputException("--output " + dir + ": cannot make the folder (" + IoErrors.describe(e) + ")");
    }
  }

  private static void write(Path file, String text) {
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new BadInputException("--output " + file + ": cannot write (" + IoErrors.describe(e) + ")");
    }
  }
}
