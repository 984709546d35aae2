package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.solver.Backends;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Solver;
import java.util.ArrayList;
import java.util.List;

/** Small helpers the commands share. */
final class Commands {

  private Commands() {}

  static String label(Solver solver) {
    return solver.name() + ":" + solver.variant();
  }

  /** The backends named on the command line (all registered ones when none are), each at most once. */
  static List<Backends.Spec> specs(List<String> names, BackendSettings settings) {
    io.nqueens.solver.BackendOptions options = settings.options();
    List<Backends.Spec> specs = new ArrayList<>();
    for (String s : names == null || names.isEmpty() ? Backends.defaults() : names) {
      Backends.Spec spec = Backends.parse(s);
      for (Backends.Spec earlier : specs) {
        if (earlier.sameBackend(spec)) {
          throw new BadInputException("--solvers: " + spec.label() + " is listed twice" + (s.trim().equals(spec.label()) ? "" : " (as '" + s.trim() + "')")
              + "; list each backend and variant once");
        }
      }
      specs.add(spec.with(options));
    }
    return specs;
  }

  /** The exit code for a run that ended this way. */
  static int exitCode(Outcome outcome) {
    return switch (outcome) {
      case COMPLETE, STOPPED_BY_CALLER -> ExitCode.OK;
      case TIME_LIMIT -> ExitCode.PARTIAL;
      case INTERRUPTED -> ExitCode.INTERRUPTED;
    };
  }
}
