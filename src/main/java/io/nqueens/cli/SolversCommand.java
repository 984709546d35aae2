package io.nqueens.cli;

import io.nqueens.solver.Backends;
import io.nqueens.solver.SolverProvider;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "solvers", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = "List the backends and their variants (the first variant is the default).",
    footer = {"", "Example:", "  nqueens solvers"})
final class SolversCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    for (String name : Backends.names()) {
      SolverProvider p = Backends.provider(name);
      out.println(name + ": " + p.description());
      boolean first = true;
      for (SolverProvider.Variant v : p.variants()) {
        out.printf("  %-22s %s%s%n", name + ":" + v.name(), v.description(), first ? " (default)" : "");
        first = false;
      }
    }
    out.flush();
    return ExitCode.OK;
  }
}
