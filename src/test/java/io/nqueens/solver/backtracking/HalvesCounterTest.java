package io.nqueens.solver.backtracking;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.engine.Counting;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Parts;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.testing.BruteForce;
import java.util.List;
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

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {4, 5, 6, 7, 8, 9, 10, 11, 12})
  void classesByBurnsideEqualTheBruteForceOrbits(int n) {
    QueensModel model = QueensModel.of(n);
    CountResult halves = Counting.count(BacktrackingSolver.named("halves"), model, ALL, SearchControl.unlimited());
    // Orbits of the brute-force solutions under the test's own board maps: no canonical filter under test.
    long orbits = io.nqueens.testing.Orbits.classes(BruteForce.solutions(model), ALL);
    assertThat(halves.unique()).isEqualTo(orbits);
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {1, 4, 5, 6, 7, 8, 9, 10, 12, 13})
  void fixedPointsOfTheRotationsAreTheSolutionsTheyMapOntoThemselves(int n) {
    List<Solution> all = BruteForce.solutions(QueensModel.of(n));
    // The test's own board maps: nothing of Symmetry's under test.
    long half = all.stream().filter(s -> io.nqueens.testing.Orbits.image(s, Symmetry.ROTATE_180).equals(s)).count();
    long quarter = all.stream().filter(s -> io.nqueens.testing.Orbits.image(s, Symmetry.ROTATE_90).equals(s)).count();
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
   * The matching's union count, for any number of sets (each pass of four, and each remainder of
   * the last pass): the bits set in the union of the sets' first words, as a plain loop counts them.
   */
  @ParameterizedTest(name = "k={0}")
  @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 17})
  void theUnionOfAnyNumberOfBitSetsIsCountedAsAPlainLoopCountsIt(int k) {
    java.util.Random random = new java.util.Random(k);
    int words = 7;
    long[][] sets = new long[64][];
    for (int i = 0; i < k; i++) {
      sets[i] = new long[words + 3];
      for (int w = 0; w < sets[i].length; w++) {
        // Sparse sets, so that the union is not all ones; the words past the first ones must not count.
        sets[i][w] = random.nextLong() & random.nextLong() & random.nextLong();
      }
    }
    int expected = 0;
    for (int w = 0; w < words; w++) {
      long union = 0;
      for (int i = 0; i < k; i++) {
        union |= sets[i][w];
      }
      expected += Long.bitCount(union);
    }
    assertThat(HalvesCounter.clashes(sets, k, new long[words + 3], words)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {6, 7, 10, 11})
  void theOrbitsCoverEveryColumnSetOnce(int n) {
    HalvesCounter h = new HalvesCounter(n, SearchControl.unlimited());
    long sets = 0;
    // Even boards: every set of n/2 columns; odd ones: every middle column and n/2 of the others.
    int from = n % 2 == 0 ? n : n - 1;
    long combinations = 1;
    for (int k = 0; k < n / 2; k++) {
      combinations = combinations * (from - k) / (k + 1);
    }
    for (HalvesCounter.Orbit o : h.orbits()) {
      assertThat(Long.bitCount(o.columns())).isEqualTo(n / 2);
      assertThat(o.middle() < 0 || (o.columns() >>> o.middle() & 1) == 0).isTrue();
      sets += o.weight();
    }
    assertThat(sets).isEqualTo(n % 2 == 0 ? combinations : n * combinations);
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {8, 11, 14})
  void theMostTopHalvesOfAColumnSetAreAsMeasured(int n) {
    // The counter holds the top halves of one orbit's representative at a time (its column set, and
    // on odd boards its middle queen): recounted for every representative by a search of the test's
    // own (every peaceful placement of the top n/2 rows, grouped by the columns it takes), not by
    // the counter's enumeration. Other members of an orbit may have more (n = 8: 14 for some column
    // set against 8 for the most of any representative), but they are never held.
    java.util.Map<Long, Integer> perKey = new java.util.HashMap<>();
    int t = n / 2;
    for (int m = n % 2 == 0 ? -1 : 0; m < (n % 2 == 0 ? 0 : n); m++) {
      int[] cols = new int[n];
      tops(n, t, m, cols, 0, perKey);
    }
    HalvesCounter h = new HalvesCounter(n, SearchControl.unlimited());
    long most = 0;
    for (HalvesCounter.Orbit o : h.orbits()) {
      long own = perKey.getOrDefault(o.columns() * 64 + (o.middle() + 1), 0);
      assertThat(h.topHalves(o)).as("top halves of %s", o.describe(n)).isEqualTo(own);
      most = Math.max(most, own);
    }
    assertThat(most).isEqualTo(HalvesCounter.MOST_TOPS[n]);
    assertThat(HalvesCounter.memoryBytes(n + 2, 1)).isGreaterThan(HalvesCounter.memoryBytes(n, 1));
  }

  /** Peaceful placements of rows row..t-1 (and the middle queen m, if any), counted by (m, column set). */
  private static void tops(int n, int t, int m, int[] cols, int row, java.util.Map<Long, Integer> perKey) {
    if (row == t) {
      long set = 0;
      for (int r = 0; r < t; r++) {
        set |= 1L << cols[r];
      }
      perKey.merge(set * 64 + (m + 1), 1, Integer::sum);
      return;
    }
    for (int c = 0; c < n; c++) {
      boolean free = m < 0 || c != m && Math.abs(c - m) != t - row;
      for (int r = 0; r < row && free; r++) {
        free = cols[r] != c && Math.abs(cols[r] - c) != row - r;
      }
      if (free) {
        cols[row] = c;
        tops(n, t, m, cols, row + 1, perKey);
      }
    }
  }
}
