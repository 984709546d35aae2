/**
 * The library's front door: {@link io.nqueens.api.NQueens} builds a model in a few calls and
 * solves, counts or lists it on any backend, with every solution it returns checked. It sits on top
 * of the harness, beside the command line, and imports nothing from the command line.
 */
package io.nqueens.api;
