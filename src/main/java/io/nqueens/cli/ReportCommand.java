package io.nqueens.cli;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nqueens.BadInputException;
import io.nqueens.harness.Bench;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.report.HtmlReport;
import io.nqueens.harness.report.Report;
import io.nqueens.harness.report.Results;
import io.nqueens.model.QueensModel;
import io.nqueens.model.io.IoErrors;
import io.nqueens.solver.Backends;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.Stack;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "report", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Run what compare and bench run and write one self-contained HTML page: what ran, who agrees, time and effort against n, search profiles, and for a folder of instances the per-instance table, cactus and scatter plots.",
    "The page needs no network (inline CSS and SVG) and embeds its raw data. --results renders saved results instead (what compare, bench and count --profile write with --format json), without running anything."},
    footer = {"", "Examples:",
        "  nqueens report --to 12 -o report.html",
        "  nqueens report --from 8 --to 12 --repeat 5 --profile-at 9 -o report.html",
        "  nqueens report --models instances/ --task solve --time-limit 30s -o hard.html",
        "  nqueens report --results compare.json bench.json -o report.html"})
final class ReportCommand implements Callable<Integer> {

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;
  @Mixin RunOptions run;
  @Mixin BackendSettings settings;
  @Mixin RangeOptions range;
  @Mixin ObjectiveOptions objectiveOptions;

  @Option(names = "--solvers", paramLabel = "LIST", split = ",", completionCandidates = Completions.Solvers.class,
      description = "Backends and variants (default: backtracking:simple, backtracking, choco and cpsat, as compare runs them); "
          + "the first is the baseline for ratios.")
  List<String> solvers;

  @Option(names = "--repeat", paramLabel = "R", description = "Timed runs per solver and n (default: 3).")
  Integer repeat;

  @Option(names = "--task", paramLabel = "TASK", completionCandidates = Completions.Tasks.class, description = "count or solve (first solution). Default: count.")
  String task;

  @Option(names = "--threads", paramLabel = "K", description = "Threads per count (default: 1, so that times compare backends, not cores).")
  Integer threads;

  @Option(names = {"-u", "--unique"}, description = "Also count and compare symmetry classes.")
  boolean unique;

  @Option(names = "--models", paramLabel = "DIR", description = "Run every model file in DIR (one size each): a per-instance table, a cactus plot and a scatter plot.")
  Path folder;

  @Option(names = "--profile-at", paramLabel = "N",
      description = "The n of the search profiles (nodes and dead ends per depth of each backend; default: the largest n of the range, at most 10).")
  Integer profileAt;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", required = true, description = "The HTML file to write.")
  Path output;

  @Option(names = "--results", paramLabel = "FILE", arity = "1..*", parameterConsumer = FilesUpToAnOption.class,
      description = "Render these saved results (JSON from compare, bench or count --profile) instead of running.")
  List<Path> resultFiles;

  @Option(names = "--title", paramLabel = "TEXT", description = "The page's heading (default: nqueens report).")
  String title;

  /**
   * The files after --results, up to the next option: the command line lets values look like options
   * (a constraint may begin with a minus), which would make "--results a.json -o r.html" read -o as
   * a file.
   */
  static final class FilesUpToAnOption implements CommandLine.IParameterConsumer {
    @Override
    public void consumeParameters(Stack<String> args, CommandLine.Model.ArgSpec option, CommandSpec command) {
      List<Path> files = new ArrayList<>();
      while (!args.isEmpty() && (files.isEmpty() || !args.peek().startsWith("-"))) {
        files.add(Path.of(args.pop()));
      }
      if (files.isEmpty()) {
        throw new CommandLine.ParameterException(command.commandLine(), "--results needs at least one FILE");
      }
      List<Path> earlier = option.getValue();
      List<Path> all = new ArrayList<>(earlier == null ? List.of() : earlier);
      all.addAll(files);
      option.setValue(all);
    }
  }

  /** Options of the report itself, which go with --results (rendering saved results runs nothing). */
  private static final Set<String> OWN = Set.of("--output", "--results", "--title", "--profile-at", "--help", "--version");

  private static final ObjectMapper JSON = new ObjectMapper();

