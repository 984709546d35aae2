package io.nqueens.cli;

import picocli.CommandLine.Option;

/** Worker threads for counting by splitting the search. */
final class ThreadsOption {

  @Option(names = "--threads", paramLabel = "K", description = "Worker threads for counting (default: all ${DEFAULT-VALUE} cores).")
  int threads = Runtime.getRuntime().availableProcessors();

  int threads() {
    if (threads < 1) {
      throw new IllegalArgumentException("--threads (" + threads + ") must be >= 1");
    }
    return threads;
  }
}
