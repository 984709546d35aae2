/**
 * The two backends on Google OR-Tools, which share its native library (loaded once, on first use of
 * either, {@link io.nqueens.solver.ortools.NativeLibrary}): CP-SAT ({@code cpsat}:
 * {@code AddAllDifferent} over the queens' columns and the two affine diagonal expressions, extra
 * constraints through {@link io.nqueens.solver.ortools.CpSatTranslator}) and integer programming
 * through its linear solver ({@code mip}: SCIP or CBC over 0/1 squares, through
 * {@link io.nqueens.solver.ortools.MipTranslator}, which states a constraint exactly or refuses it).
 *
 * <p>Imports OR-Tools, {@code io.nqueens.solver} and {@code io.nqueens.model}; no other backend.
 */
package io.nqueens.solver.ortools;
