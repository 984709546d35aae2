package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.model.QueensModel;
import io.nqueens.model.io.IoErrors;
import io.nqueens.model.io.ModelFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** A folder of model files, as {@code --models} names one for bench and the report: each an instance of its own. */
final class ModelFolder {

  private ModelFolder() {}

  /** Every model file in the folder, in name order, each at its one size. */
  static List<QueensModel> models(Path dir) {
    if (!Files.isDirectory(dir)) {
      throw new BadInputException("--models " + dir + ": no such directory");
    }
    List<QueensModel> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
        String name = f.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".yaml") || name.endsWith(".yml") || name.endsWith(".json")) {
          ModelFile file = ModelFile.read(f);
          if (file.nFrom() != file.nTo()) {
            throw new BadInputException(f + ": gives a range of n; --models takes model files of one size");
          }
          QueensModel m = file.model(file.nFrom());
          // An instance without a name of its own is named by its file, so that a table of many says which is which.
          out.add(m.name().isEmpty() ? m.named(f.getFileName().toString()) : m);
        }
      }
    } catch (IOException e) {
      throw new BadInputException("--models " + dir + ": cannot read (" + IoErrors.describe(e) + ")");
    }
    if (out.isEmpty()) {
      throw new BadInputException("--models " + dir + ": no model files (.yaml, .yml, .json) in it");
    }
    return out;
  }
}
