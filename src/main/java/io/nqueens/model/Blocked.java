package io.nqueens.model;

/** A blocked square: no queen may stand on it, but lines of attack still pass over it. */
public record Blocked(int row, int col) implements Constraint {

  public Blocked {
    Cell.checkNonNegative("blocked square", row, col);
  }

  public Cell cell() {
    return new Cell(row, col);
  }

  @Override
  public <R> R accept(ConstraintVisitor<R> visitor) {
    return visitor.visitBlocked(this);
  }

  @Override
  public void checkFits(int n) {
    cell().checkOnBoard("blocked square", n);
  }
}
