package io.nqueens.harness.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Verdict;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.runner.Plan;
import io.nqueens.solver.Backends;
import io.nqueens.solver.Statistics;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A comparison of counts as {@code compare --format json} writes it, the report embeds it and
 * {@code report --results} reads it back (docs/output.md): one record for all three, bound by
 * Jackson. In its rows and cells a field that is null is one that does not apply and is not
 * written; an empty {@link Optional} is one that applies but is not known, written as null.
 */
public record CountsDocument(List<String> solvers, int threads, int repeat, boolean warmUp, String isolation, long warmUpMs, double measureMs,
    Double cellBudgetMs, List<Row> rows, boolean complete, Provenance environment) {

  /** One n: each backend's cell, the published counts and the verdict. */
  public record Row(int n, String model, Map<String, Cell> backends, Long published, @JsonInclude(JsonInclude.Include.NON_NULL) Optional<Long> publishedUnique,
      boolean agree, String verdict, String compared, List<String> disagreements) {

    /** Whether the backends' counts were compared and no two differ: the rows the answer in words is drawn from. */
    public boolean answered() {
      return verdict.equals("agree") || verdict.equals("unchecked");
    }
  }

  /**
   * One backend's cell: skipped, failed, or its count with its times, effort and memory; then how it
   * counted. {@code statistics} holds its counters, the main one first (nodes, branches).
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Cell(String skipped, String failure, Long solutions, Long unique, Boolean complete, String outcome, Long millis,
      Map<String, Long> statistics, Long checked, Boolean verificationStopped, Optional<Double> firstInCountMs, double[] firstInCountTimesMs,
      Optional<Double> firstSolutionMs, Boolean firstSolutionFound, Double medianMs, Optional<Double> cpuMs, Boolean cpuOverThreads, Double minMs,
      Double maxMs, Integer runs, Optional<Long> peakHeapBytes, Optional<Long> peakResidentBytes, Optional<Long> liveHeapBytes, double[] timesMs,
      double[] cpuTimesMs, List<String> problems, String variant, int threads, String method, int symmetries, boolean usesSymmetry) {

    /** Whether it counted every solution. */
    public boolean finished() {
      return Boolean.TRUE.equals(complete);
    }

    /** Its counters by name: {@code statistics} holds them as {@link Statistics#counters()} wrote them, the effort first, the dead ends second. */
    public Statistics counted() {
      return Statistics.ofCounters(millis == null ? 0 : millis, statistics == null ? Map.of() : statistics);
    }
  }

  /** The document of these rows, run under {@code plan} by {@code specs} (isolated as {@code isolation} says). */
  public static CountsDocument of(Plan plan, List<Backends.Spec> specs, String isolation, List<Harness.Row> rows, boolean interrupted,
      Provenance environment) {
    return new CountsDocument(specs.stream().map(Backends.Spec::label).toList(), plan.threads(), plan.runs().repeat(), plan.warmUp(), isolation,
        Runs.WARM_UP.toMillis(), plan.runs().measureMillis(), Double.isInfinite(plan.runs().budgetMillis()) ? null : plan.runs().budgetMillis(),
        rows.stream().map(r -> row(r, plan.unique())).toList(),
        !interrupted && rows.stream().allMatch(r -> r.verdict() == Verdict.AGREE || r.verdict() == Verdict.UNCHECKED), environment);
  }

  private static Row row(Harness.Row row, boolean unique) {
    Map<String, Cell> backends = new LinkedHashMap<>();
    for (Harness.Run r : row.runs()) {
      backends.put(r.backend(), cell(r));
    }
    return new Row(row.model().n(), row.model().summary(), backends, row.published().isPresent() ? row.published().getAsLong() : null,
        !unique ? null : row.publishedUnique().isPresent() ? Optional.of(row.publishedUnique().getAsLong()) : Optional.empty(),
        row.verdict() != Verdict.DISAGREE, row.verdict().name().toLowerCase(Locale.ROOT), row.compared(), row.disagreements());
  }

  private static Cell cell(Harness.Run r) {
    if (r.skipped() != null || r.failure() != null) {
      return new Cell(r.skipped(), r.skipped() != null ? null : r.failure(), null, null, null, null, null, null, null, null, null, null, null, null,
          null, null, null, null, null, null, null, null, null, null, null, null, r.variant(), r.threads(), r.method().words(),
          r.method().symmetries(), r.method().usesSymmetry());
    }
    return new Cell(null, null, r.result().solutions(), r.result().unique(), r.result().complete(), r.result().outcome().id(),
        r.result().statistics().millis(), r.result().statistics().counters(), r.checked(), r.verificationStopped(), known(r.firstInCountMillis()),
        rounded(r.firstInCount()), known(r.firstMillis()), r.firstFound(), r.medianMillis(), known(r.medianCpuMillis()), r.overThreads(),
        r.minMillis(), r.maxMillis(), r.times().length, bytes(r.peakHeapBytes()), bytes(r.peakResidentBytes()), bytes(r.liveHeapBytes()),
        rounded(r.times()), rounded(r.cpuTimes()), r.problems().isEmpty() ? null : r.problems(), r.variant(), r.threads(), r.method().words(),
        r.method().symmetries(), r.method().usesSymmetry());
  }

  private static Optional<Double> known(double ms) {
    return Double.isNaN(ms) ? Optional.empty() : Optional.of(ms);
  }

  private static Optional<Long> bytes(long b) {
    return b < 0 ? Optional.empty() : Optional.of(b);
  }

  /** Times to the microsecond, -1 where not known. */
  private static double[] rounded(double[] times) {
    return Arrays.stream(times).map(t -> Double.isNaN(t) ? -1 : Math.round(t * 1000) / 1000.0).toArray();
  }
}
