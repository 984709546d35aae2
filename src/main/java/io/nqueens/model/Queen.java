package io.nqueens.model;

/** A pre-placed queen: row {@code row} must hold its queen in column {@code col} (0-based). */
public record Queen(int row, int col) implements Constraint {

  public Queen {
    Cell.checkNonNegative("queen", row, col);
  }

  public Cell cell() {
    return new Cell(row, col);
  }

  @Override
  public <R> R accept(ConstraintVisitor<R> visitor) {
    return visitor.visitQueen(this);
  }

  @Override
  public void checkFits(int n) {
    cell().checkOnBoard("queen", n);
  }
}
