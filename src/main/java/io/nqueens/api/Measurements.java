package io.nqueens.api;

import io.nqueens.BadInputException;
import io.nqueens.harness.Bench;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Optima;
import io.nqueens.harness.Presets;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.report.HtmlReport;
import io.nqueens.harness.report.Provenance;
import io.nqueens.harness.report.Report;
import io.nqueens.harness.report.Results;
import io.nqueens.harness.runner.Comparisons;
import io.nqueens.harness.runner.Isolation;
import io.nqueens.harness.runner.Isolations;
import io.nqueens.harness.runner.Plan;
import io.nqueens.harness.runner.Work;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.SearchControl;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What {@link NQueens}'s comparisons, benchmarks and reports run: the harness's own pipeline (the
 * command line's), its rows and measures handed back in the library's types ({@link Comparison},
 * {@link OptimaComparison}, {@link Measure}, {@link ReportOutcome}).
 */
record Measurements(QueensModel model, int threads, Duration timeLimit, boolean forked) {

  List<Comparison> compare(int fromN, int toN, Timing timing, List<String> backends) {
    List<QueensModel> models = range(fromN, toN);
    if (model.objective().isPresent()) {
      throw new BadInputException("this model has an objective: compare its optima with compareOptima");
    }
    Plan plan = new Plan(models, threads, runs(timing), true, Plan.VERIFY_UP_TO, false, Optional.empty());
    SearchControl control = SearchControl.withLimitPerRun(timeLimit);
    try (Isolation<Harness.Run> isolation = isolation(Work.COUNT, plan, specs(backends), control)) {
      return Comparisons.counts(isolation, control, row -> { }).stream().map(Comparison::of).toList();
    }
  }

  /** A preset's backends, on its threads. */
  static Presets preset(Preset preset) {
    return Presets.valueOf(preset.name());
  }

  List<OptimaComparison> compareOptima(int fromN, int toN, Timing timing, List<String> backends) {
    if (model.objective().isEmpty()) {
      throw new BadInputException("comparing optima needs an objective: minimize(...) or maximize(...)");
    }
    SearchControl control = SearchControl.withLimitPerRun(timeLimit);
    try (Isolation<Optima.Run> isolation = isolation(Work.OPTIMISE, Plan.of(range(fromN, toN), threads, runs(timing)), specs(backends), control)) {
      return Comparisons.optima(isolation, control, row -> { }).stream().map(OptimaComparison::of).toList();
    }
  }

  List<Measure> bench(Task task, int fromN, int toN, Timing timing, List<String> backends) {
    if ((task == Task.OPTIMISE) != model.objective().isPresent()) {
      throw new BadInputException(task == Task.OPTIMISE ? "optimise needs an objective: minimize(...) or maximize(...)"
          : "this model has an objective: bench it with the task optimise");
    }
    List<Measure> out = new ArrayList<>();
    SearchControl control = SearchControl.withLimitPerRun(timeLimit);
    Plan plan = Plan.of(range(fromN, toN), threads, runs(timing));
    try (Isolation<Bench.Measure> isolation = isolation(Work.bench(Bench.Task.valueOf(task.name())), plan, specs(backends), control)) {
      for (int row = 0; row < plan.models().size(); row++) {
        for (int b = 0; b < isolation.specs().size(); b++) {
          Bench.Measure measure = isolation.measure(b, row, control);
          if (measure != null) {
            out.add(Measure.of(measure, task));
          }
        }
      }
    }
    return out;
  }

  ReportOutcome report(int fromN, int toN, Path page) throws IOException {
    List<QueensModel> models = range(fromN, toN);
    Bench.Task task = Report.defaultTask(models);
    Report.Request request = new Report.Request(models, false, task, specs(Report.defaultBackends(task)), 1, Runs.REPEAT, false,
        Optional.empty(), Optional.empty());
    Results results = new Results();
    Report.Ending ending = Report.run(request, SearchControl.withLimitPerRun(timeLimit), () -> SearchControl.withTimeLimit(timeLimit),
        libraries -> Provenance.here("NQueens.model(" + model.n() + ").report(" + fromN + ", " + toN + ", ...)", libraries), results);
    Files.writeString(page, HtmlReport.render(results, "nqueens report", "NQueens.report(" + fromN + ", " + toN + ", ...)"), StandardCharsets.UTF_8);
    return new ReportOutcome(ending.verdicts().stream().map(v -> Verdict.valueOf(v.name())).toList(), ending.interrupted());
  }

  private static Runs runs(Timing timing) {
    return Runs.of(timing.repeat(), timing.measure(), timing.budget());
  }

  private <R> Isolation<R> isolation(Work<R> work, Plan plan, List<Backends.Spec> specs, SearchControl control) {
    return Isolations.of(!forked, work, plan, specs, control);
  }

  private List<QueensModel> range(int fromN, int toN) {
    if (fromN < 1 || toN < fromN) {
      throw new BadInputException("the range " + fromN + ".." + toN + " is not one of board sizes (1 <= from <= to)");
    }
    List<QueensModel> out = new ArrayList<>();
    for (int n = fromN; n <= toN; n++) {
      out.add(model.withN(n));
    }
    return out;
  }

  private static List<Backends.Spec> specs(List<String> backends) {
    if (backends.isEmpty()) {
      throw new BadInputException("no backend to compare: name at least one");
    }
    return backends.stream().map(Backends::parse).toList();
  }
}
