package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nqueens.model.Cell;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CpStep;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.TraceListener;
import io.nqueens.testing.BruteForce;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The traces of the teaching backtracker and of Choco's own search: their counts are compare's, and every square a step removes is gone for a reason. */
class SearchTraceTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The searches trace follows, as compare names them. */
  private static final List<String> TRACED = List.of("backtracking:simple", "choco:fc-input", "choco:ac-dom", "choco");

  @Test
  void eachTracedSearchsNodesAndFailsEqualComparesForTheSameVariantAndN() throws Exception {
    Cli.Result compare = Cli.run("compare", "--from", "4", "--to", "8", "--solvers", String.join(",", TRACED), "--in-process", "--repeat", "1",
        "--measure-time", "0", "--format", "json");
    assertThat(compare.exit()).as(compare.err()).isZero();
    for (JsonNode row : JSON.readTree(compare.out()).path("rows")) {
      int n = row.path("n").asInt();
      for (String solver : TRACED) {
        Cli.Result trace = Cli.run("trace", "-n", Integer.toString(n), "--all", "--solver", solver, "--format", "json", "--max-steps", "1000000");
        assertThat(trace.exit()).as(trace.err()).isZero();
        JsonNode traced = JSON.readTree(trace.out());
        JsonNode counted = row.path("backends").path(solver);
        List<Long> statistics = new ArrayList<>();
        counted.path("statistics").forEach(v -> statistics.add(v.asLong()));
        assertThat(List.of(traced.path("nodes").asLong(), traced.path("fails").asLong())).as("%s at n=%d", solver, n)
            .isEqualTo(List.of(statistics.get(0), statistics.get(1)));
        if (!traced.path("symmetryBroken").asBoolean()) {
          assertThat(traced.path("solutions").asLong()).as("%s at n=%d", solver, n).isEqualTo(counted.path("solutions").asLong());
        }
      }
    }
  }

  /** Forward checking removes only what a queen standing attacks: every square choco:fc-input removes is attacked by a queen on the board, and the trace names that rule. */
  @ParameterizedTest
  @ValueSource(ints = {4, 5, 6, 7, 8})
  void everySquareAForwardCheckingStepRemovesIsAttackedByAQueenStanding(int n) {
    for (QueensModel model : List.of(QueensModel.of(n), QueensModel.of(n, new KnightExclusion()))) {
      List<CpStep> steps = trace("choco:fc-input", model);
      assertThat(steps).isNotEmpty();
      for (CpStep step : steps) {
        for (Cell square : step.removed()) {
          boolean attacked = IntStream.range(0, n).anyMatch(r -> step.left(r).size() == 1
              && SolutionChecker.attack(model, new Cell(r, step.left(r).get(0)), square).isPresent());
          assertThat(attacked).as("%s: %s in %s", model.summary(), square, step.kind()).isTrue();
          assertThat(TraceRecorder.removal(model, step, square).rule()).isNotEqualTo("consistency");
        }
      }
    }
  }

  /**
   * Propagation is sound for every variant, arc consistency included: a square a step removes is in no
   * solution that keeps every other row within what the step left (such a solution would be one of the
   * node's, whose squares propagation must keep). The variants that break symmetries remove solutions
   * on purpose (all but each class's lex-leader), so they are not among these.
   */
  @ParameterizedTest
  @ValueSource(strings = {"choco:fc-input", "choco:ac-dom", "choco:bc-dom", "choco:fc-dom"})
  void everySquareAStepRemovesIsInNoSolutionOfWhatTheStepLeft(String solver) {
    for (int n = 4; n <= 7; n++) {
      QueensModel model = QueensModel.of(n);
      List<Solution> all = BruteForce.solutions(model);
      for (CpStep step : trace(solver, model)) {
        for (Cell r : step.removed()) {
          boolean inASolution = all.stream().anyMatch(s -> s.col(r.row()) == r.col() && keeps(step, s, r.row()));
          assertThat(inASolution).as("%s at n=%d removes %s, which a solution within the step's domains has", solver, n, r).isFalse();
        }
      }
    }
  }

  private static boolean keeps(CpStep step, Solution s, int except) {
    for (int r = 0; r < s.n(); r++) {
      if (r != except && !step.left(r).contains(s.col(r))) {
        return false;
      }
    }
    return true;
  }

  /** Every step of the whole search (every solution), as the solver's trace reports them. */
  private static List<CpStep> trace(String solver, QueensModel model) {
    List<CpStep> steps = new ArrayList<>();
    EnumerationResult r = Backends.create(solver).traceable().orElseThrow().trace(model, SearchControl.unlimited(), new TraceListener() {
      @Override
      public boolean propagated(CpStep step) {
        steps.add(step);
        return true;
      }
    }, true);
    assertThat(r.outcome().isComplete()).isTrue();
    return steps;
  }
}
