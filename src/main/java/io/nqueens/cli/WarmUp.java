package io.nqueens.cli;

import io.nqueens.engine.Counting;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Start-up overlap: building picocli's model of a command is most of a short run's start-up and
 * uses one core, so on a machine with more than one, a second thread meanwhile loads the backend
 * that {@code solve}, {@code count} or {@code list} will use (its classes, and for CP-SAT its
 * native library) by solving and counting a 6-queens board with it; not for help, the version or a
 * cluster client, which solve nothing here. It changes no result: the run
 * itself builds its own solver, and anything the warm-up meets (a bad solver name, a backend that
 * cannot load) is left for the run to report.
 */
final class WarmUp {

  private static final Set<String> COMMANDS = Set.of("solve", "count", "list");
  /** Runs that solve nothing here: help, the version, and a cluster client (its parts run on the members). */
  private static final Set<String> NO_SOLVING = Set.of("-h", "--help", "-V", "--version", "--client");

  private WarmUp() {}

  /** Starts the warm-up where it helps; says whether it did. */
  static boolean start(String[] args) {
    if (Runtime.getRuntime().availableProcessors() < 2 || args.length == 0 || !COMMANDS.contains(args[0])
        || Arrays.stream(args).anyMatch(a -> NO_SOLVING.contains(a) || a.startsWith("--client="))) {
      return false;
    }
    Backends.Spec parsed;
    try {
      parsed = Backends.parse(solverNamed(args));
    } catch (RuntimeException unknown) {
      // The run reports a name it does not know.
      return false;
    }
    // A backend that starts programs (MiniZinc) is not warmed up: a warm-up must start nothing.
    if (Backends.provider(parsed.name()).startsPrograms()) {
      return false;
    }
    Thread t = new Thread(() -> {
      try {
        Solver solver = parsed.create();
        QueensModel model = QueensModel.of(6);
        solver.solve(model, SearchControl.unlimited());
        Counting.count(solver, model, List.of(), SearchControl.unlimited());
      } catch (RuntimeException | LinkageError ignored) {
        // The run meets the same problem and reports it.
      }
    }, "nqueens-warm-up");
    t.setDaemon(true);
    t.setPriority(Thread.MIN_PRIORITY);
    t.start();
    return true;
  }

  /** The last {@code -s}/{@code --solver} value among the arguments (picocli lets the last win), else the default. */
  static String solverNamed(String[] args) {
    String spec = "backtracking";
    for (int i = 1; i < args.length; i++) {
      String a = args[i];
      if ((a.equals("-s") || a.equals("--solver")) && i + 1 < args.length) {
        spec = args[++i];
      } else if (a.startsWith("--solver=")) {
        spec = a.substring("--solver=".length());
      } else if (a.startsWith("-s") && a.length() > 2) {
        spec = a.substring(2);
      } else if (a.equals("--")) {
        break;
      }
    }
    return spec.trim();
  }
}
