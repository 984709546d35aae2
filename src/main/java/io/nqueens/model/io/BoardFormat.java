package io.nqueens.model.io;

import io.nqueens.BadInputException;
import io.nqueens.model.Expression;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.Solution;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;

/** How a solution is written for people and scripts. */
public enum BoardFormat {
  /** A board of queens and dots, blocked squares as x: {@code . Q . .}; on a region board, each square's region character. */
  BOARD,
  /** A 0/1 matrix, 1 where a queen stands. */
  MATRIX,
  /** The queens' squares as 0-based {@code row,col} pairs on one line. */
  POSITIONS,
  /** One JSON object (one line: JSON Lines when listing). */
  JSON;

  public static BoardFormat parse(String text) {
    try {
      return valueOf(text.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new BadInputException("unknown format '" + text + "' (known: board, matrix, positions, json)");
    }
  }

  /** The largest board drawn square by square (board, matrix): above it, a picture would be n^2 characters. */
  public static final int PICTURE_MAX_N = 10_000;

  /** Whether this format draws every square (and so is for boards up to {@link #PICTURE_MAX_N}). */
  public boolean drawsSquares() {
    return this == BOARD || this == MATRIX;
  }

  /** The solution in this format, lines separated by '\n', no final newline. */
  public String render(QueensModel model, Solution s, boolean unicode) {
    return render(model, s, unicode, false);
  }

  /** As above; {@code colour}: a region board's squares on their region's background (ANSI colours, for a terminal). */
  public String render(QueensModel model, Solution s, boolean unicode, boolean colour) {
    StringBuilder sb = new StringBuilder();
    write(model, s, unicode, colour, sb);
    return sb.toString();
  }

  /**
   * Writes the solution in this format to {@code out} as it goes (ten million positions are written
   * without building them in memory first), lines separated by '\n', no final newline.
   */
  public void write(QueensModel model, Solution s, boolean unicode, Appendable out) {
    write(model, s, unicode, false, out);
  }

  /** As above; {@code colour}: a region board's squares on their region's background. */
  public void write(QueensModel model, Solution s, boolean unicode, boolean colour, Appendable out) {
    try {
      if (this == BOARD && model.regions().isPresent()) {
        writeRegions(model, s, unicode, colour, out);
        return;
      }
      writeTo(model, s, unicode, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Pastel backgrounds (ANSI 256 colours) for regions, in an order where neighbours in the list
   * differ in hue; black letters read on each. Regions past the list take its colours again.
   */
  private static final int[] REGION_BACKGROUNDS = {217, 153, 187, 183, 151, 223, 116, 229, 181, 146, 158, 224, 189, 194, 180, 159};

  /**
   * A region board: every square shows the character of its region, a queen's square the queen
   * (Q, or @ where a region is named Q; the chess queen in Unicode), a blocked square x; in colour,
   * each square on its region's background.
   */
  private static void writeRegions(QueensModel model, Solution s, boolean unicode, boolean colour, Appendable sb) throws IOException {
    Regions map = model.regions().orElseThrow();
    int n = s.n();
    int[][] ids = map.ids();
    boolean[][] closed = model.closedSquares();
    String queen = unicode ? "\u265B" : map.names().contains("Q") || map.names().contains("q") ? "@" : "Q";
    for (int r = 0; r < n; r++) {
      if (r > 0) {
        sb.append('\n');
      }
      for (int c = 0; c < n; c++) {
        String square = s.col(r) == c ? queen : closed[r][c] ? "x" : map.nameAt(r, c);
        if (colour) {
          int bg = REGION_BACKGROUNDS[ids[r][c] % REGION_BACKGROUNDS.length];
          sb.append("\u001b[30;48;5;").append(Integer.toString(bg)).append('m').append(' ').append(square).append(' ')
              .append("\u001b[0m");
        } else {
          sb.append(c > 0 ? " " : "").append(square);
        }
      }
    }
    for (Expression e : model.expressions()) {
      sb.append("\nconstraint: ").append(e.text());
    }
  }

  private void writeTo(QueensModel model, Solution s, boolean unicode, Appendable sb) throws IOException {
    int n = s.n();
    switch (this) {
      case BOARD, MATRIX -> {
        boolean[][] blocked = new boolean[n][];
        model.blocked().forEach(b -> {
          if (blocked[b.row()] == null) {
            blocked[b.row()] = new boolean[n];
          }
          blocked[b.row()][b.col()] = true;
        });
        for (int r = 0; r < n; r++) {
          if (r > 0) {
            sb.append('\n');
          }
          for (int c = 0; c < n; c++) {
            if (c > 0) {
              sb.append(' ');
            }
            boolean queen = s.col(r) == c;
            if (this == MATRIX) {
              sb.append(queen ? '1' : '0');
            } else if (queen) {
              sb.append(unicode ? "\u265B" : "Q");
            } else if (blocked[r] != null && blocked[r][c]) {
              sb.append(unicode ? "\u2573" : "x");
            } else {
              sb.append(unicode ? "\u00B7" : ".");
            }
          }
        }
        if (this == BOARD) {
          // The rules a picture cannot show, in the words they were written in.
          for (Expression e : model.expressions()) {
            sb.append("\nconstraint: ").append(e.text());
          }
        }
      }
      case POSITIONS -> {
        for (int r = 0; r < n; r++) {
          sb.append(r > 0 ? " " : "").append(Integer.toString(r)).append(',').append(Integer.toString(s.col(r)));
        }
      }
      case JSON -> {
        sb.append("{\"n\":").append(Integer.toString(n)).append(",\"columns\":[");
        for (int r = 0; r < n; r++) {
          sb.append(r > 0 ? "," : "").append(Integer.toString(s.col(r)));
        }
        sb.append("]}");
      }
    }
  }
}
