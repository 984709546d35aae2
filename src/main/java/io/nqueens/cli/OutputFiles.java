package io.nqueens.cli;

import io.nqueens.model.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Checks an output path before any work is done, so a long run never ends in "cannot write". */
final class OutputFiles {

  private OutputFiles() {}

  static void checkWritable(String option, Path file) {
    Path absolute = file.toAbsolutePath();
    Path dir = absolute.getParent();
    if (Files.isDirectory(absolute)) {
      throw new BadInputException(option + " " + file + ": cannot write (it is a directory)");
    }
    if (dir == null || !Files.isDirectory(dir)) {
      throw new BadInputException(option + " " + file + ": cannot write (no such directory: " + (dir == null ? file : dir) + ")");
    }
    if (Files.exists(absolute) ? !Files.isWritable(absolute) : !Files.isWritable(dir)) {
      throw new BadInputException(option + " " + file + ": cannot write (permission denied)");
    }
  }
}
