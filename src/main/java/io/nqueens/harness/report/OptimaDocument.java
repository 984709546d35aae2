package io.nqueens.harness.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.nqueens.harness.Optima;
import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.OptimumResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A comparison of optima as {@code compare --format json} writes it for a model with an objective,
 * the report embeds it and {@code report --results} reads it back (docs/output.md). A null field does
 * not apply and is not written; an empty {@link Optional} applies but is not known, written as null.
 */
public record OptimaDocument(String task, int threads, int repeat, List<Row> rows, String isolation, Provenance environment) {

  /** One model: the verdict, the optimum where one was proved, the objective's sense, the time the scores span, each backend. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Row(int n, String model, String verdict, String detail, Optional<Long> optimum, String sense, double horizonMs, List<Cell> backends) {}

  /** One backend's run: skipped, failed, or its optimum (value, proof, bound, improvements), times, scores and the best solution. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Cell(String backend, int threads, String status, String skipped, String failure, String sense, String expression,
      Optional<Long> objective, Boolean optimal, Optional<Long> bound, List<Improvement> improvements, String outcome, Integer runs,
      Optional<Double> firstMs, Optional<Double> bestMs, Optional<Double> primalIntegral, Optional<Double> area, Double medianMs, Double minMs,
      Double maxMs, int[] columns, Map<String, Long> statistics) {}

  /** The document of these rows, each backend on {@code threads} threads, {@code repeat} timed runs. */
  public static OptimaDocument of(List<Optima.Row> rows, int threads, int repeat, String isolation, Provenance environment) {
    List<Row> out = new ArrayList<>();
    for (Optima.Row row : rows) {
      List<Cell> cells = new ArrayList<>();
      List<Optima.Scores> scores = Optima.scores(row);
      for (int k = 0; k < row.runs().size(); k++) {
        cells.add(cell(row.model(), row.runs().get(k), scores.get(k)));
      }
      OptionalLong optimum = Optima.optimum(row);
      out.add(new Row(row.model().n(), row.model().summary(), Documents.word(row), row.detail().isEmpty() ? null : row.detail(),
          optimum.isPresent() ? Optional.of(optimum.getAsLong()) : Optional.empty(), row.model().objective().orElseThrow().sense().word(),
          millis(Optima.horizon(row)), cells));
    }
    return new OptimaDocument("optimise", threads, repeat, out, isolation, environment);
  }

  private static Cell cell(QueensModel model, Optima.Run r, Optima.Scores score) {
    OptimumResult o = r.result();
    if (o == null) {
      return new Cell(r.backend(), r.threads(), Optima.status(r), r.skipped(), r.failure(), null, null, null, null, null, null, null, null, null, null,
          null, null, null, null, null, null, null);
    }
    Objective objective = model.objective().orElseThrow();
    return new Cell(r.backend(), r.threads(), Optima.status(r), r.skipped(), r.failure(), objective.sense().word(), objective.text(), known(o.value()),
        o.optimal(), known(o.bound()), Improvement.of(o), o.outcome().id(), r.runs(), Double.isNaN(r.firstMs()) ? Optional.empty()
        : Optional.of(millis(r.firstMs())), Double.isNaN(r.bestMs()) ? Optional.empty() : Optional.of(millis(r.bestMs())),
        Documents.score(score.primalIntegral()), Documents.score(score.area()), hundredths(r.medianMs()), hundredths(r.minMs()),
        hundredths(r.maxMs()), o.best().map(s -> s.columns()).orElse(null), o.statistics().counters());
  }

  static Optional<Long> known(OptionalLong v) {
    return v.isPresent() ? Optional.of(v.getAsLong()) : Optional.empty();
  }

  private static double hundredths(double ms) {
    return Math.round(ms * 100) / 100.0;
  }

  /** A time in milliseconds to the microsecond. */
  private static double millis(double ms) {
    return Math.round(ms * 1000) / 1000.0;
  }
}
