package io.nqueens.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.testing.BruteForce;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The checker's linear judgement of attacks (large boards) gives the pairwise judgement's verdict on every kind combination. */
class LinearCheckerTest {

  private static final Map<Integer, List<Solution>> PLAIN = new HashMap<>();

  @Test
  void theLinearAndThePairwiseJudgementsAgreeOnRandomPlacementsAndSolutions() {
    Random random = new Random(11);
    int attacked = 0;
    for (int k = 0; k < 4000; k++) {
      int n = 4 + random.nextInt(9);
      List<Constraint> cs = new ArrayList<>();
      if (random.nextBoolean()) {
        cs.add(new KnightExclusion());
      }
      if (random.nextBoolean()) {
        cs.add(new Toroidal());
      }
      QueensModel model = new QueensModel(n, cs, "", "");
      int[] cols = new int[n];
      if (random.nextBoolean()) {
        // A solution of the plain problem: valid or not by the knight and torus rules alone.
        List<Solution> plain = PLAIN.computeIfAbsent(n, m -> BruteForce.solutions(QueensModel.of(m)));
        cols = plain.get(random.nextInt(plain.size())).columns();
      } else {
        for (int r = 0; r < n; r++) {
          cols[r] = random.nextInt(n);
        }
      }
      Solution s = Solution.of(cols);
      boolean pairwise = false;
      for (int r1 = 0; r1 < n; r1++) {
        for (int r2 = r1 + 1; r2 < n; r2++) {
          pairwise |= SolutionChecker.attack(model, new Cell(r1, cols[r1]), new Cell(r2, cols[r2])).isPresent();
        }
      }
      List<String> linear = new ArrayList<>();
      SolutionChecker.attacksByLines(model, s, linear);
      assertThat(!linear.isEmpty()).as("%s on %s: %s", s, model.summary(), linear).isEqualTo(pairwise);
      attacked += pairwise ? 1 : 0;
    }
    assertThat(attacked).isBetween(1000, 3500);
    // Solutions too: every plain solution of n = 8, on the plain board and the torus (where none is one).
    for (Solution s : BruteForce.solutions(QueensModel.of(8))) {
      List<String> linear = new ArrayList<>();
      SolutionChecker.attacksByLines(QueensModel.of(8), s, linear);
      assertThat(linear).isEmpty();
      List<String> torus = new ArrayList<>();
      SolutionChecker.attacksByLines(QueensModel.of(8, new Toroidal()), s, torus);
      assertThat(torus).isNotEmpty();
    }
  }
}
