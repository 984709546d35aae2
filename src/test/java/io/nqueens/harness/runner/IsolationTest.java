package io.nqueens.harness.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.nqueens.Contradiction;
import io.nqueens.harness.Bench;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Optima;
import io.nqueens.harness.Verdict;
import io.nqueens.harness.measure.Measured;
import io.nqueens.harness.measure.Runs;
import io.nqueens.model.Expression;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.model.io.ModelFile;
import io.nqueens.model.io.ModelWriter;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountMethod;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Statistics;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class IsolationTest {

  private static final List<Backends.Spec> TWO = List.of(Backends.parse("backtracking:simple"), Backends.parse("choco:fc-input"));

  @Test
  void aForkedComparisonCountsAndJudgesAsOneJvmDoesAndMeasuresEachBackendsOwnMemory() {
    Plan plan = new Plan(List.of(QueensModel.of(5), QueensModel.of(6)), 1, Runs.exactly(1), true, 6, true, Optional.empty());
    List<Harness.Row> here;
    try (Isolation<Harness.Run> runs = Isolations.inProcess(Work.COUNT, plan, TWO, false)) {
      assertThat(runs.how()).isEqualTo("in-process");
      here = Comparisons.counts(runs, SearchControl.unlimited(), row -> { });
    }
    List<Harness.Row> forked;
    try (Isolation<Harness.Run> runs = Isolations.forked(Work.COUNT, plan, TWO, SearchControl.unlimited())) {
      assertThat(runs.how()).isEqualTo("fork");
      assertThat(runs.libraries()).containsOnlyKeys("backtracking:simple", "choco:fc-input");
      assertThat(runs.libraries().get("choco:fc-input")).contains("Choco");
      forked = Comparisons.counts(runs, SearchControl.unlimited(), row -> { });
    }
    assertThat(forked).hasSize(2);
    for (int i = 0; i < 2; i++) {
      assertThat(forked.get(i).verdict()).isEqualTo(here.get(i).verdict()).isEqualTo(Verdict.AGREE);
      for (int b = 0; b < 2; b++) {
        Harness.Run f = forked.get(i).runs().get(b);
        Harness.Run h = here.get(i).runs().get(b);
        assertThat(f.result().solutions()).isEqualTo(h.result().solutions());
        assertThat(f.result().unique()).isEqualTo(h.result().unique()).isNotNull();
        assertThat(f.result().statistics().counters()).isEqualTo(h.result().statistics().counters());
        assertThat(f.checked()).isEqualTo(h.checked()).isEqualTo(f.result().solutions());
        // A JVM of its own: its memory is the backend's, and is measured; none is in a shared JVM.
        assertThat(f.peakResidentBytes()).isPositive();
        assertThat(h.peakResidentBytes()).isNegative();
      }
    }
  }

  @Test
  void aChildStopsAtTheCallersDeadlineAndSaysItsCountIsPartial() {
    Plan plan = Plan.of(List.of(QueensModel.of(16)), 1, Runs.exactly(1));
    SearchControl control = SearchControl.withTimeLimit(Duration.ofMillis(300));
    try (Isolation<Harness.Run> runs = Isolations.forked(Work.COUNT, plan, List.of(Backends.parse("backtracking:simple")), control)) {
      Harness.Run r = runs.measure(0, 0, control);
      assertThat(r.result().outcome()).isEqualTo(Outcome.TIME_LIMIT);
      assertThat(r.result().complete()).isFalse();
    }
  }

  @Test
  void aForkedBenchmarkAndOptimisationGiveTheSameResultObjects() {
    QueensModel weighted = ModelFile.read(Path.of("models/weighted.yaml")).model(6);
    try (Isolation<Optima.Run> runs = Isolations.forked(Work.OPTIMISE, Plan.of(List.of(weighted), 1, Runs.exactly(1)), TWO,
        SearchControl.unlimited())) {
      List<Optima.Row> rows = Comparisons.optima(runs, SearchControl.unlimited(), row -> { });
      assertThat(rows.get(0).verdict()).isEqualTo(Verdict.AGREE);
      assertThat(rows.get(0).runs()).allMatch(r -> r.result().optimal() && r.result().best().isPresent());
    }
    try (Isolation<Bench.Measure> runs = Isolations.forked(Work.bench(Bench.Task.COUNT), Plan.of(List.of(QueensModel.of(8)), 1, Runs.exactly(2)),
        TWO, SearchControl.unlimited())) {
      assertThat(runs.measure(0, 0, SearchControl.unlimited()).result()).isEqualTo(92);
      Bench.Measure choco = runs.measure(1, 0, SearchControl.unlimited());
      assertThat(choco.result()).isEqualTo(92);
      assertThat(choco.runs()).isEqualTo(2);
      assertThat(choco.memory().residentBytes()).isPositive();
    }
  }

  @Test
  void theWireCarriesEveryFigureOfARunExactlyAndAnUnknownOneAsUnknown() {
    CountResult count = new CountResult(92, 12L, Outcome.COMPLETE, Statistics.of(7, "nodes", 1965L, "backtracks", 876L), 2, 13,
        0.123456789);
    Harness.Run run = new Harness.Run("choco:fc-input", "fc-input", count, 92, false, List.of("a problem"), null, null, 2,
        new CountMethod("every solution", 8), Double.NaN, true, new double[] {1.000001, 2.5}, new Measured.Memory(1, 2, -1),
        new double[] {Double.NaN, 3}, new double[] {0.5, Double.NaN});
    Harness.Run back = Wire.read(Wire.parse(Wire.line(run)), Harness.Run.class);
    assertThat(back.result()).isEqualTo(count);
    assertThat(back.times()).containsExactly(1.000001, 2.5);
    assertThat(back.cpuTimes()[0]).isNaN();
    assertThat(back.firstInCount()[1]).isNaN();
    assertThat(back.firstMillis()).isNaN();
    assertThat(back.memory()).isEqualTo(run.memory());
    assertThat(back.method()).isEqualTo(run.method());
    assertThat(back.problems()).containsExactly("a problem");
    assertThat(List.of(back.backend(), back.variant(), back.threads(), back.checked(), back.firstFound()))
        .isEqualTo(List.of(run.backend(), run.variant(), run.threads(), run.checked(), run.firstFound()));
  }

  @Test
  void aPlanTravelsWithItsModelsConstraintsTablesObjectiveAndDeclaredGroup() {
    QueensModel model = ModelFile.read(Path.of("models/weighted.yaml")).model(7).with(Expression.parse("q[0] != 3"));
    assertThat(model.objective()).isPresent();
    assertThat(model.tables()).isNotEmpty();
    Plan plan = new Plan(List.of(model, QueensModel.of(5)), 3, Runs.of(4, Duration.ofMillis(50), Duration.ofMillis(200)), false, 9, true,
        Optional.of(List.of(Symmetry.values()[0])));
    Plan back = Wire.read(Wire.parse(Wire.line(plan)), Plan.class);
    assertThat(back.models()).extracting(ModelWriter::json).containsExactlyElementsOf(plan.models().stream().map(ModelWriter::json).toList());
    assertThat(back.runs()).isEqualTo(plan.runs());
    assertThat(List.of(back.threads(), back.warmUp(), back.verifyUpTo(), back.unique(), back.declared()))
        .isEqualTo(List.of(plan.threads(), plan.warmUp(), plan.verifyUpTo(), plan.unique(), plan.declared()));
  }

  @Test
  void anOptimumFromAChildIsCheckedAgainHereAndAFalseOneRefused() {
    QueensModel weighted = ModelFile.read(Path.of("models/weighted.yaml")).model(6);
    Optima.Run honest;
    try (Isolation<Optima.Run> runs = Isolations.inProcess(Work.OPTIMISE, Plan.of(List.of(weighted), 1, Runs.exactly(1)),
        List.of(Backends.parse("backtracking")), false)) {
      honest = runs.measure(0, 0, SearchControl.unlimited());
    }
    String line = Wire.line(honest);
    assertThat(Work.OPTIMISE.read(Wire.parse(line), weighted).result().value()).isEqualTo(honest.result().value());
    long value = honest.result().value().getAsLong();
    JsonNode lying = Wire.parse(line.replace("\"value\":" + value + ",\"optimal\"", "\"value\":" + (value + 1) + ",\"optimal\""));
    assertThatThrownBy(() -> Work.OPTIMISE.read(lying, weighted)).isInstanceOf(Contradiction.class);
  }

  /** A field the reader expects and the line lacks is an error that names it, never a default (a count's threads read as 1 once). */
  @Test
  void aFieldMissingFromAnAnswerIsAnErrorNamingItNotADefault() {
    CountResult count = new CountResult(92, null, Outcome.COMPLETE, Statistics.of(7), 2, 1);
    String line = Wire.line(count);
    assertThat(Wire.read(Wire.parse(line), CountResult.class)).isEqualTo(count);
    JsonNode withoutThreads = Wire.parse(line.replace(",\"threads\":2", ""));
    assertThatThrownBy(() -> Wire.read(withoutThreads, CountResult.class)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("CountResult").hasMessageContaining("'threads'");
    JsonNode nullThreads = Wire.parse(line.replace("\"threads\":2", "\"threads\":null"));
    assertThatThrownBy(() -> Wire.read(nullThreads, CountResult.class)).isInstanceOf(IllegalArgumentException.class);
  }
}
