/**
 * The picocli command line: one {@link io.nqueens.cli.CommandLineFactory} builds the configured
 * {@code CommandLine} for {@code main} and the tests alike; every command is a
 * {@code Callable<Integer>} returning a code from {@link io.nqueens.cli.ExitCode}; shared options are
 * mixins.
 *
 * <p>Each command reads its options, builds a plan, runs it through the library's front door, the
 * harness ({@code harness.runner}) or the engine's front ({@code Engine}, {@code Cluster}), and
 * renders. Imports the harness, the solver registry and interface, and the model; never a backend's
 * package, nor Choco, OR-Tools or Hazelcast ({@code ArchitectureTest}).
 */
package io.nqueens.cli;
