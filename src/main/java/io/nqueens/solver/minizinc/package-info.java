/**
 * The MiniZinc backend: exports the model ({@link io.nqueens.model.io.MiniZincWriter}) and runs it
 * through the {@code minizinc} executable with any constraint solver it lists (Gecode, Chuffed),
 * streaming solutions back. Time limits and Ctrl-C stop the child process and its children.
 *
 * <p>Imports {@code io.nqueens.solver}, {@code io.nqueens.model} and Jackson; no other backend.
 */
package io.nqueens.solver.minizinc;
