package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Harness;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "compare", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Run backends side by side over a range of n and cross-check their counts.",
    "They are checked against each other, against the published counts, and (up to --verify-up-to) every enumerated solution against the independent checker. The range defaults to 1..12. Any disagreement exits 3. A run stopped by --time-limit (per run) shows as partial and is not a disagreement."},
    footer = {"", "Examples:", "  nqueens compare --to 12", "  nqueens compare --from 10 --to 12 --knight",
        "  nqueens compare --model models/completion.yaml --solvers backtracking,choco", "  nqueens compare --to 10 --unique --format markdown"})
final class CompareCommand implements Callable<Integer> {

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;
  @Mixin RunOptions run;
  @Mixin BackendSettings settings;
  @Mixin ThreadsOption threads;
  @Mixin OutputOptions output;

  @Mixin RangeOptions range;

  @Option(names = "--solvers", paramLabel = "LIST", split = ",", completionCandidates = Completions.Solvers.class,
      description = "Backends to run, comma-separated, variants allowed (default: backtracking, choco and cpsat; minizinc runs when named).")
  List<String> solvers;

  @Option(names = {"-u", "--unique"}, description = "Also count and compare symmetry classes.")
  boolean unique;

  @Option(names = "--verify-up-to", paramLabel = "N", defaultValue = "10",
      description = "Enumerate and check every solution for n up to N (default: ${DEFAULT-VALUE}); larger n are counted.")
  int verifyUpTo;

  /** Each backend's library, for the JSON's environment. */
  private Map<String, String> libraries = Map.of();

  @Override
  public Integer call() {
    if (verifyUpTo < 0) {
      throw new BadInputException("--verify-up-to (" + verifyUpTo + ") must be >= 0");
    }
    output.check();
    List<QueensModel> models = range.models(modelOptions, 1, 12);
    List<Backends.Spec> specs = Commands.specs(solvers, settings);
    Table.Format format = output.format();
    Harness harness = new Harness(new Harness.Options(specs, verifyUpTo, unique, threads.threads(), modelOptions.declaredSymmetries()));
    libraries = harness.libraries();
    PrintWriter err = spec.commandLine().getErr();
    SearchControl control = run.startControl();
    // Tables to standard output are written row by row, so that a reader who stops early (head -1)
    // stops the run at once; CSV and JSON, whose columns and counts depend on every row, and files
    // are written once the run is over.
    PrintWriter out = spec.commandLine().getOut();
    boolean streamed = output.output == null && (format == Table.Format.TABLE || format == Table.Format.MARKDOWN);
    TableStream stream = streamed ? new TableStream(specs, format, out, models.stream().mapToInt(QueensModel::n).max().orElse(1)) : null;
    try {
      List<Harness.Row> rows = harness.compare(models, control, row -> {
        if (!run.quiet && Terminal.interactive() && !streamed) {
          err.println("n=" + row.model().n() + " " + row.verdict().name().toLowerCase(Locale.ROOT));
          err.flush();
        }
        if (stream != null && !stream.write(row)) {
          // The reader went away: nothing more can be shown.
          control.cancel();
        }
      });
      if (stream != null && stream.closed) {
        return ExitCode.OK;
      }
      boolean interrupted = control.outcome() == Outcome.INTERRUPTED;
      if (stream != null) {
        out.print(stream.started ? footer(rows, interrupted) : table(rows, specs, format, interrupted));
        out.flush();
      } else {
        String report = switch (format) {
          case JSON -> json(rows, specs, interrupted);
          case CSV -> tidyCsv(rows);
          default -> table(rows, specs, format, interrupted);
        };
        output.write(report, out);
      }
      if (interrupted) {
        return ExitCode.INTERRUPTED;
      }
      if (rows.stream().anyMatch(r -> r.verdict() == Harness.Verdict.DISAGREE)) {
        return ExitCode.DISAGREE;
      }
      return rows.stream().anyMatch(r -> r.verdict() == Harness.Verdict.PARTIAL) ? ExitCode.PARTIAL : ExitCode.OK;
    } finally {
      Interrupts.done();
    }
  }

  private String table(List<Harness.Row> rows, List<Backends.Spec> specs, Table.Format format, boolean interrupted) {
    List<String> statistic = statistics(rows, specs);
    Table t = new Table(header(specs, statistic));
    for (Harness.Row row : rows) {
      t.add(cells(row, statistic));
    }
    StringBuilder sb = new StringBuilder();
    if (format == Table.Format.TABLE && !rows.isEmpty()) {
      sb.append(modelLine(rows.get(0).model()));
    }
    sb.append(t.render(format));
    sb.append(footer(rows, interrupted));
    return sb.toString();
  }

