/**
 * The one measurement pipeline: how timed runs are chosen ({@link io.nqueens.harness.measure.Runs}),
 * the trial loop every task is timed by ({@link io.nqueens.harness.measure.Trial}: one warm-up
 * policy, the runs, CPU time and memory), the statistics made of them
 * ({@link io.nqueens.harness.measure.Stats}: one median) and the memory of a run
 * ({@link io.nqueens.harness.measure.Measured}). The harness above it judges what was measured
 * ({@code io.nqueens.harness.Judge}). {@code compare}, {@code bench}, {@code count}, {@code report} and the library measure and judge
 * here, so that a figure has one definition wherever it is shown (docs/output.md).
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.model}, {@code io.nqueens.solver}; libraries:
 * {@code com.sun.management} (and {@code java.*}). The table in docs/architecture.md is the one
 * statement of it, checked by {@code ArchitectureTest}.
 */
package io.nqueens.harness.measure;
