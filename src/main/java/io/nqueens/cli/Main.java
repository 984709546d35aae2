package io.nqueens.cli;

import java.io.PrintWriter;
import java.util.Optional;

/** The program's entry point: {@code java -jar nqueens.jar <command>}. */
public final class Main {

  private Main() {}

  public static void main(String[] args) {
    int code = run(args);
    System.out.flush();
    if (Interrupts.shuttingDown()) {
      // Stopped by a signal: the shutdown it began ends the JVM with its status.
      return;
    }
    System.exit(code);
  }

  /** Everything {@code main} does but end the JVM: the exit code. */
  static int run(String[] args) {
    CountingJvm.followParent();
    Interrupts.install();
    WarmUp.start(args);
    int code;
    try {
      StandardOutput stdout = new StandardOutput();
      PrintWriter out = stdout.writer();
      try {
        code = CommandLineFactory.create(out, new PrintWriter(System.err, true), args, Optional.of(Main.class)).execute(args);
      } finally {
        // The command is over, whatever it threw: an exit's shutdown hook has no run to wait for.
        Interrupts.done();
      }
      out.flush();
      String failure = stdout.failure();
      if (failure != null) {
        // Nothing the command printed reached its reader: say so, and do not report success.
        System.err.println("nqueens: cannot write standard output (" + failure + ")");
        code = code == ExitCode.OK ? ExitCode.USAGE : code;
      }
    } catch (OutOfMemoryError e) {
      String how = Boolean.getBoolean("nqueens.launcher")
          ? "NQUEENS_JAVA_OPTS=-Xmx8g nqueens ..."
          : "java -Xmx8g -jar nqueens.jar ... (or, with the launcher target/nqueens, NQUEENS_JAVA_OPTS=-Xmx8g)";
      System.err.println("nqueens: out of memory (" + e.getMessage() + "); give the JVM more: " + how);
      code = ExitCode.INTERNAL;
    } catch (Error e) {
      // Exceptions are handled inside the command line; an Error (a broken installation, say) ends here.
      System.err.println("nqueens: internal error: " + e);
      code = ExitCode.INTERNAL;
    }
    return code;
  }
}