  private static String modelLine(QueensModel first) {
    return "model: " + (first.isPlain() ? "plain n-queens" : first.summary().replaceFirst("^n=\\d+, ", ""))
        + (first.name().isEmpty() ? "" : " (" + first.name() + ")") + "\n";
  }

  /** Each backend's statistic column: the main statistic it reported. */
  private static List<String> statistics(List<Harness.Row> rows, List<Backends.Spec> specs) {
    List<String> statistic = new ArrayList<>();
    for (Backends.Spec s : specs) {
      statistic.add(mainStatistic(rows, s.label()));
    }
    return statistic;
  }

  private List<String> header(List<Backends.Spec> specs, List<String> statistic) {
    // Every column has a name of its own (a backend's columns carry its label), and each backend's
    // statistic column holds that statistic or "-", never another's value.
    List<String> header = new ArrayList<>(List.of("n"));
    for (int i = 0; i < specs.size(); i++) {
      String label = specs.get(i).label();
      header.add(label);
      if (unique) {
        header.add(label + " unique");
      }
      header.add(label + " ms");
      header.add(label + " " + statistic.get(i));
    }
    header.add("published");
    if (unique) {
      header.add("pub. unique");
    }
    header.add("verdict");
    return header;
  }

  private List<String> cells(Harness.Row row, List<String> statistic) {
    List<String> cells = new ArrayList<>(List.of(Integer.toString(row.model().n())));
    int column = 0;
    for (Harness.Run r : row.runs()) {
      String stat = statistic.get(column++);
      if (r.skipped() != null) {
        cells.add("skipped: " + r.skipped());
        if (unique) {
          cells.add("-");
        }
        cells.add("-");
        cells.add("-");
        continue;
      }
      CountResult c = r.result();
      String mark = c.complete() ? "" : " (" + c.outcome().word() + ")";
      cells.add(c.solutions() + mark);
      if (unique) {
        cells.add(c.unique() == null ? "-" : Long.toString(c.unique()));
      }
      cells.add(Long.toString(c.statistics().millis()));
      Long value = c.statistics().counters().get(stat);
      cells.add(value == null ? "-" : Long.toString(value));
    }
    cells.add(row.published().isPresent() ? Long.toString(row.published().getAsLong()) : "-");
    if (unique) {
      cells.add(row.publishedUnique().isPresent() ? Long.toString(row.publishedUnique().getAsLong()) : "-");
    }
    cells.add(verdictWord(row));
    return cells;
  }

  private static String footer(List<Harness.Row> rows, boolean interrupted) {
    StringBuilder sb = new StringBuilder();
    for (Harness.Row row : rows) {
      for (String d : row.disagreements()) {
        sb.append("DISAGREEMENT n=").append(row.model().n()).append(": ").append(d).append('\n');
      }
    }
    if (interrupted) {
      sb.append("interrupted: rows above are all that finished; the last may be partial\n");
    }
    return sb.toString();
  }

  /**
   * A table written a row at a time: the header and its column widths are fixed by the first row
   * (its statistics name the statistic columns); a wider cell later shifts only its own line.
   */
  private final class TableStream {
    private final List<Backends.Spec> specs;
    private final Table.Format format;
    private final PrintWriter out;
    private List<String> statistic;
    private Table.Streamed table;
    boolean started;
    boolean closed;

    private final int largestN;

    TableStream(List<Backends.Spec> specs, Table.Format format, PrintWriter out, int largestN) {
      this.largestN = largestN;
      this.specs = specs;
      this.format = format;
      this.out = out;
    }

    /** Writes the row; false once the reader has gone away. */
    boolean write(Harness.Row row) {
      if (closed) {
        return false;
      }
      StringBuilder sb = new StringBuilder();
      List<String> cells;
      if (!started) {
        statistic = statistics(List.of(row), specs);
        cells = cells(row, statistic);
        table = new Table.Streamed(header(specs, statistic), cells, format, Integer.toString(largestN).length());
        if (format == Table.Format.TABLE) {
          sb.append(modelLine(row.model()));
        }
        sb.append(table.header());
        started = true;
      } else {
        cells = cells(row, statistic);
      }
      sb.append(table.row(cells));
      out.print(sb);
      out.flush();
      closed = out.checkError();
      return !closed;
    }
  }

