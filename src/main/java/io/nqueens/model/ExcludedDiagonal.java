package io.nqueens.model;

import io.nqueens.BadInputException;
import java.util.ArrayList;
import java.util.List;
/**
 * A whole diagonal on which no queen may stand (CSPLib problem 79, "excluded diagonals"): the
 * anti-diagonal {@code row + col == index} ({@link Direction#SUM}) or the diagonal
 * {@code row - col == index} ({@link Direction#DIFFERENCE}). Like a line of blocked squares, it does
 * not stop attacks passing along it.
 */
public record ExcludedDiagonal(Direction direction, int index) implements Constraint {

  /** Which family of diagonals. */
  public enum Direction {
    /** Squares with {@code row + col == index}, running down to the left. */
    SUM,
    /** Squares with {@code row - col == index}, running down to the right. */
    DIFFERENCE;

    Direction other() {
      return this == SUM ? DIFFERENCE : SUM;
    }
  }

  public ExcludedDiagonal {
    if (direction == null) {
      throw new BadInputException("excluded diagonal needs a direction (sum or difference)");
    }
  }

  public static ExcludedDiagonal sum(int index) {
    return new ExcludedDiagonal(Direction.SUM, index);
  }

  public static ExcludedDiagonal difference(int index) {
    return new ExcludedDiagonal(Direction.DIFFERENCE, index);
  }

  /** Whether the square lies on this diagonal. */
  public boolean contains(int row, int col) {
    return (direction == Direction.SUM ? row + col : row - col) == index;
  }

  /** The squares of this diagonal on an n x n board, top row first. */
  public List<Cell> squares(int n) {
    List<Cell> out = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      int c = columnIn(r);
      if (c >= 0 && c < n) {
        out.add(new Cell(r, c));
      }
    }
    return out;
  }

  /** The column where this diagonal crosses the row, which may be off the board. */
  public int columnIn(int row) {
    return direction == Direction.SUM ? index - row : row - index;
  }

  @Override
  public <R> R accept(ConstraintVisitor<R> visitor) {
    return visitor.visitExcludedDiagonal(this);
  }

  @Override
  public void checkFits(int n) {
    boolean fits = direction == Direction.SUM ? index >= 0 && index <= 2 * (n - 1) : index >= -(n - 1) && index <= n - 1;
    if (!fits) {
      throw new BadInputException("excluded " + (direction == Direction.SUM ? "sum" : "difference") + " diagonal " + index
          + " is off the " + n + "x" + n + " board (" + (direction == Direction.SUM ? "0.." + 2 * (n - 1) : (1 - n) + ".." + (n - 1)) + ")");
    }
  }

  @Override
  public String toString() {
    return (direction == Direction.SUM ? "sum " : "difference ") + index;
  }
}
