/**
 * What every backend offers: the {@link io.nqueens.solver.Solver} interface, results, statistics,
 * the {@link io.nqueens.solver.SearchControl} that carries time limits and interruption, the
 * splitting of a count into sub-problems, and the registry of backends.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.model}, {@code io.nqueens.model.expr} (and
 * {@code java.*}). The table in docs/architecture.md is the one statement of it, checked by
 * {@code ArchitectureTest}. Backends register through {@link java.util.ServiceLoader}
 * ({@link io.nqueens.solver.SolverProvider}), so this package never names them and no backend's
 * library is loaded before it is asked for.
 */
package io.nqueens.solver;
