package io.nqueens.solver.backtracking;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.engine.Counting;
import io.nqueens.harness.KnownCounts;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.BackendOptions;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Parts;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import io.nqueens.testing.BruteForce;
import io.nqueens.testing.Orbits;
import java.util.List;
import java.util.Random;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The meet-in-the-middle counter against its oracles: totals against the mirror counter, the
 * fixed points of the rotations and the Burnside classes against brute force and the canonical
 * filter, its parts against the whole, and its column-set orbits against every column set.
 */
class HalvesCounterTest {

  private static final List<Symmetry> ALL = List.of(Symmetry.values());

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14})
  void totalEqualsTheMirrorCounter(int n) {
    QueensModel model = QueensModel.of(n);
    CountResult halves = Counting.count(BacktrackingSolver.named("halves"), model, List.of(), SearchControl.unlimited());
    CountResult oracle = Counting.count(BacktrackingSolver.named("mirror"), model, List.of(), SearchControl.unlimited());
    assertThat(halves.solutions()).isEqualTo(oracle.solutions());
  }

  /**
   * Where the default variant switches to halves (n = 16) and either side of it: against the
   * constellation counter, a method apart, and at n = 17 (where that takes ten seconds here)
   * against the published counts.
   */
  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {15, 16, 17})
  void totalAndClassesEqualAnotherCounterWhereTheDefaultSwitchesToHalves(int n) {
    QueensModel model = QueensModel.of(n);
    CountResult halves = Counting.count(BacktrackingSolver.named("halves"), model, ALL, SearchControl.unlimited());
    if (n < 17) {
      CountResult oracle = Counting.count(BacktrackingSolver.named("constellation"), model, ALL, SearchControl.unlimited());
      assertThat(halves.solutions()).isEqualTo(oracle.solutions());
      assertThat(halves.unique()).isEqualTo(oracle.unique());
    } else {
      assertThat(halves.solutions()).isEqualTo(KnownCounts.solutions(model).getAsLong());
      assertThat(halves.unique()).isEqualTo(KnownCounts.unique(model).getAsLong());
    }
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {4, 5, 6, 7, 8, 9, 10, 11, 12})
  void classesByBurnsideEqualTheBruteForceOrbits(int n) {
    QueensModel model = QueensModel.of(n);
    CountResult halves = Counting.count(BacktrackingSolver.named("halves"), model, ALL, SearchControl.unlimited());
    // Orbits of the brute-force solutions under the test's own board maps: no canonical filter under test.
    long orbits = Orbits.classes(BruteForce.solutions(model), ALL);
    assertThat(halves.unique()).isEqualTo(orbits);
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {1, 4, 5, 6, 7, 8, 9, 10, 12, 13})
  void fixedPointsOfTheRotationsAreTheSolutionsTheyMapOntoThemselves(int n) {
    List<Solution> all = BruteForce.solutions(QueensModel.of(n));
    // The test's own board maps: nothing of Symmetry's under test.
    long half = all.stream().filter(s -> Orbits.image(s, Symmetry.ROTATE_180).equals(s)).count();
    long quarter = all.stream().filter(s -> Orbits.image(s, Symmetry.ROTATE_90).equals(s)).count();
    FixedPoints fixed = new FixedPoints(n, SearchControl.unlimited());
    assertThat(fixed.halfTurn()).as("half turn").isEqualTo(half);
    assertThat(fixed.quarterTurn()).as("quarter turn").isEqualTo(quarter);
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {12, 13})
  void itsPartsAddUpToTheWholeOnTwoThreads(int n) {
    QueensModel model = QueensModel.of(n);
    BacktrackingSolver solver = BacktrackingSolver.named("halves");
    Parts parts = solver.ownParts(model, ALL, 2, SearchControl.unlimited()).orElseThrow();
    assertThat(parts.size()).isGreaterThan(2);
    assertThat(parts.digest()).isEqualTo(solver.ownParts(model, ALL, 2, SearchControl.unlimited()).orElseThrow().digest());
    CountResult split = Counting.count(solver, () -> BacktrackingSolver.named("halves"), model, ALL, SearchControl.unlimited(), 2, Progress.NONE);
    CountResult oracle = Counting.count(BacktrackingSolver.named("symmetric"), model, ALL, SearchControl.unlimited());
    assertThat(split.solutions()).isEqualTo(oracle.solutions());
    assertThat(split.unique()).isEqualTo(oracle.unique());
    assertThat(split.parts()).isEqualTo(parts.size());
  }

  /**
   * The matching's union count, for any number of sets a key can name (one to eight chunks), laid
   * out at any offsets of one array: the bits set in the union of the sets' words, as a plain loop
   * counts them.
   */
  @ParameterizedTest(name = "k={0}")
  @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8})
  void theUnionOfAnyNumberOfBitSetsIsCountedAsAPlainLoopCountsIt(int k) {
    int words = 7;
    Sets sets = Sets.random(k, k, words);
    assertThat(Matching.scalarClashes(sets.flat(), sets.offsets(), k, words)).isEqualTo(sets.unionBits(k, words));
  }

  /** k bit sets of {@code words} longs at random offsets of one array, and the bits of their union as a plain loop counts them. */
  private record Sets(long[] flat, int[] offsets) {

    static Sets random(long seed, int k, int words) {
      Random random = new Random(seed);
      long[] flat = new long[16 * words + 5];
      for (int w = 0; w < flat.length; w++) {
        // Sparse sets, so that the union is not all ones; the words past each set's must not count.
        flat[w] = random.nextLong() & random.nextLong() & random.nextLong();
      }
      int[] offsets = new int[64];
      for (int i = 0; i < k; i++) {
        offsets[i] = random.nextInt(flat.length - words);
      }
      return new Sets(flat, offsets);
    }

    int unionBits(int k, int words) {
      int bits = 0;
      for (int w = 0; w < words; w++) {
        long union = 0;
        for (int i = 0; i < k; i++) {
          union |= flat[offsets[i] + w];
        }
        bits += Long.bitCount(union);
      }
      return bits;
    }
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {6, 8, 10, 12})
  void onEvenBoardsTheUnitsWeighEveryColumnSetOnceOnAndOffTheLongDiagonals(int n) {
    HalvesCounter h = new HalvesCounter(n, SearchControl.unlimited());
    long weights = 0;
    long emptyWeights = 0;
    for (HalvesCounter.Orbit o : h.orbits()) {
      assertThat(Long.bitCount(o.columns())).isEqualTo(n / 2);
      assertThat(o.middle()).isEqualTo(-1);
      weights += o.weight();
      emptyWeights += o.emptyWeight();
    }
    // Every set of n/2 columns once under the mirror alone, and once under the four symmetries
    // that keep the halves.
    assertThat(weights).isEqualTo(binomial(n, n / 2));
    assertThat(emptyWeights).isEqualTo(binomial(n, n / 2));
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {5, 7, 9, 11})
  void onOddBoardsTheUnitsWeighEveryPlacementOfTheMiddleQueensAndColumnSetOnce(int n) {
    int t = n / 2;
    // Every queen on the middle row (column a) with one on the middle column (row b) that it does
    // not attack, or one queen in the centre, and every set of t columns for the top half: the
    // middle column among them when b is above the middle row, never column a.
    long expected = 0;
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        boolean centre = a == t && b == t;
        boolean apart = a != t && b != t && Math.abs(a - t) != Math.abs(b - t);
        if (!centre && !apart) {
          continue;
        }
        for (long c = 0; c < 1L << n; c++) {
          if (Long.bitCount(c) == t && (c >>> a & 1) == 0 && (centre ? (c >>> t & 1) == 0 : (c >>> t & 1) == (b < t ? 1 : 0))) {
            expected++;
          }
        }
      }
    }
    long weights = 0;
    for (HalvesCounter.Orbit o : new HalvesCounter(n, SearchControl.unlimited()).orbits()) {
      assertThat(o.emptyWeight()).isEqualTo(o.weight());
      weights += o.weight();
    }
    assertThat(weights).isEqualTo(expected);
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {8, 9, 12, 13})
  void smallBlocksOfTopHalvesAndASmallCacheOfCellsCountTheSameTotals(int n) {
    HalvesCounter whole = new HalvesCounter(n, SearchControl.unlimited());
    // Blocks of three top halves: most units take several passes over their bottom halves; a cache
    // with room for two of the largest cells only: it starts again empty at almost every join.
    int[] start = Quarters.of(n / 2, SearchControl.unlimited()).start;
    int largest = 0;
    for (int i = 0; i + 1 < start.length; i++) {
      largest = Math.max(largest, start[i + 1] - start[i]);
    }
    int room = 2 * largest;
    HalvesCounter blocks = new HalvesCounter(n, SearchControl.unlimited(), 3, new PieceCache(n / 2, room));
    long inBlocks = 0;
    for (HalvesCounter.Orbit o : whole.orbits()) {
      long own = blocks.count(o);
      assertThat(own).as(o.describe(n)).isEqualTo(whole.count(o));
      inBlocks += own;
    }
    assertThat(inBlocks).isEqualTo(Counting.count(BacktrackingSolver.named("mirror"), QueensModel.of(n), List.of(), SearchControl.unlimited()).solutions());
  }

  /** The Vector API's way (the test JVM has the module: pom.xml's surefire argLine), used for every block, against the scalar way and the mirror counter. */
  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {8, 9, 12, 13})
  void theVectorMatchingCountsWhatTheScalarOneCounts(int n) {
    Matching vector = Matching.vector().orElseThrow(() -> new AssertionError("no jdk.incubator.vector in this JVM"));
    HalvesCounter scalar = new HalvesCounter(n, SearchControl.unlimited(), HalvesCounter.BLOCK, null, Matching.SCALAR, Integer.MAX_VALUE);
    HalvesCounter everyBlock = new HalvesCounter(n, SearchControl.unlimited(), HalvesCounter.BLOCK, null, vector, 1);
    long a = 0;
    long b = 0;
    for (HalvesCounter.Orbit o : scalar.orbits()) {
      long own = everyBlock.count(o);
      assertThat(own).as(o.describe(n)).isEqualTo(scalar.count(o));
      a += own;
    }
    for (HalvesCounter.Orbit o : scalar.orbits()) {
      b += scalar.count(o);
    }
    assertThat(a).isEqualTo(b).isEqualTo(KnownCounts.solutions(QueensModel.of(n)).getAsLong());
  }

  /** The vector way's union count, for every number of sets and several padded lengths, as a plain loop counts it. */
  @ParameterizedTest(name = "k={0}")
  @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8})
  void theVectorWayCountsTheUnionOfAnyNumberOfBitSetsAsAPlainLoop(int k) {
    Matching vector = Matching.vector().orElseThrow();
    for (int words : new int[] {4, 8, 24, 100}) {
      Sets sets = Sets.random(k * 31L + words, k, words);
      assertThat(vector.clashes(sets.flat(), sets.offsets(), k, words, new long[8])).as("words=%d", words)
          .isEqualTo(Matching.scalarClashes(sets.flat(), sets.offsets(), k, words)).isEqualTo(sets.unionBits(k, words));
    }
  }

  @Test
  void theMatchingIsChosenAsTheBackendOptionAsks() {
    assertThat(Matching.choose("scalar")).isSameAs(Matching.SCALAR);
    assertThat(Matching.choose("vector").name()).isEqualTo("vector-256");
    assertThat(Matching.choose("auto").name()).isEqualTo("vector-256");
    Assertions.assertThatThrownBy(() -> Matching.choose("fast")).hasMessageContaining("'fast'");
    for (String way : List.of("scalar", "vector")) {
      Solver solver = Backends.parse("backtracking:halves")
          .with(BackendOptions.parse(List.of("backtracking.matching=" + way))).create();
      assertThat(Counting.count(solver, QueensModel.of(14), List.of(), SearchControl.unlimited()).solutions()).as(way).isEqualTo(365_596L);
    }
  }

  @Test
  void theMemoryEstimateGrowsWithTheBoardAndTheThreadsThatCount() {
    for (int n = 16; n < HalvesCounter.MAX_N; n++) {
      assertThat(HalvesCounter.memoryBytes(n + 1, 2)).as("n = %d", n).isGreaterThan(HalvesCounter.memoryBytes(n, 2));
      assertThat(HalvesCounter.memoryBytes(n, 2)).isGreaterThan(HalvesCounter.memoryBytes(n, 1));
    }
    // n = 23 on two threads fits the 24 GiB this project is measured on.
    assertThat(HalvesCounter.memoryBytes(23, 2)).isLessThan(24L << 30);
  }

  private static long binomial(int n, int k) {
    long b = 1;
    for (int i = 0; i < k; i++) {
      b = b * (n - i) / (i + 1);
    }
    return b;
  }
}
