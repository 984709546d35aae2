package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.Contradiction;
import io.nqueens.solver.BackendUnavailableException;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/** Builds the one configured {@link CommandLine} that {@code main} and the tests use. */
public final class CommandLineFactory {

  private CommandLineFactory() {}

  /**
   * Picocli's built-in converters for {@code java.sql} and {@code java.time} types are found by
   * reflection, which loads and initialises those packages for every {@link CommandLine} (a
   * measurable part of a short run, {@code -Xlog:class+load}); no option here takes such a type with a built-in
   * converter (durations have {@link DurationConverter}; a test checks every option), so they are
   * not registered, unless the property is set already.
   */
  static final String CONVERTER_EXCLUDES = "picocli.converters.excludes";
  static final String UNUSED_CONVERTERS = "java\\.sql\\..*,java\\.time\\..*";
  /**
   * Picocli's default factory looks for Groovy's {@code Closure} class when first used (commands
   * written in Groovy may give closures in annotations; these are not): a class that is not there,
   * looked up on the class path, made the main thread read nqueens.jar's 23,000-entry index, which
   * the warm-up thread reads meanwhile anyway (seen with {@code -Xlog:class+load}).
   */
  static final String NO_CLOSURES = "picocli.disable.closures";

  /**
   * Every command, in the order help lists them, each made for a program: its entry point where it
   * runs as the program (a count that pays for another JVM runs the program there: {@link CountingJvm}),
   * empty for a library's or a test's command line, which counts in its own JVM.
   */
  static final Map<String, Function<Optional<Class<?>>, Object>> COMMANDS = new LinkedHashMap<>();

  static {
    COMMANDS.put("solve", program -> new SolveCommand());
    COMMANDS.put("count", CountCommand::new);
    COMMANDS.put("list", program -> new ListCommand());
    COMMANDS.put("trace", program -> new TraceCommand());
    COMMANDS.put("compare", program -> new CompareCommand());
    COMMANDS.put("bench", program -> new BenchCommand());
    COMMANDS.put("report", program -> new ReportCommand());
    COMMANDS.put("export", program -> new ExportCommand());
    COMMANDS.put("generate", program -> new GenerateCommand());
    COMMANDS.put("explain", program -> new ExplainCommand());
    COMMANDS.put("symmetries", program -> new SymmetriesCommand());
    COMMANDS.put("worker", program -> new WorkerCommand());
    COMMANDS.put("solvers", program -> new SolversCommand());
    COMMANDS.put("completion", program -> new CompletionCommand());
  }

  public static CommandLine create(String... args) {
    return create(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
  }

  /** The command line with every command (for help and completion scripts). */
  public static CommandLine create(PrintWriter out, PrintWriter err) {
    return create(out, err, new String[0]);
  }

  /**
   * The command line for these arguments. Building picocli's model of a command costs start-up
   * time, so a run that names a command gets that command alone; help, completion scripts and
   * anything unknown get them all (a new command goes into {@link #COMMANDS}).
   */
  public static CommandLine create(PrintWriter out, PrintWriter err, String[] args) {
    return create(out, err, args, Optional.empty());
  }

  /** The command line for these arguments, run as the program whose entry point is {@code program}. */
  static CommandLine create(PrintWriter out, PrintWriter err, String[] args, Optional<Class<?>> program) {
    if (System.getProperty(CONVERTER_EXCLUDES) == null) {
      System.setProperty(CONVERTER_EXCLUDES, UNUSED_CONVERTERS);
    }
    if (System.getProperty(NO_CLOSURES) == null) {
      System.setProperty(NO_CLOSURES, "true");
    }
    CommandLine cl = new CommandLine(new NQueensCommand());
    String first = Arrays.stream(args).filter(a -> !a.startsWith("-")).findFirst().orElse("");
    boolean one = COMMANDS.containsKey(first) && !first.equals("completion");
    for (Map.Entry<String, Function<Optional<Class<?>>, Object>> c : COMMANDS.entrySet()) {
      if (!one || c.getKey().equals(first)) {
        cl.addSubcommand(c.getKey(), c.getValue().apply(program));
      }
    }
    cl.setOut(out);
    cl.setErr(err);
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    // An option's value may look like an option: a constraint can start with a minus ("-q[0] < q[1]",
    // which picocli would otherwise read as -q); a missing value then fails on the value instead.
    cl.setAllowOptionsAsOptionParameters(true);
    cl.setUsageHelpAutoWidth(true);
    cl.setParameterExceptionHandler(CommandLineFactory::badUsage);
    cl.setExecutionExceptionHandler(CommandLineFactory::failure);
    // Every command shows the exit codes in its help.
    for (CommandLine sub : cl.getSubcommands().values()) {
      // "Usage: nqueens count [OPTIONS]": the options follow, one per line; a full synopsis of twenty
      // options wraps inside labels such as R,C on any terminal width.
      sub.getCommandSpec().usageMessage().abbreviateSynopsis(true);
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
    if (e instanceof CommandLine.UnmatchedArgumentException unmatched && !unmatched.getSuggestions().isEmpty()) {
      // picocli's nearest commands or options to what was typed.
      message += "; did you mean " + String.join(" or ", unmatched.getSuggestions().stream().limit(3).toList()) + "?";
    }
    err.println("nqueens: " + visible(message) + " (see 'nqueens " + commandPath(cl) + "--help')");
    err.flush();
    return ExitCode.USAGE;
  }

  /**
   * A message made visible: a control character the user typed (an escape, a carriage return, a
   * bell inside an expression) shown as {@code \\uXXXX} rather than printed raw, where it would be
   * invisible or move the terminal's cursor. The message's own line breaks (a parse error's caret
   * line) stay.
   */
  static String visible(String message) {
    StringBuilder sb = new StringBuilder(message.length());
    message.codePoints().forEach(c -> {
      if (Character.isISOControl(c) && c != '\n') {
        sb.append(String.format("\\u%04x", c));
      } else {
        sb.appendCodePoint(c);
      }
    });
    return sb.toString();
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
    // Taken from this run's arguments: no state outlives a run (tests run many in one JVM).
    boolean debug = parsed != null && parsed.expandedArgs().contains("--debug");
    String message = code == ExitCode.INTERNAL
        ? "internal error: " + e + (debug ? "" : " (run with --debug for details)")
        : e.getMessage();
    err.println("nqueens: " + visible(message));
    if (debug) {
      e.printStackTrace(err);
    }
    err.flush();
    return code;
  }

  /**
   * Bad input ({@link BadInputException}, and only that) is exit 2; a backend that cannot load is
   * exit 5; a contradiction (a solution the checker rejects, a verdict a second means refutes) is
   * exit 3; anything else, an IllegalArgumentException from a bug included, is an internal error.
   */
  static int exitCodeFor(Exception e) {
    if (e instanceof BadInputException) {
      return ExitCode.USAGE;
    }
    if (e instanceof BackendUnavailableException) {
      return ExitCode.BACKEND_UNAVAILABLE;
    }
    if (e instanceof Contradiction) {
      return ExitCode.DISAGREE;
    }
    return ExitCode.INTERNAL;
  }
}
