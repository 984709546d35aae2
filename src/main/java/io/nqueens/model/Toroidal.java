package io.nqueens.model;

/**
 * Diagonals wrap around the board's edges: queens at (r1, c1) and (r2, c2) share a diagonal when
 * {@code (r1 + c1) mod n == (r2 + c2) mod n} or {@code (r1 - c1) mod n == (r2 - c2) mod n}.
 */
public record Toroidal() implements Constraint {

  @Override
  public <R> R accept(ConstraintVisitor<R> visitor) {
    return visitor.visitToroidal(this);
  }
}
