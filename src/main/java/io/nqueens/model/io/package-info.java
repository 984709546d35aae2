/**
 * Reading model files (YAML or JSON, through Jackson) and writing boards and solutions in the
 * formats people use: a board of queens, a 0/1 matrix, a list of positions, JSON.
 *
 * <p>Imports {@code io.nqueens.model} and Jackson; no solver library.
 */
package io.nqueens.model.io;
