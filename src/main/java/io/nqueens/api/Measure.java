package io.nqueens.api;

import io.nqueens.harness.Bench;
import io.nqueens.solver.OptimumResult;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * One backend on one board of a benchmark, as {@code bench} shows it: its timed runs (median,
 * fastest and slowest where it finished, else when it was stopped), when it met its first solution,
 * and its result: the count, 1 or 0 for a first solution found or not, or the best value of an
 * optimisation with each improvement.
 */
public record Measure(String backend, int n, Task task, boolean complete, int runs, OptionalDouble medianMillis, OptionalDouble minMillis,
    OptionalDouble maxMillis, OptionalDouble stoppedAtMillis, OptionalDouble firstMillis, OptionalLong result,
    List<OptimumResult.Improvement> improvements, Optional<String> failure) {
  /** The measure the harness made, in the library's words. */
  static Measure of(Bench.Measure m, Task task) {
    boolean done = m.complete();
    return new Measure(m.solver(), m.n(), task, done, m.runs(), done ? Comparison.known(m.medianMs()) : OptionalDouble.empty(),
        done ? Comparison.known(m.minMs()) : OptionalDouble.empty(), done ? Comparison.known(m.maxMs()) : OptionalDouble.empty(),
        done ? OptionalDouble.empty() : Comparison.known(m.stoppedAtMs()), Comparison.known(m.firstMs()),
        m.result() == Long.MIN_VALUE || m.failure() != null ? OptionalLong.empty() : OptionalLong.of(m.result()), m.improvements(),
        Optional.ofNullable(m.failure()));
  }
}
