package io.nqueens.cli;

import io.nqueens.solver.SearchControl;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads durations such as {@code 500ms}, {@code 30s}, {@code 2m}, {@code 1h}, {@code 1m30s}, {@code 1h2m}, {@code 10} (seconds) or ISO {@code PT30S}. */
class DurationConverter implements ITypeConverter<Duration> {

  /** As {@link DurationConverter}, zero allowed (a measurement time of none). */
  static final class OrZero extends DurationConverter {
    @Override
    boolean zeroAllowed() {
      return true;
    }
  }

  boolean zeroAllowed() {
    return false;
  }

  private static final String NUMBER = "\\d+(?:\\.\\d+)?";
  private static final Pattern BARE = Pattern.compile(NUMBER);
  private static final Pattern COMPOUND = Pattern.compile("(?:" + NUMBER + "h)?(?:" + NUMBER + "m(?!s))?(?:" + NUMBER + "s)?(?:" + NUMBER + "ms)?");
  private static final Pattern PART = Pattern.compile("(" + NUMBER + ")(ms|h|m|s)");

  @Override
  public Duration convert(String value) {
    String s = value.trim().toLowerCase(Locale.ROOT);
    try {
      Duration d;
      if (s.startsWith("pt")) {
        d = Duration.parse(s.toUpperCase(Locale.ROOT));
      } else if (BARE.matcher(s).matches()) {
        // A bare number is seconds.
        d = Duration.ofMillis(Math.round(Double.parseDouble(s) * 1000));
      } else if (COMPOUND.matcher(s).matches()) {
        // One or more parts, largest unit first: 1h2m, 1m30s, 2.5s, 500ms.
        Matcher part = PART.matcher(s);
        double millis = 0;
        while (part.find()) {
          millis += Double.parseDouble(part.group(1)) * switch (part.group(2)) {
            case "h" -> 3_600_000;
            case "m" -> 60_000;
            case "s" -> 1_000;
            default -> 1;
          };
        }
        d = Duration.ofMillis(Math.round(millis));
      } else {
        throw new NumberFormatException(value);
      }
      if (d.isNegative() || d.isZero() && !zeroAllowed()) {
        throw new TypeConversionException("'" + value + "' is not a positive duration");
      }
      if (d.compareTo(SearchControl.MAX_TIME_LIMIT) > 0) {
        throw new TypeConversionException("'" + value + "' is longer than the longest time limit, 100 years");
      }
      return d;
    } catch (ArithmeticException e) {
      throw new TypeConversionException("'" + value + "' is longer than the longest time limit, 100 years");
    } catch (NumberFormatException | DateTimeParseException e) {
      throw new TypeConversionException("'" + value + "' is not a duration like 500ms, 30s, 1m30s, 2m or 1h (a bare number is seconds)");
    }
  }
}
