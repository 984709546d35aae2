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
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import java.time.Duration;
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
    java.util.function.Function<String, io.nqueens.solver.Solver> with = params -> io.nqueens.solver.Backends.parse("cpsat")
        .with(new io.nqueens.solver.BackendOptions(java.util.Map.of("cpsat.parameters", params))).create();
    io.nqueens.solver.CountResult r = io.nqueens.engine.Counting.count(with.apply("num_workers:8 random_seed:3"), io.nqueens.model.QueensModel.of(9),
        java.util.List.of(), io.nqueens.solver.SearchControl.unlimited());
    assertThat(r.solutions()).isEqualTo(352);
    // A limit of the user's own stops the count: partial, not an internal error (it was ignored before).
    io.nqueens.solver.CountResult limited = io.nqueens.engine.Counting.count(with.apply("max_number_of_conflicts:0"), io.nqueens.model.QueensModel.of(12),
        java.util.List.of(), io.nqueens.solver.SearchControl.unlimited());
    assertThat(limited.complete()).isFalse();
    assertThat(limited.solutions()).isLessThan(14200);
  }

  /** CP-SAT answers OPTIMAL when a gap limit of the user's is met: not a proof, so partial for that limit, with CP-SAT's own bound. */
  @Test
  void anOptimalStatusFromAGapLimitIsNotCalledOptimalAndKeepsTheBackendsBound() {
    io.nqueens.model.io.ModelFile f = io.nqueens.model.io.ModelFile.read(java.nio.file.Path.of("models", "weighted.yaml"));
    io.nqueens.model.QueensModel model = f.model(16);
    io.nqueens.solver.Solver gapped = io.nqueens.solver.Backends.parse("cpsat")
        .with(new io.nqueens.solver.BackendOptions(java.util.Map.of("cpsat.parameters", "relative_gap_limit:0.5"))).create();
    io.nqueens.solver.OptimumResult r = io.nqueens.harness.Checked.optimum(model, gapped.optimise(model, 1, io.nqueens.solver.SearchControl.unlimited()), "cpsat");
    io.nqueens.solver.OptimumResult proved = io.nqueens.solver.Backends.create("cpsat").optimise(model, 1, io.nqueens.solver.SearchControl.unlimited());
    assertThat(proved.optimal()).isTrue();
    if (r.value().getAsLong() != proved.value().getAsLong()) {
      assertThat(r.optimal()).isFalse();
      assertThat(r.outcome()).isEqualTo(io.nqueens.solver.Outcome.BACKEND_LIMIT);
      assertThat(r.bound().getAsLong()).isNotEqualTo(r.value().getAsLong());
    }
    assertThat(r.optimal()).isEqualTo(r.bound().getAsLong() == r.value().getAsLong());
    // stop_after_first_solution is the user's limit too, not a time limit.
    io.nqueens.solver.Solver first = io.nqueens.solver.Backends.parse("cpsat")
        .with(new io.nqueens.solver.BackendOptions(java.util.Map.of("cpsat.parameters", "stop_after_first_solution:true"))).create();
    io.nqueens.solver.OptimumResult once = first.optimise(model, 1, io.nqueens.solver.SearchControl.unlimited());
    assertThat(once.outcome()).isIn(io.nqueens.solver.Outcome.BACKEND_LIMIT, io.nqueens.solver.Outcome.COMPLETE);
    assertThat(once.outcome()).isNotEqualTo(io.nqueens.solver.Outcome.TIME_LIMIT);
  }

  @Test
  void parametersCpSatRefusesAreBadInputWithItsReason() {
    io.nqueens.solver.Solver solver = io.nqueens.solver.Backends.parse("cpsat")
        .with(new io.nqueens.solver.BackendOptions(java.util.Map.of("cpsat.parameters", "num_workers:-5"))).create();
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> solver.solve(io.nqueens.model.QueensModel.of(8), io.nqueens.solver.SearchControl.unlimited()))
        .isInstanceOf(io.nqueens.BadInputException.class).hasMessageContaining("num_workers:-5").hasMessageContaining("[0,10000]");
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
