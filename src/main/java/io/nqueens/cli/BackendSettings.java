package io.nqueens.cli;

import io.nqueens.solver.BackendOptions;
import java.util.List;
import picocli.CommandLine.Option;

/** Settings of backends, as values handed to the solvers they create ({@link BackendOptions}). */
final class BackendSettings {

  @Option(names = "--backend-option", paramLabel = "KEY=VALUE",
      description = "A backend's setting, repeatable; the key is the backend's name, a dot and the setting's name. For example "
          + "choco.race=false (no dual model racing on a second core), or CP-SAT parameters for first solutions: "
          + "cpsat.parameters='num_workers:3'. 'nqueens solvers' lists every key.")
  List<String> assignments;

  BackendOptions options() {
    return BackendOptions.parse(assignments);
  }
}
