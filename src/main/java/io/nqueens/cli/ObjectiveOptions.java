package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import picocli.CommandLine.Option;

/** {@code --minimize EXPR} / {@code --maximize EXPR}: an objective that replaces the model file's, if it has one. */
final class ObjectiveOptions {

  @Option(names = "--minimize", paramLabel = "EXPR",
      description = "Find a solution with the least value of this integer expression (docs/language.md).")
  String minimize;

  @Option(names = "--maximize", paramLabel = "EXPR",
      description = "Find a solution with the greatest value of this integer expression.")
  String maximize;

  /** Whether an objective was given on the command line. */
  boolean given() {
    return minimize != null || maximize != null;
  }

  /** The model with the objective the flags give (naming the model's tables), or as it is when they give none. */
  QueensModel apply(QueensModel model) {
    if (minimize != null && maximize != null) {
      throw new BadInputException("--minimize and --maximize both given: a model has one objective");
    }
    if (minimize == null && maximize == null) {
      return model;
    }
    String flag = minimize != null ? "--minimize" : "--maximize";
    try {
      Objective o = Objective.parse(minimize != null ? Objective.Sense.MINIMIZE : Objective.Sense.MAXIMIZE, minimize != null ? minimize : maximize,
          model.tables());
      return model.withObjective(o);
    } catch (BadInputException e) {
      throw new BadInputException(flag + ": " + e.getMessage());
    }
  }
}
