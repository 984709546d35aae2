package io.nqueens.model;

import io.nqueens.BadInputException;
/**
 * One extra rule on top of the plain n-queens problem.
 *
 * <p>Every kind is a record in this package and is handled through {@link ConstraintVisitor}: adding a
 * kind adds a record to the {@code permits} list and a visitor method, and the compiler then lists
 * every translator (each backend, the checker, the model-file builder) that must learn it.
 */
public sealed interface Constraint permits Queen, Blocked, KnightExclusion, Toroidal, NoDiagonals, Touching, Regions, ExcludedDiagonal, Expression {

  <R> R accept(ConstraintVisitor<R> visitor);

  /** Throws {@link BadInputException} naming the value if this constraint does not fit an n x n board. */
  default void checkFits(int n) {}

  /**
   * The largest magnitude of an integer this constraint makes a backend hold on an n x n board
   * (0 for the built-in kinds, whose only integers are columns and rows).
   */
  default long magnitude(int n) {
    return 0;
  }
}
