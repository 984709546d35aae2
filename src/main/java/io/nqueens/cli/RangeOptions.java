package io.nqueens.cli;

import io.nqueens.model.QueensModel;
import java.util.List;
import picocli.CommandLine.Option;

/** A range of board sizes, for commands that run many. */
final class RangeOptions {

  @Option(names = "--from", paramLabel = "A", description = "Smallest n (default: from -n or the model file, else as the command says).")
  Integer from;

  @Option(names = "--to", paramLabel = "B", description = "Largest n (default: from -n or the model file, else as the command says).")
  Integer to;

  List<QueensModel> models(ModelOptions model, int defaultFrom, int defaultTo) {
    return model.models(from, to, defaultFrom, defaultTo);
  }
}
