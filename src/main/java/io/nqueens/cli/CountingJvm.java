package io.nqueens.cli;

import io.nqueens.harness.runner.ChildJvm;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The JVM options a count pays for, decided from the parsed command (so every spelling of one
 * command gets the same): the hand-written counter's counts of n = 18 and more match halves through
 * the Vector API ({@code jdk.incubator.vector}), keep a small young generation (their tables go
 * straight to the old one) and start from a small heap that grows with the tables. Java adds a module only at start-up, and says so on standard error, so
 * the module is not in the JVM that starts every command: a count that pays for it, once every
 * option and value has been checked, runs in a child JVM that has it (this JVM's own options, class
 * path and arguments, plus these), whose output and exit status are the command's (less Java's one
 * line about the incubator module, which is the program's choice, not the user's). One JVM start
 * more, for counts of seconds and more (docs/performance.md, "Start-up"). {@code NQUEENS_VECTOR=off}
 * leaves the module out (the counter then matches one long at a time: the same counts).
 */
final class CountingJvm {

  static final String VECTOR = "jdk.incubator.vector";

  /** The counting JVM's first heap, above its young generation: docs/performance.md, "Memory". */
  static final String INITIAL_HEAP = "32m";

  /** The smallest board whose count pays for the module and a second JVM. */
  static final int FROM_N = 18;

  /** Set in the child, which never starts another. */
  private static final String CHILD = "nqueens.counting-jvm";

  private CountingJvm() {}

  /**
   * The options this count wants and this JVM lacks, in the order Java takes them; empty where it
   * wants none, already has them, or this is the counting JVM itself. Whether a count may start
   * another JVM at all is the command's to say: only where it runs as the program, whose entry point
   * it is given ({@code CountCommand}); a library's or a test's command line counts in its own JVM.
   */
  static List<String> wanted(QueensModel model, Backends.Spec backend) {
    return Boolean.getBoolean(CHILD) ? List.of()
        : wanted(pays(model, backend), hasVectorModule(), ManagementFactory.getRuntimeMXBean().getInputArguments());
  }

  /** Whether this count pays for the module: the hand-written counter on a board of {@link #FROM_N} or more, unless NQUEENS_VECTOR=off. */
  static boolean pays(QueensModel model, Backends.Spec backend) {
    return model.n() >= FROM_N && backend.name().equals("backtracking") && !"off".equalsIgnoreCase(System.getenv("NQUEENS_VECTOR"));
  }

  static boolean hasVectorModule() {
    return ModuleLayer.boot().findModule(VECTOR).isPresent();
  }

  /** The options a count that {@code pays} wants in a JVM that has the module or not, and these options of its own. */
  static List<String> wanted(boolean pays, boolean hasModule, List<String> own) {
    if (!pays || hasModule) {
      return List.of();
    }
    List<String> out = new ArrayList<>(List.of("--add-modules=" + VECTOR));
    if (own.stream().noneMatch(a -> a.startsWith("-Xmn") || a.contains("NewSize"))) {
      out.add("-Xmn16m");
    }
    if (own.stream().noneMatch(a -> a.startsWith("-Xms") || a.contains("InitialHeapSize"))) {
      // A heap that starts small and grows with the tables: Java's default first heap (a 64th of the
      // machine's memory) would fill with the counter's garbage before any collection.
      out.add("-Xms" + INITIAL_HEAP);
    }
    return out;
  }

  /**
   * Runs the command in a child JVM with the options it wants, if it wants any here: the program
   * (its entry point) with these arguments; the child's exit status, else empty.
   */
  static Optional<Integer> runIfItPays(Class<?> program, QueensModel model, Backends.Spec backend, List<String> arguments) {
    List<String> extra = wanted(model, backend);
    if (extra.isEmpty()) {
      return Optional.empty();
    }
    List<String> cmd = new ArrayList<>();
    cmd.add(ChildJvm.java());
    cmd.addAll(ChildJvm.options());
    cmd.addAll(extra);
    cmd.add("-D" + CHILD + "=true");
    cmd.add("-cp");
    cmd.add(ChildJvm.classPath());
    cmd.add(program.getName());
    cmd.addAll(arguments);
    Process child;
    try {
      child = new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.INHERIT).redirectOutput(ProcessBuilder.Redirect.INHERIT)
          .redirectError(ProcessBuilder.Redirect.PIPE).start();
    } catch (IOException e) {
      // No second JVM here: the count runs in this one, on the counter's other path.
      return Optional.empty();
    }
    Thread errors = new Thread(() -> copyErrors(child.getErrorStream()), "nqueens-counting-jvm-errors");
    errors.setDaemon(true);
    errors.start();
    // A signal to this JVM (kill, Ctrl-C) reaches the child too, which prints what it has; this one waits for it.
    Thread forward = new Thread(() -> {
      child.destroy();
      try {
        child.waitFor(20, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "nqueens-counting-jvm");
    Runtime.getRuntime().addShutdownHook(forward);
    try {
      int exit = child.waitFor();
      errors.join(TimeUnit.SECONDS.toMillis(5));
      return Optional.of(exit);
    } catch (InterruptedException e) {
      child.destroy();
      Thread.currentThread().interrupt();
      return Optional.of(ExitCode.INTERRUPTED);
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(forward);
      } catch (IllegalStateException shuttingDown) {
        // The hook is running: it waits for the child.
      }
    }
  }

  /** The line Java prints first in a JVM that resolves an incubator module. */
  static final String INCUBATOR_WARNING = "WARNING: Using incubator modules: " + VECTOR;

  /**
   * The child's standard error, as it comes (a status line's carriage returns included), less the
   * line Java prints first about the incubator module: a program's own choice of JVM options is no
   * user's warning.
   */
  static void copyErrors(InputStream from) {
    try (InputStream in = from) {
      ByteArrayOutputStream first = new ByteArrayOutputStream();
      int b;
      while ((b = in.read()) >= 0 && b != '\n') {
        first.write(b);
      }
      if (!first.toString(StandardCharsets.UTF_8).strip().equals(INCUBATOR_WARNING)) {
        System.err.write(first.toByteArray());
        if (b == '\n') {
          System.err.write('\n');
        }
        System.err.flush();
      }
      byte[] buffer = new byte[8192];
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        System.err.write(buffer, 0, n);
        System.err.flush();
      }
    } catch (IOException gone) {
      // The child has ended.
    }
  }

  /** In the child: ends with its parent (a parent killed outright leaves no count running on its own). */
  static void followParent() {
    if (Boolean.getBoolean(CHILD)) {
      ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(() -> Runtime.getRuntime().halt(ExitCode.TERMINATED)));
    }
  }
}
