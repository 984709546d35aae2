/**
 * The explicit constructions ({@code construction}): a first solution of the plain problem for any
 * n >= 4 in linear time, by the known closed formulas; first solutions only.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.model}, {@code io.nqueens.solver} (and
 * {@code java.*}). The table in docs/architecture.md is the one statement of it, checked by
 * {@code ArchitectureTest}.
 */
package io.nqueens.solver.construction;
