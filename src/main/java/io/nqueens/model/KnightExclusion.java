package io.nqueens.model;

/** No two queens a knight's move apart (the "superqueens" problem: queens that also move like knights). */
public record KnightExclusion() implements Constraint {

  @Override
  public <R> R accept(ConstraintVisitor<R> visitor) {
    return visitor.visitKnightExclusion(this);
  }
}
