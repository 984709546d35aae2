package io.nqueens;

import java.util.Locale;

/** Text from outside (a child JVM, a cluster member) as the program shows it: on one line, nothing in it able to move the cursor. */
public final class Text {

  private Text() {}

  /** Every control character, line breaks included, shown as {@code \\uXXXX}. */
  public static String oneLine(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    text.codePoints().forEach(c -> {
      if (Character.isISOControl(c)) {
        sb.append(String.format(Locale.ROOT, "\\u%04x", c));
      } else {
        sb.appendCodePoint(c);
      }
    });
    return sb.toString();
  }

  /** As {@link #oneLine}, at most {@code max} characters (an ellipsis where cut). */
  public static String oneLine(String text, int max) {
    String line = oneLine(text);
    return line.length() > max ? line.substring(0, max - 3) + "..." : line;
  }

  /** Words on lines of at most {@code width} columns (a longer word alone on its line), every line after the first indented. */
  public static String wrap(String words, int width, String indent) {
    StringBuilder out = new StringBuilder();
    int column = 0;
    for (String word : words.split(" +")) {
      if (column > 0 && column + 1 + word.length() > width) {
        out.append('\n').append(indent);
        column = indent.length();
      } else if (column > 0) {
        out.append(' ');
        column++;
      }
      out.append(word);
      column += word.length();
    }
    return out.toString();
  }
}
