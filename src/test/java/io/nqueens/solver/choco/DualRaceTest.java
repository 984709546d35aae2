package io.nqueens.solver.choco;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.Blocked;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.SolutionChecker;
import io.nqueens.solver.SearchControl;
import io.nqueens.model.Constraint;
import io.nqueens.solver.Backends;
import io.nqueens.solver.SolveResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Choco's first solutions on boards with holes: a cheap search first, then arc consistency raced by the dual model. */
class DualRaceTest {

  private static ChocoSolver.DualRace raceAlone(QueensModel model) {
    ChocoSolver.DualRace race = new ChocoSolver.DualRace(model, ChocoSolver.DUAL_CONSISTENCY, SearchControl.unlimited());
    race.startOrStop(ChocoSolver.RACE_AFTER_FAILS);
    // As if the first model had been stopped undecided: wait for the dual model to end.
    race.finish(false);
    return race;
  }

  @Test
  void theDualModelFindsASolutionThatPassesTheChecker() {
    QueensModel model = QueensModel.of(12, new Queen(0, 3), new Blocked(5, 5), new Blocked(6, 2), new Blocked(11, 0));
    ChocoSolver.DualRace race = raceAlone(model);
    assertThat(race.decided()).isTrue();
    assertThat(race.solution()).hasValueSatisfying(s -> assertThat(SolutionChecker.violations(model, s)).isEmpty());
    assertThat(race.nodes()).isPositive();
  }

  @Test
  void theDualModelProvesThatABoardHasNoSolution() {
    // None of the four solutions of six queens has a queen in a corner.
    ChocoSolver.DualRace race = raceAlone(QueensModel.of(6, new Queen(0, 0)));
    assertThat(race.decided()).isTrue();
    assertThat(race.solution()).isEmpty();
  }

  @Test
  void noRaceStartsBeforeTheFirstModelHasFailedOftenEnough() {
    ChocoSolver.DualRace race = new ChocoSolver.DualRace(QueensModel.of(8, new Blocked(0, 0)), ChocoSolver.DUAL_CONSISTENCY, SearchControl.unlimited());
    assertThat(race.startOrStop(ChocoSolver.RACE_AFTER_FAILS - 1)).isFalse();
    race.finish(true);
    assertThat(race.decided()).isFalse();
    assertThat(race.nodes()).isZero();
    // Once the first model has decided, no race starts either.
    assertThat(race.startOrStop(ChocoSolver.RACE_AFTER_FAILS)).isTrue();
    assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().equals("choco-dual"));
  }

  /** A random blocked board: each square blocked with probability p (CSPLib 80). */
  private static QueensModel blockedBoard(int n, double p, long seed) {
    Random random = new Random(seed);
    List<Constraint> blocked = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        if (random.nextDouble() < p) {
          blocked.add(new Blocked(r, c));
        }
      }
    }
    return QueensModel.of(n, blocked.toArray(Constraint[]::new));
  }

  /**
   * Random boards near the phase transition: whichever of Choco's models decides, the answer is the
   * backtracker's, and a solution passes the checker. The boards are not chosen for this Choco
   * version: the test demands that some of them search long enough to race, and that both answers
   * (a solution, none) occur.
   */
  @Test
  void searchesLongEnoughToRaceDecideAsTheBacktrackerDoes() {
    int raced = 0;
    int satisfiable = 0;
    int seeds = 0;
    for (long seed = 0; seed < 60 && (raced < 3 || satisfiable == 0 || satisfiable == seeds); seed++) {
      QueensModel board = blockedBoard(32, 0.80, seed);
      SolveResult choco = Backends.create("choco").solve(board, SearchControl.unlimited());
      SolveResult backtracking = Backends.create("backtracking").solve(board, SearchControl.unlimited());
      assertThat(choco.outcome().isComplete()).isTrue();
      assertThat(choco.solution().isPresent()).as("seed %d", seed).isEqualTo(backtracking.solution().isPresent());
      assertThat(choco.provenUnsatisfiable()).isEqualTo(backtracking.provenUnsatisfiable());
      choco.solution().ifPresent(s -> assertThat(SolutionChecker.violations(board, s)).isEmpty());
      seeds++;
      satisfiable += choco.solution().isPresent() ? 1 : 0;
      if (choco.statistics().counters().get("fails") >= ChocoSolver.RACE_AFTER_FAILS) {
        raced++;
      }
    }
    assertThat(raced).as("boards on which the race ran").isGreaterThanOrEqualTo(3);
    assertThat(satisfiable).as("boards with a solution, of %d", seeds).isPositive().isLessThan(seeds);
  }

  @Test
  void aLargeBoardWithHolesGetsACheckedSolutionWithinTheCheapSearchsBudget() {
    // Arc consistency took 24 s on n = 1000 with one blocked square, forward checking under 1 s.
    QueensModel board = QueensModel.of(300, new Blocked(0, 0), new Queen(1, 5));
    SolveResult choco = Backends.create("choco").solve(board, SearchControl.unlimited());
    assertThat(choco.solution()).hasValueSatisfying(s -> assertThat(SolutionChecker.violations(board, s)).isEmpty());
    assertThat(choco.statistics().counters().get("fails")).isLessThan(ChocoSolver.ESCALATE_AFTER_FAILS);
  }
}
