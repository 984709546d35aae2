/**
 * The constraint language, a subset of MiniZinc: the syntax tree ({@link io.nqueens.model.expr.Expr})
 * and its {@link io.nqueens.model.expr.Parser}, the tree unrolled for one n
 * ({@link io.nqueens.model.expr.Ground}, by {@link io.nqueens.model.expr.Unroller}), constant tables,
 * bounds, and the checker's own {@link io.nqueens.model.expr.Evaluator}.
 *
 * <p>May import: {@code io.nqueens} (and {@code java.*}). The table in docs/architecture.md is the one
 * statement of it, checked by {@code ArchitectureTest}.
 */
package io.nqueens.model.expr;
