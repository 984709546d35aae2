package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Job;
import io.nqueens.harness.Judge;
import io.nqueens.harness.Symmetries;
import io.nqueens.harness.report.ProfileDocument;
import io.nqueens.model.Attacks;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SearchProfile;
import io.nqueens.solver.Solver;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

@Command(name = "count", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Count all solutions, and with --unique the classes of solutions under the model's board symmetries.",
    "The group of a model, for a given n, is the set of the eight board symmetries that map its set of solutions onto itself: "
        + "a property of the solutions alone, however the rules are written. A symmetry is used only once it is proved to "
        + "preserve the solutions (by the usable squares, by the invariance of the constraints, or by enumerating them); "
        + "'nqueens symmetries' shows each one's proof or the witness that breaks it. --symmetries declares a group, verified before use."},
    footer = {"", "Examples:", "  nqueens count -n 12", "  nqueens count -n 12 --solver choco --unique --format json",
        "  nqueens count -n 10 --exclude-difference 0 --unique", "  nqueens count -n 16 --threads 2", "  nqueens count -n 19 --time-limit 2s"})
final class CountCommand implements Callable<Integer> {

  /** The program's entry point, where this count runs as the program: a count that pays for another JVM runs it there. */
  private final Optional<Class<?>> program;

  CountCommand(Optional<Class<?>> program) {
    this.program = program;
  }

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;
  @Mixin SolverOption solverOption;
  @Mixin RunOptions run;
  @Mixin ThreadsOption threads;

  @Option(names = {"-u", "--unique"}, description = "Also count symmetry classes (solutions up to the model's rotations and reflections).")
  boolean unique;

