package io.nqueens.cli;

import io.nqueens.harness.Harness;
import io.nqueens.solver.CountResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A comparison of counts as {@code compare --format csv} writes it. */
final class CountsCsv {

  private CountsCsv() {}

  /**
   * CSV in the long ("tidy") layout that pandas, R and spreadsheets read without reshaping: one row
   * per n and backend, fixed columns, partial results in their own columns, and one column per
   * statistic any backend reported (empty where a backend has no such statistic).
   */
  static String render(List<Harness.Row> rows) {
    List<String> statistics = new ArrayList<>();
    for (Harness.Row row : rows) {
      for (Harness.Run r : row.runs()) {
        if (r.result() != null) {
          r.result().statistics().counters().keySet().stream().filter(k -> !statistics.contains(k)).forEach(statistics::add);
        }
      }
    }
    List<String> header = new ArrayList<>(List.of("n", "model", "solver", "threads", "solutions", "unique", "complete", "outcome",
        "runs", "median_ms", "min_ms", "max_ms", "cpu_ms", "cpu_over_threads", "first_ms", "solve_ms", "peak_heap_bytes", "peak_resident_bytes",
        "live_heap_bytes", "checked", "skipped", "failure",
        "published", "published_unique", "verdict"));
    statistics.stream().map(CountsCsv::snake).forEach(header::add);
    Table t = new Table(header);
    for (Harness.Row row : rows) {
      for (Harness.Run r : row.runs()) {
        CountResult c = r.result();
        List<String> cells = new ArrayList<>(List.of(Integer.toString(row.model().n()), row.model().summary(), r.backend(),
            Integer.toString(r.threads())));
        cells.add(c == null ? "" : Long.toString(c.solutions()));
        cells.add(c == null || c.unique() == null ? "" : Long.toString(c.unique()));
        cells.add(c == null ? "" : Boolean.toString(c.complete()));
        cells.add(c == null ? "" : c.outcome().id());
        cells.add(c == null ? "" : Integer.toString(r.times().length));
        cells.add(Table.number(c == null ? Double.NaN : r.medianMillis()));
        cells.add(Table.number(c == null ? Double.NaN : r.minMillis()));
        cells.add(Table.number(c == null ? Double.NaN : r.maxMillis()));
        cells.add(Table.number(c == null ? Double.NaN : r.medianCpuMillis()));
        cells.add(c == null || Double.isNaN(r.medianCpuMillis()) ? "" : Boolean.toString(r.overThreads()));
        cells.add(Table.number(c == null ? Double.NaN : r.firstInCountMillis()));
        cells.add(Table.number(r.firstMillis()));
        cells.add(c == null || r.peakHeapBytes() < 0 ? "" : Long.toString(r.peakHeapBytes()));
        cells.add(c == null || r.peakResidentBytes() < 0 ? "" : Long.toString(r.peakResidentBytes()));
        cells.add(c == null || r.liveHeapBytes() < 0 ? "" : Long.toString(r.liveHeapBytes()));
        cells.add(c == null ? "" : Long.toString(r.checked()));
        cells.add(r.skipped() == null ? "" : r.skipped());
        cells.add(r.failure() == null ? "" : r.failure());
        cells.add(row.published().isPresent() ? Long.toString(row.published().getAsLong()) : "");
        cells.add(row.publishedUnique().isPresent() ? Long.toString(row.publishedUnique().getAsLong()) : "");
        cells.add(row.verdict().name().toLowerCase(Locale.ROOT));
        for (String stat : statistics) {
          Long v = c == null ? null : c.statistics().counters().get(stat);
          cells.add(v == null ? "" : Long.toString(v));
        }
        t.add(cells);
      }
    }
    return t.render(Table.Format.CSV);
  }

  /** A statistic's name as a CSV column: snake_case ("initial conflicts" to initial_conflicts). */
  static String snake(String name) {
    return name.trim().replaceAll("([a-z0-9])([A-Z])", "$1_$2").replaceAll("[^A-Za-z0-9]+", "_").toLowerCase(Locale.ROOT);
  }
}
