package io.nqueens.solver.backtracking;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.KnightExclusion;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each variant's chain of count strategies, resolved at both edges of every strategy's range: the
 * method the count uses, its parts and the method line all come from this one resolution.
 */
class CountStrategyTest {

  @ParameterizedTest(name = "{0} at n={1}: {2}")
  @CsvSource({
      "bitboard, 4, BIT_MASKS", "bitboard, 5, SYMMETRIC", "bitboard, 14, SYMMETRIC", "bitboard, 15, CONSTELLATIONS",
      "bitboard, 16, HALVES", "bitboard, 23, HALVES", "bitboard, 24, CONSTELLATIONS", "bitboard, 32, CONSTELLATIONS",
      "bitboard, 33, SYMMETRIC", "bitboard, 63, SYMMETRIC", "bitboard, 64, BIT_MASKS",
      "halves, 3, BIT_MASKS", "halves, 4, HALVES", "halves, 23, HALVES", "halves, 24, CONSTELLATIONS", "halves, 32, CONSTELLATIONS",
      "halves, 33, SYMMETRIC",
      "constellation, 5, SYMMETRIC", "constellation, 6, CONSTELLATIONS", "constellation, 32, CONSTELLATIONS", "constellation, 33, SYMMETRIC",
      "symmetric, 4, BIT_MASKS", "symmetric, 5, SYMMETRIC", "symmetric, 63, SYMMETRIC", "symmetric, 64, BIT_MASKS",
      "mirror, 1, BIT_MASKS", "mirror, 2, MIRROR", "mirror, 63, MIRROR", "mirror, 64, BIT_MASKS",
      "simple, 8, FLAG_ARRAYS", "simple, 1000, FLAG_ARRAYS"})
  void thePlainProblemOnOneThreadUsesTheFirstStrategyInTheChainThatServesItsN(String variant, int n, CountStrategy expected) {
    BacktrackingSolver solver = BacktrackingSolver.named(variant);
    QueensModel model = QueensModel.of(n);
    assertThat(solver.strategy(model, List.of(), 1)).isEqualTo(expected);
    assertThat(solver.countMethod(model, List.of(), 1)).isEqualTo(expected.countMethod());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"bitboard", "halves", "constellation", "symmetric", "mirror", "simple"})
  void aModelWithAConstraintFallsToTheChainsLastStrategy(String variant) {
    BacktrackingSolver solver = BacktrackingSolver.named(variant);
    QueensModel model = QueensModel.of(17, new KnightExclusion());
    CountStrategy last = BacktrackingSolver.Variant.named(variant).chain.get(BacktrackingSolver.Variant.named(variant).chain.size() - 1).strategy();
    assertThat(solver.strategy(model, List.of(), 1)).isEqualTo(last);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"bitboard, 17, HALVES", "mirror, 12, BIT_MASKS", "halves, 12, HALVES"})
  void classesOrSeveralThreadsRuleOutTheMirrorOnly(String variant, int n, CountStrategy expected) {
    BacktrackingSolver solver = BacktrackingSolver.named(variant);
    QueensModel model = QueensModel.of(n);
    assertThat(solver.strategy(model, List.of(Symmetry.values()), 2)).isEqualTo(expected);
    // Classes under part of the group: only the methods that enumerate give them.
    assertThat(solver.strategy(model, List.of(Symmetry.IDENTITY, Symmetry.values()[1]), 1)).isIn(CountStrategy.BIT_MASKS, CountStrategy.FLAG_ARRAYS);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"bitboard", "halves", "constellation", "symmetric", "mirror", "simple"})
  void solversPrintsTheChainTheCountResolves(String variant) {
    String words = BacktrackingSolver.Variant.named(variant).describe();
    for (CountStrategy.Step step : BacktrackingSolver.Variant.named(variant).chain) {
      assertThat(words).contains(step.strategy().words);
      if (step.strategy().plainOnly) {
        assertThat(words).contains("n = " + step.from() + " to " + step.strategy().maxN);
      }
    }
  }
}
