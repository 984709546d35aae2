package io.nqueens.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.nqueens.BadInputException;
import io.nqueens.testing.AttackKinds;
import org.junit.jupiter.api.Test;

/**
 * The copies of the attack relation that stand apart from {@link AttackRule} on purpose (the
 * checker) or take their tables from it (the program's own judgement, the usable squares, the
 * symmetry proof's placer) agree with it on every pair of squares, for every combination of the
 * kinds that change it, at every n up to 12.
 */
class AttackRuleTest {

  static final int MAX_N = 12;

  @Test
  void theCheckerAndTheProgramsJudgementAgreeWithTheDefinitionOnEveryPairOfSquares() {
    long pairs = 0;
    for (int n = 1; n <= MAX_N; n++) {
      for (QueensModel model : AttackKinds.everyCombination(n)) {
        AttackRule rule = AttackRule.of(model);
        Attacks attacks = Attacks.of(model);
        for (int r1 = 0; r1 < n; r1++) {
          for (int c1 = 0; c1 < n; c1++) {
            for (int r2 = 0; r2 < n; r2++) {
              if (r2 == r1) {
                continue;
              }
              for (int c2 = 0; c2 < n; c2++) {
                Cell a = new Cell(r1, c1);
                Cell b = new Cell(r2, c2);
                boolean expected = rule.attacks(r1, c1, r2, c2);
                assertThat(SolutionChecker.attack(model, a, b).isPresent()).as("checker, %s: %s / %s", model.summary(), a, b).isEqualTo(expected);
                assertThat(attacks.between(a, b).isPresent()).as("Attacks, %s: %s / %s", model.summary(), a, b).isEqualTo(expected);
                assertThat(rule.attacks(r2, c2, r1, c1)).as("symmetric, %s: %s / %s", model.summary(), a, b).isEqualTo(expected);
                pairs++;
              }
            }
          }
        }
      }
    }
    assertThat(pairs).isGreaterThan(100_000);
  }

  @Test
  void theUsableSquaresBesideAPrePlacedQueenAreThoseItDoesNotAttack() {
    for (int n = 1; n <= MAX_N; n++) {
      for (QueensModel plain : AttackKinds.everyCombination(n)) {
        AttackRule rule = AttackRule.of(plain);
        for (int qr = 0; qr < n; qr++) {
          for (int qc = 0; qc < n; qc++) {
            UsableSquares usable = UsableSquares.of(plain.with(new Queen(qr, qc)));
            for (int r = 0; r < n; r++) {
              for (int c = 0; c < n; c++) {
                boolean expected = r == qr ? c == qc : !rule.attacks(qr, qc, r, c);
                assertThat(usable.usable(r, c)).as("%s, queen %d,%d, square %d,%d", plain.summary(), qr, qc, r, c).isEqualTo(expected);
              }
            }
          }
        }
      }
    }
  }

  @Test
  void theTargetsTheMaskAndThePairRelationAreOneSet() {
    int[] out = new int[AttackRule.MAX_TARGETS];
    for (int n = 2; n <= MAX_N; n++) {
      for (QueensModel model : AttackKinds.everyCombination(n)) {
        AttackRule rule = AttackRule.of(model);
        for (int d = -(n - 1); d <= n - 1; d++) {
          if (d == 0) {
            continue;
          }
          for (int c = 0; c < n; c++) {
            long fromTargets = 0;
            int k = rule.targets(c, d, out);
            for (int i = 0; i < k; i++) {
              fromTargets |= 1L << out[i];
            }
            assertThat(fromTargets).as("%s, d %d, column %d", model.summary(), d, c).isEqualTo(rule.mask(c, d));
            int from = d > 0 ? 0 : n - 1;
            long expected = 0;
            for (int c2 = 0; c2 < n; c2++) {
              if (rule.attacks(from, c, from + d, c2)) {
                expected |= 1L << c2;
              }
            }
            assertThat(fromTargets).as("%s, d %d, column %d vs pairs", model.summary(), d, c).isEqualTo(expected);
          }
        }
      }
    }
  }

  @Test
  void aKnightAttacksTwoColumnsOverFromTheNextRowAndOneColumnOverFromTwoRowsAway() {
    AttackRule rule = AttackRule.of(QueensModel.of(8, new KnightExclusion()));
    assertThat(rule.how(3, 3, 4, 5)).contains(AttackRule.Reason.KNIGHT);
    assertThat(rule.how(3, 3, 5, 4)).contains(AttackRule.Reason.KNIGHT);
    assertThat(rule.how(3, 3, 4, 4)).contains(AttackRule.Reason.DIAGONAL);
    assertThat(rule.attacks(3, 3, 5, 6)).isFalse();
    assertThat(rule.attacks(3, 3, 4, 6)).isFalse();
    // A knight does not wrap around a toroidal board; its diagonals do.
    AttackRule torus = AttackRule.of(QueensModel.of(8, new KnightExclusion(), new Toroidal()));
    assertThat(torus.attacks(0, 7, 1, 1)).isFalse();
    assertThat(torus.how(0, 7, 1, 0)).contains(AttackRule.Reason.WRAPPED_DIAGONAL);
  }

  @Test
  void withoutDiagonalsOnlyTheColumnAttacksAndTouchingAddsTheNeighbouringSquares() {
    AttackRule rooks = AttackRule.of(QueensModel.of(8, new NoDiagonals()));
    assertThat(rooks.attacks(3, 3, 4, 4)).isFalse();
    assertThat(rooks.attacks(0, 0, 7, 7)).isFalse();
    assertThat(rooks.how(3, 3, 6, 3)).contains(AttackRule.Reason.COLUMN);
    AttackRule puzzle = AttackRule.of(QueensModel.of(8, new NoDiagonals(), new Touching()));
    assertThat(puzzle.how(3, 3, 4, 4)).contains(AttackRule.Reason.TOUCHING);
    assertThat(puzzle.how(3, 3, 2, 2)).contains(AttackRule.Reason.TOUCHING);
    assertThat(puzzle.attacks(3, 3, 5, 5)).as("a long diagonal is allowed").isFalse();
    assertThat(puzzle.attacks(3, 3, 4, 5)).isFalse();
    // Where diagonals attack, touching adds nothing: the touching squares are on a diagonal already.
    AttackRule queens = AttackRule.of(QueensModel.of(8, new Touching()));
    assertThat(queens.touching()).isFalse();
    assertThat(queens.how(3, 3, 4, 4)).contains(AttackRule.Reason.DIAGONAL);
  }

  @Test
  void aTorusWithoutDiagonalsIsRefusedInOneLine() {
    assertThatThrownBy(() -> QueensModel.of(8, new Toroidal(), new NoDiagonals()))
        .isInstanceOf(BadInputException.class).hasMessageContaining("toroidal").hasMessageContaining("diagonals: false");
  }
}
