package io.nqueens.cli;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nqueens.BadInputException;
import io.nqueens.harness.report.HtmlReport;
import io.nqueens.harness.report.Results;
import io.nqueens.model.io.IoErrors;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.Stack;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

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

  /** Options of the report itself, not handed on to the runs. */
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
          results.add(read(f), "--results " + f);
        } catch (IllegalArgumentException e) {
          throw new BadInputException(e.getMessage());
        }
      }
    } else {
      code = runAll(results);
      if (code == ExitCode.USAGE || code == ExitCode.BACKEND_UNAVAILABLE || code == ExitCode.INTERNAL || code == ExitCode.INTERRUPTED) {
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

  /** Compare (over a range of n), bench, and a profile per backend; the worst exit code of the runs. */
  private int runAll(Results results) {
    // A model with an objective is optimised: bench --task optimise, whose anytime curves the page draws.
    boolean optimise = task != null ? task.trim().toLowerCase(Locale.ROOT).startsWith("optimi")
        : objectiveOptions.given() || modelOptions.fileHasObjective()
            || folder != null && BenchCommand.modelsIn(folder).stream().anyMatch(m -> m.objective().isPresent());
    boolean count = !optimise && (task == null || task.trim().equalsIgnoreCase("count"));
    // The report's own defaults where the user gave none (a flag maps to null).
    Map<String, String> defaults = new LinkedHashMap<>();
    // One range for every run (compare and bench have different defaults of their own): 4..12
    // unless the model or the user says otherwise.
    if (modelOptions.n == null && modelOptions.modelFile == null && folder == null) {
      int to = range.to != null ? range.to : Math.max(12, range.from == null ? 12 : range.from);
      if (range.from == null) {
        // Boards below 4 time little but the JVM; a range that ends below 4 starts at its end.
        int from = Math.min(4, Math.max(1, to));
        defaults.put("--from", Integer.toString(from));
        if (!run.quiet) {
          PrintWriter err = spec.commandLine().getErr();
          err.println("report: n = " + from + ".." + to + " (a report starts at n = " + from + " unless --from says otherwise)");
          err.flush();
        }
      }
      if (range.to == null) {
        defaults.put("--to", Integer.toString(to));
      }
    }
    if (solvers == null) {
      // The fair set compare runs by default: the teaching backtracker beside the fast counter and the CP solvers.
      defaults.put("--solvers", String.join(",", optimise ? CompareCommand.availableFairOptimise() : CompareCommand.availableFair()));
    }
    if (optimise && task == null) {
      defaults.put("--task", "optimise");
    }
    int worst = ExitCode.OK;
    List<String> labels = new ArrayList<>();
    int largest = 10;
    if (folder == null && count) {
      Run compare = run("compare", defaults);
      worst = worse(worst, compare.code);
      if (compare.doc == null) {
        return worst;
      }
      results.add(compare.doc, "compare");
      compare.doc.path("solvers").forEach(s -> labels.add(s.asText()));
      int max = 1;
      for (JsonNode row : compare.doc.path("rows")) {
        max = Math.max(max, row.path("n").asInt());
      }
      largest = Math.min(max, 10);
    }
    if (folder != null || !count) {
      // A count's times are the comparison's (the same pipeline, warm-up and runs): one source per figure.
      // A first-solution race, an optimisation and a folder of instances are measured by bench.
      Map<String, String> benchDefaults = new LinkedHashMap<>(defaults);
      if (threads == null) {
        benchDefaults.put("--threads", "1");
      }
      Run bench = run("bench", benchDefaults);
      worst = worse(worst, bench.code);
      if (bench.doc == null) {
        return worst;
      }
      results.add(bench.doc, "bench");
    }
    if (folder == null && count) {
      int at = profileAt != null ? profileAt : largest;
      for (String label : labels) {
        Map<String, String> args = new LinkedHashMap<>();
        args.put("--profile", null);
        args.put("-n", Integer.toString(at));
        args.put("--solver", label);
        args.put("--json", null);
        Run profile = run("count", args);
        // A profile stopped by the limit is partial: the report says so and exits 4, as the runs do.
        worst = worse(worst, profile.code);
        if (profile.doc != null) {
          results.add(profile.doc, "count --profile");
        }
      }
    }
    return worst;
  }

  private static int worse(int a, int b) {
    List<Integer> order = List.of(ExitCode.OK, ExitCode.NO_SOLUTION, ExitCode.PARTIAL, ExitCode.DISAGREE, ExitCode.USAGE,
        ExitCode.BACKEND_UNAVAILABLE, ExitCode.INTERNAL, ExitCode.INTERRUPTED);
    return order.indexOf(b) > order.indexOf(a) ? b : a;
  }

  private record Run(int code, JsonNode doc) {}

  /**
   * Runs another command in this process with the report's options that it also has (model flags,
   * range, solvers, limits, ...), plus {@code extra}, and reads its JSON. Its errors go to this
   * command's standard error, one line each, as if typed.
   */
  private Run run(String command, Map<String, String> extra) {
    List<String> args = new ArrayList<>(List.of(command));
    StringWriter text = new StringWriter();
    PrintWriter err = spec.commandLine().getErr();
    CommandLine target = CommandLineFactory.create(new PrintWriter(text), err, new String[] {command}).getSubcommands().get(command);
    // A profile is of one n and one backend, over the whole tree: the range, the solvers and the
    // timing options are the report's, not its.
    Set<String> notForProfile = Set.of("--solvers", "--repeat", "--threads", "--unique", "--size", "--from", "--to", "--task");
    Set<String> given = new HashSet<>();
    for (OptionSpec o : spec.commandLine().getParseResult().matchedOptions()) {
      String opt = o.longestName();
      if (OWN.contains(opt) || target.getCommandSpec().findOption(opt) == null || command.equals("count") && notForProfile.contains(opt)) {
        continue;
      }
      given.add(opt);
      List<String> values = o.arity().max() == 0 ? List.of() : o.originalStringValues();
      if (values.isEmpty()) {
        args.add(opt);
      }
      for (String v : values) {
        args.add(opt);
        args.add(v);
      }
    }
    extra.forEach((opt, value) -> {
      OptionSpec o = target.getCommandSpec().findOption(opt);
      if (o != null && !given.contains(o.longestName())) {
        args.add(opt);
        if (value != null) {
          args.add(value);
        }
      }
    });
    if (!command.equals("count")) {
      args.addAll(List.of("--format", "json"));
    }
    String[] argv = args.toArray(new String[0]);
    int code = CommandLineFactory.create(new PrintWriter(text), err, argv).execute(argv);
    String json = text.toString().strip();
    if (json.isEmpty() || !json.startsWith("{")) {
      return new Run(code, null);
    }
    try {
      return new Run(code, JSON.readTree(json));
    } catch (IOException e) {
      throw new IllegalStateException(command + " wrote something that is not JSON", e);
    }
  }
}
