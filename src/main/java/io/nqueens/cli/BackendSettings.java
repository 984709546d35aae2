package io.nqueens.cli;

import io.nqueens.solver.BackendOptions;
import java.util.List;
import picocli.CommandLine.Option;

/** Settings of backends, as values handed to the solvers they create ({@link BackendOptions}). */
final class BackendSettings {

  @Option(names = "--backend-option", paramLabel = "BACKEND.KEY=VALUE",
      description = "A backend's setting, repeatable: cpsat.parameters='num_workers:3 random_seed:7' (merged into CP-SAT's first-solution "
          + "searches), choco.race=false (no dual model racing on a second core). 'nqueens solvers' lists every key.")
  List<String> assignments;

  BackendOptions options() {
    return BackendOptions.parse(assignments);
  }
}
