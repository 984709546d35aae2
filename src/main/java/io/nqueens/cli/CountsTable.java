package io.nqueens.cli;

import io.nqueens.Text;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Summary;
import io.nqueens.harness.measure.Stats;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Statistics;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A comparison of counts as text, markdown or CSV: the narrow table (the columns that answer the
 * question, a legend and the answer in words under it) or the wide one (every column), a line per
 * backend and n, and the tidy CSV. {@code how} says above a table which backends ran and how they
 * were measured; ratios divide by {@code baseline}'s median.
 */
final class CountsTable {

  /** Room for the longest method a line of the wide table names ("halves, 8 symmetries, Burnside" and the like). */
  private static final int METHOD_WIDTH = 34;

  /** The fewest nodes whose time per node is shown: below, start-up and warm-up leftovers would be most of it. */
  static final long NODES_FOR_A_RATE = 1000;

  private final boolean wide;
  private final boolean unique;
  private final int workers;
  private final String baseline;
  private final Supplier<String> how;
  /** The terminal's width: below {@link #WIDE_FROM} the narrow table drops ns/node and its text wraps at this width. */
  private final int columns;

  /** The width from which the table has every narrow column (ns/node included): 100. */
  static final int WIDE_FROM = 100;

  CountsTable(boolean wide, boolean unique, int workers, String baseline, Supplier<String> how, int columns) {
    this.columns = columns;
    this.wide = wide;
    this.unique = unique;
    this.workers = workers;
    this.baseline = baseline;
    this.how = how;
  }

  /** The whole table: above it the model and how it was measured (text only), under it the footer. */
  String table(List<Harness.Row> rows, Table.Format format, boolean interrupted) {
    Table t = new Table(header());
    for (Harness.Row row : rows) {
      lines(row).forEach(t::add);
    }
    StringBuilder sb = new StringBuilder();
    if (format == Table.Format.TABLE && !rows.isEmpty()) {
      sb.append(fit(modelLine(rows.get(0).model()) + how.get()));
    }
    sb.append(t.render(format));
    sb.append(footer(rows, interrupted));
    return sb.toString();
  }

  /** Text above or under the table, each line longer than the terminal (or than 100 columns, on a wider one) wrapped, the rest of it indented. */
  String fit(String text) {
    return Text.fit(text, Math.min(columns, WIDE_FROM) - 1);
  }

  private static String modelLine(QueensModel first) {
    return "model: " + (first.isPlain() ? "plain n-queens" : first.summary().replaceFirst("^n=\\d+, ", ""))
        + (first.name().isEmpty() ? "" : " (" + first.name() + ")") + "\n";
  }

  /** What each column of the narrow table means, one sentence each, under it. */
  private String legend() {
    return "median ms: the median of the count's timed runs\n" + (spread() ? "spread: their median distance from it (MAD)\n" : "")
        + "ratio: the median over " + baseline + "'s at the same n\n"
        + "nodes: queens placed (backtracking), search nodes (choco), branches (cpsat)\n"
        + (unique ? "" : "fails: dead ends (backtracks, fails, conflicts)\n")
        + (unique || columns < WIDE_FROM ? "" : "ns/node: the median over the nodes (1000 or more)\n")
        + "-: not measured (a single run has no spread) or not counted by that backend\n"
        + "--wide: every column, as CSV and JSON have them" + (columns < WIDE_FROM && !unique ? "; --columns 100 adds ns/node" : "") + "\n";
  }

  /** Whether the narrow table has the spread: not beside the classes on a terminal under 100 columns (--wide has it). */
  private boolean spread() {
    return columns >= WIDE_FROM || !unique;
  }

