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

  /**
   * Words on lines of at most {@code width} columns (a longer word alone on its line), every line after
   * the first indented by the first line's own indentation and {@code indent}.
   */
  public static String wrap(String words, int width, String indent) {
    String lead = words.substring(0, words.length() - words.stripLeading().length());
    String more = lead + indent;
    StringBuilder out = new StringBuilder(lead);
    int column = lead.length();
    int start = column;
    for (String word : words.strip().split(" +")) {
      if (column > start && column + 1 + word.length() > width) {
        out.append('\n').append(more);
        column = more.length();
        start = column;
      } else if (column > start) {
        out.append(' ');
        column++;
      }
      out.append(word);
      column += word.length();
    }
    return out.toString();
  }

  /** Each line of the text longer than {@code width} wrapped ({@link #wrap}, its rest indented two more), the others as they are. */
  public static String fit(String text, int width) {
    StringBuilder sb = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      sb.append(line.length() <= width ? line : wrap(line.stripTrailing(), width, "  ")).append('\n');
    }
    return sb.substring(0, sb.length() - 1);
  }
}
