package io.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CountResultTest {

  @Test
  void timedFromAnEarlierStartCoversTheTimeSinceAndKeepsEverythingElse() {
    CountResult parts = new CountResult(92, 12L, Outcome.COMPLETE, Statistics.of(0, "nodes", 480L), 2, 16).withFirstSolutionMillis(1.5);
    long start = System.nanoTime() - 250_000_000L;
    CountResult timed = parts.timedFrom(start);
    assertThat(timed.statistics().millis()).isGreaterThanOrEqualTo(250);
    assertThat(timed.statistics().counters()).isEqualTo(parts.statistics().counters());
    assertThat(timed).usingRecursiveComparison().ignoringFields("statistics").isEqualTo(parts);
    assertThat(timed.firstSolutionMillis()).isEqualTo(1.5);
  }
}
