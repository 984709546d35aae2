package io.nqueens.solver;

import io.nqueens.engine.Counting;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.nqueens.harness.KnownCounts;
import io.nqueens.model.Blocked;
import io.nqueens.model.ExcludedDiagonal;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.model.Toroidal;
import io.nqueens.testing.Registered;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** One contract, every backend and variant: the same counts, valid solutions, honest partial results. */
class SolverContractTest {

  /** Every registered backend and variant that runs here (MiniZinc's where it is installed). */
  static Stream<String> backends() {
    return Registered.all();
  }

  static Stream<Arguments> backendsAndSizes(int from, int to) {
    return backends().flatMap(b -> IntStream.rangeClosed(from, to).mapToObj(n -> Arguments.of(b, n)));
  }

  static Stream<Arguments> smallBoards() {
    return backendsAndSizes(1, 10);
  }

  @ParameterizedTest(name = "{0} n={1}")
  @MethodSource("smallBoards")
  void countsEqualThePublishedCountsUpToTen(String backend, int n) {
    QueensModel model = QueensModel.of(n);
    CountResult r = Counting.count(Backends.create(backend), model, SymmetryGroup.of(model), SearchControl.unlimited());
    assertThat(r.complete()).isTrue();
    assertThat(r.solutions()).isEqualTo(KnownCounts.solutions(model).getAsLong());
    assertThat(r.unique()).isEqualTo(KnownCounts.unique(model).getAsLong());
  }

  @ParameterizedTest
  @ValueSource(strings = {"backtracking", "backtracking:mirror", "backtracking:simple", "choco"})
  void countsTwelveQueensAndTheirClasses(String backend) {
    QueensModel model = QueensModel.of(12);
    CountResult r = Counting.count(Backends.create(backend), model, SymmetryGroup.of(model), SearchControl.unlimited());
    assertThat(r.solutions()).isEqualTo(14200);
    assertThat(r.unique()).isEqualTo(1787);
  }

  @ParameterizedTest(name = "{0} n={1}")
  @MethodSource("smallBoards")
  void everyEnumeratedSolutionPassesTheCheckerOnce(String backend, int n) {
    QueensModel model = QueensModel.of(n);
    Set<Solution> seen = new HashSet<>();
    EnumerationResult r = Backends.create(backend).enumerate(model, SearchControl.unlimited(), s -> {
      assertThat(SolutionChecker.violations(model, s)).isEmpty();
      assertThat(seen.add(s)).as("reported twice: %s", s).isTrue();
      return true;
    });
    assertThat(r.solutions()).isEqualTo(seen.size()).isEqualTo(KnownCounts.solutions(model).getAsLong());
  }

  static Stream<Arguments> firstSolutionBoards() {
    return backends().flatMap(b -> Stream.of(4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25, 30).map(n -> Arguments.of(b, n)));
  }

  @ParameterizedTest(name = "{0} n={1}")
  @MethodSource("firstSolutionBoards")
  void findsAValidFirstSolution(String backend, int n) {
    assumeTrue(!backend.equals("backtracking:simple") || n <= 25, "the simple version tries columns in order; n=30 takes seconds");
    QueensModel model = QueensModel.of(n);
    SolveResult r = Backends.create(backend).solve(model, SearchControl.unlimited());
    assertThat(r.solution()).hasValueSatisfying(s -> assertThat(SolutionChecker.violations(model, s)).isEmpty());
  }

  static Stream<Arguments> largeBoards() {
    return Stream.of(Arguments.of("backtracking", 1000), Arguments.of("choco", 200), Arguments.of("choco", 1000), Arguments.of("cpsat", 100));
  }

  @ParameterizedTest(name = "{0} n={1}")
  @MethodSource("largeBoards")
  void findsAValidFirstSolutionOnALargeBoard(String backend, int n) {
    QueensModel model = QueensModel.of(n);
    SolveResult r = Backends.create(backend).solve(model, SearchControl.withTimeLimit(Duration.ofSeconds(60)));
    assertThat(r.solution()).hasValueSatisfying(s -> assertThat(SolutionChecker.violations(model, s)).isEmpty());
  }

  @ParameterizedTest
  @MethodSource("backends")
  void provesThatTwoAndThreeQueensHaveNoSolution(String backend) {
    for (int n : new int[] {2, 3}) {
      SolveResult r = Backends.create(backend).solve(QueensModel.of(n), SearchControl.unlimited());
      assertThat(r.provenUnsatisfiable()).as("n=%d", n).isTrue();
    }
  }

  @ParameterizedTest
  @MethodSource("backends")
  void stopsAtTheTimeLimitAndSaysTheCountIsPartial(String backend) {
    Solver solver = Backends.create(backend);
    assumeTrue(solver.maxN(Solver.Task.ENUMERATE) >= 19);
    // A count of n = 19 takes minutes: one that ignored its limit would end the test at the bound, far above the limit.
    CountResult r = assertTimeoutPreemptively(Duration.ofSeconds(120),
        () -> Counting.count(solver, QueensModel.of(19), List.of(), SearchControl.withTimeLimit(Duration.ofMillis(300))));
    assertThat(r.complete()).isFalse();
    assertThat(r.outcome()).isEqualTo(Outcome.TIME_LIMIT);
    assertThat(r.solutions()).isLessThan(4968057848L);
  }

