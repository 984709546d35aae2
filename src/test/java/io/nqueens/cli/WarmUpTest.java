package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WarmUpTest {

  @Test
  void theWarmUpLoadsTheSolverTheArgumentsNameWithTheLastOneWinning() {
    assertThat(WarmUp.solverNamed(new String[] {"count", "-n", "8"})).isEqualTo("backtracking");
    assertThat(WarmUp.solverNamed(new String[] {"count", "-n", "8", "--solver", "cpsat"})).isEqualTo("cpsat");
    assertThat(WarmUp.solverNamed(new String[] {"solve", "--solver=choco:ac-dom", "-n", "8"})).isEqualTo("choco:ac-dom");
    assertThat(WarmUp.solverNamed(new String[] {"list", "-schoco", "-s", "cpsat"})).isEqualTo("cpsat");
    assertThat(WarmUp.solverNamed(new String[] {"count", "--", "--solver", "cpsat"})).isEqualTo("backtracking");
  }

  @Test
  void aWarmUpOfAnUnknownSolverThrowsNothingAndRunsThatSolveNothingHereGetNone() {
    assertThat(WarmUp.start(new String[] {"count", "--solver", "no-such-solver"})).isFalse();
    assertThat(WarmUp.start(new String[] {"compare", "--to", "6"})).isFalse();
    assertThat(WarmUp.start(new String[] {})).isFalse();
    assertThat(WarmUp.start(new String[] {"count", "-n", "20", "--solver", "cpsat", "--engine", "hazelcast", "--client"})).isFalse();
    assertThat(WarmUp.start(new String[] {"count", "--help", "--solver", "cpsat"})).isFalse();
    assertThat(WarmUp.start(new String[] {"solve", "-n", "8", "--solver", "minizinc:gecode"})).isFalse();
    assertThat(WarmUp.start(new String[] {"count", "-n", "8"})).isEqualTo(Runtime.getRuntime().availableProcessors() > 1);
  }
}
