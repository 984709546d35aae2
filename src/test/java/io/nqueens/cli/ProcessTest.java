package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The program as a separate process: memory, signals, a backend that cannot load. */
class ProcessTest {

  private static Process start(List<String> jvmArgs, String... args) throws IOException {
    return start(Map.of(), jvmArgs, args);
  }

  private static Process start(Map<String, String> env, List<String> jvmArgs, String... args) throws IOException {
    List<String> cmd = new ArrayList<>();
    cmd.add(ProcessHandle.current().info().command().orElse("java"));
    cmd.addAll(jvmArgs);
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(Main.class.getName());
    cmd.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(cmd);
    pb.environment().putAll(env);
    return pb.start();
  }

  private static String read(InputStream in) throws IOException {
    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
  }

  @Test
  void listingFourteenQueensStreamsInASmallFixedHeap() throws Exception {
    List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-Xmx24m", "-cp",
        System.getProperty("java.class.path"), Main.class.getName(), "list", "-n", "14", "--format", "positions", "-q"));
    Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.PIPE).start();
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(read(p.getErrorStream())).isZero();
  }

  /** A jar built for another platform lacks this one's OR-Tools library: CP-SAT is unavailable (exit 5, one line), the rest works. */
  @Test
  void withoutThisPlatformsNativeLibraryCpSatIsUnavailableInOneLine() throws Exception {
    String classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry -> !entry.contains("ortools-linux") && !entry.contains("ortools-darwin") && !entry.contains("ortools-win32"))
        .collect(Collectors.joining(File.pathSeparator));
    List<String> cmd = List.of(ProcessHandle.current().info().command().orElse("java"), "-cp", classPath, Main.class.getName(),
        "count", "-n", "8", "--solver", "cpsat");
    Process p = new ProcessBuilder(cmd).start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String err = read(p.getErrorStream());
    assertThat(p.exitValue()).as(err).isEqualTo(ExitCode.BACKEND_UNAVAILABLE);
    assertThat(err.strip().lines()).singleElement().asString().contains("no OR-Tools native library").contains("-Dplatforms=all");
  }

  /** A bad --repeat is the user's, named before any child JVM starts, never reported as one backend's failure. */
  @Test
  void aBadRepeatInAForkedComparisonIsTheUsersErrorNotABackends() throws Exception {
    Process p = start(List.of(), "compare", "--to", "4", "--repeat", "0");
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String err = read(p.getErrorStream());
    assertThat(p.exitValue()).isEqualTo(ExitCode.USAGE);
    assertThat(err.strip()).isEqualTo("nqueens: --repeat (0) must be >= 1");
  }

  /**
   * A JVM option that prints to standard output (-verbose:gc) is this JVM's: the children of a
   * comparison start with the options the program chooses, and their answers are not mixed with it.
   */
  @Test
  void aJvmOptionThatPrintsToStandardOutputDoesNotReachTheChildrensChannel() throws Exception {
    Process p = start(List.of("-verbose:gc", "-Xlog:gc*:stdout"), "compare", "--to", "7", "--solvers", "backtracking:simple,choco:fc-input");
    String out = read(p.getInputStream());
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(out + read(p.getErrorStream())).isEqualTo(ExitCode.OK);
    assertThat(out).contains("in a JVM of its own").containsPattern("(?m)^ 7\\s+backtracking:simple.*ok\\s*$").doesNotContain("failed");
  }

  /** A cluster secret of spaces is a secret given badly, refused as a short one is, never read as none. */
  @Test
  void aBlankClusterSecretIsRefusedLikeAShortOne() throws Exception {
    Process p = start(Map.of("NQUEENS_CLUSTER_SECRET", "      "), List.of(), "count", "-n", "6", "--engine", "hazelcast");
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String err = read(p.getErrorStream());
    assertThat(p.exitValue()).as(err).isEqualTo(ExitCode.USAGE);
    assertThat(err.strip().lines()).singleElement().asString().contains("NQUEENS_CLUSTER_SECRET holds a secret of 0 characters");
  }

  @Test
  void aTerminatedCountPrintsItsPartialResult() throws Exception {
    Process p = start(List.of(), "count", "-n", "20", "--threads", "1", "-v");
    // -v says "counting ..." once the count has started and Ctrl-C is armed: wait for that line.
    BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
    String line;
    do {
      line = err.readLine();
    } while (line != null && !line.startsWith("counting "));
    assertThat(line).isNotNull();
    // SIGTERM runs the same shutdown path as Ctrl-C (whose SIGINT a background test run may ignore).
    p.toHandle().destroy();
    assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
    String out = read(p.getInputStream());
    assertThat(out).contains("at least").contains("partial (interrupted)");
    assertThat(p.exitValue()).isEqualTo(128 + 15);
  }

  /**
   * A signal while the count is still setting up (here, reading its model from a FIFO: the moment is
   * known) waits for the count, which starts stopped and prints what it has, marked partial: not a JVM
   * that ends with nothing said.
   */
  @Test
  void aSignalBeforeTheCountStartsStillPrintsAPartialResult(@TempDir Path dir) throws Exception {
    Path model = dir.resolve("model.yaml");
    assertThat(new ProcessBuilder("mkfifo", model.toString()).start().waitFor()).isZero();
    Process p = start(List.of(), "count", "--model", model.toString(), "--threads", "1");
    // Opening the FIFO for writing returns once the program has opened it for reading: it is setting up now.
    try (var writer = Files.newBufferedWriter(model, StandardCharsets.UTF_8)) {
      p.toHandle().destroy();
      // The signal's hook waits for the count instead of ending the JVM (which it did within milliseconds).
      assertThat(p.waitFor(1, TimeUnit.SECONDS)).as("ended on the signal with nothing said").isFalse();
      writer.write("n: 17\n");
    }
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String out = read(p.getInputStream());
    assertThat(out).as(read(p.getErrorStream())).contains("solutions: at least").contains("partial (interrupted)");
    assertThat(p.exitValue()).isEqualTo(128 + 15);
  }

  /**
   * A cluster count whose standard error is not a terminal (a log, a journal) says how far it is, in a
   * line now and then (every minute by default; every second here), with who counts: once its only
   * line was the elapsed time, and nothing at all in a file.
   */
  @Test
  void aClusterCountWritesProgressLinesWhereStandardErrorIsNoTerminal() throws Exception {
    Process p = start(List.of("-Dnqueens.progress.seconds=1"), "count", "-n", "12", "--solver", "backtracking:simple", "--engine", "hazelcast",
        "--port", "5961", "--cluster-name", "nqueens-progress-" + System.nanoTime());
    String err = read(p.getErrorStream());
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(err).isZero();
    assertThat(err).containsPattern("(?m)^counting: \\d+ of \\d+ parts, \\d+ running, 1 member, \\d+ s$");
  }

  @Test
  void aLargeBoardStopsAtItsTimeLimitInASmallHeap() throws Exception {
    for (String solver : List.of("backtracking", "backtracking:symmetric", "backtracking:constellation")) {
      // Building the parts once took a minute and gigabytes before the limit was looked at: in 256 MB it ends, partial, within the bound.
      Process p = start(List.of("-Xmx256m"), "count", "-n", "63", "--solver", solver, "--time-limit", "1s");
      assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
      String out = read(p.getInputStream());
      assertThat(p.exitValue()).as(solver + ": " + read(p.getErrorStream())).isEqualTo(ExitCode.PARTIAL);
      assertThat(out).contains("solutions: at least").contains("partial (time limit)");
    }
  }

  @Test
  void aTerminatedCountOfALargeBoardPrintsItsPartialResult() throws Exception {
    // n = 28: the largest board whose total can still be given (from 29 a count without a time limit is refused).
    Process p = start(List.of(), "count", "-n", "28", "-v");
    BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
    String line;
    do {
      line = err.readLine();
    } while (line != null && !line.startsWith("counting "));
    assertThat(line).isNotNull();
    p.toHandle().destroy();
    assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
    assertThat(read(p.getInputStream())).contains("solutions: at least").contains("partial (interrupted)");
    assertThat(p.exitValue()).isEqualTo(128 + 15);
  }

  @Test
  void listingStopsAtOnceWhenItsReaderGoesAway() throws Exception {
    Process p = start(List.of(), "list", "-n", "16", "--format", "positions");
    BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    assertThat(out.readLine()).matches("0,\\d+( \\d+,\\d+){15}");
    // Like `| head -1`: the reader closes the pipe after one line.
    out.close();
    // Listing all 14,772,512 solutions takes minutes; a closed pipe must end it at once.
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).isZero();
    assertThat(read(p.getErrorStream())).doesNotContain("Exception").doesNotContain("\tat ");
  }

  @Test
  void aComparisonStopsAtOnceWhenItsReaderGoesAway() throws Exception {
    // Without a reader that goes away this runs for hours (n = 30 on Choco).
    Process p = start(List.of(), "compare", "--from", "4", "--to", "30", "--solvers", "backtracking,choco:fc-dom");
    BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    assertThat(out.readLine()).startsWith("model: plain n-queens");
    // Like `| head -1`.
    out.close();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).isZero();
    assertThat(read(p.getErrorStream())).doesNotContain("Exception");
  }

  @Test
  void aBenchmarkStopsAtOnceWhenItsReaderGoesAwayInEveryStreamedFormat() throws Exception {
    for (String format : List.of("table", "csv", "markdown")) {
      // Hours without a reader that goes away: the simple backtracker counting up to n = 30.
      Process p = start(List.of(), "bench", "--from", "8", "--to", "30", "--step", "1", "--solvers", "backtracking:simple", "--repeat", "1",
          "--format", format);
      BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
      assertThat(out.readLine()).as(format).isNotNull();
      out.close();
      assertThat(p.waitFor(60, TimeUnit.SECONDS)).as(format).isTrue();
      assertThat(p.exitValue()).as(format).isZero();
      assertThat(read(p.getErrorStream())).as(format).doesNotContain("Exception");
    }
  }

  @Test
  void aTraceStopsAtOnceWhenItsReaderGoesAway() throws Exception {
    Process p = start(List.of(), "trace", "-n", "16", "--all", "--max-steps", "100000000");
    BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    assertThat(out.readLine()).isNotNull();
    out.close();
    // A hundred million steps take minutes; a closed pipe must end the trace within seconds.
    assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).isZero();
    assertThat(read(p.getErrorStream())).doesNotContain("Exception");
  }

  @Test
  void aClientWithNoClusterSaysSoWithinSeconds() throws Exception {
    Process p = start(List.of(), "count", "-n", "8", "--engine", "hazelcast", "--client", "--cluster-name", "nqueens-nobody-" + System.nanoTime(),
        "--members", "127.0.0.1:5799");
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String err = read(p.getErrorStream());
    assertThat(p.exitValue()).as(err).isEqualTo(ExitCode.USAGE);
    assertThat(err).startsWith("nqueens: cannot reach the cluster").contains("127.0.0.1:5799");
    assertThat(err.strip().lines()).hasSize(1);
  }

  /** The program run as a process with these arguments, ended with exit 0 within two minutes: its standard output as JSON. */
  private static JsonNode jsonOf(String... args) throws Exception {
    Process p = start(List.of(), args);
    String out = read(p.getInputStream());
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(read(p.getErrorStream())).isZero();
    return new ObjectMapper().readTree(out);
  }

  /** As a process, compare measures each backend in a JVM of its own (the children's own heaps), and --in-process keeps one. */
  @Test
  void compareForksOneJvmPerBackendAsAProcessAndKeepsOneWithInProcess() throws Exception {
    ObjectMapper json = new ObjectMapper();
    JsonNode doc = jsonOf("compare", "--from", "5", "--to", "6", "--solvers", "backtracking,choco", "--format", "json");
    assertThat(doc.path("isolation").asText()).isEqualTo("fork");
    assertThat(doc.path("rows")).hasSize(2);
    for (JsonNode row : doc.path("rows")) {
      assertThat(row.path("verdict").asText()).isEqualTo("agree");
      assertThat(row.path("backends").path("backtracking").path("solutions").asLong())
          .isEqualTo(row.path("backends").path("choco").path("solutions").asLong()).isEqualTo(row.path("published").asLong());
      assertThat(row.path("backends").path("choco").path("timesMs").size()).isEqualTo(row.path("backends").path("choco").path("runs").asInt());
      for (String s : List.of("backtracking", "choco")) {
        JsonNode b = row.path("backends").path(s);
        // Each fork's own memory: its peak resident set and its heap after a collection.
        assertThat(b.path("peakResidentBytes").asLong(-1)).as(s).isPositive();
        assertThat(b.path("liveHeapBytes").asLong(-1)).as(s).isPositive();
      }
      // The first solution is taken inside the counting runs, so its median cannot pass theirs.
      JsonNode choco = row.path("backends").path("choco");
      assertThat(choco.path("firstInCountMs").isNumber()).isTrue();
      assertThat(choco.path("firstInCountMs").asDouble()).isPositive().isLessThanOrEqualTo(choco.path("medianMs").asDouble());
      assertThat(choco.path("firstInCountTimesMs").size()).isEqualTo(choco.path("runs").asInt());
    }
    // bench and compare with an objective fork the same way, one JVM per backend for the whole range.
    JsonNode benchDoc = jsonOf("bench", "--from", "6", "--to", "7", "--solvers", "backtracking,choco", "--format", "json");
    assertThat(benchDoc.path("isolation").asText()).isEqualTo("fork");
    assertThat(benchDoc.path("rows")).hasSize(4);
    for (JsonNode row : benchDoc.path("rows")) {
      assertThat(row.path("solutions").asLong()).isEqualTo(row.path("n").asInt() == 6 ? 4 : 40);
      assertThat(row.path("liveHeapBytes").asLong(-1)).as(row.toString()).isPositive();
      assertThat(row.path("peakResidentBytes").asLong(-1)).as(row.toString()).isPositive();
    }
    JsonNode optimaDoc = jsonOf("compare", "--model", "models/weighted.yaml", "--from", "6", "--to", "7", "--solvers", "backtracking,choco",
        "--format", "json");
    assertThat(optimaDoc.path("isolation").asText()).isEqualTo("fork");
    assertThat(optimaDoc.path("rows")).hasSize(2);
    for (JsonNode row : optimaDoc.path("rows")) {
      assertThat(row.path("verdict").asText()).isEqualTo("ok");
    }
    // In one JVM shared by every backend (--in-process), no memory figure is any one backend's.
    JsonNode shared = json.readTree(Cli.run("compare", "-n", "6", "--solvers", "backtracking,choco", "--in-process",
        "--format", "json").out());
    assertThat(shared.path("rows").get(0).path("backends").path("choco").path("liveHeapBytes").isNull()).isTrue();
    assertThat(shared.path("rows").get(0).path("backends").path("choco").path("peakResidentBytes").isNull()).isTrue();
    // In-process, the table says so; by default, wherever the command line runs, each backend has a JVM of its own.
    assertThat(Cli.run("compare", "-n", "6", "--solvers", "backtracking,choco", "--in-process").out()).contains("in this one JVM (--in-process)");
    assertThat(Cli.run("compare", "-n", "6", "--solvers", "backtracking,choco").out()).contains("in a JVM of its own");
  }

  @Test
  void aCheckpointedCountKilledWithSigkillResumesToThePublishedTotals(@TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("n15.ck");
    Process p = start(List.of(), "count", "-n", "15", "--unique", "--threads", "1", "--checkpoint", file.toString());
    long deadline = System.nanoTime() + 60_000_000_000L;
    while (System.nanoTime() < deadline && (!Files.exists(file) || Files.readAllLines(file).size() < 40)) {
      Thread.sleep(20);
    }
    p.destroyForcibly();
    assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
    Cli.Result r = Cli.run("count", "-n", "15", "--unique", "--checkpoint", file.toString(), "--json");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("\"solutions\" : 2279184").contains("\"unique\" : 285053");
  }

  /**
   * A checkpoint that can no longer be written (the file size limit a full disk would give, RLIMIT_FSIZE
   * through the shell's ulimit) ends the count in one line, exit 2, and leaves a file that resumes to
   * the exact total; a resume of a finished checkpoint says it counted nothing new.
   */
  @Test
  void aCheckpointThatCannotBeWrittenIsOneLineAndStaysValid(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("n12.ck");
    String java = ProcessHandle.current().info().command().orElse("java");
    ProcessBuilder pb = new ProcessBuilder("sh", "-c", "ulimit -f 4; exec \"$0\" -cp \"$1\" " + Main.class.getName()
        + " count -n 12 --split 400 --threads 1 --checkpoint \"$2\"", java, System.getProperty("java.class.path"), file.toString());
    Process p = pb.start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String err = read(p.getErrorStream());
    assertThat(p.exitValue()).as(err).isEqualTo(ExitCode.USAGE);
    assertThat(err.strip().lines()).singleElement().asString().contains("cannot write").contains("File too large")
        .contains("run the same command again");
    assertThat(Files.size(file)).isLessThanOrEqualTo(4 * 1024);
    Cli.Result resumed = Cli.run("count", "-n", "12", "--split", "400", "--threads", "1", "--checkpoint", file.toString());
    assertThat(resumed.exit()).as(resumed.err()).isZero();
    assertThat(resumed.out()).contains("solutions: 14200").containsPattern("resumed: +[1-9][0-9]* of [0-9]+ parts from .*this run counted the other");
    Cli.Result again = Cli.run("count", "-n", "12", "--split", "400", "--threads", "1", "--checkpoint", file.toString());
    assertThat(again.out()).contains("solutions: 14200").contains("this run counted nothing new");
  }

  @Test
  void aMissingMiniZincIsExitFiveAndTheOthersStillWork() throws Exception {
    List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-cp",
        System.getProperty("java.class.path"), Main.class.getName(), "count", "-n", "6", "--solver", "minizinc"));
    ProcessBuilder pb = new ProcessBuilder(cmd);
    pb.environment().put("PATH", "/nonexistent");
    Process p = pb.start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String err = read(p.getErrorStream());
    assertThat(p.exitValue()).isEqualTo(ExitCode.BACKEND_UNAVAILABLE);
    assertThat(err).startsWith("nqueens: solver minizinc is unavailable").contains("not found on PATH");
  }

  @Test
  void aBackendThatCannotLoadIsNamedAndTheOthersStillWork() throws Exception {
    // OR-Tools unpacks its native library into the temp folder; one that cannot exist makes it fail.
    String nowhere = File.separator + "proc" + File.separator + "no-such-folder";
    List<String> noTemp = List.of("-Djava.io.tmpdir=" + nowhere);
    Map<String, String> noCache = Map.of("NQUEENS_CACHE", nowhere);
    Process cpsat = start(noCache, noTemp, "count", "-n", "8", "--solver", "cpsat");
    assertThat(cpsat.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String err = read(cpsat.getErrorStream());
    assertThat(cpsat.exitValue()).isEqualTo(ExitCode.BACKEND_UNAVAILABLE);
    assertThat(err.strip().lines()).hasSize(1);
    assertThat(err).startsWith("nqueens: solver cpsat is unavailable");

    Process others = start(noCache, noTemp, "compare", "--to", "6", "--solvers", "backtracking,choco");
    assertThat(others.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(read(others.getInputStream())).contains("ok");
    assertThat(others.exitValue()).isZero();
  }

  @Test
  void cpSatParametersGivenAsABackendOptionTuneFirstSolutionsAndBadOnesAreExitTwo() throws Exception {
    Process tuned = start(List.of(), "solve", "-n", "12", "--solver", "cpsat", "--backend-option", "cpsat.parameters=num_workers:1 random_seed:7");
    assertThat(tuned.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(read(tuned.getInputStream())).contains("Q");
    assertThat(tuned.exitValue()).isZero();

    Process bad = start(List.of(), "solve", "-n", "8", "--solver", "cpsat", "--backend-option", "cpsat.parameters=no_such_parameter:1");
    assertThat(bad.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String err = read(bad.getErrorStream());
    assertThat(bad.exitValue()).isEqualTo(ExitCode.USAGE);
    assertThat(err.strip().lines()).hasSize(1);
    assertThat(err).startsWith("nqueens: bad CP-SAT parameters in backend option cpsat.parameters").contains("no_such_parameter");
  }

  /** Output that went nowhere ({@code > /dev/full}) is exit 2 with the reason, for every command that prints. */
  @Test
  void standardOutputThatCannotBeWrittenIsExitTwo() throws Exception {
    File full = new File("/dev/full");
    Assumptions.assumeTrue(full.exists(), "no /dev/full here");
    for (List<String> args : List.of(List.of("count", "-n", "8"), List.of("list", "-n", "6"), List.of("solve", "-n", "8", "--format", "json"))) {
      List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-cp", System.getProperty("java.class.path"),
          Main.class.getName()));
      cmd.addAll(args);
      Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.to(full)).start();
      String err = read(p.getErrorStream());
      assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
      assertThat(p.exitValue()).as("%s: %s", args, err).isEqualTo(ExitCode.USAGE);
      assertThat(err).as("%s", args).contains("cannot write standard output");
    }
  }

  /** A backend whose memory check refuses the board is skipped in a comparison, with the limit it applies, and the others go on. */
  @Test
  void aComparisonMarksABackendTheMemoryCheckRefusesSkippedAndGoesOn() throws Exception {
    Process p = start(List.of("-Xmx64m"), "compare", "--from", "15", "--to", "16", "--solvers", "backtracking:halves,backtracking", "--threads", "1",
        "--wide");
    String out = read(p.getInputStream());
    String err = read(p.getErrorStream());
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(out + err).isEqualTo(ExitCode.PARTIAL);
    assertThat(out).contains("skipped: needs").contains("may plan");
    // n = 15: the default backend counted (by constellations) beside the published count.
    assertThat(out.split("2279184", -1).length - 1).as(out).isGreaterThanOrEqualTo(2);
  }
}