  /** One line per backend and n: narrow (the columns that answer the question) unless --wide. */
  private List<String> header() {
    if (!wide) {
      List<String> header = new ArrayList<>(List.of("n", "backend"));
      if (workers > 1) {
        header.add("threads");
      }
      if (unique) {
        // Classes are what --unique asks about: the counts stand beside them.
        header.addAll(List.of("solutions", "unique"));
      }
      header.add("median ms");
      if (spread()) {
        header.add("spread");
      }
      header.addAll(List.of("ratio", "nodes"));
      if (!unique) {
        // With the classes beside the counts, dead ends and time per node stay in --wide: 100 columns at most.
        header.add("fails");
        if (columns >= WIDE_FROM) {
          header.add("ns/node");
        }
      }
      header.add("verdict");
      return header;
    }
    List<String> header = new ArrayList<>(List.of("n", "backend"));
    if (workers > 1) {
      // Backends that break symmetries count on one thread whatever they are given: each line says what it used.
      header.add("threads");
    }
    header.addAll(List.of("method", "solutions"));
    if (unique) {
      header.add("unique");
    }
    header.addAll(List.of("first ms", "solve ms", "median ms", "spread ms", "runs"));
    header.addAll(List.of("nodes", "fails", "rss MB", "live MB", "published"));
    if (unique) {
      header.add("pub. unique");
    }
    header.add("verdict");
    return header;
  }

  /** One of the backend's effort counters (nodes or branches; dead ends: backtracks, fails or conflicts), "-" where it keeps none. */
  private static String counter(Optional<Statistics.Counter> c) {
    return c.map(x -> Long.toString(x.value())).orElse("-");
  }

  private List<List<String>> lines(Harness.Row row) {
    return wide ? wideLines(row) : narrowLines(row);
  }

  private List<List<String>> narrowLines(Harness.Row row) {
    List<List<String>> lines = new ArrayList<>();
    Harness.Run base = row.runs().stream().filter(r -> r.backend().equals(baseline) && r.complete()).findFirst().orElse(null);
    boolean firstLine = true;
    for (Harness.Run r : row.runs()) {
      List<String> cells = leadingCells(row, r, firstLine);
      if (r.absent()) {
        // Why, under the table: the narrow table keeps its columns.
        while (cells.size() < header().indexOf("median ms")) {
          cells.add("-");
        }
        cells.add(r.skipped() != null ? "skipped" : "failed");
        while (cells.size() < header().size() - 1) {
          cells.add("-");
        }
      } else {
        CountResult c = r.result();
        String mark = c.complete() ? "" : "*";
        if (unique) {
          cells.add(c.solutions() + mark);
          cells.add(c.unique() == null ? "-" : c.unique() + mark);
        }
        double median = r.medianMillis();
        cells.add(Table.millis(median) + mark + (r.overThreads() ? "!" : ""));
        if (spread()) {
          cells.add(r.times().length < 2 || !c.complete() ? "-"
              : String.format(Locale.ROOT, "±%.0f%%", Stats.mad(r.times()) / median * 100));
        }
        cells.add(base == null || !c.complete() ? "-" : Table.ratio(median / base.medianMillis()));
        cells.add(counter(c.statistics().effort()));
        if (!unique) {
          cells.add(counter(c.statistics().deadEnds()));
          long nodes = c.statistics().mainCounter();
          if (columns >= WIDE_FROM) {
            cells.add(!c.complete() || nodes < NODES_FOR_A_RATE ? "-" : String.format(Locale.ROOT, "%.0f", median * 1e6 / nodes));
          }
        }
      }
      cells.add(firstLine ? shortVerdict(row) : "");
      lines.add(cells);
      firstLine = false;
    }
    return lines;
  }

  /** A line's first cells in either table: n on the first line of each n, the backend, and its threads where they vary. */
  private List<String> leadingCells(Harness.Row row, Harness.Run r, boolean firstLine) {
    List<String> cells = new ArrayList<>(List.of(firstLine ? Integer.toString(row.model().n()) : "", r.backend()));
    if (workers > 1) {
      cells.add(Integer.toString(r.threads()));
    }
    return cells;
  }

