package io.nqueens.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/** What the terminal we write to can show. */
final class Terminal {

  private Terminal() {}

  /** Whether a person is watching: standard input and output are a terminal. */
  static boolean interactive() {
    return System.console() != null;
  }

  /** The width tables are laid out for where neither --columns nor the terminal says: a file or a pipe gets the wide form. */
  static final int DEFAULT_COLUMNS = 100;

  /**
   * The terminal's width in columns: $COLUMNS where it is set (a shell exports it only when asked),
   * else what {@code stty size} says of the terminal a person is watching, else {@link #DEFAULT_COLUMNS}.
   */
  static int columns() {
    String env = System.getenv("COLUMNS");
    if (env != null && env.matches("\\d{1,4}") && Integer.parseInt(env) > 0) {
      return Integer.parseInt(env);
    }
    if (interactive()) {
      try {
        Process stty = new ProcessBuilder("stty", "size").redirectInput(new File("/dev/tty")).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        if (stty.waitFor(1, TimeUnit.SECONDS)) {
          String[] size = new String(stty.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).trim().split("\\s+");
          if (size.length == 2 && size[1].matches("\\d{1,4}") && Integer.parseInt(size[1]) > 0) {
            return Integer.parseInt(size[1]);
          }
        } else {
          stty.destroyForcibly();
        }
      } catch (IOException e) {
        // No stty, or no terminal to ask: the default width.
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    return DEFAULT_COLUMNS;
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
