package io.nqueens.cli;

import io.nqueens.solver.SearchControl;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads durations such as {@code 500ms}, {@code 30s}, {@code 2m}, {@code 1h}, {@code 10} (seconds) or ISO {@code PT30S}. */
final class DurationConverter implements ITypeConverter<Duration> {

  @Override
  public Duration convert(String value) {
    String s = value.trim().toLowerCase(Locale.ROOT);
    try {
      Duration d;
      if (s.startsWith("pt")) {
        d = Duration.parse(s.toUpperCase(Locale.ROOT));
      } else if (s.endsWith("ms")) {
        d = Duration.ofMillis(Long.parseLong(s.substring(0, s.length() - 2)));
      } else if (s.endsWith("s")) {
        d = Duration.ofMillis(Math.round(Double.parseDouble(s.substring(0, s.length() - 1)) * 1000));
      } else if (s.endsWith("m")) {
        d = Duration.ofMillis(Math.round(Double.parseDouble(s.substring(0, s.length() - 1)) * 60_000));
      } else if (s.endsWith("h")) {
        d = Duration.ofMillis(Math.round(Double.parseDouble(s.substring(0, s.length() - 1)) * 3_600_000));
      } else {
        d = Duration.ofMillis(Math.round(Double.parseDouble(s) * 1000));
      }
      if (d.isNegative() || d.isZero()) {
        throw new TypeConversionException("'" + value + "' is not a positive duration");
      }
      if (d.compareTo(SearchControl.MAX_TIME_LIMIT) > 0) {
        throw new TypeConversionException("'" + value + "' is longer than the longest time limit, 100 years");
      }
      return d;
    } catch (ArithmeticException e) {
      throw new TypeConversionException("'" + value + "' is longer than the longest time limit, 100 years");
    } catch (NumberFormatException | DateTimeParseException e) {
      throw new TypeConversionException("'" + value + "' is not a duration like 500ms, 30s, 2m or 1h");
    }
  }
}
