/**
 * Where a measurement runs: in this JVM, or in a JVM of its own per backend, as JMH forks one per
 * benchmark ({@link io.nqueens.harness.runner.Isolation}). One plan ({@link io.nqueens.harness.runner.Plan}),
 * one kind of work per task ({@link io.nqueens.harness.runner.Work}: a comparison's count, an
 * optimisation, a benchmark), one child entry point ({@link io.nqueens.harness.runner.Child}) and one
 * codec ({@link io.nqueens.harness.runner.Wire}). {@code compare}, {@code bench}, {@code report} and the
 * library choose an isolation and get the same result objects either way; the judging stays with
 * the caller, in this JVM, so that no verdict and no printed solution rests on a child's word.
 *
 * <p>Imports the harness (what is measured), the model and its files (a child is sent its models
 * as model files) and {@code io.nqueens.solver}; never the command line.
 */
package io.nqueens.harness.runner;
