/**
 * The picocli command line: one {@link io.nqueens.cli.CommandLineFactory} builds the configured
 * {@code CommandLine} for {@code main} and the tests alike; every command is a
 * {@code Callable<Integer>} returning a code from {@link io.nqueens.cli.ExitCode}; shared options are
 * mixins.
 *
 * <p>Each command reads its options, makes one call below it (the harness, a report, the engine's
 * front: {@code Engine}, {@code Cluster}) and renders what comes back; it never calls another
 * command, never names a backend's package, nor Choco, OR-Tools or Hazelcast.
 *
 * <p>May import: {@code io.nqueens}, {@code io.nqueens.engine}, {@code io.nqueens.harness},
 * {@code io.nqueens.harness.measure}, {@code io.nqueens.harness.report},
 * {@code io.nqueens.harness.runner}, {@code io.nqueens.model}, {@code io.nqueens.model.io},
 * {@code io.nqueens.solver}; libraries: {@code picocli}, {@code com.fasterxml.jackson},
 * {@code org.apache.batik} (and {@code java.*}). The table in
 * docs/architecture.md is the one statement of it, checked by {@code ArchitectureTest}.
 */
package io.nqueens.cli;
