package io.nqueens.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "completion", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Print a bash/zsh completion script for nqueens.",
    "zsh users run 'autoload -U +X bashcompinit && bashcompinit' first."},
    footer = {"", "Examples:", "  source <(nqueens completion)", "  nqueens completion > /etc/bash_completion.d/nqueens"})
final class CompletionCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    spec.commandLine().getOut().print(AutoComplete.bash("nqueens", spec.root().commandLine()));
    spec.commandLine().getOut().flush();
    return ExitCode.OK;
  }
}
