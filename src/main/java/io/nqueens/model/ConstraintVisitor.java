package io.nqueens.model;

/** One method per constraint kind; implement it to translate or check every kind. */
public interface ConstraintVisitor<R> {

  R visitQueen(Queen queen);

  R visitBlocked(Blocked blocked);

  R visitKnightExclusion(KnightExclusion knightExclusion);

  R visitToroidal(Toroidal toroidal);

  R visitNoDiagonals(NoDiagonals noDiagonals);

  R visitTouching(Touching touching);

  R visitRegions(Regions regions);

  R visitExcludedDiagonal(ExcludedDiagonal excluded);

  R visitExpression(Expression expression);
}
