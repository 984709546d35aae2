package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.expr.Parser;
import io.nqueens.testing.Registered;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Flat chains of any length run on every backend; nesting deeper than the documented bound is exit 2, never a stack overflow. */
class LongExpressionTest {

  static Stream<String> backends() {
    return Registered.all();
  }

  /** 2,000 terms: the queens of rows 0..5 over and over, 333 times each and rows 0 and 1 once more. */
  static final String SUM = IntStream.range(0, 2000).mapToObj(i -> "q[" + (i % 6) + "]").collect(Collectors.joining(" + ")) + " >= 0";

  /** 10,000 conjuncts, each true of every placement on a 6 x 6 board. */
  static final String CONJUNCTS = IntStream.range(0, 10_000).mapToObj(i -> "q[" + (i % 6) + "] != " + (6 + i)).collect(Collectors.joining(" /\\ "));

  /** The same sum with every second operator a minus: the chain still regroups without changing its value. */
  static final String MIXED = IntStream.range(0, 2000).mapToObj(i -> "q[" + (i % 6) + "]").collect(Collectors.joining(" - ")) + " <= 0";

  @ParameterizedTest
  @MethodSource("backends")
  void aSumOfTwoThousandTermsCountsEverySolution(String spec) {
    assertCount(spec, SUM, 4);
  }

  @ParameterizedTest
  @MethodSource("backends")
  void tenThousandConjunctsCountEverySolution(String spec) {
    assertCount(spec, CONJUNCTS, 4);
  }

  @Test
  void aLongChainOfMinusesKeepsItsValue() {
    // q0 - q1 - ... - q5 - q0 - ...: every queen of rows 1..5 subtracted, q[0] added once and subtracted 332 times.
    assertCount("backtracking", MIXED, 4);
    assertCount("backtracking", MIXED.replace("<= 0", ">= 0"), 0);
  }

  private static void assertCount(String spec, String constraint, long expected) {
    Cli.Result r = Cli.run("count", "-n", "6", "--constraint", constraint, "--solver", spec);
    assertThat(r.exit()).as(r.err()).isIn(expected > 0 ? ExitCode.OK : ExitCode.NO_SOLUTION, ExitCode.OK);
    assertThat(r.out()).contains("solutions: " + expected);
  }

  @Test
  void nestingDeeperThanTheBoundIsRefusedNamingTheBound() {
    String deep = "(".repeat(1000) + "q[0] > 0" + ")".repeat(1000);
    Cli.Result r = Cli.run("count", "-n", "6", "--constraint", deep);
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.USAGE);
    assertThat(r.err()).contains("nests deeper than " + Parser.MAX_NESTING).doesNotContain("StackOverflow");
  }

  @Test
  void nestingUpToTheBoundIsTaken() {
    String deep = "(".repeat(Parser.MAX_NESTING - 1) + "q[0] > 1" + ")".repeat(Parser.MAX_NESTING - 1);
    assertCount("backtracking", deep, 3);
  }
}
