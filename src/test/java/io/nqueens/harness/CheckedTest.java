package io.nqueens.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import io.nqueens.Contradiction;
import io.nqueens.harness.Verdict;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.runner.Comparisons;
import io.nqueens.harness.runner.Isolation;
import io.nqueens.harness.runner.Isolations;
import io.nqueens.harness.runner.Plan;
import io.nqueens.harness.runner.Work;
import io.nqueens.model.Blocked;
import io.nqueens.model.Objective;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.solver.Backends;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** What the program shows has passed the checker: a backend that lies is caught before its answer is shown. */
class CheckedTest {

  /** A backend that always "finds" the same placement, a solution of the plain 4 x 4 board. */
  private static final class Liar implements Solver {
    @Override
    public String name() {
      return "liar";
    }

    @Override
    public String variant() {
      return "always";
    }

    @Override
    public int maxN(Task task) {
      return 100;
    }

    @Override
    public SolveResult solve(QueensModel model, SearchControl control) {
      return new SolveResult(Optional.of(Solution.of(1, 3, 0, 2)), Outcome.COMPLETE, Statistics.of(0));
    }

    @Override
    public EnumerationResult enumerate(QueensModel model, SearchControl control, SolutionListener listener) {
      listener.onSolution(Solution.of(1, 3, 0, 2));
      return new EnumerationResult(1, Outcome.COMPLETE, Statistics.of(0));
    }

    /** Claims the placement is optimal with a value of its own invention. */
    @Override
    public OptimumResult optimise(QueensModel model, int threads, SearchControl control) {
      return OptimumResult.of(Optional.of(Solution.of(1, 3, 0, 2)), OptionalLong.of(99), OptionalLong.empty(),
          Outcome.COMPLETE, List.of(), Statistics.of(0));
    }
  }

  @Test
  void aSolutionTheCheckerRejectsIsAContradictionNamingWhatItBreaks() {
    QueensModel model = QueensModel.of(4, new Blocked(0, 1));
    assertThatThrownBy(() -> Checked.solution(model, Solution.of(1, 3, 0, 2), "liar"))
        .isInstanceOf(Contradiction.class).hasMessageContaining("liar").hasMessageContaining("blocked square");
    assertThat(Checked.solution(QueensModel.of(4), Solution.of(1, 3, 0, 2), "liar")).isEqualTo(Solution.of(1, 3, 0, 2));
  }

  @Test
  void aNoSolutionTheCheckersEnumerationRefutesIsAContradictionNamingTheSolution() {
    SolveResult none = new SolveResult(Optional.empty(), Outcome.COMPLETE, Statistics.of(0));
    assertThatThrownBy(() -> Checked.solve(QueensModel.of(6), none, "liar"))
        .isInstanceOf(Contradiction.class).hasMessageContaining("no solution").hasMessageContaining("passes the checker");
    assertThat(Checked.solve(QueensModel.of(3), none, "honest").provenUnsatisfiable()).isTrue();
    OptimumResult noOptimum = OptimumResult.of(Optional.empty(), OptionalLong.empty(),
        OptionalLong.empty(), Outcome.COMPLETE, List.of(), Statistics.of(0));
    QueensModel withObjective = QueensModel.of(6).withObjective(Objective.parse(Objective.Sense.MINIMIZE, "q[0]", Map.of()));
    assertThatThrownBy(() -> Checked.optimum(withObjective, noOptimum, "liar")).isInstanceOf(Contradiction.class);
  }

  @Test
  void anOptimumTheCheckersEnumerationBeatsIsAContradictionWithBothValues() {
    // 1,3,0,2 has q[0] = 1; on the plain 4 x 4 board the other solution, 2,0,3,1, has q[0] = 2.
    QueensModel model = QueensModel.of(4).withObjective(Objective.parse(Objective.Sense.MAXIMIZE, "q[0]", Map.of()));
    OptimumResult claimed = OptimumResult.of(Optional.of(Solution.of(1, 3, 0, 2)), OptionalLong.of(1),
        OptionalLong.empty(), Outcome.COMPLETE, List.of(), Statistics.of(0));
    assertThatThrownBy(() -> Checked.optimum(model, claimed, "liar"))
        .isInstanceOf(Contradiction.class).hasMessageContaining("says 1 is optimal").hasMessageContaining("objective value 2");
  }

  @Test
  void explainNeverOffersAnUncheckedSolution() {
    assertThatThrownBy(() -> new Explainer(new Liar()).explain(QueensModel.of(4, new Blocked(0, 1)), SearchControl.unlimited()))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("checker rejects");
  }

  @Test
  void explainCountsTheSolutionsItChecked() {
    // Two queens that attack each other: the core is both, each with a witness.
    QueensModel model = QueensModel.of(6, new Queen(0, 0), new Queen(1, 1));
    Explainer.Explanation e = new Explainer(Backends.create("backtracking")).explain(model, SearchControl.unlimited());
    assertThat(e.verdict()).isEqualTo(Explainer.Verdict.MINIMAL);
    assertThat(e.checked()).isGreaterThanOrEqualTo(e.witnesses().size()).isPositive();
  }

  @Test
  void aSingleBackendWithNoPublishedCountIsUncheckedNotOk() {
    Plan plan = new Plan(List.of(QueensModel.of(8, new Blocked(0, 0)), QueensModel.of(8)), 1, Runs.exactly(1), false, 0, false, Optional.empty());
    List<Harness.Row> rows;
    try (Isolation<Harness.Run> runs = Isolations.inProcess(Work.COUNT, plan, List.of(Backends.parse("backtracking")), false)) {
      rows = Comparisons.counts(runs, SearchControl.unlimited(), row -> { });
    }
    Harness.Row alone = rows.get(0);
    assertThat(alone.verdict()).isEqualTo(Verdict.UNCHECKED);
    assertThat(alone.compared()).isEqualTo("1 backend, no published count");
    Harness.Row published = rows.get(1);
    assertThat(published.verdict()).isEqualTo(Verdict.AGREE);
    assertThat(published.compared()).isEqualTo("1 backend and the published count");
  }
}
