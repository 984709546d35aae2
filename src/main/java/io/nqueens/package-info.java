/**
 * What every layer shares: the program's errors, {@link io.nqueens.BadInputException} (the user's
 * input, exit 2) and {@link io.nqueens.Contradiction} (two means that disagree, exit 3), and
 * {@link io.nqueens.Text} (text from elsewhere shown on one line).
 *
 * <p>May import: nothing of the program (and {@code java.*}). The table in docs/architecture.md is the
 * one statement of it, checked by {@code ArchitectureTest}.
 */
package io.nqueens;
