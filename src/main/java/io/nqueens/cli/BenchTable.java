package io.nqueens.cli;

import io.nqueens.harness.Bench.Measure;
import io.nqueens.harness.Bench;
import io.nqueens.harness.Summary;
import io.nqueens.harness.report.Documents;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.OptimumResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Supplier;

/**
 * A benchmark as text, markdown or CSV: the heading that says how it was measured, a line per
 * backend and instance with the ratio against the first backend's median, and for a folder of
 * instances who decided how many, and the answer in words. {@code isolation} is known once the
 * backends have started.
 */
final class BenchTable {

  private final boolean optimise;
  private final boolean folder;
  private final int repeat;
  private final Duration measureTime;
  private final int threads;
  private final Supplier<String> isolation;

  BenchTable(boolean optimise, boolean folder, int repeat, Duration measureTime, int threads, Supplier<String> isolation) {
    this.optimise = optimise;
    this.folder = folder;
    this.repeat = repeat;
    this.measureTime = measureTime;
    this.threads = threads;
    this.isolation = isolation;
  }

  /** The whole benchmark as a table, markdown or CSV, once it is over, with the ratios against the first backend. */
  String report(List<Measure> measures, List<Backends.Spec> specs, boolean count, Table.Format format) {
    String baseline = specs.get(0).label();
    Map<String, Double> base = new LinkedHashMap<>();
    for (Measure m : measures) {
      if (m.solver().equals(baseline)) {
        base.put(m.instance(), m.medianMs());
      }
    }
    if (format == Table.Format.CSV) {
      return csv(measures, base, count);
    }
    Table t = new Table(tableHeader(baseline, count));
    for (Measure m : measures) {
      t.add(tableRow(m, base, count));
    }
    String heading = format == Table.Format.TABLE ? heading(count) : "";
    return heading + t.render(format) + (folder && format == Table.Format.TABLE ? decided(measures, specs, count) : "");
  }

  String heading(boolean count) {
    return "task: " + (count ? "count" : optimise ? "optimise (time: to prove the optimum; first/best: ms to the first and the best solution)"
        : "first solution") + "\n"
        + (isolation.get().equals("fork") ? "each backend in a JVM of its own" : "in this one JVM (--in-process)") + ", " + threads + " thread(s), "
        + "1 warm-up\n"
        + (optimise ? "then " + repeat + " timed runs" : "then at least " + repeat + " timed runs, until they add up to " + measureTime.toMillis() + " ms")
        + "\n"
        + "rss MB: peak resident memory, live MB: heap after a full collection (own JVM only)\n";
  }

  List<String> tableHeader(String baseline, boolean count) {
    List<String> header = new ArrayList<>(List.of("n", "solver", "median ms", "min ms", "max ms", "ratio to " + baseline,
        count ? "solutions" : optimise ? "objective" : "found"));
    if (count || optimise) {
      header.add(6, count ? "solve ms" : "first ms");
    }
    if (optimise) {
      header.add(7, "best ms");
    }
    header.add("rss MB");
    header.add("live MB");
    header.add("runs");
    if (folder) {
      header.add(0, "model");
    }
    return header;
  }

  List<String> tableRow(Measure m, Map<String, Double> base, boolean count) {
    Double r = Documents.ratio(m, base);
    String ratio = r == null ? "-" : String.format(Locale.ROOT, "%.2f", r);
    // A partial run: its time with a star (explained below the table), no median, no spread.
    String result = count ? m.result() + (m.complete() ? "" : "*")
        : optimise ? (m.result() == Long.MIN_VALUE ? (m.complete() ? "none" : "-*") : m.result() + (m.complete() ? "" : "*"))
        : (m.result() == 1 ? "yes" : m.complete() ? "none" : "no*");
    String median = m.complete() ? fmt(m.medianMs()) : m.failure() != null ? "failed" : fmt(m.stoppedAtMs()) + "*";
    if (m.failure() != null) {
      result = "-";
    }
    List<String> row = new ArrayList<>(List.of(Integer.toString(m.n()), m.solver(), median, m.complete() ? fmt(m.minMs()) : "-",
        m.complete() ? fmt(m.maxMs()) : "-", ratio, result));
    if (count || optimise) {
      row.add(6, fmt(m.firstMs()));
    }
    if (optimise) {
      row.add(7, fmt(m.bestMs()));
    }
    row.add(Table.megabytes(m.memory().residentBytes()));
    row.add(Table.megabytes(m.memory().liveHeapBytes()));
    row.add(Integer.toString(m.optimum() != null ? m.optimum().runs() : m.runs()));
    if (folder) {
      row.add(0, m.instance());
    }
    return row;
  }

  /** A table written as the runs finish: columns wide enough for the largest n, every label and model name. */
  Table.Streamed streamed(List<QueensModel> models, List<Backends.Spec> specs, Table.Format format, boolean count) {
    if (format == Table.Format.CSV) {
      return new Table.Streamed(csvHeader(count), List.of(csvHeader(count)), format, 0);
    }
    List<String> header = tableHeader(specs.get(0).label(), count);
    List<String> widest = new ArrayList<>();
    // Room for larger boards' figures to come (times of five digits before the point, counts of nine); the rest as wide as their headers.
    for (String h : header) {
      widest.add(" ".repeat(Math.max(h.length(), h.endsWith(" ms") ? 8 : h.equals("solutions") ? 9 : 0)));
    }
    int solverColumn = folder ? 2 : 1;
    widest.set(solverColumn - 1, " ".repeat(models.stream().mapToInt(m -> Integer.toString(m.n()).length()).max().orElse(1)));
    widest.set(solverColumn, " ".repeat(specs.stream().mapToInt(sp -> sp.label().length()).max().orElse(1)));
    if (folder) {
      widest.set(0, " ".repeat(models.stream().mapToInt(m -> Bench.instance(m).length()).max().orElse(1)));
    }
    return new Table.Streamed(header, List.of(widest), format, 0);
  }

