package io.nqueens.harness.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class LogAxisTest {

  @Test
  void boundsAreTheDecadesAroundTheData() {
    LogAxis a = LogAxis.covering(0.3, 2000);
    assertThat(a.low()).isEqualTo(0.1);
    assertThat(a.high()).isEqualTo(10_000, Offset.offset(1e-6));
    LogAxis exact = LogAxis.covering(10, 1000);
    assertThat(exact.low()).isEqualTo(10, Offset.offset(1e-9));
    assertThat(exact.high()).isEqualTo(1000, Offset.offset(1e-9));
  }

  @Test
  void oneValueStillSpansADecade() {
    LogAxis a = LogAxis.covering(5, 5);
    assertThat(a.high() / a.low()).isEqualTo(10, Offset.offset(1e-9));
    assertThat(a.fraction(5)).isBetween(0.0, 1.0);
  }

  @Test
  void everyDecadeIsALabelledTickAndShortAxesGetUnlabelledMinorTicks() {
    List<LogAxis.Tick> wide = LogAxis.covering(0.01, 100_000).ticks();
    assertThat(wide).allMatch(LogAxis.Tick::major);
    assertThat(wide).extracting(LogAxis.Tick::label).containsExactly("0.01", "0.1", "1", "10", "100", "1000", "10k", "100k");
    List<LogAxis.Tick> narrow = LogAxis.covering(1, 100).ticks();
    assertThat(narrow).extracting(LogAxis.Tick::value).containsExactly(1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0);
    assertThat(narrow).filteredOn(t -> !t.major()).allMatch(t -> t.label().isEmpty());
  }

  @Test
  void positionsGrowWithTheValueAndTheEndsAreZeroAndOne() {
    LogAxis a = LogAxis.covering(1, 1000);
    assertThat(a.fraction(1)).isEqualTo(0, Offset.offset(1e-9));
    assertThat(a.fraction(1000)).isEqualTo(1, Offset.offset(1e-9));
    assertThat(a.fraction(10)).isEqualTo(1.0 / 3, Offset.offset(1e-9));
    assertThat(a.fraction(20)).isGreaterThan(a.fraction(10)).isLessThan(a.fraction(100));
  }

  @Test
  void aLogAxisRefusesZeroAndNegativeValues() {
    assertThatThrownBy(() -> LogAxis.covering(0, 10)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> LogAxis.covering(-1, 10)).isInstanceOf(IllegalArgumentException.class);
  }
}
