/**
 * Min-conflicts local search ({@code localsearch}): a first solution on boards far past what a
 * systematic search reaches, restarted from random starts; it proves nothing, so it finds first
 * solutions only.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.model}, {@code io.nqueens.solver} (and
 * {@code java.*}). The table in docs/architecture.md is the one statement of it, checked by
 * {@code ArchitectureTest}.
 */
package io.nqueens.solver.localsearch;
