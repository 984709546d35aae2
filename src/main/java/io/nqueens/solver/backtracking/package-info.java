/**
 * Hand-written search: {@link io.nqueens.solver.backtracking.SimpleBacktracker} (flag arrays, can
 * trace its steps, for teaching), {@link io.nqueens.solver.backtracking.BitboardSearch} (bit masks,
 * lowest-set-bit iteration), {@link io.nqueens.solver.backtracking.SymmetricCounter} (all eight board
 * symmetries, for the plain problem) and
 * {@link io.nqueens.solver.backtracking.FirstSolutionSearch} (most-constrained row, forward
 * checking, for a first solution on large boards). Constraints reach all of them through one
 * translator, {@link io.nqueens.solver.backtracking.BoardRules}.
 *
 * <p>Imports {@code io.nqueens.solver} and {@code io.nqueens.model} only.
 */
package io.nqueens.solver.backtracking;
