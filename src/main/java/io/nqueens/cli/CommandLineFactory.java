package io.nqueens.cli;

import io.nqueens.model.BadInputException;
import io.nqueens.solver.BackendUnavailableException;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/** Builds the one configured {@link CommandLine} that {@code main} and the tests use. */
public final class CommandLineFactory {

  private CommandLineFactory() {}

  public static CommandLine create() {
    return create(new PrintWriter(System.out, true), new PrintWriter(System.err, true));
  }

  public static CommandLine create(PrintWriter out, PrintWriter err) {
    NQueensCommand.debug = false;
    CommandLine cl = new CommandLine(new NQueensCommand());
    cl.setOut(out);
    cl.setErr(err);
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    cl.setUsageHelpAutoWidth(true);
    cl.setParameterExceptionHandler(CommandLineFactory::badUsage);
    cl.setExecutionExceptionHandler(CommandLineFactory::failure);
    // Every command shows the exit codes in its help.
    for (CommandLine sub : cl.getSubcommands().values()) {
      String[] footer = sub.getCommandSpec().usageMessage().footer();
      String[] all = new String[footer.length + ExitCode.HELP.length + 1];
      System.arraycopy(footer, 0, all, 0, footer.length);
      all[footer.length] = "";
      System.arraycopy(ExitCode.HELP, 0, all, footer.length + 1, ExitCode.HELP.length);
      sub.getCommandSpec().usageMessage().footer(all);
    }
    cl.getCommandSpec().exitCodeOnInvalidInput(ExitCode.USAGE);
    return cl;
  }

  /** Bad options or values: one line naming them, exit 2. */
  private static int badUsage(ParameterException e, String[] args) {
    CommandLine cl = e.getCommandLine();
    PrintWriter err = cl.getErr();
    String message = e.getMessage().lines().findFirst().orElse("bad usage");
    err.println("nqueens: " + message + " (see 'nqueens " + commandPath(cl) + "--help')");
    err.flush();
    return ExitCode.USAGE;
  }

  private static String commandPath(CommandLine cl) {
    String path = cl.getCommandSpec().qualifiedName(" ");
    path = path.startsWith("nqueens") ? path.substring("nqueens".length()).trim() : path;
    return path.isEmpty() ? "" : path + " ";
  }

  /** Errors while running: bad input is exit 2 in one line; a stack trace only with --debug. */
  private static int failure(Exception e, CommandLine cl, ParseResult parsed) {
    PrintWriter err = cl.getErr();
    int code = exitCodeFor(e);
    String message = code == ExitCode.INTERNAL
        ? "internal error: " + e + (NQueensCommand.debug ? "" : " (run with --debug for details)")
        : e.getMessage();
    err.println("nqueens: " + message);
    if (NQueensCommand.debug) {
      e.printStackTrace(err);
    }
    err.flush();
    return code;
  }

  /**
   * Bad input ({@link BadInputException}, and only that) is exit 2; a backend that cannot load is
   * exit 5; anything else, an IllegalArgumentException from a bug included, is an internal error.
   */
  static int exitCodeFor(Exception e) {
    if (e instanceof BadInputException) {
      return ExitCode.USAGE;
    }
    if (e instanceof BackendUnavailableException) {
      return ExitCode.BACKEND_UNAVAILABLE;
    }
    return ExitCode.INTERNAL;
  }
}
