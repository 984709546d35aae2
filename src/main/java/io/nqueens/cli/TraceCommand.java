package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.report.SearchPage;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.io.IoErrors;
import io.nqueens.solver.Backends;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Limits;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import io.nqueens.solver.Traceable;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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

@Command(name = "trace", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Show a search's steps, for teaching: the simple backtracker's queens placed and taken back, or Choco's own search as it ran.",
    "The backtracker fills rows top to bottom, columns left to right. With --solver choco[:variant], each decision (place row r col c) and refutation (row r not col c) is followed by what propagation removed and the rule that removed each square, each failure names the row left with no square, and the nodes and fails are Choco's own, as compare counts them."},
    footer = {"", "Examples:", "  nqueens trace -n 4", "  nqueens trace -n 5 --all --max-steps 200", "  nqueens trace -n 6 --solver choco:fc-input",
        "  nqueens trace -n 6 --all --solver choco --format json", "  nqueens trace -n 6 --format html -o trace.html"})
final class TraceCommand implements Callable<Integer> {

  static final int MAX_N = 16;

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;
  @Mixin RunOptions run;

  @Option(names = "--all", description = "Go on after the first solution and trace the whole search.")
  boolean all;

  @Option(names = "--max-steps", paramLabel = "K", defaultValue = "10000", description = "Stop after K steps. Default: ${DEFAULT-VALUE}.")
  long maxSteps;

