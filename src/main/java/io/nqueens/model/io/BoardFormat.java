package io.nqueens.model.io;

import io.nqueens.BadInputException;
import io.nqueens.model.Expression;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;

/** How a solution is written for people and scripts. */
public enum BoardFormat {
  /** A board of queens and dots, blocked squares as x: {@code . Q . .}. */
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
    StringBuilder sb = new StringBuilder();
    write(model, s, unicode, sb);
    return sb.toString();
  }

  /**
   * Writes the solution in this format to {@code out} as it goes (ten million positions are written
   * without building them in memory first), lines separated by '\n', no final newline.
   */
  public void write(QueensModel model, Solution s, boolean unicode, Appendable out) {
    try {
      writeTo(model, s, unicode, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
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
