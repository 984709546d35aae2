package io.nqueens.solver.ortools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverResponse;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.SatParameters;
import io.nqueens.BadInputException;
import io.nqueens.engine.Counting;
import io.nqueens.harness.Checked;
import io.nqueens.model.QueensModel;
import io.nqueens.model.io.ModelFile;
import io.nqueens.solver.BackendOptions;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Each CP-SAT status is mapped deliberately: only a limit or an interrupt makes a partial result. */
class CpSatStatusTest {

  @BeforeAll
  static void load() {
    NativeLibrary.ensureLoaded("cpsat");
  }

  @Test
  void anInvalidModelIsAnInternalErrorWithCpSatsOwnReason() {
    CpModel model = new CpModel();
    IntVar x = model.newIntVar(0, Long.MAX_VALUE / 2, "x");
    IntVar y = model.newIntVar(0, Long.MAX_VALUE / 2, "y");
    model.addLessOrEqual(LinearExpr.weightedSum(new IntVar[] {x, y}, new long[] {Long.MAX_VALUE / 4, Long.MAX_VALUE / 4}), 1);
    CpSolverStatus status = new CpSolver().solve(model);
    assertThat(status).isEqualTo(CpSolverStatus.MODEL_INVALID);
    assertThat(CpSatSolver.invalid(status, model)).hasMessageStartingWith("CP-SAT answered MODEL_INVALID: ").hasMessageContaining("overflow");
  }

  /** Counts take the user's parameters too (a bad one is refused there as well), keeping one worker: the count stays exact. */
  @Test
  void countsHonourTheParametersAndStayExactOnOneWorker() {
    Function<String, Solver> with = params -> Backends.parse("cpsat")
        .with(new BackendOptions(Map.of("cpsat.parameters", params))).create();
    CountResult r = Counting.count(with.apply("num_workers:8 random_seed:3"), QueensModel.of(9),
        List.of(), SearchControl.unlimited());
    assertThat(r.solutions()).isEqualTo(352);
    // A limit of the user's own stops the count: partial, not an internal error (it was ignored before).
    CountResult limited = Counting.count(with.apply("max_number_of_conflicts:0"), QueensModel.of(12),
        List.of(), SearchControl.unlimited());
    assertThat(limited.complete()).isFalse();
    assertThat(limited.solutions()).isLessThan(14200);
  }

  /** CP-SAT answers OPTIMAL when a gap limit of the user's is met: not a proof, so partial for that limit, with CP-SAT's own bound. */
  @Test
  void anOptimalStatusFromAGapLimitIsNotCalledOptimalAndKeepsTheBackendsBound() {
    ModelFile f = ModelFile.read(Path.of("models", "weighted.yaml"));
    QueensModel model = f.model(16);
    Solver gapped = Backends.parse("cpsat")
        .with(new BackendOptions(Map.of("cpsat.parameters", "relative_gap_limit:0.5"))).create();
    OptimumResult r = Checked.optimum(model, gapped.optimise(model, 1, SearchControl.unlimited()), "cpsat");
    OptimumResult proved = Backends.create("cpsat").optimise(model, 1, SearchControl.unlimited());
    assertThat(proved.optimal()).isTrue();
    if (r.value().getAsLong() != proved.value().getAsLong()) {
      assertThat(r.optimal()).isFalse();
      assertThat(r.outcome()).isEqualTo(Outcome.BACKEND_LIMIT);
      assertThat(r.bound().getAsLong()).isNotEqualTo(r.value().getAsLong());
    }
    assertThat(r.optimal()).isEqualTo(r.bound().getAsLong() == r.value().getAsLong());
    // stop_after_first_solution is the user's limit too, not a time limit.
    Solver first = Backends.parse("cpsat")
        .with(new BackendOptions(Map.of("cpsat.parameters", "stop_after_first_solution:true"))).create();
    OptimumResult once = first.optimise(model, 1, SearchControl.unlimited());
    assertThat(once.outcome()).isIn(Outcome.BACKEND_LIMIT, Outcome.COMPLETE);
    assertThat(once.outcome()).isNotEqualTo(Outcome.TIME_LIMIT);
  }

  @Test
  void parametersCpSatRefusesAreBadInputWithItsReason() {
    Solver solver = Backends.parse("cpsat")
        .with(new BackendOptions(Map.of("cpsat.parameters", "num_workers:-5"))).create();
    Assertions.assertThatThrownBy(() -> solver.solve(QueensModel.of(8), SearchControl.unlimited()))
        .isInstanceOf(BadInputException.class).hasMessageContaining("num_workers:-5").hasMessageContaining("[0,10000]");
  }

  @Test
  void anUndecidedSearchWithoutALimitIsNotPassedOffAsPartial() {
    CpSolverResponse unknown = CpSolverResponse.newBuilder().setStatus(CpSolverStatus.UNKNOWN).build();
    assertThatThrownBy(() -> CpSatSolver.undecided(SearchControl.unlimited(), SatParameters.newBuilder(), unknown))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("no limit was reached");
  }

  /** Seen on a busy two-core machine: UNKNOWN after 0.81 s of a 1 s limit. A stopped search, never an internal error. */
  @Test
  void anUndecidedSearchBeforeItsOwnTimeLimitIsPartialForTheLimit() {
    SatParameters.Builder params = SatParameters.newBuilder().setMaxTimeInSeconds(1);
    CpSolverResponse early = CpSolverResponse.newBuilder().setStatus(CpSolverStatus.UNKNOWN).setWallTime(0.81).build();
    assertThat(CpSatSolver.undecided(SearchControl.withTimeLimit(Duration.ofSeconds(1)), params, early)).isEqualTo(Outcome.TIME_LIMIT);
  }

  @Test
  void anUndecidedSearchStoppedByTheControlIsPartialForItsReason() {
    SearchControl cancelled = SearchControl.withTimeLimit(Duration.ofHours(1));
    cancelled.cancel();
    CpSolverResponse unknown = CpSolverResponse.newBuilder().setStatus(CpSolverStatus.UNKNOWN).build();
    assertThat(CpSatSolver.undecided(cancelled, SatParameters.newBuilder(), unknown)).isEqualTo(Outcome.INTERRUPTED);
  }

  @Test
  void anUndecidedSearchThatRanToItsOwnTimeLimitIsPartialForTheLimit() {
    SatParameters.Builder params = SatParameters.newBuilder().setMaxTimeInSeconds(2);
    CpSolverResponse ranOut = CpSolverResponse.newBuilder().setStatus(CpSolverStatus.UNKNOWN).setWallTime(2.0).build();
    assertThat(CpSatSolver.undecided(SearchControl.withTimeLimit(Duration.ofHours(1)), params, ranOut)).isEqualTo(Outcome.TIME_LIMIT);
  }
}
