/**
 * The n-queens problem as plain data: the board size, the extra constraints (small immutable
 * records behind {@link io.nqueens.model.Constraint}), solutions, the independent
 * {@link io.nqueens.model.SolutionChecker} and the eight board symmetries.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.model.expr} (and {@code java.*}). The table in
 * docs/architecture.md is the one statement of it, checked by {@code ArchitectureTest}.
 */
package io.nqueens.model;
