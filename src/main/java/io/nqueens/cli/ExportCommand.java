package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.Symmetries;
import io.nqueens.model.QueensModel;
import io.nqueens.model.io.IoErrors;
import io.nqueens.model.io.MiniZincWriter;
import io.nqueens.model.io.ModelWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "export", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = {
    "Write the model as MiniZinc or as a normalized model file.",
    "mzn is a self-contained MiniZinc model (run it with: minizinc --solver gecode -a model.mzn); yaml and json are this program's model-file format, normalized (one n, squares as row,col), which reads back to the same model. A model file with a range of n is refused: choose one size with -n."},
    footer = {"", "Examples:", "  nqueens export -n 8 --queen 0,0 --format mzn", "  nqueens export --model models/completion.yaml --format json",
        "  nqueens export --model models/superqueens.yaml -n 11 -o superqueens-11.mzn"})
final class ExportCommand implements Callable<Integer> {

  @Spec CommandSpec spec;
  @Mixin ModelOptions modelOptions;

  @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "mzn", completionCandidates = Formats.class,
      description = "mzn, yaml or json. Default: ${DEFAULT-VALUE}.")
  String format;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
  Path output;

  static final class Formats implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return List.of("mzn", "yaml", "json").iterator();
    }
  }

  @Override
  public Integer call() {
    String f = format.trim().toLowerCase(Locale.ROOT);
    if (!List.of("mzn", "yaml", "json").contains(f)) {
      throw new BadInputException("unknown format '" + format + "' (known: mzn, yaml, json)");
    }
    if (output != null) {
      OutputFiles.checkWritable("--output", output);
    }
    QueensModel model = modelOptions.model();
    String text = switch (f) {
      case "mzn" -> MiniZincWriter.write(model, Symmetries.of(model).group());
      case "yaml" -> ModelWriter.yaml(model);
      default -> ModelWriter.json(model);
    };
    if (output == null) {
      PrintWriter out = spec.commandLine().getOut();
      out.print(text);
      out.flush();
    } else {
      try {
        Files.writeString(output, text, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new BadInputException("--output " + output + ": cannot write (" + IoErrors.describe(e) + ")");
      }
    }
    return ExitCode.OK;
  }
}
