package io.nqueens.api;

import io.nqueens.harness.Optima;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.OptimumResult;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/** One row of a comparison of optima, as {@code compare} shows it for a model with an objective: each backend's run and the verdict. */
public record OptimaComparison(QueensModel model, List<OptimaComparison.Run> runs, Verdict verdict, String detail) {

  /**
   * One backend's cell: its optimum where it ran (the best value, whether it is proved, its bound and
   * each improvement), else why it was skipped or what failed; its median time to the end of the
   * search, to its first solution and to its best one.
   */
  public record Run(String backend, int threads, Optional<OptimumResult> result, Optional<String> skipped, Optional<String> failure,
      OptionalDouble medianMillis, OptionalDouble firstMillis, OptionalDouble bestMillis) {}

  /** The row the harness made, in the library's words. */
  static OptimaComparison of(Optima.Row row) {
    return new OptimaComparison(row.model(), row.runs().stream().map(r -> new Run(r.backend(), r.threads(), Optional.ofNullable(r.result()),
        Optional.ofNullable(r.skipped()), Optional.ofNullable(r.failure()), Comparison.known(r.medianMs()), Comparison.known(r.firstMs()),
        Comparison.known(r.bestMs()))).toList(), Verdict.valueOf(row.verdict().name()), row.detail());
  }
}
