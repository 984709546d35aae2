/**
 * Where a measurement runs: in this JVM, or in a JVM of its own per backend, as JMH forks one per
 * benchmark ({@link io.nqueens.harness.runner.Isolation}). One plan ({@link io.nqueens.harness.runner.Plan}),
 * one kind of work per task ({@link io.nqueens.harness.runner.Work}: a comparison's count, an
 * optimisation, a benchmark), one child entry point ({@link io.nqueens.harness.runner.Child}), one
 * codec ({@link io.nqueens.harness.runner.Wire}) and one choice of a child's JVM options
 * ({@link io.nqueens.harness.runner.ChildJvm}). {@code compare}, {@code bench}, {@code report} and the
 * library choose an isolation ({@link io.nqueens.harness.runner.Isolation#of}) and get the same result
 * objects either way; every wait on a child is bounded, and a child that dies, hangs or answers what
 * cannot be read is a failed cell. The verdict, the cross-check and the check of every printed
 * solution are the caller's, in this JVM.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.engine}, {@code io.nqueens.harness},
 * {@code io.nqueens.harness.measure}, {@code io.nqueens.model}, {@code io.nqueens.model.io},
 * {@code io.nqueens.solver}; libraries: {@code com.fasterxml.jackson} (and {@code java.*}). The table
 * in docs/architecture.md is the one statement of it, checked by {@code ArchitectureTest}.
 */
package io.nqueens.harness.runner;
