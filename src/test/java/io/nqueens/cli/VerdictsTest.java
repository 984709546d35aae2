package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A verdict holds only what was done: a stopped count is partial (exit 4) on every path, never a
 * contradiction (exit 3), and a verification cut short makes its row partial, never "ok".
 */
class VerdictsTest {

  /** A stopped Burnside count may hold more classes than solutions: each is a lower bound, and neither is a contradiction. */
  @Test
  void aStoppedUniqueCountIsPartialNeverAContradiction() {
    for (int i = 0; i < 3; i++) {
      Cli.Result r = Cli.run("count", "-n", "16", "--unique", "--time-limit", "150ms");
      assertThat(r.exit()).as(r.out() + r.err()).isIn(ExitCode.OK, ExitCode.PARTIAL);
      assertThat(r.err()).doesNotContain("classes and");
    }
  }

  /** The warm-up stops a count of n = 16 with classes after its cap: what it found is no contradiction either. */
  @Test
  void aWarmUpStoppedByItsCapNeverContradictsTheCount() {
    Cli.Result r = Cli.run("compare", "--from", "16", "--to", "16", "--unique", "--solvers", "backtracking", "--in-process",
        "--repeat", "1", "--measure-time", "0");
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(ExitCode.OK);
    assertThat(r.out()).contains("14772512").contains("1846955");
  }

  /**
   * The counts of n = 16 on two threads take a second or less, a fifth of the limit or less, but
   * 14,772,512 solutions handed to the checker one by one take half a minute, six times the limit:
   * neither margin depends on how busy the machine is. The check is cut short, and the row says partial.
   */
  @Test
  void aVerificationCutShortByTheTimeLimitMakesTheRowPartial() {
    Cli.Result r = Cli.run("compare", "--from", "16", "--to", "16", "--solvers", "backtracking,backtracking:symmetric", "--threads", "2",
        "--time-limit", "5s", "--verify-up-to", "16", "--repeat", "1", "--measure-time", "0", "--in-process");
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(ExitCode.PARTIAL);
    assertThat(r.out().replaceAll("\\s+", " ")).contains("before the limit stopped the check");
    assertThat(r.out()).contains("partial").doesNotContainPattern("\\sok\\s*\\n");
  }

  /**
   * A ratio far below one keeps two significant figures, so that the table's column says what the
   * sentence under it says (it once showed 0.00 beside "234x faster"); a large one keeps three or more
   * in five characters, so that the 80-column table stays inside 80 columns.
   */
  @Test
  void aRatioFarBelowOneKeepsTwoSignificantFiguresAndALargeOneFiveCharacters() {
    assertThat(Table.ratio(1 / 234.0)).isEqualTo("0.0043");
    assertThat(Table.ratio(0.05)).isEqualTo("0.050");
    assertThat(Table.ratio(0.41)).isEqualTo("0.41");
    assertThat(Table.ratio(13.25)).isEqualTo("13.3");
    assertThat(Table.ratio(211.98)).isEqualTo("212");
    assertThat(Table.ratio(1.5)).isEqualTo("1.50");
  }
}
