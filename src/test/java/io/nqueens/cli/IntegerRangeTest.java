package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.model.Expression;
import io.nqueens.model.QueensModel;
import io.nqueens.testing.BruteForce;
import io.nqueens.testing.Registered;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Terms beyond the program's own range (2^53 - 1) are refused on every backend alike when the model
 * is made; inside it, each backend runs what its own integer range holds (the same count as the
 * checker's) and refuses the rest with both figures.
 */
class IntegerRangeTest {

  /** The documented ranges, written out so that the test does not take them from the code under test. */
  static long rangeOf(String spec) {
    String name = spec.split(":")[0];
    return switch (name) {
      case "choco" -> 21_474_836L;
      case "minizinc" -> 2_147_483_646L;
      default -> 9_007_199_254_740_991L;
    };
  }

  static Stream<Arguments> outOfRange() {
    return Registered.all().flatMap(spec -> Stream.of(
        Arguments.of(spec, "6", "q[0]*4611686018427387904 >= 0", "(q[0] * 4611686018427387904)"),
        Arguments.of(spec, "8", "q[0] * 2147483647 * 2147483647 > 0", "((q[0] * 2147483647) * 2147483647)"),
        Arguments.of(spec, "8", "q[0] = 99999999999999999", "(q[0] = 99999999999999999)"),
        Arguments.of(spec, "8", "sum(i in 0..n-1)(q[i] * 1000000000000000) > 0", "sum(")));
  }

  @ParameterizedTest(name = "{0}: {2}")
  @MethodSource("outOfRange")
  void aTermThatCanLeaveTheProgramsRangeIsRefusedNamingIt(String spec, String n, String constraint, String term) {
    Cli.Result r = Cli.run("count", "-n", n, "--constraint", constraint, "--solver", spec);
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.USAGE);
    assertThat(r.err().strip().lines()).hasSize(1);
    assertThat(r.err()).contains("constraint '" + constraint + "'").contains("the term " + term).contains("9007199254740991");
  }

  @Test
  void compareRefusesItTooInsteadOfFailingHalfWay() {
    Cli.Result r = Cli.run("compare", "-n", "8", "--constraint", "q[0] * 2147483647 * 2147483647 > 0");
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.USAGE);
    assertThat(r.out()).isEmpty();
  }

  static Stream<Arguments> wideTerms() {
    return Registered.all().flatMap(spec -> Stream.of(
        // 7 * 3,000,000 = 21,000,000: inside every range
        Arguments.of(spec, 21_000_000L, "q[0] * 3000000 - q[1] * 3000000 != 3000000 /\\ abs(q[2] * 3000000 - 21000000) >= 0"),
        // in the order written the running total stays within -21,000,000..21,000,000; constants last it would reach 42,000,000
        Arguments.of(spec, 21_000_000L, "q[0]*3000000 - 21000000 + q[1]*3000000 != 0"),
        // 2,147,483,647 + 7: beyond Choco's and Gecode's ranges, inside the 64-bit backends'
        Arguments.of(spec, 2_147_483_654L, "q[0] + 2147483647 != 2147483650"),
        Arguments.of(spec, 7_000_000_000_000L, "q[0] * 1000000000000 != 3000000000000")));
  }

  @ParameterizedTest(name = "{0}: {2}")
  @MethodSource("wideTerms")
  void eachBackendRunsWhatItsOwnRangeHoldsAndRefusesTheRestWithBothFigures(String spec, long magnitude, String constraint) {
    QueensModel model = QueensModel.of(8, Expression.parse(constraint));
    assertThat(model.magnitude()).isEqualTo(magnitude);
    Cli.Result r = Cli.run("count", "-n", "8", "--constraint", constraint, "--solver", spec);
    if (magnitude <= rangeOf(spec)) {
      assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
      assertThat(r.out()).contains("solutions: " + BruteForce.solutions(model).size());
    } else {
      assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.USAGE);
      assertThat(r.err().strip().lines()).hasSize(1);
      assertThat(r.err()).contains(String.format(Locale.ROOT, "%,d", rangeOf(spec)))
          .contains(String.format(Locale.ROOT, "%,d", magnitude));
    }
  }

  @Test
  void compareSkipsOnlyTheBackendsWhoseRangeIsTooNarrowAndSaysWhy() {
    Cli.Result r = Cli.run("compare", "-n", "8", "--constraint", "q[0] + 2147483647 != 2147483650", "--solvers", "backtracking,choco,cpsat");
    // a skipped backend leaves the comparison partial (exit 4), as a size limit does
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.PARTIAL);
    assertThat(r.out().replaceAll("\\s+", " ")).contains("skipped: integers beyond 21,474,836");
    assertThat(r.out().lines().filter(l -> l.contains("cpsat")).findFirst().orElseThrow()).doesNotContain("skipped");
  }

  @Test
  void lexFirstRunsAsFarAsEachBackendsRangeGoes() {
    Cli.Result cpsat = Cli.run("solve", "--model", "models/lex-first.yaml", "-n", "10", "--solver", "cpsat", "--format", "positions");
    Cli.Result own = Cli.run("solve", "--model", "models/lex-first.yaml", "-n", "10", "--format", "positions");
    assertThat(cpsat.exit()).as(cpsat.err()).isEqualTo(ExitCode.OK);
    assertThat(own.exit()).as(own.err()).isEqualTo(ExitCode.OK);
    // the lexicographically first solution of 10 queens, by the checker's own search below
    String first = BruteForce.solutions(QueensModel.of(10)).stream().map(s -> s.columns())
        .min(Arrays::compare).map(c -> {
          StringBuilder b = new StringBuilder();
          for (int i = 0; i < c.length; i++) {
            b.append(i == 0 ? "" : " ").append(i).append(',').append(c[i]);
          }
          return b.toString();
        }).orElseThrow();
    assertThat(cpsat.out()).contains(first).contains("(optimal)");
    assertThat(own.out()).contains(first).contains("(optimal)");
    Cli.Result choco = Cli.run("solve", "--model", "models/lex-first.yaml", "-n", "9", "--solver", "choco");
    assertThat(choco.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(choco.err()).contains("387,420,488");
  }
}
