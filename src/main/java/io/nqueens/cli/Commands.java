package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Verdict;
import io.nqueens.solver.BackendOptions;
import io.nqueens.solver.Backends;
import io.nqueens.solver.OptimumResult;
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
    if (names != null && (names.isEmpty() || names.stream().anyMatch(String::isBlank))) {
      throw new BadInputException("--solvers '" + String.join(",", names) + "' has an empty name: give a comma-separated list such as "
          + "backtracking,choco");
    }
    BackendOptions options = settings.options();
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
      case TIME_LIMIT, BACKEND_LIMIT -> ExitCode.PARTIAL;
      case INTERRUPTED -> ExitCode.INTERRUPTED;
    };
  }

  /** {@code 41 (optimal)}, or {@code 38 (best found; bound 45)}: the value and what is proved of it. */
  static String objectiveWords(OptimumResult r) {
    String v = Long.toString(r.value().getAsLong());
    if (r.optimal()) {
      return v + " (optimal)";
    }
    return v + " (best found" + (r.bound().isPresent() ? "; bound " + r.bound().getAsLong() : "") + ")";
  }

  /** A comparison's exit code: interrupted, else any disagreement (3), else any partial row (4), else 0. */
  static int exitCode(boolean interrupted, List<Verdict> verdicts) {
    if (interrupted) {
      return ExitCode.INTERRUPTED;
    }
    if (verdicts.contains(Verdict.DISAGREE)) {
      return ExitCode.DISAGREE;
    }
    return verdicts.contains(Verdict.PARTIAL) ? ExitCode.PARTIAL : ExitCode.OK;
  }
}
