/**
 * Runs backends side by side and cross-checks them: every backend's count against every other's,
 * against the published counts, and every enumerated solution against the independent checker.
 * What one backend's run is ({@link io.nqueens.harness.Harness#run}, {@link io.nqueens.harness.Optima#measure},
 * {@link io.nqueens.harness.Bench#measure}) lives here; how it is timed, in {@code harness.measure};
 * where it runs (this JVM or one of its own) and the rows asked of every backend, in
 * {@code harness.runner}; the judging, in {@link io.nqueens.harness.Judge} and {@link io.nqueens.harness.Optima#judge}.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.engine}, {@code io.nqueens.harness.measure},
 * {@code io.nqueens.model}, {@code io.nqueens.solver} (and {@code java.*}). The table in
 * docs/architecture.md is the one statement of it, checked by {@code ArchitectureTest}.
 */
package io.nqueens.harness;
