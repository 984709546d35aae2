package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Symmetries;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import java.io.PrintWriter;
import java.util.ArrayList;
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

@Command(name = "symmetries", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Show which of the eight board symmetries map the model's solutions onto themselves, and why.",
    "The group of a model, for a given n, is the set of the eight board symmetries that map its set of solutions onto itself. "
        + "Each symmetry is preserved (with how it was proved: by the usable squares, by the invariance of the constraints, or "
        + "by enumerating every solution), broken (with a witness: a solution whose image is not one, and the rule the image "
        + "breaks, both checked), or undecided within a fixed work budget (then it is not used). With --symmetries, the "
        + "declared group is verified as count --unique would."},
    footer = {"", "Examples:", "  nqueens symmetries -n 8", "  nqueens symmetries --model models/mirror-broken.yaml",
        "  nqueens symmetries --model models/superqueens-expression.yaml -n 12 --json"})
final class SymmetriesCommand implements Callable<Integer> {

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;

  @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text", description = "text or json. Default: ${DEFAULT-VALUE}.")
  String format;

  @Option(names = "--json", description = "Same as --format json.")
  boolean json;

  @Override
  public Integer call() {
    String f = format.trim().toLowerCase(Locale.ROOT);
    if (!f.equals("text") && !f.equals("json")) {
      throw new BadInputException("unknown format '" + format + "' (known: text, json)");
    }
    if (json && f.equals("text") && spec.commandLine().getParseResult().hasMatchedOption("--format")) {
      throw new BadInputException("--format text and --json contradict each other: give one of them");
    }
    // Counting, listing and the rest look at the solutions, not at what is optimised: the objective is set aside.
    QueensModel model = modelOptions.model().withoutObjective();
    long start = System.nanoTime();
    Symmetries.Report report = Symmetries.of(model);
    List<Symmetry> group = report.group();
    modelOptions.declaredSymmetries().ifPresent(d -> Symmetries.groupFor(model, Optional.of(d)));
    long millis = (System.nanoTime() - start) / 1_000_000;
    PrintWriter out = spec.commandLine().getOut();
    if (json || f.equals("json")) {
      Map<String, Object> o = new LinkedHashMap<>();
      o.put("n", model.n());
      o.put("model", model.summary());
      List<Object> rows = new ArrayList<>();
      for (Symmetries.Finding finding : report.findings()) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("symmetry", finding.symmetry().id());
        r.put("name", finding.symmetry().words());
        r.put("status", finding.status().id());
        r.put("how", finding.how());
        if (finding.witness() != null) {
          r.put("witness", finding.witness().columns());
          r.put("image", finding.image().columns());
          r.put("breaks", finding.breaks());
        }
        rows.add(r);
      }
      o.put("symmetries", rows);
      o.put("group", group.stream().map(Symmetry::id).toList());
      o.put("complete", report.complete());
      o.put("millis", millis);
      out.println(Json.write(o));
    } else {
      out.println(model.summary());
      int width = 0;
      for (Symmetry s : Symmetry.values()) {
        width = Math.max(width, s.id().length());
      }
      for (Symmetries.Finding finding : report.findings()) {
        out.printf("  %-" + width + "s  %-10s %s%n", finding.symmetry().id(), finding.status().id(), finding.how());
      }
      out.println("group: " + Symmetries.describe(group) + (report.complete() ? "" : "; the undecided ones are not used"));
    }
    out.flush();
    return ExitCode.OK;
  }
}