  @ParameterizedTest
  @MethodSource("backends")
  void enumeratesOneCanonicalSolutionPerClass(String backend) {
    QueensModel model = QueensModel.of(8, new Blocked(3, 3), new Blocked(4, 4));
    List<Symmetry> group = SymmetryGroup.of(model);
    long[] leaders = {0};
    Backends.create(backend).enumerateLexLeaders(model, group, SearchControl.unlimited(), s -> {
      assertThat(SymmetryGroup.isCanonical(s, group)).isTrue();
      assertThat(SolutionChecker.isValid(model, s)).isTrue();
      leaders[0]++;
      return true;
    });
    assertThat(leaders[0]).isEqualTo(Counting.count(Backends.create("backtracking:simple"), model, group, SearchControl.unlimited()).unique());
  }

  @ParameterizedTest
  @MethodSource("backends")
  void stopsEnumeratingWhenTheListenerSaysSo(String backend) {
    long[] seen = {0};
    EnumerationResult r = Backends.create(backend).enumerate(QueensModel.of(8), SearchControl.unlimited(), s -> ++seen[0] < 5);
    assertThat(seen[0]).isEqualTo(5);
    assertThat(r.outcome()).isEqualTo(Outcome.STOPPED_BY_CALLER);
  }

  // Constraint kinds: the published families and hand-checked instances.

  static Stream<Arguments> superqueens() {
    return backends().flatMap(b -> Stream.of(10, 11, 12).map(n -> Arguments.of(b, n)));
  }

  @ParameterizedTest(name = "{0} n={1}")
  @MethodSource("superqueens")
  void countsSuperqueensAsPublished(String backend, int n) {
    QueensModel model = QueensModel.of(n, new KnightExclusion());
    assertThat(Counting.count(Backends.create(backend), model, List.of(), SearchControl.unlimited()).solutions())
        .isEqualTo(KnownCounts.solutions(model).getAsLong());
  }

  /**
   * Every variant up to n = 11; n = 13 on each backend's default variant (where a variant's own
   * search takes seconds, as CP-SAT's auto does, the other sizes already pin its translation).
   */
  static Stream<Arguments> toroidal() {
    return backends().flatMap(b -> (Backends.parse(b).label().indexOf(':') < 0 ? Stream.of(5, 7, 11, 13) : Stream.of(5, 7, 11))
        .map(n -> Arguments.of(b, n)));
  }

  @ParameterizedTest(name = "{0} n={1}")
  @MethodSource("toroidal")
  void countsToroidalQueensAsPublished(String backend, int n) {
    QueensModel model = QueensModel.of(n, new Toroidal());
    assertThat(Counting.count(Backends.create(backend), model, List.of(), SearchControl.unlimited()).solutions())
        .isEqualTo(KnownCounts.solutions(model).getAsLong());
  }

  @ParameterizedTest
  @MethodSource("backends")
  void honoursPrePlacedQueensAndBlockedSquares(String backend) {
    // Of the 92 eight-queens solutions, 4 have row 0's queen in column 0; blocking (4,7) leaves those
    // that avoid it. The oracle is a filter over the plain enumeration by the checker.
    QueensModel model = QueensModel.of(8, new Queen(0, 0), new Blocked(4, 7));
    long expected = oracleCount(model);
    assertThat(expected).isPositive();
    assertThat(Counting.count(Backends.create(backend), model, List.of(), SearchControl.unlimited()).solutions()).isEqualTo(expected);
    SolveResult first = Backends.create(backend).solve(model, SearchControl.unlimited());
    assertThat(first.solution()).hasValueSatisfying(s -> assertThat(SolutionChecker.isValid(model, s)).isTrue());
  }

  @ParameterizedTest
  @MethodSource("backends")
  void honoursExcludedDiagonals(String backend) {
    // Both main diagonals excluded, as in CSPLib problem 79; the oracle filters the plain solutions.
    QueensModel model = QueensModel.of(8, ExcludedDiagonal.difference(0), ExcludedDiagonal.sum(7));
    long expected = oracleCount(model);
    assertThat(expected).isPositive();
    assertThat(Counting.count(Backends.create(backend), model, List.of(), SearchControl.unlimited()).solutions()).isEqualTo(expected);
    assertThat(Backends.create(backend).solve(model, SearchControl.unlimited()).solution())
        .hasValueSatisfying(s -> assertThat(SolutionChecker.isValid(model, s)).isTrue());
  }

  @ParameterizedTest
  @MethodSource("backends")
  void findsNoSolutionWhenPrePlacedQueensAttackEachOther(String backend) {
    QueensModel model = QueensModel.of(8, new Queen(0, 0), new Queen(3, 3));
    assertThat(Backends.create(backend).solve(model, SearchControl.unlimited()).provenUnsatisfiable()).isTrue();
    assertThat(Counting.count(Backends.create(backend), model, List.of(), SearchControl.unlimited()).solutions()).isZero();
  }

  /** Every permutation of the plain problem's solutions filtered by the checker: slow and obviously right. */
  static long oracleCount(QueensModel model) {
    long[] count = {0};
    Backends.create("backtracking:simple").enumerate(QueensModel.of(model.n()), SearchControl.unlimited(), s -> {
      if (SolutionChecker.isValid(model, s)) {
        count[0]++;
      }
      return true;
    });
    return count[0];
  }
}
