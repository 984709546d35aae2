package io.nqueens.cli;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "count", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {"Count all solutions, and with --unique the classes under the board symmetries.",
    "With constraints, classes are taken under those of the 8 rotations and reflections that map the whole model "
        + "(pre-placed queens, blocked squares) onto itself."},
    footer = {"", "Examples:", "  nqueens count -n 12", "  nqueens count -n 12 --solver choco --unique --json",
        "  nqueens count -n 16 --threads 2", "  nqueens count -n 19 --time-limit 2s"})
final class CountCommand implements Callable<Integer> {

  /** Below this size a split costs more than it saves. */
  private static final int SPLIT_FROM_N = 10;

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;
  @Mixin SolverOption solverOption;
  @Mixin RunOptions run;
  @Mixin ThreadsOption threads;

  @Option(names = {"-u", "--unique"}, description = "Also count symmetry classes (solutions up to rotation and reflection).")
  boolean unique;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    QueensModel model = modelOptions.model();
    Solver solver = solverOption.create(model, Solver.Task.ENUMERATE);
    int workers = threads.threads();
    List<Symmetry> group = unique ? Symmetry.of(model) : List.of();
    PrintWriter out = spec.commandLine().getOut();
    boolean split = workers > 1 && model.n() >= SPLIT_FROM_N;
    if (run.verbose) {
      PrintWriter err = spec.commandLine().getErr();
      err.println("counting " + model.summary() + " with " + Commands.label(solver)
          + (split ? " on " + workers + " threads (split into sub-problems)" : " on one thread")
          + (group.isEmpty() ? "" : "; classes under " + group.size() + " symmetries: " + group));
      err.flush();
    }
    SearchControl control = run.startControl();
    try {
      CountResult result;
      try (ProgressDisplay progress = ProgressDisplay.forRun(run)) {
        result = split
            ? solver.countParallel(model, group, control, workers, progress)
            : solver.count(model, group, control);
      }
      if (json) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("n", model.n());
        o.put("model", model.summary());
        o.put("solver", Commands.label(solver));
        o.put("solutions", result.solutions());
        if (result.unique() != null) {
          o.put("unique", result.unique());
          o.put("symmetries", group.size());
        }
        o.put("complete", result.complete());
        o.put("outcome", result.outcome().name().toLowerCase(java.util.Locale.ROOT));
        o.put("millis", result.statistics().millis());
        o.put("threads", workers);
        o.put("statistics", result.statistics().counters());
        out.println(Json.write(o));
      } else {
        String prefix = result.complete() ? "" : "at least ";
        out.println(model.summary() + "  [" + Commands.label(solver) + "]");
        out.println("solutions: " + prefix + result.solutions());
        if (result.unique() != null) {
          out.println("unique:    " + prefix + result.unique() + "  (classes under " + group.size() + " of the 8 board symmetries)");
        }
        out.println("time:      " + result.statistics().millis() + " ms  " + result.statistics().counters());
        if (!result.complete()) {
          out.println("status:    " + result.outcome().word() + ": these counts are lower bounds, not totals");
        }
      }
      out.flush();
      return Commands.exitCode(result.outcome());
    } finally {
      Interrupts.done();
    }
  }
}
