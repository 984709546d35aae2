/**
 * The two backends on Google OR-Tools, which share its native library (loaded once, on first use of
 * either, {@link io.nqueens.solver.ortools.NativeLibrary}): CP-SAT ({@code cpsat}:
 * {@code AddAllDifferent} over the queens' columns and the two affine diagonal expressions, extra
 * constraints through {@link io.nqueens.solver.ortools.CpSatTranslator}) and integer programming
 * through its linear solver ({@code mip}: SCIP or CBC over 0/1 squares, through
 * {@link io.nqueens.solver.ortools.MipTranslator}, which states a constraint exactly or refuses it).
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.model}, {@code io.nqueens.model.expr},
 * {@code io.nqueens.solver}; libraries: {@code com.google.ortools}, {@code com.google.protobuf},
 * {@code com.sun.jna} (and {@code java.*}). The table in docs/architecture.md is the one statement of
 * it, checked by {@code ArchitectureTest}.
 */
package io.nqueens.solver.ortools;
