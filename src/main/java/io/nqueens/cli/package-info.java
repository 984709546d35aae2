/**
 * The picocli command line: one {@link io.nqueens.cli.CommandLineFactory} builds the configured
 * {@code CommandLine} for {@code main} and the tests alike; every command is a
 * {@code Callable<Integer>} returning a code from {@link io.nqueens.cli.ExitCode}; shared options are
 * mixins.
 *
 * <p>Imports the harness, the solver registry and interface, and the model; never a backend.
 */
package io.nqueens.cli;
