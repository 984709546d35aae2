package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.io.ModelFile;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The reproductions of a new user's trial at the edges of what the components accept: each gives the right answer or a one-line refusal. */
class EdgesTest {

  /** n = 70, 66 pre-placed queens of the half-turn symmetric solution 2i + 1, 2i: exactly one solution. */
  private static Path seventy(Path dir) throws Exception {
    int n = 70;
    List<String> squares = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      int c = r < n / 2 ? 2 * r + 1 : 2 * (r - n / 2);
      if (r != 0 && r != 3 && r != n - 1 && r != n - 4) {
        squares.add("\"" + r + "," + c + "\"");
      }
    }
    return Files.writeString(dir.resolve("m70.yaml"), "n: 70\nqueens: [" + String.join(", ", squares) + "]\n");
  }

  @Test
  void aModelAboveTheBitMaskLimitGetsItsClassesUnderItsRealGroup(@TempDir Path dir) throws Exception {
    Cli.Result r = Cli.run("count", "--model", seventy(dir).toString(), "--unique", "--solver", "backtracking:simple");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("solutions: 1\n").contains("unique:    1 ").contains("identity, half turn");
  }

  @Test
  void aBoardAboveTheDefaultBackendsLimitIsRefusedNotCountedAsEmpty(@TempDir Path dir) throws Exception {
    Cli.Result r = Cli.run("count", "--model", seventy(dir).toString(), "--unique");
    assertThat(r.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(r.err()).contains("n (70)").contains("(63)").hasLineCount(1);
    Cli.Result n64 = Cli.run("count", "-n", "64", "--constraint", "q[0] + q[2] != 3");
    assertThat(n64.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(n64.err()).contains("n (64)");
  }

  @Test
  void aResumeUnderAnotherGroupIsRefusedNamingTheGroup(@TempDir Path dir) {
    String file = dir.resolve("c.ck").toString();
    Cli.Result first = Cli.run("count", "-n", "10", "--unique", "--symmetries", "rotate-180", "--checkpoint", file, "--split", "20", "--threads", "1");
    assertThat(first.exit()).as(first.err()).isZero();
    Cli.Result other = Cli.run("count", "-n", "10", "--unique", "--symmetries", "mirror-columns", "--checkpoint", file, "--split", "20", "--threads", "1");
    assertThat(other.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(other.err()).contains("'group'").contains("rotate-180").contains("mirror-columns");
  }

  /** A part's count changed and its checksum made to match: the total differs from the published one, exit 3. */
  @Test
  void aCompletePlainCountThatDiffersFromThePublishedOneIsExitThree(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("c.ck");
    Cli.Result first = Cli.run("count", "-n", "10", "--checkpoint", file.toString(), "--split", "20", "--threads", "1");
    assertThat(first.exit()).isZero();
    List<String> lines = new ArrayList<>(Files.readAllLines(file));
    String line = lines.get(1);
    String open = line.substring(0, line.lastIndexOf(",\"check\":\"")).replaceFirst("\"solutions\":(\\d+)", "\"solutions\":1$1");
    // A forger with the file and the source: the check covers the job (the header less the version) and the line.
    ObjectNode job = (ObjectNode) new ObjectMapper().readTree(lines.get(0));
    job.remove("version");
    CRC32 crc = new CRC32();
    crc.update((job.toString() + "\n").getBytes(StandardCharsets.UTF_8));
    crc.update(open.getBytes(StandardCharsets.UTF_8));
    lines.set(1, open + ",\"check\":\"" + String.format("%08x", crc.getValue()) + "\"}");
    Files.write(file, lines);
    Cli.Result resumed = Cli.run("count", "-n", "10", "--checkpoint", file.toString(), "--split", "20", "--threads", "1");
    assertThat(resumed.exit()).isEqualTo(ExitCode.DISAGREE);
    assertThat(resumed.err()).contains("differs from the published count 724");
  }

  @Test
  void aModelFileIsRefusedBySizeBeforeItIsRead(@TempDir Path dir) throws Exception {
    Path big = dir.resolve("big.yaml");
    try (OutputStream out = Files.newOutputStream(big)) {
      byte[] line = "# padding padding padding padding padding padding padding padding\n".getBytes(StandardCharsets.UTF_8);
      for (int written = 0; written <= ModelFile.MAX_BYTES; written += line.length) {
        out.write(line);
      }
    }
    Cli.Result r = Cli.run("count", "--model", big.toString());
    assertThat(r.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(r.err()).contains("more than a model file may have").hasLineCount(1);
    if (Files.exists(Path.of("/dev/zero"))) {
      Cli.Result zero = Cli.run("count", "--model", "/dev/zero");
      assertThat(zero.exit()).isEqualTo(ExitCode.USAGE);
      assertThat(zero.err()).contains("/dev/zero");
    }
  }

  @Test
  void symmetriesAreCheckedWithoutUniqueAndNoneStandsAlone() {
    Cli.Result bogus = Cli.run("count", "-n", "6", "--symmetries", "bogus");
    assertThat(bogus.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(bogus.err()).contains("bogus");
    Cli.Result mixed = Cli.run("count", "-n", "6", "--symmetries", "mirror,none");
    assertThat(mixed.exit()).isEqualTo(ExitCode.USAGE);
    assertThat(mixed.err()).contains("'none'");
    assertThat(Cli.run("count", "-n", "6", "--symmetries", "none", "--unique").exit()).isZero();
  }

  @Test
  void aLongConstraintIsShortenedInTheSummary() {
    String conjuncts = String.join(" /\\ ", Collections.nCopies(10_000, "q[0] != 99"));
    Cli.Result r = Cli.run("count", "-n", "6", "--constraint", conjuncts);
    assertThat(r.exit()).as(r.err()).isZero();
    String first = r.out().lines().findFirst().orElseThrow();
    assertThat(first.length()).isLessThan(200);
    assertThat(first).contains("characters)");
  }

  @Test
  void aCommentIsNotMistakenForTheRemainder() {
    Cli.Result comment = Cli.run("count", "-n", "6", "--constraint", "q[0] = 1 % comment");
    assertThat(comment.err()).contains("'%' starts a comment").doesNotContain("write mod");
    Cli.Result remainder = Cli.run("count", "-n", "6", "--constraint", "q[0] % 2 = 1");
    assertThat(remainder.err()).contains("write mod: q[0] mod 2 = 1");
  }

  @Test
  void mistypedSolversAndVariantsGetASuggestion() {
    assertThat(Cli.run("count", "-n", "6", "--solver", "chocco").err()).contains("did you mean 'choco'?");
    assertThat(Cli.run("count", "-n", "6", "--solver", "cpsaat").err()).contains("did you mean 'cpsat'?");
    assertThat(Cli.run("count", "-n", "6", "--solver", "backtracking:simpel").err()).contains("did you mean 'simple'?");
    assertThat(Cli.run("count", "-n", "6", "--solver", "xyz").err()).doesNotContain("did you mean");
  }

  @Test
  void traceShowsOnlySolutionsTheCheckerPassed() {
    QueensModel six = QueensModel.of(6);
    assertThat(TraceRecorder.shown(six, new int[] {1, 3, 5, 0, 2, 4})).isEqualTo(Solution.of(1, 3, 5, 0, 2, 4));
    assertThatThrownBy(() -> TraceRecorder.shown(six, new int[] {0, 1, 2, 3, 4, 5})).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("checker rejects");
  }
}
