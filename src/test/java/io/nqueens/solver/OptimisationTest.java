package io.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.harness.Checked;
import io.nqueens.model.Blocked;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.Objective;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Toroidal;
import io.nqueens.model.expr.Table;
import io.nqueens.model.io.ModelFile;
import io.nqueens.testing.Registered;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The example models' optima on every backend, against an enumeration of every solution; limits; no solution. */
class OptimisationTest {

  /** The best value over every solution the bit-mask enumeration lists (a path apart from the branch and bound), by the checker's evaluator. */
  private static long enumeratedOptimum(QueensModel model) {
    Objective o = model.objective().orElseThrow();
    long[] best = {0};
    boolean[] any = {false};
    Backends.create("backtracking").enumerate(model.withoutObjective(), SearchControl.unlimited(), s -> {
      long v = o.valueOf(s).longValueExact();
      if (!any[0] || o.better(v, best[0])) {
        best[0] = v;
        any[0] = true;
      }
      return true;
    });
    assertThat(any[0]).isTrue();
    return best[0];
  }

  /** Every backend that proves optima: the complete ones and the integer program. */
  static List<String> backends() {
    return Registered.optimisers();
  }

  /** Each such backend once, in its default variant (the variants share how they are stopped). */
  static List<String> defaultVariants() {
    return Registered.optimisers().stream().map(Registered::name).distinct().toList();
  }

  /** Models whose rules the branch and bound takes from the attack definition (knight moves, wrapped diagonals), with objectives. */
  static List<QueensModel> builtInKindsWithObjectives() {
    Objective weighted = Objective.parse(Objective.Sense.MAXIMIZE, "sum(i in 0..n-1)(i * q[i])", Map.of());
    Objective first = Objective.parse(Objective.Sense.MINIMIZE, "q[0]", Map.of());
    return List.of(
        QueensModel.of(11, new KnightExclusion()).withObjective(weighted),
        QueensModel.of(10, new KnightExclusion()).withObjective(first),
        QueensModel.of(7, new Toroidal()).withObjective(weighted),
        QueensModel.of(11, new Toroidal(), new KnightExclusion()).withObjective(first),
        QueensModel.of(9, new Queen(0, 2), new Blocked(3, 3)).withObjective(weighted));
  }

  @ParameterizedTest
  @MethodSource("defaultVariants")
  void everyBackendFindsTheEnumeratedOptimumOnKnightAndToroidalBoards(String backend) {
    for (QueensModel model : builtInKindsWithObjectives()) {
      optimumOrRefusal(backend, model, model.summary());
    }
  }

  /**
   * The backend proves the enumerated optimum of the model; or, where its range cannot hold the
   * model's totals exactly (CBC's tolerances on lex-first), it refuses the model, naming its range.
   */
  private static void optimumOrRefusal(String backend, QueensModel model, String what) {
    long expected = enumeratedOptimum(model);
    Solver solver = Backends.create(backend);
    if (model.magnitude() > solver.maxMagnitude()) {
      assertThatThrownBy(() -> solver.optimise(model, 1, SearchControl.unlimited())).as("%s on %s", backend, what)
          .isInstanceOf(BeyondLimitException.class).hasMessageContaining(String.format(Locale.ROOT, "%,d", solver.maxMagnitude()));
      return;
    }
    OptimumResult r = Checked.optimum(model, solver.optimise(model, 1, SearchControl.unlimited()), backend);
    assertThat(r.optimal()).as("%s on %s", backend, what).isTrue();
    assertThat(r.value().getAsLong()).as("%s on %s", backend, what).isEqualTo(expected);
  }

  @Test
  void aKnightBoardWithNoSolutionHasNoOptimumOnTheBranchAndBound() {
    QueensModel model = QueensModel.of(8, new KnightExclusion())
        .withObjective(Objective.parse(Objective.Sense.MINIMIZE, "q[0]", Map.of()));
    OptimumResult r = Checked.optimum(model, Backends.create("backtracking").optimise(model, 1, SearchControl.unlimited()), "backtracking");
    assertThat(r.outcome()).isEqualTo(Outcome.COMPLETE);
    assertThat(r.provenUnsatisfiable()).isTrue();
  }

  @ParameterizedTest
  @MethodSource("backends")
  void everyBackendFindsTheOptimumOfEachExampleModel(String backend) {
    for (String file : List.of("weighted.yaml", "lex-first.yaml", "fewest-knight-attacks.yaml")) {
      ModelFile f = ModelFile.read(Path.of("models", file));
      QueensModel model = f.model(f.nFrom());
      optimumOrRefusal(backend, model, file);
    }
  }

