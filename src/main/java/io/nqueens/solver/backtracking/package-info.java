/**
 * Hand-written search: {@link io.nqueens.solver.backtracking.SimpleBacktracker} (flag arrays, can
 * trace its steps, for teaching), {@link io.nqueens.solver.backtracking.BitboardSearch} (bit masks,
 * lowest-set-bit iteration), {@link io.nqueens.solver.backtracking.SymmetricCounter} (all eight board
 * symmetries, for the plain problem) and
 * {@link io.nqueens.solver.backtracking.FirstSolutionSearch} (most-constrained row, forward
 * checking, for a first solution on large boards). Constraints reach all of them through one
 * translator, {@link io.nqueens.solver.backtracking.BoardRules}.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.model}, {@code io.nqueens.model.expr},
 * {@code io.nqueens.solver}; libraries: {@code jdk.incubator.vector} (and {@code java.*}). The table
 * in docs/architecture.md is the one statement of it, checked by {@code ArchitectureTest}.
 */
package io.nqueens.solver.backtracking;
