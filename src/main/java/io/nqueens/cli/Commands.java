package io.nqueens.cli;

import io.nqueens.solver.Outcome;
import io.nqueens.solver.Solver;

/** Small helpers the commands share. */
final class Commands {

  private Commands() {}

  static String label(Solver solver) {
    return solver.name() + ":" + solver.variant();
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
