package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine.TypeConversionException;

class DurationConverterTest {

  @ParameterizedTest
  @CsvSource({"500ms, 500", "30s, 30000", "2m, 120000", "1h, 3600000", "1m30s, 90000", "1h2m, 3720000", "1h2m3s, 3723000",
      "2.5s, 2500", "10, 10000", "0.5, 500", "PT30S, 30000", "1m500ms, 60500"})
  void readsSingleAndCompoundUnitsAndBareSeconds(String text, long millis) {
    assertThat(new DurationConverter().convert(text)).isEqualTo(Duration.ofMillis(millis));
  }

  @ParameterizedTest
  @ValueSource(strings = {"soon", "1x", "30s1m", "m", "-5s", "1h h"})
  void refusesWhatIsNoDuration(String text) {
    assertThatThrownBy(() -> new DurationConverter().convert(text)).isInstanceOf(TypeConversionException.class).hasMessageContaining(text);
  }
}
