package io.nqueens.model;

/**
 * Queens do not attack along diagonals: one queen a row and a column, the rooks' rule (model file
 * {@code diagonals: false}). With {@link Touching} on a plain board it is Hertzsprung's problem.
 */
public record NoDiagonals() implements Constraint {

  @Override
  public <R> R accept(ConstraintVisitor<R> visitor) {
    return visitor.visitNoDiagonals(this);
  }
}
