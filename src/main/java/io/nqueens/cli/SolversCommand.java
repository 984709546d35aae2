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
    // One column for every label, so that descriptions line up under each other.
    int width = 0;
    for (String name : Backends.names()) {
      SolverProvider p = Backends.provider(name);
      for (SolverProvider.Variant v : p.variants()) {
        width = Math.max(width, name.length() + 1 + v.name().length());
      }
      for (SolverProvider.Option o : p.options()) {
        width = Math.max(width, name.length() + 1 + o.key().length() + "=VALUE".length());
      }
    }
    String row = "  %-" + width + "s  %s%n";
    for (String name : Backends.names()) {
      SolverProvider p = Backends.provider(name);
      out.println(name + ": " + p.description());
      boolean first = true;
      for (SolverProvider.Variant v : p.variants()) {
        out.printf(row, name + ":" + v.name(), v.description() + (first ? " (default)" : ""));
        first = false;
      }
      if (!p.options().isEmpty()) {
        out.println("  settings (--backend-option):");
        for (SolverProvider.Option o : p.options()) {
          out.printf(row, name + "." + o.key() + "=VALUE", o.description());
        }
      }
    }
    out.flush();
    return ExitCode.OK;
  }
}
