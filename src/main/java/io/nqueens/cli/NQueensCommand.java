package io.nqueens.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

@Command(name = "nqueens", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
    description = {"The n-queens problem and its variants, solved by hand-written backtracking, Choco Solver, OR-Tools CP-SAT "
        + "and any MiniZinc solver installed, "
        + "with a harness that cross-checks them. Rows and columns are 0-based; a solution gives each row's queen column."},
    footer = {"", "Examples:", "  nqueens compare --to 12", "  nqueens solve -n 8 --format matrix", "  nqueens count -n 12 --unique --json", "",
        "Exit codes: 0 ok, 1 no solution, 2 bad usage or input, 3 backends disagree, 4 partial (time limit), 5 backend unavailable, "
            + "70 internal error, 130 interrupted, 143 terminated."})
final class NQueensCommand implements Runnable {

  @Spec CommandSpec spec;

  /** Read from the parsed arguments where an error is reported ({@link CommandLineFactory}); a field so that picocli takes it on every command. */
  @Option(names = "--debug", scope = ScopeType.INHERIT, description = "Show stack traces for errors.")
  boolean debug;

  /** No command given: usage on standard error, and a usage error (exit 2), as for any other missing argument. */
  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
    throw new CommandLine.ParameterException(spec.commandLine(), "no command given: name one, such as 'nqueens count -n 8'");
  }
}