  /** The narrow table's verdict, one word (the words are explained under the table). */
  private static String shortVerdict(Harness.Row row) {
    return switch (row.verdict()) {
      case AGREE -> row.published().isPresent() ? "ok" : "agree";
      case UNCHECKED -> "unchecked";
      case PARTIAL -> "partial";
      case DISAGREE -> "DISAGREE";
    };
  }

  private List<List<String>> wideLines(Harness.Row row) {
    List<List<String>> lines = new ArrayList<>();
    boolean firstLine = true;
    for (Harness.Run r : row.runs()) {
      List<String> cells = leadingCells(row, r, firstLine);
      if (r.absent()) {
        cells.add(r.skipped() != null ? "skipped: " + r.skipped() : "failed: " + r.failure());
        int blanks = header().size() - cells.size() - 3 - (unique ? 1 : 0);
        for (int i = 0; i < blanks; i++) {
          cells.add("-");
        }
      } else {
        CountResult c = r.result();
        // A partial count is marked with a star (explained below the table), so that columns stay aligned.
        String mark = c.complete() ? "" : "*";
        cells.add(r.method().describe());
        cells.add(c.solutions() + mark);
        if (unique) {
          cells.add(c.unique() == null ? "-" : c.unique() + mark);
        }
        cells.add(Table.millis(r.firstInCountMillis()));
        cells.add(Table.millis(r.firstMillis()));
        cells.add(Table.millis(r.medianMillis()) + mark + (r.overThreads() ? "!" : ""));
        cells.add(r.times().length < 2 ? "-" : Table.millis(r.minMillis()) + "-" + Table.millis(r.maxMillis()));
        cells.add(Integer.toString(r.times().length));
        cells.add(counter(c.statistics().effort()));
        cells.add(counter(c.statistics().deadEnds()));
        cells.add(Table.megabytes(r.peakResidentBytes()));
        cells.add(Table.megabytes(r.liveHeapBytes()));
      }
      cells.add(firstLine ? (row.published().isPresent() ? Long.toString(row.published().getAsLong()) : "-") : "");
      if (unique) {
        cells.add(firstLine ? (row.publishedUnique().isPresent() ? Long.toString(row.publishedUnique().getAsLong()) : "-") : "");
      }
      cells.add(firstLine ? verdictWord(row) : "");
      lines.add(cells);
      firstLine = false;
    }
    return lines;
  }

  /** What goes under the table: the legend and the verdicts in words (narrow), disagreements, skips, failures, marks, and the answer in words. */
  String footer(List<Harness.Row> rows, boolean interrupted) {
    return fit(footerLines(rows, interrupted));
  }

  private String footerLines(List<Harness.Row> rows, boolean interrupted) {
    StringBuilder sb = new StringBuilder();
    if (!wide && !rows.isEmpty()) {
      sb.append(legend());
      sb.append(verdictWords(rows));
    }
    for (Harness.Row row : rows) {
      for (String d : row.disagreements()) {
        sb.append("DISAGREEMENT n=").append(row.model().n()).append(": ").append(d).append('\n');
      }
    }
    for (Harness.Row row : rows) {
      for (Harness.Run r : row.runs()) {
        if (!wide && r.skipped() != null) {
          sb.append(r.backend()).append(" at n=").append(row.model().n()).append(" skipped: ").append(r.skipped()).append('\n');
        }
        if (!wide && r.failure() != null) {
          sb.append(r.backend()).append(" at n=").append(row.model().n()).append(" failed: ").append(r.failure()).append('\n');
        }
        if (r.verificationStopped()) {
          sb.append("partial n=").append(row.model().n()).append(": ").append(r.backend()).append("'s solutions were checked ").append(r.checked())
              .append(" of ").append(r.result().solutions()).append(" before the limit stopped the check\n");
        }
      }
    }
    if (rows.stream().flatMap(r -> r.runs().stream()).anyMatch(r -> r.result() != null && !r.result().complete())) {
      sb.append("* partial: stopped by its limit; the count is a lower bound and the time is not a total\n");
    }
    if (rows.stream().flatMap(r -> r.runs().stream()).anyMatch(r -> !r.absent() && r.overThreads())) {
      sb.append("! used more CPU than its threads give (CPU time over threads x wall time, by more than a quarter)\n");
    }
    if (interrupted) {
      sb.append("interrupted: rows above are all that finished; the last may be partial\n");
    }
    if (!wide && !rows.isEmpty()) {
      // The answer in words, for the largest n that every backend finished.
      for (int i = rows.size() - 1; i >= 0; i--) {
        // Under --unique the table has no dead ends, so the words leave them out too.
        List<Summary.Entry> entries = Summary.of(rows.get(i)).stream().map(e -> unique ? e.withoutFails() : e).toList();
        List<String> words = Summary.sentences("n = " + rows.get(i).model().n(), baseline, entries);
        if (!words.isEmpty()) {
          sb.append('\n');
          words.forEach(w -> sb.append(w).append('\n'));
          break;
        }
      }
    }
    return sb.toString();
  }

