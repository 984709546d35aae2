package io.nqueens.cli;

import java.nio.charset.Charset;
import java.util.Locale;

/** What the terminal we write to can show. */
final class Terminal {

  private Terminal() {}

  /** Whether a person is watching: standard input and output are a terminal. */
  static boolean interactive() {
    return System.console() != null;
  }

  /** Unicode chess pieces only on an interactive terminal whose encoding is UTF-8. */
  static boolean unicode() {
    if (!interactive()) {
      return false;
    }
    String enc = System.getProperty("stdout.encoding", Charset.defaultCharset().name());
    return enc.toUpperCase(Locale.ROOT).contains("UTF");
  }

  /** ANSI colours on an interactive terminal that is not dumb, unless NO_COLOR is set (no-color.org). */
  static boolean colour() {
    String noColour = System.getenv("NO_COLOR");
    return interactive() && (noColour == null || noColour.isEmpty()) && !"dumb".equals(System.getenv("TERM"));
  }
}
