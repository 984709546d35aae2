/**
 * Runs backends side by side and cross-checks them: every backend's count against every other's,
 * against the published counts, and every enumerated solution against the independent checker.
 * What one backend's run is ({@link io.nqueens.harness.Harness#run}, {@link io.nqueens.harness.Optima#measure},
 * {@link io.nqueens.harness.Bench#measure}) lives here; how it is timed, in {@code harness.measure};
 * where it runs (this JVM or one of its own) and the rows asked of every backend, in
 * {@code harness.runner}; the judging, in {@link io.nqueens.harness.Judge} and {@link io.nqueens.harness.Optima#judge}.
 *
 * <p>Imports {@code io.nqueens.solver} (the registry, never a backend directly), the engine (the
 * counting policy a comparison's count shares with {@code count}) and the model; never the command line.
 */
package io.nqueens.harness;