  /**
   * CSV in the long ("tidy") layout that pandas, R and spreadsheets read without reshaping: one row
   * per n and backend, fixed columns, partial results in their own columns, and one column per
   * statistic any backend reported (empty where a backend has no such statistic).
   */
  private String tidyCsv(List<Harness.Row> rows) {
    List<String> statistics = new ArrayList<>();
    for (Harness.Row row : rows) {
      for (Harness.Run r : row.runs()) {
        if (r.result() != null) {
          r.result().statistics().counters().keySet().stream().filter(k -> !statistics.contains(k)).forEach(statistics::add);
        }
      }
    }
    List<String> header = new ArrayList<>(List.of("n", "model", "solver", "solutions", "unique", "complete", "outcome", "millis", "checked",
        "skipped", "published", "publishedUnique", "verdict"));
    header.addAll(statistics);
    Table t = new Table(header);
    for (Harness.Row row : rows) {
      for (Harness.Run r : row.runs()) {
        CountResult c = r.result();
        List<String> cells = new ArrayList<>(List.of(Integer.toString(row.model().n()), row.model().summary(), r.backend()));
        cells.add(c == null ? "" : Long.toString(c.solutions()));
        cells.add(c == null || c.unique() == null ? "" : Long.toString(c.unique()));
        cells.add(c == null ? "" : Boolean.toString(c.complete()));
        cells.add(c == null ? "" : c.outcome().id());
        cells.add(c == null ? "" : Long.toString(c.statistics().millis()));
        cells.add(c == null ? "" : Long.toString(r.checked()));
        cells.add(r.skipped() == null ? "" : r.skipped());
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

  private static String mainStatistic(List<Harness.Row> rows, String label) {
    for (Harness.Row row : rows) {
      for (Harness.Run r : row.runs()) {
        if (r.backend().equals(label) && r.result() != null && !r.result().statistics().counters().isEmpty()) {
          return r.result().statistics().mainCounterName();
        }
      }
    }
    return "stat";
  }

  private static String verdictWord(Harness.Row row) {
    return switch (row.verdict()) {
      case AGREE -> row.published().isPresent() ? "ok" : "ok (" + row.compared() + ")";
      case UNCHECKED -> "unchecked (" + row.compared() + ")";
      case PARTIAL -> "partial";
      case DISAGREE -> "DISAGREE";
    };
  }

  private String json(List<Harness.Row> rows, List<Backends.Spec> specs, boolean interrupted) {
    List<Object> out = new ArrayList<>();
    for (Harness.Row row : rows) {
      Map<String, Object> o = new LinkedHashMap<>();
      o.put("n", row.model().n());
      o.put("model", row.model().summary());
      Map<String, Object> backends = new LinkedHashMap<>();
      for (Harness.Run r : row.runs()) {
        Map<String, Object> b = new LinkedHashMap<>();
        if (r.skipped() != null) {
          b.put("skipped", r.skipped());
        } else {
          b.put("solutions", r.result().solutions());
          if (r.result().unique() != null) {
            b.put("unique", r.result().unique());
          }
          b.put("complete", r.result().complete());
          b.put("outcome", r.result().outcome().id());
          b.put("millis", r.result().statistics().millis());
          b.put("statistics", r.result().statistics().counters());
          b.put("checked", r.checked());
        }
        backends.put(r.backend(), b);
      }
      o.put("backends", backends);
      o.put("published", row.published().isPresent() ? row.published().getAsLong() : null);
      if (unique) {
        o.put("publishedUnique", row.publishedUnique().isPresent() ? row.publishedUnique().getAsLong() : null);
      }
      o.put("agree", row.verdict() != Harness.Verdict.DISAGREE);
      o.put("verdict", row.verdict().name().toLowerCase(Locale.ROOT));
      o.put("compared", row.compared());
      o.put("disagreements", row.disagreements());
      out.add(o);
    }
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("solvers", specs.stream().map(Backends.Spec::label).toList());
    doc.put("rows", out);
    doc.put("complete", !interrupted && rows.stream().allMatch(r -> r.verdict() == Harness.Verdict.AGREE || r.verdict() == Harness.Verdict.UNCHECKED));
    doc.put("environment", Environment.of(spec, libraries));
    return Json.write(doc) + "\n";
  }
}