  @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
      description = "text (the steps, one a line), json (the steps and the totals: nodes, fails, solutions, as one document) or html (a page with the board, step and play controls and a slider over the same steps). Default: ${DEFAULT-VALUE}.")
  String format;

  @Option(names = {"-s", "--solver"}, paramLabel = "SOLVER", defaultValue = TEACHING, completionCandidates = Completions.Solvers.class,
      description = "The search traced: backtracking:simple, or choco with any of its variants (choco:fc-input searches rows in order as the backtracker does). Default: ${DEFAULT-VALUE}.")
  String solver;

  /** The backtracker a trace follows by default, the one it was written for. */
  static final String TEACHING = "backtracking:simple";

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
  Path output;

  @Option(names = "--solvers", split = ",", paramLabel = "SOLVER,SOLVER",
      description = "Searches side by side on one page (--format html), stepping together: each as --solver names it, and cpsat as far as its library lets one see (its solutions and counters, not its steps).")
  List<String> solvers;

  @Override
  public Integer call() {
    String kind = format();
    QueensModel model = model();
    if (solvers != null) {
      if (spec.commandLine().getParseResult().hasMatchedOption("--solver")) {
        throw new BadInputException("--solver and --solvers name the searches twice: give one of them");
      }
      if (!kind.equals("html")) {
        throw new BadInputException("--solvers sets searches side by side on a page: add --format html (text and json trace one --solver)");
      }
    }
    List<String> named = solvers == null ? List.of(solver) : solvers;
    if (named.isEmpty() || named.size() > 3) {
      throw new BadInputException("--solvers takes one to three searches (got " + named.size() + ")");
    }
    try {
      return kind.equals("html") ? page(model, named) : traceOne(model, solver, kind);
    } finally {
      Interrupts.done();
    }
  }

  /** One search traced as text (to the terminal as it runs, or to -o) or as one JSON document. */
  private int traceOne(QueensModel model, String name, String kind) {
    Traced t = new Traced(name, model);
    boolean captures = !kind.equals("text") || output != null;
    StringWriter captured = new StringWriter();
    PrintWriter out = captures ? new PrintWriter(captured) : spec.commandLine().getOut();
    TraceRecorder trace = new TraceRecorder(model, out, maxSteps);
    EnumerationResult result = t.run(trace, out);
    if (trace.closed && !captures) {
      return ExitCode.OK;
    }
    end(t, result, trace, out);
    if (captures) {
      write(kind.equals("json") ? json(t, model, result, trace) : captured.toString());
    }
    return exit(result);
  }

  /** The page: each search a panel, stepping together, its counts below and a sentence that explains them. */
  private int page(QueensModel model, List<String> named) {
    List<SearchPage.Panel> panels = new ArrayList<>();
    int exit = ExitCode.OK;
    for (String name : named) {
      if (Backends.parse(name).name().equals("cpsat")) {
        panels.add(TracePanels.cpsat(Backends.parse(name), model, run.startControl()));
        continue;
      }
      Traced t = new Traced(name, model);
      StringWriter captured = new StringWriter();
      PrintWriter out = new PrintWriter(captured);
      TraceRecorder trace = new TraceRecorder(model, out, maxSteps);
      EnumerationResult result = t.run(trace, out);
      end(t, result, trace, out);
      Map<String, Long> c = result.statistics().counters();
      boolean teaching = t.label.equals(TEACHING);
      panels.add(new SearchPage.Panel(t.label, trace.pageSteps(), teaching ? "queens placed" : "nodes", c.getOrDefault("nodes", 0L),
          teaching ? "dead ends" : "fails", teaching ? trace.deadEnds : c.getOrDefault("fails", 0L), result.solutions(),
          captured.toString().strip().lines().reduce((a, b) -> b).orElse("")));
      exit = Math.max(exit, exit(result));
    }
    String title = "nqueens trace: " + model.summary() + ", " + String.join(" beside ", panels.stream().map(SearchPage.Panel::label).toList());
    write(SearchPage.render(title, model.n(), model.regions().map(Regions::rows).orElse(null), panels, TracePanels.explanation(panels, all)));
    return exit;
  }

  private static int exit(EnumerationResult result) {
    if (result.outcome() == Outcome.STOPPED_BY_CALLER) {
      return ExitCode.OK;
    }
    if (result.solutions() == 0 && result.outcome().isComplete()) {
      return ExitCode.NO_SOLUTION;
    }
    return Commands.exitCode(result.outcome());
  }

  /** A search --solver or --solvers names, if it can be traced: the teaching backtracker or one of Choco's variants. */
  private final class Traced {
    final String label;
    final Traceable search;
    final boolean breaksSymmetries;
    final QueensModel model;

    Traced(String name, QueensModel model) {
      Backends.Spec named = Backends.parse(name);
      if (named.name().equals("backtracking") ? !named.label().equals(TEACHING) : !named.name().equals("choco")) {
        throw new BadInputException("solver '" + name + "' cannot be traced: trace follows " + TEACHING + " and choco with any of its variants"
            + " (the other backtracking variants search the same tree as the simple one without steps to show; CP-SAT and the others search"
            + " inside their own libraries: --solvers with --format html shows what CP-SAT's API lets one see)");
      }
      Solver s = named.create();
      Limits.check(s, model, Solver.Task.ENUMERATE);
      this.label = named.label();
      this.search = s.traceable().orElseThrow();
      this.breaksSymmetries = s.symmetriesBroken(model).size() > 1;
      this.model = model;
    }

    EnumerationResult run(TraceRecorder trace, PrintWriter out) {
      if (label.equals(TEACHING)) {
        for (Queen q : model.queens()) {
          out.println("pre-placed queen at row " + q.row() + " col " + q.col() + ": the squares it attacks are skipped");
        }
      }
      return search.trace(model, run.startControl(), trace, all);
    }
  }

  /** What --format asks for: text, json or html. */
  private String format() {
    String kind = format.trim().toLowerCase(Locale.ROOT);
    if (!List.of("text", "json", "html").contains(kind)) {
      throw new BadInputException("unknown format '" + format + "' (known: text, json, html)");
    }
    if (output != null) {
      OutputFiles.checkWritable("-o", output);
    }
    return kind;
  }

  /** The steps and the totals as one document: nodes and fails as compare counts them, the solutions found, how the search ended. */
  private String json(Traced t, QueensModel model, EnumerationResult result, TraceRecorder trace) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("solver", t.label);
    o.put("n", model.n());
    o.put("model", model.summary());
    o.put("all", all);
    o.put("steps", trace.json());
    o.put("nodes", result.statistics().effort().map(Statistics.Counter::value).orElse(null));
    o.put("fails", result.statistics().deadEnds().map(Statistics.Counter::value).orElse(null));
    o.put("counters", result.statistics().counters());
    o.put("solutions", result.solutions());
    o.put("symmetryBroken", t.breaksSymmetries);
    o.put("outcome", result.outcome().id());
    return Json.write(o) + "\n";
  }

  /** The model traced, its objective set aside (a trace looks at solutions, not at what is optimised), checked against the limits. */
  private QueensModel model() {
    QueensModel model = modelOptions.model().withoutObjective();
    if (model.n() > MAX_N) {
      throw new BadInputException("n (" + model.n() + ") is too large to trace; trace is for boards up to " + MAX_N);
    }
    if (maxSteps < 1) {
      throw new BadInputException("--max-steps (" + maxSteps + ") must be >= 1");
    }
    return model;
  }

  /** The trace's last lines: why it stopped, if it stopped early, and what it found. */
  private void end(Traced t, EnumerationResult result, TraceRecorder trace, PrintWriter out) {
    if (result.outcome() == Outcome.STOPPED_BY_CALLER) {
      out.println("... stopped after " + maxSteps + " steps (raise --max-steps to see more)");
    }
    out.println(result.solutions() == 0 && result.outcome().isComplete()
        ? "no solution: every placement was tried"
        : (!t.label.equals(TEACHING) ? cpSummary(result) : summary(result, trace.takenBack, trace.deadEnds))
            + (!all && result.solutions() == 1 ? "; the search stops at its first solution (--all traces the whole search)" : "")
            + (t.breaksSymmetries ? "; lex-leader constraints break the board's symmetries, as its count does: each solution stands for its class"
                + " (--solver choco:fc-input traces every solution)" : ""));
    if (result.outcome() == Outcome.INTERRUPTED || result.outcome() == Outcome.TIME_LIMIT) {
      out.println(result.outcome().word() + ": the trace above is all that ran");
    }
    out.flush();
  }

  /** The page or the text, to -o's file or to standard output. */
  private void write(String written) {
    if (output == null) {
      spec.commandLine().getOut().print(written);
      spec.commandLine().getOut().flush();
      return;
    }
    try {
      Files.writeString(output, written, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new BadInputException("-o " + output + ": cannot write (" + IoErrors.describe(e) + ")");
    }
  }

  /** A constraint solver's trace's end in words, its own counters: "1 solution; 13 nodes, 4 fails (Choco's counters, as compare shows them)". */
  private static String cpSummary(EnumerationResult result) {
    Map<String, Long> c = result.statistics().counters();
    long nodes = c.getOrDefault("nodes", 0L);
    long fails = c.getOrDefault("fails", 0L);
    return result.solutions() + " solution" + (result.solutions() == 1 ? "" : "s") + "; " + nodes + " node" + (nodes == 1 ? "" : "s") + ", "
        + fails + " fail" + (fails == 1 ? "" : "s") + " (Choco's counters, as compare shows them)";
  }

  /** The trace's end in words: "2 solutions; 26 queens placed, 24 taken back, 9 dead ends". */
  private static String summary(EnumerationResult result, long removed, long dead) {
    Map<String, Long> c = result.statistics().counters();
    long placed = c.getOrDefault("nodes", 0L);
    return result.solutions() + " solution" + (result.solutions() == 1 ? "" : "s") + "; " + placed + " queen" + (placed == 1 ? "" : "s")
        + " placed, " + removed + " taken back, " + dead + " dead end" + (dead == 1 ? "" : "s");
  }
}
