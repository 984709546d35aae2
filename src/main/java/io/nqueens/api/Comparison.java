package io.nqueens.api;

import io.nqueens.harness.Harness;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.CountResult;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * One row of a comparison of counts, as {@code compare} shows it: the model at this n, each
 * backend's run, the published count where there is one, and the verdict with what disagrees.
 */
public record Comparison(QueensModel model, List<Comparison.Run> runs, OptionalLong published, Verdict verdict, List<String> disagreements) {

  /**
   * One backend's cell: its count where it ran ({@code result}; complete or stopped), else why it was
   * skipped or what failed; its threads and counting method; how many solutions were enumerated and
   * checked; its timed runs (milliseconds each; median, fastest and slowest); and its peak memory
   * where it was measured in a JVM of its own.
   */
  public record Run(String backend, String variant, Optional<CountResult> result, Optional<String> skipped, Optional<String> failure,
      int threads, String method, long checked, List<Double> timesMillis, OptionalDouble medianMillis, OptionalDouble minMillis,
      OptionalDouble maxMillis, OptionalLong peakHeapBytes, OptionalLong peakResidentBytes) {
    /**
     * Whether it counted every solution.
     *
     * @return true where it ran to the end of its search
     */
    public boolean complete() {
      return result.isPresent() && result.get().complete();
    }
  }

  /** The row the harness made, in the library's words. */
  static Comparison of(Harness.Row row) {
    return new Comparison(row.model(), row.runs().stream().map(Comparison::run).toList(), row.published(), Verdict.valueOf(row.verdict().name()),
        row.disagreements());
  }

  private static Run run(Harness.Run r) {
    boolean ran = r.result() != null;
    return new Run(r.backend(), r.variant(), Optional.ofNullable(r.result()), Optional.ofNullable(r.skipped()), Optional.ofNullable(r.failure()),
        r.threads(), r.method().words(), r.checked(), ran ? Arrays.stream(r.times()).boxed().toList() : List.of(),
        known(ran ? r.medianMillis() : Double.NaN), known(ran ? r.minMillis() : Double.NaN), known(ran ? r.maxMillis() : Double.NaN),
        bytes(r.peakHeapBytes()), bytes(r.peakResidentBytes()));
  }

  static OptionalDouble known(double v) {
    return Double.isNaN(v) ? OptionalDouble.empty() : OptionalDouble.of(v);
  }

  private static OptionalLong bytes(long b) {
    return b < 0 ? OptionalLong.empty() : OptionalLong.of(b);
  }
}