  @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text", completionCandidates = Completions.CountFormats.class,
      description = "text or json (one JSON object). Default: ${DEFAULT-VALUE}.")
  String format;

  @Option(names = "--json", description = "Same as --format json.")
  boolean json;

  @Option(names = "--checkpoint", paramLabel = "FILE",
      description = "Record each finished part in FILE as it finishes; the same command with the same FILE resumes where it stopped.")
  Path checkpoint;

  @Option(names = "--split", paramLabel = "K",
      description = "About how many parts a checkpointed or cluster count is cut into (default: " + Job.DEFAULT_SPLIT + ").")
  Integer split;

  @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "local", completionCandidates = Engines.class,
      description = "local (this machine's threads) or hazelcast (a cluster: one embedded member here unless --client). Default: ${DEFAULT-VALUE}.")
  String engine;

  @Option(names = "--client", description = "With --engine hazelcast: submit to an existing cluster without becoming a member.")
  boolean client;

  @Mixin ClusterOptions cluster;

  @Option(names = "--part-deadline", paramLabel = "DURATION", converter = DurationConverter.class,
      description = "With --engine hazelcast: how long a part may run on one member before it is sent to another as well (the first "
          + "answer counts). Default: 20 times the median part so far, at least 10 s.")
  Duration partDeadline;

  @Option(names = "--profile",
      description = "Also measure the search tree: nodes and dead ends per depth, over the whole tree (no symmetry used, one thread). "
          + "Depth k means k queens placed for the hand-written search, k decisions taken for a CP solver; backends whose "
          + "statistics cannot tell nodes by depth say so.")
  boolean profile;

  static final class Engines implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return List.of("local", "hazelcast").iterator();
    }
  }

  @Override
  public Integer call() {
    Interrupts.expect();
    boolean asJson = checkedFormat();
    // Counting, listing and the rest look at the solutions, not at what is optimised: the objective is set aside.
    QueensModel model = modelOptions.model().withoutObjective();
    Solver solver = solverOption.create(model, Solver.Task.ENUMERATE);
    if (profile) {
      Profiles.checkFinishes("--profile -n", model.n(), run.timeLimit);
      return profile(model, solver, asJson);
    }
    String where = checkedEngine();
    // Everything is checked: a count that pays for JVM options this JVM lacks runs in a JVM that has them.
    Optional<Integer> relaunched = client ? Optional.empty() : program.flatMap(p -> CountingJvm.runIfItPays(p, model, solverOption.spec(),
        spec.root().commandLine().getParseResult().originalArgs()));
    if (relaunched.isPresent()) {
      Interrupts.done();
      return relaunched.get();
    }
    List<Symmetry> group = unique ? Symmetries.groupFor(model, modelOptions.declaredSymmetries()) : List.of();
    PrintWriter err = spec.commandLine().getErr();
    SearchControl control = run.startControl();
    if (run.verbose) {
      // Said once Ctrl-C is armed: from here on an interrupted count prints what it has.
      err.println("counting " + model.summary() + " with " + Commands.label(solver) + " " + onWhat(threads.threads())
          + (group.isEmpty() ? "" : "; classes under " + Symmetries.describe(group))
          + (CountingJvm.pays(model, solverOption.spec()) && CountingJvm.hasVectorModule() ? "; in a JVM with " + CountingJvm.VECTOR : ""));
      err.flush();
    }
    try {
      Engine.Request request = new Engine.Request(model, group, threads.threads(), split, checkpoint,
          where.equals("hazelcast") ? cluster.settings(client, partDeadline) : null);
      Engine.Ran ran = count(request, "counting n=" + model.n() + " with " + Commands.label(solver), control, err);
      // A complete count is compared with the published one, as compare does: a mismatch is exit 3.
      String mismatch = Judge.againstPublished(model, group, ran.result()).orElse(null);
      if (mismatch != null) {
        err.println("nqueens: " + mismatch);
        err.flush();
      }
      if (run.verbose) {
        err.println("counted on " + ran.how());
        err.flush();
      }
      PrintWriter out = spec.commandLine().getOut();
      render(model, solver, group, ran, asJson, out);
      out.flush();
      return mismatch != null ? ExitCode.DISAGREE : Commands.exitCode(ran.result().outcome());
    } finally {
      Interrupts.done();
    }
  }

  /** Where the count runs, checked: local or hazelcast (a client only with hazelcast). */
  private String checkedEngine() {
    String where = engine.trim().toLowerCase(Locale.ROOT);
    if (!where.equals("local") && !where.equals("hazelcast")) {
      throw new BadInputException("unknown engine '" + engine + "' (known: local, hazelcast)");
    }
    if (client && !where.equals("hazelcast")) {
      throw new BadInputException("--client goes with --engine hazelcast");
    }
    return where;
  }

  /** Where the parts run, in words: a client counts nothing itself, its parts run on the members. */
  private String onWhat(int workers) {
    return client ? "on the cluster's members" : "on up to " + workers + " thread" + (workers == 1 ? "" : "s");
  }

  /** The count, with one status line in a terminal (how far it is, once its parts are known), and the engine's lines with --verbose. */
  private Engine.Ran count(Engine.Request request, String counting, SearchControl control, PrintWriter err) {
    try (ProgressDisplay progress = ProgressDisplay.forRun(run);
        StatusLine status = StatusLine.start(run, () -> Optional.of(progress.words().orElse(counting)))) {
      return Engine.count(request, solverOption.spec(), control, progress, new Engine.Log() {
        @Override
        public void verbose(String line) {
          if (run.verbose) {
            warning(line);
          }
        }

        @Override
        public void warning(String line) {
          status.clear();
          err.println(line);
          err.flush();
        }
      });
    }
  }

  /** The options checked against each other, before anything runs: whether the output is JSON. */
  private boolean checkedFormat() {
    CommandLine.ParseResult parsed = spec.commandLine().getParseResult();
    if (json && parsed.hasMatchedOption("--format") && !format.trim().equalsIgnoreCase("json")) {
      throw new BadInputException("--format " + format + " and --json contradict each other: give one of them");
    }
    if (!engine.trim().equalsIgnoreCase("hazelcast")) {
      for (String flag : List.of("--members", "--port", "--interface", "--cluster-name", "--cluster-config", "--cluster-secret-file",
          "--part-deadline")) {
        if (parsed.hasMatchedOption(flag)) {
          throw new BadInputException(flag + " goes with --engine hazelcast (this count runs on " + engine + ")");
        }
      }
    }
    boolean asJson = json || switch (format.trim().toLowerCase(Locale.ROOT)) {
      case "text" -> false;
      case "json" -> true;
      default -> throw new BadInputException("unknown format '" + format + "' (known: text, json)");
    };
    if (profile) {
      for (String flag : List.of("--unique", "--checkpoint", "--split", "--engine", "--client", "--threads")) {
        if (parsed.hasMatchedOption(flag)) {
          throw new BadInputException("--profile measures one search over the whole tree: it does not go with " + flag);
        }
      }
    }
    return asJson;
  }

  /** What a finished count says of a region puzzle: whether it has exactly one solution, as a well-made one does. */
  private enum Puzzle {
    UNIQUE("unique", "exactly one solution, as a well-made puzzle has"),
    SEVERAL("several", "more than one solution: not a unique puzzle"),
    NONE("none", "no solution");

    final String id;
    final String words;

    Puzzle(String id, String words) {
      this.id = id;
      this.words = words;
    }
  }

  /** The puzzle's verdict, for a model cut into regions whose count finished. */
  private static Optional<Puzzle> puzzle(QueensModel model, CountResult result) {
    if (model.regionMaps().isEmpty() || !result.complete()) {
      return Optional.empty();
    }
    long s = result.solutions();
    return Optional.of(s == 0 ? Puzzle.NONE : s == 1 ? Puzzle.UNIQUE : Puzzle.SEVERAL);
  }

  /** The count as text or JSON (docs/output.md). */
  private void render(QueensModel model, Solver solver, List<Symmetry> group, Engine.Ran ran, boolean asJson, PrintWriter out) {
    CountResult result = ran.result();
    if (asJson) {
      Map<String, Object> o = new LinkedHashMap<>();
      o.put("n", model.n());
      o.put("model", model.summary());
      o.put("solver", Commands.label(solver));
      o.put("solutions", result.solutions());
      if (result.unique() != null) {
        o.put("unique", result.unique());
        o.put("symmetries", group.size());
        o.put("group", group.stream().map(Symmetry::id).toList());
      }
      o.put("complete", result.complete());
      puzzle(model, result).ifPresent(p -> o.put("puzzle", p.id));
      o.put("outcome", result.outcome().id());
      o.put("millis", result.statistics().millis());
      // A cluster's threads are its members' own: say how many members, not a thread count.
      if (ran.onCluster()) {
        // Who counted how many parts, not who was there at the end.
        o.put("members", ran.countedBy().size());
        o.put("countedBy", ran.countedBy());
      } else {
        o.put("threads", result.threads());
      }
      o.put("parts", result.parts());
      o.put("statistics", result.statistics().counters());
      if (checkpoint != null) {
        o.put("checkpoint", checkpoint.toString());
        o.put("resumedParts", ran.resumed());
      }
      out.println(Json.write(o));
    } else {
      String prefix = result.complete() ? "" : "at least ";
      out.println(model.summary() + "  [" + Commands.label(solver) + "]");
      out.println("solutions: " + prefix + result.solutions());
      if (result.unique() != null) {
        out.println("unique:    " + prefix + result.unique() + "  (classes under " + Symmetries.describe(group) + ")");
      }
      puzzle(model, result).ifPresent(p -> out.println("puzzle:    " + p.words));
      if (result.complete() && result.solutions() == 0) {
        // Why, where the program knows it before any search (queens that attack each other, say).
        Attacks.of(model).contradiction().ifPresent(why -> spec.commandLine().getErr().println("no solution: " + why));
      }
      out.println("time:      " + result.statistics().millis() + " ms on " + ran.how() + "  " + result.statistics().counters()
          + (result.parts() > 1 ? " summed over the sub-problems" + (ran.resumed() > 0 ? ", those of the checkpoint included" : "") : ""));
      if (ran.resumed() > 0) {
        // The time is this run's; the counts and statistics are the whole job's, the checkpoint's parts included.
        out.println("resumed:   " + ran.resumed() + " of " + result.parts() + " parts from " + checkpoint + "; "
            + (ran.resumed() == result.parts() ? "this run counted nothing new" : "this run counted the other " + (result.parts() - ran.resumed())));
      }
      if (!result.complete()) {
        out.println("status:    " + result.outcome().word() + ": these counts are lower bounds, not totals");
        if (checkpoint != null) {
          out.println("resume:    " + checkpoint + " keeps every finished part: run the same command again to go on");
        }
      }
    }
  }

  private int profile(QueensModel model, Solver solver, boolean asJson) {
    PrintWriter out = spec.commandLine().getOut();
    SearchControl control = run.startControl();
    try {
      long start = System.nanoTime();
      Optional<SearchProfile> measured = solver.profile(model, control);
      long millis = (System.nanoTime() - start) / 1_000_000;
      String label = Commands.label(solver);
      if (asJson) {
        out.println(Json.write(ProfileDocument.of(model, label, measured, millis)));
      } else {
        out.print(Profiles.text(model, label, measured, millis));
      }
      out.flush();
      return measured.map(p -> Commands.exitCode(p.outcome())).orElse(ExitCode.OK);
    } finally {
      Interrupts.done();
    }
  }
}
