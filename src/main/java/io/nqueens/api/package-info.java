/**
 * The library's front door: {@link io.nqueens.api.NQueens} builds a model in a few calls and
 * solves, counts or lists it on any backend, with every solution it returns checked. It sits on top
 * of the harness, beside the command line, and imports nothing from the command line.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.engine}, {@code io.nqueens.harness},
 * {@code io.nqueens.harness.measure}, {@code io.nqueens.harness.report},
 * {@code io.nqueens.harness.runner}, {@code io.nqueens.model}, {@code io.nqueens.model.expr},
 * {@code io.nqueens.model.io}, {@code io.nqueens.solver} (and {@code java.*}). The table in
 * docs/architecture.md is the one statement of it, checked by {@code ArchitectureTest}.
 */
package io.nqueens.api;
