package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.testing.Registered;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Terms that can leave the range every backend represents are refused on every backend alike (exit
 * 2, naming the constraint and the term), and terms inside it get the same count everywhere.
 */
class IntegerRangeTest {

  static Stream<Arguments> outOfRange() {
    return Registered.all().flatMap(spec -> Stream.of(
        Arguments.of(spec, "6", "q[0]*4611686018427387904 >= 0", "(q[0] * 4611686018427387904)"),
        Arguments.of(spec, "8", "q[0] * 2147483647 * 2147483647 > 0", "(q[0] * 2147483647)"),
        Arguments.of(spec, "8", "q[0] + 2147483647 > 0", "(q[0] + 2147483647)"),
        Arguments.of(spec, "8", "q[0] = 99999999999", "(q[0] = 99999999999)"),
        Arguments.of(spec, "8", "sum(i in 0..n-1)(q[i] * 3000000) > 0", "sum(")));
  }

  @ParameterizedTest(name = "{0}: {2}")
  @MethodSource("outOfRange")
  void aTermThatCanLeaveTheCommonRangeIsRefusedNamingIt(String spec, String n, String constraint, String term) {
    Cli.Result r = Cli.run("count", "-n", n, "--constraint", constraint, "--solver", spec);
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.USAGE);
    assertThat(r.err().strip().lines()).hasSize(1);
    assertThat(r.err()).contains("constraint '" + constraint + "'").contains("the term " + term).contains("21474836");
  }

  @Test
  void compareRefusesItTooInsteadOfFailingHalfWay() {
    Cli.Result r = Cli.run("compare", "-n", "8", "--constraint", "q[0] * 2147483647 * 2147483647 > 0");
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.USAGE);
    assertThat(r.out()).isEmpty();
  }

  static Stream<String> backends() {
    return Registered.all();
  }

  /** Terms up to 7 * 3,000,000 = 21,000,000, just inside the range; the expected count comes from the checker alone. */
  @ParameterizedTest
  @MethodSource("backends")
  void termsInsideTheRangeCountTheSameOnEveryBackend(String spec) {
    String constraint = "q[0] * 3000000 - q[1] * 3000000 != 3000000 /\\ abs(q[2] * 3000000 - 21000000) >= 0";
    Cli.Result r = Cli.run("count", "-n", "8", "--constraint", constraint, "--solver", spec);
    assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.OK);
    assertThat(r.out()).contains("solutions: " + io.nqueens.testing.BruteForce.solutions(
        io.nqueens.model.QueensModel.of(8, io.nqueens.model.Expression.parse(constraint))).size());
  }
}
