package io.nqueens.model;

import io.nqueens.BadInputException;
/** A square of the board, 0-based: {@code row} from the top, {@code col} from the left. */
public record Cell(int row, int col) {

  public Cell {
    checkNonNegative("cell", row, col);
  }

  static void checkNonNegative(String what, int row, int col) {
    if (row < 0 || col < 0) {
      throw new BadInputException(what + " (" + row + "," + col + ") has a negative coordinate");
    }
  }

  void checkOnBoard(String what, int n) {
    if (row >= n || col >= n) {
      throw new BadInputException(
          what + " (" + row + "," + col + ") is off the " + n + "x" + n + " board (rows and columns are 0.." + (n - 1) + ")");
    }
  }

  /** This square's diagonal index: constant along a down-right diagonal. */
  public int diagonal() {
    return row - col;
  }

  /** This square's anti-diagonal index: constant along a down-left diagonal. */
  public int antiDiagonal() {
    return row + col;
  }

  /**
   * Parses {@code "r,c"} (0-based) or chess style {@code "a1"} (file a = column 0, rank 1 = the bottom
   * row, so that a board printed with row 0 on top reads as White sees it) for an n x n board.
   */
  public static Cell parse(String text, int n) {
    String s = text.trim();
    int comma = s.indexOf(',');
    try {
      if (comma >= 0) {
        return new Cell(Integer.parseInt(s.substring(0, comma).trim()), Integer.parseInt(s.substring(comma + 1).trim()));
      }
      if (s.length() >= 2 && Character.isLetter(s.charAt(0))) {
        int file = Character.toLowerCase(s.charAt(0)) - 'a';
        int rank = Integer.parseInt(s.substring(1));
        if (file < 0 || file >= 26 || rank < 1) {
          throw new BadInputException("square '" + text + "' is not a chess square like a1");
        }
        if (rank > n || file >= n) {
          throw new BadInputException("square '" + text + "' is off the " + n + "x" + n + " board");
        }
        return new Cell(n - rank, file);
      }
    } catch (NumberFormatException e) {
      if (comma >= 0 && s.substring(0, comma).trim().matches("[-+]?\\d+") && s.substring(comma + 1).trim().matches("[-+]?\\d+")) {
        // A row,col of whole numbers too large for any board.
        throw new BadInputException("square '" + text + "' is off the " + n + "x" + n + " board (rows and columns 0 to " + (n - 1) + ")");
      }
    }
    throw new BadInputException("square '" + text + "' is neither 'row,col' (0-based) nor a chess square like a1");
  }

  @Override
  public String toString() {
    return row + "," + col;
  }
}
