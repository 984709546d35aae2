package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Explainer;
import io.nqueens.model.Constraint;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.io.BoardFormat;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "explain", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Say why a model has no solution: a minimal set of its constraints that already has none.",
    "Each pre-placed queen, blocked square, excluded diagonal and expression is one element, and so are knight exclusion and toroidal diagonals; the plain rules always hold. Minimal is shown: for each element, a solution of the set without it, verified by the checker. Exit 1 when explained (no solution), 0 when the model has a solution (one is shown), 4 when --time-limit stopped it first (the set so far, not proven minimal)."},
    footer = {"", "Examples:", "  nqueens explain -n 8 --queen 0,0 --queen 1,2 --block 5,5",
        "  nqueens explain -n 8 --queen 0,0 --constraint 'q[7] = 7' --format json"})
final class ExplainCommand implements Callable<Integer> {

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;
  @Mixin SolverOption solverOption;
  @Mixin RunOptions run;

  @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text", completionCandidates = Completions.CountFormats.class,
      description = "text or json. Default: ${DEFAULT-VALUE}.")
  String format;

  @Override
  public Integer call() {
    boolean json = switch (format.trim().toLowerCase(Locale.ROOT)) {
      case "text" -> false;
      case "json" -> true;
      default -> throw new BadInputException("unknown format '" + format + "' (known: text, json)");
    };
    // Counting, listing and the rest look at the solutions, not at what is optimised: the objective is set aside.
    QueensModel model = modelOptions.model().withoutObjective();
    Solver solver = solverOption.create(model, Solver.Task.FIRST_SOLUTION);
    PrintWriter out = spec.commandLine().getOut();
    SearchControl control = run.startControl();
    try {
      Explainer.Explanation e = new Explainer(solver).explain(model, control);
      if (json) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("n", model.n());
        o.put("model", model.summary());
        o.put("solver", Commands.label(solver));
        o.put("verdict", e.verdict().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        // Undecided is neither: null, not false.
        o.put("satisfiable", switch (e.verdict()) {
          case SATISFIABLE -> Boolean.TRUE;
          case PLAIN_UNSATISFIABLE, MINIMAL, NOT_PROVEN_MINIMAL -> Boolean.FALSE;
          case UNDECIDED -> null;
        });
        o.put("outcome", control.outcome().id());
        o.put("complete", e.verdict() != Explainer.Verdict.UNDECIDED && e.verdict() != Explainer.Verdict.NOT_PROVEN_MINIMAL);
        e.solution().ifPresent(s -> o.put("columns", s.columns()));
        o.put("core", e.core().stream().map(QueensModel::describe).toList());
        o.put("minimal", e.verdict() == Explainer.Verdict.MINIMAL);
        List<Object> witnesses = new ArrayList<>();
        e.witnesses().forEach((c, s) -> {
          Map<String, Object> w = new LinkedHashMap<>();
          w.put("without", QueensModel.describe(c));
          w.put("columns", s.columns());
          witnesses.add(w);
        });
        if (e.verdict() == Explainer.Verdict.MINIMAL) {
          o.put("witnesses", witnesses);
        }
        o.put("solves", e.solves());
        o.put("checked", e.checked());
        out.println(Json.write(o));
      } else {
        text(out, model, e);
      }
      out.flush();
      return switch (e.verdict()) {
        case SATISFIABLE -> ExitCode.OK;
        case PLAIN_UNSATISFIABLE, MINIMAL -> ExitCode.NO_SOLUTION;
        case NOT_PROVEN_MINIMAL, UNDECIDED -> Commands.exitCode(control.outcome());
      };
    } finally {
      Interrupts.done();
    }
  }

  private static void text(PrintWriter out, QueensModel model, Explainer.Explanation e) {
    switch (e.verdict()) {
      case SATISFIABLE -> {
        out.println("the model has a solution, so there is nothing to explain (" + model.summary() + "):");
        out.println(BoardFormat.POSITIONS.render(model, e.solution().get(), false));
      }
      case PLAIN_UNSATISFIABLE -> out.println("no solution: the plain problem has none for n = " + model.n()
          + " (no placement of " + model.n() + " non-attacking queens exists), whatever the constraints");
      case UNDECIDED -> out.println("stopped before the search decided whether the model has a solution: nothing explained");
      case NOT_PROVEN_MINIMAL -> {
        out.println("stopped: these " + e.core().size() + " constraints have no solution together, but the set is not proven minimal:");
        e.core().forEach(c -> out.println("  " + QueensModel.describe(c)));
      }
      case MINIMAL -> {
        out.println("no solution: " + (e.core().size() == 1 ? "this constraint alone has" : "these " + e.core().size() + " constraints together have")
            + " none, and the set is minimal:");
        e.core().forEach(c -> out.println("  " + QueensModel.describe(c)));
        out.println("removing any one leaves a solution (each checked):");
        for (Map.Entry<Constraint, Solution> w : e.witnesses().entrySet()) {
          out.println("  without " + QueensModel.describe(w.getKey()) + ": " + BoardFormat.POSITIONS.render(model, w.getValue(), false));
        }
      }
    }
  }
}
