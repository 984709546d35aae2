package io.nqueens.solver;

/**
 * A count: {@code solutions} found, {@code unique} classes under the symmetry group (null when not
 * asked). The numbers are exact only when {@link #outcome()} is complete; otherwise they are what
 * was found before the search stopped. {@code threads} and {@code parts} say how it ran: on how
 * many threads, over how many sub-problems (1 when the model was counted whole).
 * {@code firstSolutionMillis} is when this very count met its first solution, from its start (NaN
 * where the count does not meet solutions one at a time, or met none).
 */
public record CountResult(long solutions, Long unique, Outcome outcome, Statistics statistics, int threads, long parts,
    double firstSolutionMillis) {

  /** A count whose first solution's time is not known. */
  public CountResult(long solutions, Long unique, Outcome outcome, Statistics statistics, int threads, long parts) {
    this(solutions, unique, outcome, statistics, threads, parts, Double.NaN);
  }

  /** A count of the whole model on one thread. */
  public CountResult(long solutions, Long unique, Outcome outcome, Statistics statistics) {
    this(solutions, unique, outcome, statistics, 1, 1);
  }

  /**
   * The same count, its time taken from {@code startNanos} ({@link System#nanoTime()}) to now: for
   * work done before the parts ran, such as building them, which belongs in the count's time.
   */
  public CountResult timedFrom(long startNanos) {
    Statistics timed = statistics.withMillis((System.nanoTime() - startNanos) / 1_000_000);
    return new CountResult(solutions, unique, outcome, timed, threads, parts, firstSolutionMillis);
  }

  /** The same count, met its first solution this many milliseconds after its start. */
  public CountResult withFirstSolutionMillis(double millis) {
    return new CountResult(solutions, unique, outcome, statistics, threads, parts, millis);
  }

  public boolean complete() {
    return outcome.isComplete();
  }

  /** How it ran, in words: {@code "one thread"} or {@code "2 threads, 48 sub-problems"}. */
  public String howItRan() {
    String t = threads == 1 ? "one thread" : threads + " threads";
    return parts <= 1 ? t : t + ", " + parts + " sub-problems";
  }
}