  /** The verdicts the narrow table shows, each in one sentence. */
  private static String verdictWords(List<Harness.Row> rows) {
    StringBuilder sb = new StringBuilder("verdict: ");
    List<String> said = new ArrayList<>();
    for (String word : List.of("ok", "agree", "unchecked", "partial", "DISAGREE")) {
      if (rows.stream().noneMatch(r -> shortVerdict(r).equals(word))) {
        continue;
      }
      said.add(switch (word) {
        case "ok" -> "ok, the counts equal each other and the published one";
        case "agree" -> "agree, the counts agree; no published count";
        case "unchecked" -> "unchecked, one count and no published one";
        case "partial" -> "partial, a run or a check stopped by its limit, or a backend skipped or failed";
        default -> "DISAGREE, see below";
      });
    }
    return sb.append(String.join("; ", said)).append('\n').toString();
  }

  /**
   * A table written a model at a time: the header and its column widths are fixed by the first
   * model's lines (with room for the largest n and a partial mark); a wider cell later shifts only its own line.
   */
  final class TableStream {
    private final Table.Format format;
    private final PrintWriter out;
    private Table.Streamed table;
    boolean started;
    boolean closed;

    private final int largestN;

    TableStream(Table.Format format, PrintWriter out, int largestN) {
      this.largestN = largestN;
      this.format = format;
      this.out = out;
    }

    /** Writes the model's lines; false once the reader has gone away. */
    boolean write(Harness.Row row) {
      if (closed) {
        return false;
      }
      StringBuilder sb = new StringBuilder();
      List<List<String>> lines = lines(row);
      if (!started) {
        List<List<String>> sizing = new ArrayList<>(lines);
        List<String> widest = new ArrayList<>(Collections.nCopies(header().size(), ""));
        if (header().contains("method")) {
          widest.set(header().indexOf("method"), " ".repeat(METHOD_WIDTH));
        }
        // Room for the counts and the effort of larger boards to come: the columns then stay in line.
        for (String column : List.of("solutions", "published", "nodes", "fails", "all ms", "median ms")) {
          int at = header().indexOf(column);
          if (at >= 0) {
            widest.set(at, " ".repeat(column.endsWith("ms") ? 7 : columns < WIDE_FROM ? 7 : 9));
          }
        }
        sizing.add(widest);
        table = new Table.Streamed(header(), sizing, format, Integer.toString(largestN).length());
        if (format == Table.Format.TABLE) {
          sb.append(fit(modelLine(row.model()) + how.get()));
        }
        sb.append(table.header());
        started = true;
      }
      for (List<String> line : lines) {
        sb.append(table.row(line));
      }
      out.print(sb);
      out.flush();
      closed = out.checkError();
      return !closed;
    }
  }

  private static String verdictWord(Harness.Row row) {
    return switch (row.verdict()) {
      case AGREE -> row.published().isPresent() ? "ok" : "ok (" + row.compared() + ")";
      case UNCHECKED -> "unchecked (" + row.compared() + ")";
      case PARTIAL -> "partial";
      case DISAGREE -> "DISAGREE";
    };
  }
}
