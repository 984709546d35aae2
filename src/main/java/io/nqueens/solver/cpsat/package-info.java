/**
 * The OR-Tools CP-SAT backend: {@code AddAllDifferent} over the queens' columns and over the two
 * affine diagonal expressions; extra constraints through {@link io.nqueens.solver.cpsat.CpSatTranslator}.
 * The native library is loaded once, on first use of this backend only.
 *
 * <p>Imports OR-Tools, {@code io.nqueens.solver} and {@code io.nqueens.model}; no other backend.
 */
package io.nqueens.solver.cpsat;
