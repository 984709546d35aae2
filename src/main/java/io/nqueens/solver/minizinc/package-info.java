/**
 * The MiniZinc backend: exports the model ({@link io.nqueens.model.io.MiniZincWriter}) and runs it
 * through the {@code minizinc} executable with any constraint solver it lists (Gecode, Chuffed),
 * streaming solutions back. Time limits and Ctrl-C stop the child process and its children.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.model}, {@code io.nqueens.model.io},
 * {@code io.nqueens.solver}; libraries: {@code com.fasterxml.jackson} (and {@code java.*}). The table
 * in docs/architecture.md is the one statement of it, checked by {@code ArchitectureTest}.
 */
package io.nqueens.solver.minizinc;
