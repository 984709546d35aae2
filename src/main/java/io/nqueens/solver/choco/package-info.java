/**
 * The Choco Solver backend: {@code allDifferent} over the queens' columns and over their two
 * diagonals as offset views; extra constraints through {@link io.nqueens.solver.choco.ChocoTranslator}.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.model}, {@code io.nqueens.model.expr},
 * {@code io.nqueens.solver}; libraries: {@code org.chocosolver} (and {@code java.*}). The table in
 * docs/architecture.md is the one statement of it, checked by {@code ArchitectureTest}.
 */
package io.nqueens.solver.choco;
