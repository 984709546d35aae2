package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.model.io.IoErrors;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

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
    // Permission bits do not tell (root passes them, and /sys or a read-only mount still refuses):
    // open the file for writing, as the run will, without changing what it holds.
    boolean existed = Files.exists(absolute);
    try (FileChannel probe = FileChannel.open(absolute, StandardOpenOption.WRITE, StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
      probe.size();
    } catch (IOException e) {
      throw new BadInputException(option + " " + file + ": cannot write (" + IoErrors.describe(e) + ")");
    } finally {
      if (!existed) {
        try {
          Files.deleteIfExists(absolute);
        } catch (IOException ignored) {
          // An empty file left behind is overwritten by the run.
        }
      }
    }
  }
}
