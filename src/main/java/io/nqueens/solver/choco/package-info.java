/**
 * The Choco Solver backend: {@code allDifferent} over the queens' columns and over their two
 * diagonals as offset views; extra constraints through {@link io.nqueens.solver.choco.ChocoTranslator}.
 *
 * <p>Imports Choco, {@code io.nqueens.solver} and {@code io.nqueens.model}; no other backend.
 */
package io.nqueens.solver.choco;
