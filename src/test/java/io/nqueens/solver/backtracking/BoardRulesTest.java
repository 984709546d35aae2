package io.nqueens.solver.backtracking;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.AttackRule;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.SearchControl;
import io.nqueens.testing.AttackKinds;
import org.junit.jupiter.api.Test;

/** The hand-written searches take their rules from {@link AttackRule}: what they block and find agrees with it. */
class BoardRulesTest {

  @Test
  void aPrePlacedQueenBlocksExactlyTheSquaresItAttacks() {
    for (int n = 1; n <= 12; n++) {
      for (QueensModel plain : AttackKinds.everyCombination(n)) {
        AttackRule rule = AttackRule.of(plain);
        for (int qr = 0; qr < n; qr++) {
          for (int qc = 0; qc < n; qc++) {
            BoardRules rules = BoardRules.of(plain.with(new Queen(qr, qc)));
            for (int r = 0; r < n; r++) {
              for (int c = 0; c < n; c++) {
                boolean expected = r == qr ? c == qc : !rule.attacks(qr, qc, r, c);
                assertThat(rules.squareAllowed(r, c)).as("%s, queen %d,%d, square %d,%d", plain.summary(), qr, qc, r, c).isEqualTo(expected);
              }
            }
          }
        }
      }
    }
  }

  @Test
  void theFirstSolutionSearchFindsASolutionExactlyWhenTheEnumerationDoesOnEveryCombinationOfKinds() {
    // Its strikes come from AttackRule.targets (tested against the pair relation in AttackRuleTest).
    for (int n = 1; n <= 13; n++) {
      for (QueensModel model : AttackKinds.everyCombination(n)) {
        // Whether the enumeration finds one: it stops at the first (rooks on 13 rows have 13! solutions).
        boolean any = Backends.create("backtracking:simple").enumerate(model, SearchControl.unlimited(), s -> false).solutions() > 0;
        FirstSolutionSearch search = new FirstSolutionSearch(BoardRules.of(model), SearchControl.unlimited());
        assertThat(search.find() != null).as("%s (a solution: %s)", model.summary(), any).isEqualTo(any);
      }
    }
  }
}
