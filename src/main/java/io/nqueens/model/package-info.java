/**
 * The n-queens problem as plain data: the board size, the extra constraints (small immutable
 * records behind {@link io.nqueens.model.Constraint}), solutions, the independent
 * {@link io.nqueens.model.SolutionChecker} and the eight board symmetries.
 *
 * <p>Imports nothing outside {@code java.*}; every solver package builds on this one.
 */
package io.nqueens.model;
