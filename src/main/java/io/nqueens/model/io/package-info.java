/**
 * Reading model files (YAML or JSON, through Jackson) and writing boards and solutions in the
 * formats people use: a board of queens, a 0/1 matrix, a list of positions, JSON.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.model}, {@code io.nqueens.model.expr};
 * libraries: {@code com.fasterxml.jackson} (and {@code java.*}). The table in docs/architecture.md is
 * the one statement of it, checked by {@code ArchitectureTest}.
 */
package io.nqueens.model.io;
