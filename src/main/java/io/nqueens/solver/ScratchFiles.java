package io.nqueens.solver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Scratch directories that backends make for one run or one unpacking. */
public final class ScratchFiles {

  private ScratchFiles() {}

  /**
   * Deletes a directory and everything under it, as far as it can; whatever cannot be deleted (a
   * file another process still holds) stays, which is harmless for scratch files. Nothing happens
   * for null or a path that does not exist.
   */
  public static void deleteQuietly(Path directory) {
    if (directory == null || !Files.exists(directory)) {
      return;
    }
    try (Stream<Path> all = Files.walk(directory)) {
      all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException ignored) {
      // Left behind: harmless (above).
    }
  }
}