  List<String> csvHeader(boolean count) {
    List<String> h = new ArrayList<>(List.of("n", "model", "solver", "threads", "runs", "median_ms", "min_ms", "max_ms", "stopped_at_ms", "ratio",
        count ? "solutions" : optimise ? "objective" : "found", "complete", count ? "solve_ms" : "first_ms"));
    if (optimise) {
      h.addAll(List.of("best_ms", "bound"));
    }
    h.addAll(List.of("peak_heap_bytes", "peak_resident_bytes", "live_heap_bytes"));
    return h;
  }

  List<String> csvRow(Measure m, Map<String, Double> base, boolean count) {
    Double r = Documents.ratio(m, base);
    String ratio = r == null ? "" : String.format(Locale.ROOT, "%.2f", r);
    String result = m.failure() != null ? "" : count ? Long.toString(m.result())
        : optimise ? (m.result() == Long.MIN_VALUE ? "" : Long.toString(m.result())) : Boolean.toString(m.result() == 1);
    List<String> cells = new ArrayList<>(List.of(Integer.toString(m.n()), m.instance(), m.solver(), Integer.toString(threads),
        Integer.toString(m.optimum() != null ? m.optimum().runs() : m.runs()),
        m.complete() ? csvMs(m.medianMs()) : "", m.complete() ? csvMs(m.minMs()) : "",
        m.complete() ? csvMs(m.maxMs()) : "", m.complete() ? "" : csvMs(m.stoppedAtMs()), ratio, result, Boolean.toString(m.complete()),
        csvMs(m.firstMs())));
    if (optimise) {
      cells.add(csvMs(m.bestMs()));
      OptimumResult o = m.optimum() == null ? null : m.optimum().result();
      cells.add(o == null ? "" : o.optimal() ? Long.toString(o.value().getAsLong()) : o.bound().isPresent() ? Long.toString(o.bound().getAsLong()) : "");
    }
    for (long bytes : new long[] {m.peakHeapBytes(), m.memory().residentBytes(), m.memory().liveHeapBytes()}) {
      cells.add(bytes < 0 ? "" : Long.toString(bytes));
    }
    return cells;
  }

  /** A time in a CSV cell: a plain number, never "< 0.01". */
  static String csvMs(double ms) {
    return Double.isNaN(ms) ? "" : String.format(Locale.ROOT, "%.4f", ms);
  }

  /**
   * CSV with the JSON's names, one row per instance and backend, numbers alone in their cells and
   * whether the run finished in a column of its own.
   */
  String csv(List<Measure> measures, Map<String, Double> base, boolean count) {
    Table t = new Table(csvHeader(count));
    for (Measure m : measures) {
      t.add(csvRow(m, base, count));
    }
    return t.render(Table.Format.CSV);
  }

  /** The answer in words for the last instance that two or more backends finished: the fastest, and how much slower each other was. */
  static String words(List<Measure> measures, String baseline) {
    for (int i = measures.size() - 1; i >= 0; i--) {
      Measure last = measures.get(i);
      List<Summary.Entry> entries = measures.stream()
          .filter(m -> m.instance().equals(last.instance()) && m.n() == last.n() && m.complete())
          .map(m -> new Summary.Entry(m.solver(), m.medianMs(), m.madMs(), m.runs(), OptionalLong.empty(), OptionalLong.empty(), "", false))
          .toList();
      List<String> sentences = Summary.sentences(last.instance().equals("n=" + last.n()) ? "n = " + last.n() : last.instance(), baseline,
          entries);
      if (!sentences.isEmpty()) {
        StringBuilder sb = new StringBuilder("\n");
        // Bench has no node counts: the note on symmetric searches says nothing here.
        sentences.stream().filter(x -> !x.startsWith("  (nodes")).forEach(x -> sb.append(x).append('\n'));
        return sb.toString();
      }
    }
    return "";
  }

  /** Per solver: how many models it decided (a solution found, or none proven; a count finished) and in what time. */
  String decided(List<Measure> measures, List<Backends.Spec> specs, boolean count) {
    StringBuilder sb = new StringBuilder();
    for (Backends.Spec s : specs) {
      List<Measure> mine = measures.stream().filter(m -> m.solver().equals(s.label())).toList();
      long decided = mine.stream().filter(Measure::complete).count();
      double seconds = mine.stream().filter(Measure::complete).mapToDouble(Measure::medianMs).sum() / 1000;
      double slowest = mine.stream().filter(Measure::complete).mapToDouble(Measure::medianMs).max().orElse(0) / 1000;
      sb.append(String.format(Locale.ROOT, "%s: decided %d of %d (%s), %.1f s in all, slowest %.1f s%n", s.label(), decided, mine.size(),
          count ? "counts finished" : optimise ? "optima proved" : mine.stream().filter(m -> m.complete() && m.result() == 1).count() + " with a solution, "
              + mine.stream().filter(m -> m.complete() && m.result() == 0).count() + " proven without", seconds, slowest));
    }
    return sb.toString();
  }

  static String fmt(double ms) {
    if (Double.isNaN(ms)) {
      return "-";
    }
    if (ms < 0.01) {
      return "< 0.01";
    }
    return String.format(Locale.ROOT, ms < 10 ? "%.2f" : "%.1f", ms);
  }
}
