package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.nqueens.harness.runner.ChildJvm;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JVM options of a count come from the parsed command: the same for every spelling, decided in Java, never by the launcher. */
class CountingJvmTest {

  @Test
  void onlyTheHandWrittenCounterOfEighteenAndMoreWantsTheModuleASmallYoungGenerationAndASmallFirstHeap() {
    assertThat(CountingJvm.pays(QueensModel.of(18), Backends.parse("backtracking"))).isTrue();
    assertThat(CountingJvm.pays(QueensModel.of(19), Backends.parse("backtracking:halves"))).isTrue();
    assertThat(CountingJvm.pays(QueensModel.of(17), Backends.parse("backtracking"))).isFalse();
    assertThat(CountingJvm.pays(QueensModel.of(18), Backends.parse("choco"))).isFalse();
    assertThat(CountingJvm.wanted(true, false, List.of())).containsExactly("--add-modules=jdk.incubator.vector", "-Xmn16m", "-Xms32m");
    assertThat(CountingJvm.wanted(true, false, List.of("-Xmn64m", "-Xms1g"))).as("the user's sizes stand").containsExactly("--add-modules=jdk.incubator.vector");
    assertThat(CountingJvm.wanted(true, true, List.of())).as("the JVM has the module already").isEmpty();
    assertThat(CountingJvm.wanted(false, false, List.of())).isEmpty();
  }

  /** A debugger's port and an archive written at exit belong to one process: the child does not take them. */
  @Test
  void theChildTakesThisJvmsOptionsButThoseOnlyOneProcessMayHold() {
    assertThat(ChildJvm.passedOn(List.of("-XX:+UseSerialGC", "-agentlib:jdwp=transport=dt_socket,server=y,address=5005",
        "-XX:ArchiveClassesAtExit=a.jsa", "-XX:SharedArchiveFile=b.jsa", "-Dnqueens.launcher=true")))
        .containsExactly("-XX:+UseSerialGC", "-XX:SharedArchiveFile=b.jsa", "-Dnqueens.launcher=true");
  }

  @Test
  void javasIncubatorLineIsLeftOutOfTheChildsStandardErrorAndTheRestPassesAsItCame() {
    PrintStream saved = System.err;
    ByteArrayOutputStream seen = new ByteArrayOutputStream();
    System.setErr(new PrintStream(seen, true, StandardCharsets.UTF_8));
    try {
      CountingJvm.copyErrors(new ByteArrayInputStream(
          (CountingJvm.INCUBATOR_WARNING + "\ncounting  1% [=   ]\rcounting  2% [==  ]\ndone\n").getBytes(StandardCharsets.UTF_8)));
      CountingJvm.copyErrors(new ByteArrayInputStream("nqueens: a real first line\n".getBytes(StandardCharsets.UTF_8)));
    } finally {
      System.setErr(saved);
    }
    assertThat(seen.toString(StandardCharsets.UTF_8)).isEqualTo("counting  1% [=   ]\rcounting  2% [==  ]\ndone\nnqueens: a real first line\n");
  }

  /** Short and long flags, --flag=value, options before the command, n from a model file: one decision, and no warning line. */
  @Test
  void everySpellingOfACountOfEighteenRunsWithTheModuleAndNoWarning(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("eighteen.yaml"), "n: 18\n");
    List<List<String>> spellings = List.of(List.of("count", "-n", "18"), List.of("count", "--size=18"), List.of("count", "-n18"),
        List.of("--debug", "count", "-n", "18"), List.of("count", "-n", "18", "-s", "backtracking"),
        List.of("count", "--model", file.toString()));
    for (List<String> spelling : spellings) {
      String err = run(spelling);
      assertThat(err).as(String.join(" ", spelling)).contains("in a JVM with jdk.incubator.vector").doesNotContain("WARNING");
    }
    for (List<String> spelling : List.of(List.of("count", "-n", "18", "-s", "choco"), List.of("count", "-n", "18", "--solver=choco"))) {
      String err = run(spelling);
      assertThat(err).as(String.join(" ", spelling)).contains("counting ").doesNotContain("jdk.incubator.vector").doesNotContain("WARNING");
    }
  }

  /** Refused before anything starts: one line, no warning before it. */
  @Test
  void aRefusalComesBeforeAnySecondJvmAndAloneOnStandardError() throws Exception {
    Process p = start(List.of("count", "-n", "64"));
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).isEqualTo(ExitCode.USAGE);
    assertThat(new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip().lines()).singleElement().asString()
        .startsWith("nqueens: n (64)");
  }

  private static String run(List<String> spelling) throws Exception {
    List<String> args = new ArrayList<>(spelling);
    args.addAll(List.of("-v", "--time-limit", "300ms"));
    Process p = start(args);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.exitValue()).as(err).isIn(ExitCode.OK, ExitCode.PARTIAL);
    return err;
  }

  /** The program as a process, on a JVM started without the module, as the launcher and {@code java -jar} start it. */
  private static Process start(List<String> args) throws IOException {
    List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-cp",
        System.getProperty("java.class.path"), Main.class.getName()));
    cmd.addAll(args);
    return new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
  }
}
