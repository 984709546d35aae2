package io.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.KnightExclusion;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.backtracking.BacktrackingSolver;
import io.nqueens.testing.Registered;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Search profiles: exact for the hand-written search, consistent for every backend that has one, absent (not zeros) for the others. */
class SearchProfileTest {

  /** Non-attacking placements of queens in the first k rows of the plain n x n board, by brute force. */
  private static long placements(int n, int k) {
    return placements(n, k, new int[k], 0);
  }

  private static long placements(int n, int k, int[] cols, int row) {
    if (row == k) {
      return 1;
    }
    long total = 0;
    for (int c = 0; c < n; c++) {
      boolean ok = true;
      for (int r = 0; r < row && ok; r++) {
        ok = cols[r] != c && Math.abs(cols[r] - c) != row - r;
      }
      if (ok) {
        cols[row] = c;
        total += placements(n, k, cols, row + 1);
      }
    }
    return total;
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9})
  void theHandWrittenSearchOpensEveryNonAttackingPlacementOfTheFirstRowsOnce(int n) {
    SearchProfile p = BacktrackingSolver.named("bitboard").profile(QueensModel.of(n), SearchControl.unlimited()).orElseThrow();
    long[] nodes = p.nodes();
    for (int k = 0; k <= n; k++) {
      assertThat(nodes[k]).as("depth %d", k).isEqualTo(placements(n, k));
    }
    assertThat(p.solutions()).isEqualTo(nodes[n]);
    assertThat(p.depthMeans()).isEqualTo("queens placed");
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {6, 8, 10})
  void theHandWrittenProfileSumsToTheSearchsNodeCount(int n) {
    QueensModel model = QueensModel.of(n, new KnightExclusion());
    BacktrackingSolver solver = BacktrackingSolver.named("bitboard");
    SearchProfile p = solver.profile(model, SearchControl.unlimited()).orElseThrow();
    CountResult counted = solver.ownCount(model, List.of(), SearchControl.unlimited(), 1).orElseThrow();
    // The profile shows the root at depth 0; its total, as the search's statistic, counts placements below it.
    assertThat(p.nodes()[0]).isEqualTo(1);
    assertThat(p.totalNodes()).isEqualTo(counted.statistics().counters().get("nodes"));
    assertThat(p.totalFails()).isEqualTo(counted.statistics().counters().get("backtracks"));
    assertThat(p.solutions()).isEqualTo(counted.solutions());
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {5, 8, 10})
  void everyBackendWithAProfileCountsAllSolutionsAndAddsUpToItsOwnNodeAndFailCounts(int n) {
    QueensModel model = QueensModel.of(n);
    long expected = BacktrackingSolver.named("simple").enumerate(model, SearchControl.unlimited(), s -> true).solutions();
    int withProfile = 0;
    for (String spec : Registered.inProcess()) {
      Solver solver = Backends.create(spec);
      var profile = solver.profile(model, SearchControl.unlimited());
      if (profile.isEmpty()) {
        continue;
      }
      withProfile++;
      SearchProfile p = profile.get();
      assertThat(p.solutions()).as(spec).isEqualTo(expected);
      assertThat(p.nodes()[0]).as(spec + " root").isEqualTo(1);
      // The profile adds up to the counters the same backend prints for a search of the whole tree.
      List<Long> counters = List.copyOf(solver.enumerate(model, SearchControl.unlimited(), x -> true).statistics().counters().values());
      assertThat(p.totalNodes()).as(spec + " nodes").isEqualTo(counters.get(0));
      assertThat(p.totalFails()).as(spec + " dead ends").isEqualTo(counters.get(1));
    }
    assertThat(withProfile).as("the hand-written search and Choco have profiles").isGreaterThanOrEqualTo(2);
  }

  /** Choco's profile is by rows decided, as the backtracker's is: no deeper than the board, both profiles side by side reach depth n (the solutions). */
  @ParameterizedTest
  @ValueSource(ints = {6, 8})
  void chocosProfileIsByRowsDecidedTheUnitOfTheBacktrackersQueensPlaced(int n) {
    SearchProfile choco = Backends.create("choco:fc-input").profile(QueensModel.of(n), SearchControl.unlimited()).orElseThrow();
    SearchProfile simple = Backends.create("backtracking:simple").profile(QueensModel.of(n), SearchControl.unlimited()).orElseThrow();
    assertThat(choco.depthMeans()).isEqualTo("rows decided");
    assertThat(choco.depths()).isEqualTo(simple.depths()).isEqualTo(n + 1);
  }
}
