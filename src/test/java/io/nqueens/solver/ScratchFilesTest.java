package io.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScratchFilesTest {

  @Test
  void deletesADirectoryWithNestedFilesAndDirectories(@TempDir Path parent) throws Exception {
    Path scratch = Files.createDirectories(parent.resolve("run/inner"));
    Files.writeString(scratch.resolve("model.fzn"), "x");
    Files.writeString(parent.resolve("run/errors.txt"), "y");

    ScratchFiles.deleteQuietly(parent.resolve("run"));

    assertThat(parent.resolve("run")).doesNotExist();
    assertThat(parent).exists();
  }

  @Test
  void ignoresNullAndAPathThatDoesNotExist(@TempDir Path parent) {
    assertThatCode(() -> ScratchFiles.deleteQuietly(null)).doesNotThrowAnyException();
    assertThatCode(() -> ScratchFiles.deleteQuietly(parent.resolve("missing"))).doesNotThrowAnyException();
  }
}
