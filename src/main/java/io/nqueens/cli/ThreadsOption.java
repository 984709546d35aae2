package io.nqueens.cli;

import io.nqueens.BadInputException;
import picocli.CommandLine.Option;

/** Worker threads for counting by splitting the search. */
final class ThreadsOption {

  @Option(names = "--threads", paramLabel = "K", description = "Worker threads for counting (default: all ${DEFAULT-VALUE} cores).")
  int threads = Runtime.getRuntime().availableProcessors();

  /** More threads than this only cost memory and start-up time: every one runs a search of its own. */
  static final int MAX_THREADS = 256;

  int threads() {
    return check(threads);
  }

  static int check(int threads) {
    if (threads < 1 || threads > MAX_THREADS) {
      throw new BadInputException("--threads (" + threads + ") must be in 1.." + MAX_THREADS);
    }
    return threads;
  }
}
