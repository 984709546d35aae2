package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.report.TracePage;
import io.nqueens.model.AttackRule;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import io.nqueens.model.io.IoErrors;
import io.nqueens.solver.Backends;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Limits;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Traceable;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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

  /** Whether the search traced breaks the board's symmetries (lex-leader constraints, as its count does): each solution stands for its class. */
  private boolean breaksSymmetries;

  /** The backtracker a trace follows by default, the one it was written for. */
  static final String TEACHING = "backtracking:simple";

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
  Path output;

  @Override
  public Integer call() {
    String kind = format();
    QueensModel model = model();
    Traceable traced = traceable(model);
    boolean captures = !kind.equals("text") || output != null;
    StringWriter captured = new StringWriter();
    PrintWriter out = captures ? new PrintWriter(captured) : spec.commandLine().getOut();
    TraceRecorder trace = new TraceRecorder(model, out, maxSteps);
    if (!label().startsWith("choco")) {
      for (Queen q : model.queens()) {
        out.println("pre-placed queen at row " + q.row() + " col " + q.col() + ": the squares it attacks are skipped");
      }
    }
    try {
      EnumerationResult result = traced.trace(model, run.startControl(), trace, all);
      if (trace.closed && !captures) {
        return ExitCode.OK;
      }
      end(result, trace, out);
      if (captures) {
        write(switch (kind) {
          case "html" -> page(model, trace, captured.toString());
          case "json" -> json(model, result, trace);
          default -> captured.toString();
        });
      }
      if (result.outcome() == Outcome.STOPPED_BY_CALLER) {
        return ExitCode.OK;
      }
      if (result.solutions() == 0 && result.outcome().isComplete()) {
        return ExitCode.NO_SOLUTION;
      }
      return Commands.exitCode(result.outcome());
    } finally {
      Interrupts.done();
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

  /** The --solver named as the output names it: backtracking:simple, or choco with its variant. */
  private String label() {
    Backends.Spec named = Backends.parse(solver);
    return named.label();
  }

  /** The search --solver names, if it can be traced: the teaching backtracker or one of Choco's variants. */
  private Traceable traceable(QueensModel model) {
    Backends.Spec named = Backends.parse(solver);
    if (named.name().equals("backtracking") ? !named.label().equals(TEACHING) : !named.name().equals("choco")) {
      throw new BadInputException("solver '" + solver + "' cannot be traced: trace follows " + TEACHING + " and choco with any of its variants"
          + " (the other backtracking variants search the same tree as the simple one without steps to show; CP-SAT and the others search"
          + " inside their own libraries)");
    }
    Solver s = named.create();
    Limits.check(s, model, Solver.Task.ENUMERATE);
    breaksSymmetries = s.symmetriesBroken(model).size() > 1;
    return s.traceable().orElseThrow();
  }

  /** The steps and the totals as one document: nodes and fails as compare counts them, the solutions found, how the search ended. */
  private String json(QueensModel model, EnumerationResult result, TraceRecorder trace) {
    Map<String, Object> o = new LinkedHashMap<>();
    o.put("solver", label());
    o.put("n", model.n());
    o.put("model", model.summary());
    o.put("all", all);
    o.put("steps", trace.json());
    List<Map.Entry<String, Long>> counters = List.copyOf(result.statistics().counters().entrySet());
    o.put("nodes", counters.isEmpty() ? null : counters.get(0).getValue());
    o.put("fails", counters.size() < 2 ? null : counters.get(1).getValue());
    o.put("counters", result.statistics().counters());
    o.put("solutions", result.solutions());
    o.put("symmetryBroken", breaksSymmetries);
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
  private void end(EnumerationResult result, TraceRecorder trace, PrintWriter out) {
    if (result.outcome() == Outcome.STOPPED_BY_CALLER) {
      out.println("... stopped after " + maxSteps + " steps (raise --max-steps to see more)");
    }
    out.println(result.solutions() == 0 && result.outcome().isComplete()
        ? "no solution: every placement was tried"
        : (label().startsWith("choco") ? cpSummary(result) : summary(result, trace.takenBack, trace.deadEnds))
            + (!all && result.solutions() == 1 ? "; the search stops at its first solution (--all traces the whole search)" : "")
            + (breaksSymmetries ? "; lex-leader constraints break the board's symmetries, as its count does: each solution stands for its class"
                + " (--solver choco:fc-input traces every solution)" : ""));
    if (result.outcome() == Outcome.INTERRUPTED || result.outcome() == Outcome.TIME_LIMIT) {
      out.println(result.outcome().word() + ": the trace above is all that ran");
    }
    out.flush();
  }

  /** The page of the trace: the board's rules, each step, and the text's last line as its caption. */
  private static String page(QueensModel model, TraceRecorder trace, String text) {
    String lastLine = text.strip().lines().reduce((a, b) -> b).orElse("");
    List<TracePage.Step> steps = trace.events.stream().map(e -> new TracePage.Step(switch (e.kind()) {
      case "place" -> TracePage.Kind.PLACE;
      case "remove" -> TracePage.Kind.REMOVE;
      case "solution" -> TracePage.Kind.SOLUTION;
      default -> TracePage.Kind.DEAD_END;
    }, e.row(), e.col(), e.line())).toList();
    return TracePage.render("nqueens trace: " + model.summary(), board(model), steps, lastLine + ".");
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

  /** The board's rules as the page shades them: blocked squares and excluded diagonals dark, the attack rule's lines, the regions. */
  private static TracePage.Board board(QueensModel model) {
    return new TracePage.Board(model.n(), model.closedSquares(), AttackRule.of(model), model.regions());
  }
}
