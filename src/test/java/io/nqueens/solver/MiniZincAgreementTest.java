package io.nqueens.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.nqueens.model.Expression;
import io.nqueens.model.QueensModel;
import io.nqueens.model.io.MiniZincWriter;
import io.nqueens.testing.RandomConstraints;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same constraint text run by MiniZinc (with Gecode) counts what this project counts. Runs
 * where {@code minizinc} is on PATH (CI installs it); skipped with a message elsewhere.
 */
class MiniZincAgreementTest {

  static boolean miniZincOnPath() {
    String path = System.getenv("PATH");
    if (path == null) {
      return false;
    }
    for (String dir : path.split(File.pathSeparator)) {
      if (Files.isExecutable(Path.of(dir, "minizinc"))) {
        return true;
      }
    }
    return false;
  }

  static long miniZincCount(Path dir, QueensModel model) throws Exception {
    Path file = Files.writeString(dir.resolve("m" + System.nanoTime() + ".mzn"), MiniZincWriter.write(model));
    Process p = new ProcessBuilder("minizinc", "--solver", "gecode", "-a", file.toString())
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(out).as(MiniZincWriter.write(model)).containsAnyOf("==========", "=====UNSATISFIABLE=====");
    return out.lines().filter(l -> l.equals("----------")).count();
  }

  @Test
  void twentyFiveRandomExpressionModelsCountTheSameInMiniZinc(@TempDir Path dir) throws Exception {
    assumeTrue(miniZincOnPath(), "minizinc is not on PATH: install the Debian package minizinc to run this test");
    java.util.Random seeds = new java.util.Random();
    long seed = seeds.nextLong();
    List<String> mismatches = new ArrayList<>();
    for (int k = 0; k < 25; k++) {
      int n = 4 + Math.floorMod(seed + k, 5);
      RandomConstraints random = new RandomConstraints(seed + k, n);
      QueensModel model = QueensModel.of(n, Expression.parse(random.next()), Expression.parse(random.next()));
      long ours = Counting.count(Backends.create("choco"), model, List.of(), SearchControl.unlimited()).solutions();
      long theirs = miniZincCount(dir, model);
      if (ours != theirs) {
        mismatches.add(model.summary() + ": nqueens " + ours + ", MiniZinc " + theirs);
      }
    }
    assertThat(mismatches).as("seed " + seed).isEmpty();
  }
}