  @Override
  public Integer call() {
    String name = output.getFileName().toString().toLowerCase(Locale.ROOT);
    if (!name.endsWith(".html") && !name.endsWith(".htm")) {
      throw new BadInputException("-o " + output + ": the file name must end in .html");
    }
    OutputFiles.checkWritable("-o", output);
    if (profileAt != null && profileAt < 1) {
      throw new BadInputException("--profile-at (" + profileAt + ") must be >= 1");
    }
    if (profileAt != null && resultFiles == null) {
      Profiles.checkFinishes("--profile-at", profileAt, run.timeLimit);
    }
    Results results = new Results();
    int code = ExitCode.OK;
    if (resultFiles != null) {
      for (OptionSpec o : spec.commandLine().getParseResult().matchedOptions()) {
        if (!OWN.contains(o.longestName()) && !o.longestName().equals("--quiet")) {
          throw new BadInputException("--results renders saved results: it does not go with " + o.longestName() + " (that would run something)");
        }
      }
      for (Path f : resultFiles) {
        try {
          results.read(read(f), "--results " + f);
        } catch (IllegalArgumentException e) {
          throw new BadInputException(e.getMessage());
        }
      }
    } else {
      code = runAll(results);
      if (code == ExitCode.INTERRUPTED) {
        return code;
      }
    }
    String page = HtmlReport.render(results, title == null ? "nqueens report" : title, Environment.command(spec));
    try {
      Files.writeString(output, page, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new BadInputException("-o " + output + ": cannot write (" + IoErrors.describe(e) + ")");
    }
    PrintWriter out = spec.commandLine().getOut();
    out.println("report: " + output + " (" + (results.comparisons().size() + results.optimaCompared()) + " comparison(s), "
        + (results.benchmarks().size() - results.optimaCompared()) + " benchmark(s), "
        + results.profiles().size() + " profile(s))");
    out.flush();
    return code;
  }

  private static JsonNode read(Path f) {
    try {
      return JSON.readTree(f.toFile());
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      String where = at == null || at.getLineNr() < 1 ? "" : ", line " + at.getLineNr() + ", column " + at.getColumnNr();
      String why = String.valueOf(e.getOriginalMessage()).lines().findFirst().orElse("malformed").replaceAll("\\s*\\(StreamReadFeature.*$", "");
      throw new BadInputException("--results " + f + where + ": not valid JSON (" + why + ")");
    } catch (IOException e) {
      throw new BadInputException("--results " + f + ": cannot read (" + IoErrors.describe(e) + ")");
    }
  }

  /** The report's runs ({@link Report}), from the options: the exit code of the worst. */
  private int runAll(Results results) {
    List<QueensModel> models = models();
    Bench.Task benchTask = task(models);
    if (benchTask == Bench.Task.OPTIMISE && models.stream().anyMatch(m -> m.objective().isEmpty())) {
      throw new BadInputException("--task optimise needs an objective: --minimize EXPR, --maximize EXPR, or model files with objective:");
    }
    if (benchTask != Bench.Task.OPTIMISE && models.stream().anyMatch(m -> m.objective().isPresent())) {
      throw new BadInputException("--task " + task.trim().toLowerCase(Locale.ROOT) + " would leave the objective out: the model has one, so the "
          + "report optimises (leave out --task, or give --task optimise)");
    }
    List<Backends.Spec> specs = Commands.specs(solvers != null ? solvers : Report.defaultBackends(benchTask), settings);
    Report.Request request = new Report.Request(models, folder != null, benchTask, specs, ThreadsOption.check(threads != null ? threads : 1),
        repeat != null ? repeat : Runs.REPEAT, unique, modelOptions.declaredSymmetries(), Optional.ofNullable(profileAt));
    try {
      // Each run gets the whole --time-limit of its own, as when it is run as a command; Ctrl-C ends the report.
      Report.Ending ending = Report.run(request, run.startControlPerRun(), run::startControl, libraries -> Environment.of(spec, libraries), results);
      return Commands.exitCode(ending.interrupted(), ending.verdicts());
    } finally {
      Interrupts.done();
    }
  }

  /** The models: a folder's, or the range's (from {@link Report#FROM_N} to {@link Report#TO_N} unless the options say otherwise). */
  private List<QueensModel> models() {
    int to = range.to != null ? range.to : Math.max(Report.TO_N, range.from == null ? Report.TO_N : range.from);
    int from = Math.min(Report.FROM_N, Math.max(1, to));
    if (modelOptions.n == null && modelOptions.modelFile == null && folder == null && range.from == null && !run.quiet) {
      PrintWriter err = spec.commandLine().getErr();
      err.println("report: n = " + from + ".." + to + " (a report starts at n = " + from + " unless --from says otherwise)");
      err.flush();
    }
    List<QueensModel> models = new ArrayList<>(folder != null ? ModelFolder.models(folder) : range.models(modelOptions, from, to));
    models.replaceAll(objectiveOptions::apply);
    return models;
  }

  /** The task --task names, or the report's default for these models ({@link Report#defaultTask}). */
  private Bench.Task task(List<QueensModel> models) {
    if (task == null) {
      return Report.defaultTask(models);
    }
    return switch (task.trim().toLowerCase(Locale.ROOT)) {
      case "count" -> Bench.Task.COUNT;
      case "solve" -> Bench.Task.SOLVE;
      case "optimise", "optimize" -> Bench.Task.OPTIMISE;
      default -> throw new BadInputException("unknown task '" + task + "' (known: count, solve, optimise)");
    };
  }
}
