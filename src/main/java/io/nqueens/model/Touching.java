package io.nqueens.model;

/**
 * No two queens on touching squares: a king's move apart, diagonal neighbours included (model file
 * {@code touching: true}). Where diagonals attack, it forbids nothing more.
 */
public record Touching() implements Constraint {

  @Override
  public <R> R accept(ConstraintVisitor<R> visitor) {
    return visitor.visitTouching(this);
  }
}
