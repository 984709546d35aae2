package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.solver.SearchControl;
import java.time.Duration;
import picocli.CommandLine.Option;

/** How long to search, on how many threads, and how much to say on stderr. */
final class RunOptions {

  @Option(names = "--time-limit", paramLabel = "DURATION", converter = DurationConverter.class,
      description = "Stop after this long (500ms, 30s, 1m30s, 1h2m; a bare number is seconds) and report what was found as partial (exit 4).")
  Duration timeLimit;

  @Option(names = {"-q", "--quiet"}, description = "No progress or summary lines on stderr.")
  boolean quiet;

  @Option(names = {"-v", "--verbose"}, description = "More detail on stderr (statistics, model summary).")
  boolean verbose;

  /** A control whose clock starts now, registered so that Ctrl-C stops it. */
  SearchControl startControl() {
    checkVerbosity();
    return Interrupts.track(SearchControl.withTimeLimit(timeLimit));
  }

  /**
   * A control for a comparison or a benchmark, registered so that Ctrl-C stops it: the limit is each
   * run's own ({@link SearchControl#withLimitPerRun}), in this JVM and in a child alike.
   */
  SearchControl startControlPerRun() {
    return startControlPerRun(null);
  }

  /** As {@link #startControlPerRun()}, with this limit for each run where --time-limit gives none. */
  SearchControl startControlPerRun(Duration byDefault) {
    checkVerbosity();
    return Interrupts.track(SearchControl.withLimitPerRun(timeLimit != null ? timeLimit : byDefault));
  }

  private void checkVerbosity() {
    if (quiet && verbose) {
      throw new BadInputException("-q (--quiet) and -v (--verbose) contradict each other: give one of them");
    }
  }
}
