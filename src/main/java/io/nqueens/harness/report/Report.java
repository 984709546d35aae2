package io.nqueens.harness.report;

import io.nqueens.harness.Bench;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Presets;
import io.nqueens.harness.Verdict;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.runner.Comparisons;
import io.nqueens.harness.runner.Isolation;
import io.nqueens.harness.runner.Isolations;
import io.nqueens.harness.runner.Plan;
import io.nqueens.harness.runner.Work;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.Backends;
import io.nqueens.solver.Limits;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SearchProfile;
import io.nqueens.solver.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What a report runs, in one place for the command line and the library: a comparison of counts over
 * the range (the same plan, isolation and document as {@code compare}), or for a first-solution race,
 * an optimisation or a folder of instances a benchmark (as {@code bench}), then a search profile per
 * backend at one n (as {@code count --profile}); each document added to the {@link Results} that
 * {@link HtmlReport} renders. Every backend runs in a JVM of its own.
 */
public final class Report {

  /** The smallest board a report times unless told: below it the JVM is all there is to time. */
  public static final int FROM_N = 4;

  /** The largest board a report times unless told. */
  public static final int TO_N = 12;

  /** The largest board a profile is taken at unless told: its whole tree, on every backend, in seconds. */
  public static final int PROFILE_UP_TO = 10;

  /**
   * What to run: the models (a row each, or a folder's instances), the task, the backends, the
   * threads each count gets and the timed runs of each cell, whether classes are counted (under the
   * {@code declared} group where one is), and the n of the profiles (empty: the largest of the
   * range, at most {@link #PROFILE_UP_TO}).
   */
  public record Request(List<QueensModel> models, boolean folder, Bench.Task task, List<Backends.Spec> specs, int threads, int repeat,
      boolean unique, Optional<List<Symmetry>> declared, Optional<Integer> profileAt) {

    public Request {
      models = List.copyOf(models);
      specs = List.copyOf(specs);
    }
  }

  /** How a report's runs ended: each comparison's, benchmark's and profile's verdict, and whether it was interrupted. */
  public record Ending(List<Verdict> verdicts, boolean interrupted) {}

  private Report() {}

  /** The task of a report on these models unless one is named: an optimisation where a model has an objective, else a count. */
  public static Bench.Task defaultTask(List<QueensModel> models) {
    return models.stream().anyMatch(m -> m.objective().isPresent()) ? Bench.Task.OPTIMISE : Bench.Task.COUNT;
  }

  /** The backends of a report unless named: compare's fair preset for counts and first solutions, those that optimise for an optimisation. */
  public static List<String> defaultBackends(Bench.Task task) {
    return task == Bench.Task.OPTIMISE ? Presets.optimising() : Presets.FAIR.backends();
  }

  /**
   * Runs the request and adds each document to {@code into}. {@code control} stops the runs (each
   * run under its own time limit: {@link SearchControl#withLimitPerRun}); each profile gets a control
   * of its own from {@code profileControls}; {@code environment} makes a document's record of what
   * ran from the backends' libraries.
   */
  public static Ending run(Request request, SearchControl control, Supplier<SearchControl> profileControls,
      Function<Map<String, String>, Provenance> environment, Results into) {
    List<Verdict> verdicts = new ArrayList<>();
    boolean count = request.task() == Bench.Task.COUNT;
    if (!request.folder() && count) {
      verdicts.addAll(compare(request, control, environment, into));
    } else {
      verdicts.add(bench(request, control, environment, into));
    }
    if (control.outcome() == Outcome.INTERRUPTED) {
      return new Ending(verdicts, true);
    }
    if (!request.folder() && count) {
      return profiles(request, profileControls, into, verdicts);
    }
    return new Ending(verdicts, false);
  }

  /** A comparison of counts, as compare runs it: each row's verdict. */
  private static List<Verdict> compare(Request request, SearchControl control, Function<Map<String, String>, Provenance> environment,
      Results into) {
    Plan plan = new Plan(request.models(), request.threads(), Runs.comparison(request.repeat()), true, Plan.VERIFY_UP_TO, request.unique(),
        request.declared());
    try (Isolation<Harness.Run> runner = Isolations.of(false, Work.COUNT, plan, request.specs(), control)) {
      List<Harness.Row> rows = Comparisons.counts(runner, control, row -> { });
      boolean interrupted = control.outcome() == Outcome.INTERRUPTED;
      into.add(CountsDocument.of(plan, request.specs(), runner.how(), rows, interrupted, environment.apply(runner.libraries())));
      return rows.stream().map(Harness.Row::verdict).toList();
    }
  }

  /**
   * A benchmark, as bench runs it (a count's times are the comparison's, so a count is benchmarked
   * only over a folder's instances): partial where any cell is.
   */
  private static Verdict bench(Request request, SearchControl control, Function<Map<String, String>, Provenance> environment,
      Results into) {
    Bench.Task task = request.task();
    Plan plan = Plan.of(request.models(), request.threads(), Runs.benchmark(request.repeat(), task == Bench.Task.OPTIMISE));
    try (Isolation<Bench.Measure> runner = Isolations.of(false, Work.bench(task), plan, request.specs(), control)) {
      List<Bench.Measure> measures = Comparisons.benchmarks(runner, task, control, m -> true);
      into.add(BenchDocument.of(measures, plan, task, request.specs(), request.folder(), runner.how(), environment.apply(runner.libraries())));
      return measures.stream().allMatch(Bench.Measure::complete) ? Verdict.AGREE : Verdict.PARTIAL;
    }
  }

  /** A search profile of each backend that enumerates at the profile's n, over the whole tree: partial where one is stopped. */
  private static Ending profiles(Request request, Supplier<SearchControl> controls, Results into, List<Verdict> verdicts) {
    int largest = Math.min(request.models().stream().mapToInt(QueensModel::n).max().orElse(1), PROFILE_UP_TO);
    QueensModel at = request.models().get(0).withN(request.profileAt().orElse(largest));
    for (Backends.Spec s : request.specs()) {
      Solver solver = s.create();
      if (!Limits.accepts(solver, at, Solver.Task.ENUMERATE)) {
        continue;
      }
      SearchControl control = controls.get();
      long start = System.nanoTime();
      Optional<SearchProfile> measured = solver.profile(at, control);
      into.add(ProfileDocument.of(at, s.label(), measured, (System.nanoTime() - start) / 1_000_000));
      measured.ifPresent(p -> verdicts.add(p.outcome().isComplete() || p.outcome() == Outcome.STOPPED_BY_CALLER ? Verdict.AGREE : Verdict.PARTIAL));
      if (control.outcome() == Outcome.INTERRUPTED) {
        return new Ending(verdicts, true);
      }
    }
    return new Ending(verdicts, false);
  }
}