  @ParameterizedTest
  @MethodSource("backends")
  void aModelWithoutSolutionsIsProvedToHaveNone(String backend) {
    QueensModel model = QueensModel.of(3).withObjective(Objective.maximize("sum(i in 0..n-1)(q[i])"));
    OptimumResult r = Backends.create(backend).optimise(model, 1, SearchControl.unlimited());
    assertThat(r.provenUnsatisfiable()).isTrue();
    assertThat(r.optimal()).isFalse();
    assertThat(r.value()).isEmpty();
  }

  /** A board of random weights too large to prove optimal at once: each backend stops near the limit with a checked best solution. */
  @ParameterizedTest
  @MethodSource("defaultVariants")
  void aTimeLimitStopsTheSearchWithACheckedBestSolutionNotCalledOptimal(String backend) {
    int n = 40;
    long[][] w = new long[n][n];
    Random random = new Random(7);
    for (long[] row : w) {
      for (int c = 0; c < n; c++) {
        row[c] = random.nextInt(1000);
      }
    }
    QueensModel model = QueensModel.of(n).withObjective(
        Objective.parse(Objective.Sense.MAXIMIZE, "sum(i in 0..n-1)(w[i][q[i]])", Map.of("w", Table.grid("w", w))));
    OptimumResult r = Checked.optimum(model, Backends.create(backend).optimise(model, 1, SearchControl.withTimeLimit(Duration.ofSeconds(1))), backend);
    assertThat(r.outcome()).as(backend).isEqualTo(Outcome.TIME_LIMIT);
    assertThat(r.optimal()).isFalse();
    if (r.best().isPresent() && r.bound().isPresent()) {
      assertThat(r.bound().getAsLong()).isGreaterThanOrEqualTo(r.value().getAsLong());
    }
  }

  /**
   * Stopped early, the hand-written search reports the best bound over the nodes it left open: on a
   * plain weighted board no weaker than the sum of each row's best weight (the bound of a relaxation
   * with neither columns nor diagonals), and here stronger, since the assignment relaxation keeps
   * the columns apart.
   */
  @Test
  void theBranchAndBoundStoppedEarlyReportsABoundOverItsOpenNodesTighterThanEachRowsBest() {
    int n = 30;
    long[][] w = new long[n][n];
    Random random = new Random(11);
    long sumOfRowBests = 0;
    for (long[] row : w) {
      long best = 0;
      for (int c = 0; c < n; c++) {
        row[c] = random.nextInt(1000);
        best = Math.max(best, row[c]);
      }
      sumOfRowBests += best;
    }
    QueensModel model = QueensModel.of(n).withObjective(
        Objective.parse(Objective.Sense.MAXIMIZE, "sum(i in 0..n-1)(w[i][q[i]])", Map.of("w", Table.grid("w", w))));
    OptimumResult r = Checked.optimum(model, Backends.create("backtracking").optimise(model, 1, SearchControl.withTimeLimit(Duration.ofMillis(300))),
        "backtracking");
    assertThat(r.outcome()).isEqualTo(Outcome.TIME_LIMIT);
    assertThat(r.bound().getAsLong()).isLessThan(sumOfRowBests).isGreaterThanOrEqualTo(r.value().getAsLong());
    QueensModel minimized = model.withObjective(Objective.parse(Objective.Sense.MINIMIZE, "sum(i in 0..n-1)(w[i][q[i]])", Map.of("w", Table.grid("w", w))));
    OptimumResult low = Checked.optimum(minimized, Backends.create("backtracking").optimise(minimized, 1,
        SearchControl.withTimeLimit(Duration.ofMillis(300))), "backtracking");
    assertThat(low.bound().getAsLong()).isLessThanOrEqualTo(low.value().getAsLong()).isGreaterThanOrEqualTo(0);
  }

  @Test
  void theCheckerRecomputesTheValueAndABackendThatMisstatesItIsCaught() {
    QueensModel model = QueensModel.of(4).withObjective(Objective.minimize("q[0] + q[1]"));
    OptimumResult lie = OptimumResult.of(Optional.of(Solution.of(1, 3, 0, 2)), OptionalLong.of(3),
        OptionalLong.empty(), Outcome.COMPLETE, List.of(), Statistics.of(0));
    assertThatThrownBy(() -> Checked.optimum(model, lie, "liar")).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("objective value 3").hasMessageContaining("evaluates it to 4");
    OptimumResult wrongBound = OptimumResult.of(Optional.of(Solution.of(1, 3, 0, 2)), OptionalLong.of(4),
        OptionalLong.of(5), Outcome.TIME_LIMIT, List.of(), Statistics.of(0));
    assertThatThrownBy(() -> Checked.optimum(model, wrongBound, "liar")).hasMessageContaining("wrong side");
  }
}
