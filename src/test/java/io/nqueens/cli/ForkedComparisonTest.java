package io.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The comparison a user runs, each backend in a JVM of its own (the default), and what happens when
 * one of those JVMs fails: a child killed, ended by an interrupt, stopped, or writing what is no
 * answer is a failed cell naming what happened, the rest of the comparison goes on in a new JVM, and
 * the exit code says it is incomplete (4); a time limit is each run's own.
 */
class ForkedComparisonTest {

  private static final String CHILD = "io.nqueens.harness.runner.Child";

  /** Two backends over n = 6..11, each cell measured for 300 ms: several seconds in all, every run far below a second. */
  private static final String[] SLOW_SMALL = {"compare", "--from", "6", "--to", "11", "--solvers", "backtracking:simple,choco:fc-input",
      "--measure-time", "300ms", "--cell-budget", "0"};

  /** The command line run as a user runs it, its standard output readable while it runs. */
  private record Running(StringWriter out, StringWriter err, CompletableFuture<Integer> exit) {
    String output() {
      return out.toString();
    }

    Cli.Result result() throws Exception {
      int code = exit.get(120, TimeUnit.SECONDS);
      return new Cli.Result(code, out.toString(), err.toString());
    }

    /** Waits until the streamed table has a line for this n. */
    void awaitRow(int n) throws InterruptedException {
      Pattern row = Pattern.compile("(?m)^\\s*" + n + "\\s+backtracking:simple");
      for (int i = 0; i < 1200 && !row.matcher(output()).find(); i++) {
        assertThat(exit).as("the comparison ended before n = " + n + ":\n" + output() + err).isNotDone();
        Thread.sleep(50);
      }
      assertThat(output()).containsPattern(row);
    }
  }

  private static Running start(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(
        () -> CommandLineFactory.create(new PrintWriter(out, true), new PrintWriter(err, true), args).execute(args));
    return new Running(out, err, exit);
  }

  /** The child JVM running this backend, started by this JVM. */
  private static ProcessHandle child(String backend) throws InterruptedException {
    for (int i = 0; i < 600; i++) {
      Optional<ProcessHandle> found = ProcessHandle.current().descendants()
          .filter(p -> arguments(p).contains(CHILD) && arguments(p).contains(backend)).filter(ProcessHandle::isAlive).findFirst();
      if (found.isPresent()) {
        return found.get();
      }
      Thread.sleep(50);
    }
    throw new AssertionError("no child JVM runs " + backend);
  }

  /** A process's command line, from Linux's /proc (Java's own view of it may be cut short). */
  private static List<String> arguments(ProcessHandle p) {
    try {
      return List.of(Files.readString(Path.of("/proc", Long.toString(p.pid()), "cmdline")).split("\0"));
    } catch (IOException gone) {
      return List.of();
    }
  }

  private static void signal(ProcessHandle p, String signal) throws IOException, InterruptedException {
    Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start();
    assertThat(kill.waitFor(10, TimeUnit.SECONDS)).isTrue();
    assertThat(kill.exitValue()).isZero();
  }

  @Test
  void aChildEndedByAnInterruptOrKilledIsAFailedCellAndTheComparisonGoesOnInANewJvm() throws Exception {
    // Each cell timed for 1.5 s: the interrupt lands inside choco's cell at n = 7 (a child that ends between rows
    // is no cell's failure), with room for a loaded machine's delay between the row's first line and the signal.
    List<String> slower = new ArrayList<>(List.of(SLOW_SMALL));
    slower.set(slower.indexOf("300ms"), "1500ms");
    Running run = start(slower.toArray(String[]::new));
    run.awaitRow(7);
    ProcessHandle first = child("choco:fc-input");
    signal(first, "INT");
    first.onExit().get(30, TimeUnit.SECONDS);
    // The next row starts a new JVM for choco: killed too, whether it has loaded yet or not.
    ProcessHandle second = child("choco:fc-input");
    assertThat(second.pid()).isNotEqualTo(first.pid());
    signal(second, "KILL");
    Cli.Result r = run.result();
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(ExitCode.PARTIAL);
    assertThat(r.out().replaceAll("\\s+", " ")).contains("in a JVM of its own")
        .containsPattern("choco:fc-input at n=\\d+ failed: its JVM died with signal 2 \\(SIGINT\\)")
        .containsPattern("choco:fc-input at n=\\d+ failed: its JVM died with signal 9 \\(SIGKILL\\)")
        .doesNotContain("verdict: ok ");
    // Every row was measured: the last one by a third JVM.
    assertThat(r.out()).containsPattern("(?m)^11\\s+backtracking:simple[^\\n]*ok\\s*\\n\\s+choco:fc-input\\s+\\d");
    assertThat(r.out().lines().filter(l -> l.matches("\\s*\\d*\\s+choco:fc-input\\s+failed.*"))).hasSize(2);
  }

  /**
   * A child that dies before its first answer (its JVM starting, its backend loading) is a failed cell
   * like any other, naming the backend and what happened, and the next row starts a new JVM (it once
   * ended the whole comparison, exit 70, naming no backend).
   */
  @Test
  void aChildKilledBeforeItsFirstAnswerIsAFailedCellAndTheRestGoesOn() throws Exception {
    Running run = start("compare", "--from", "6", "--to", "8", "--solvers", "backtracking:simple,choco:fc-input", "--measure-time", "200ms",
        "--cell-budget", "0");
    ProcessHandle choco = child("choco:fc-input");
    // Stopped the moment it is seen (a JVM and Choco take far longer to answer), then killed.
    signal(choco, "STOP");
    signal(choco, "KILL");
    Cli.Result r = run.result();
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(ExitCode.PARTIAL);
    assertThat(r.out().replaceAll("\\s+", " ")).contains("choco:fc-input at n=6 failed: before its first answer: its JVM died with signal 9 (SIGKILL)");
    assertThat(r.out()).containsPattern("(?m)^ 8\\s+backtracking:simple[^\\n]*ok\\s*\\n\\s+choco:fc-input\\s+\\d");
  }

  @Test
  void aStoppedChildIsKilledAfterItsGraceAndTheCellSaysSo() throws Exception {
    Running run = start(SLOW_SMALL);
    run.awaitRow(7);
    ProcessHandle choco = child("choco:fc-input");
    long stoppedAt = System.nanoTime();
    signal(choco, "STOP");
    Cli.Result r = run.result();
    double seconds = (System.nanoTime() - stoppedAt) / 1e9;
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(ExitCode.PARTIAL);
    // The words under the table, however the terminal's width wraps them.
    assertThat(r.out().replaceAll("\\s+", " "))
        .containsPattern("choco:fc-input at n=\\d+ failed: its JVM gave no sign of life for 10 s \\(stopped or hung\\), and was killed");
    assertThat(choco.isAlive()).isFalse();
    // Bounded: the grace, then the rest of the rows (generously, on a loaded machine).
    assertThat(seconds).isLessThan(90);
  }

  /**
   * A line on a child's standard output that is no answer (a library or the JVM writing there) is
   * not taken for one; a line that claims to be an answer and cannot be read is a failed cell.
   */
  @Test
  void linesOnAChildsOutputAreNoAnswerUnlessTheyCarryItsTokenAndAnUnreadableAnswerIsAFailedCell() throws Exception {
    Running run = start(SLOW_SMALL);
    run.awaitRow(7);
    ProcessHandle choco = child("choco:fc-input");
    List<String> arguments = arguments(choco);
    String token = arguments.get(arguments.indexOf(CHILD) + 1);
    try (OutputStream channel = Files.newOutputStream(Path.of("/proc", Long.toString(choco.pid()), "fd", "1"))) {
      channel.write("[0.512s][info][gc] GC(3) Pause Young (Normal) 24M->3M(256M) 1.234ms\n{\"value\":{}}\n".getBytes(StandardCharsets.UTF_8));
      channel.flush();
      run.awaitRow(8);
      channel.write((token + " {\"value\": garbage\n").getBytes(StandardCharsets.UTF_8));
    }
    Cli.Result r = run.result();
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(ExitCode.PARTIAL);
    assertThat(r.out().replaceAll("\\s+", " ")).containsPattern("choco:fc-input at n=(8|9|10|11) failed: its JVM answered what cannot be read \\(\\{\"value\": garbage\\)");
    assertThat(r.out().lines().filter(l -> l.contains("failed:"))).hasSize(1);
    assertThat(r.out()).containsPattern("(?m)^(10|11)\\s+backtracking:simple.*ok\\s*$");
  }

  /** Each run has the whole --time-limit, forked as in one JVM: a comparison and a benchmark far longer than the limit finish. */
  @Test
  void aTimeLimitIsEachRunsOwnAcrossManyRowsInForkedComparisonsAndBenchmarks() {
    // The limit is twice the longest single run seen on a loaded machine (CONTRIBUTING, "The suite's time"), and
    // far below what each backend's runs add up to over the rows: a limit shared by the runs would stop them.
    List<String> compare = new ArrayList<>(List.of(SLOW_SMALL));
    compare.addAll(List.of("--time-limit", "2s"));
    Cli.Result r = Cli.run(compare.toArray(String[]::new));
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(ExitCode.OK);
    assertThat(r.out()).contains("in a JVM of its own").doesNotContain("partial").doesNotContain("*");
    // The same in one JVM: many timed runs of a row, and its check, each under the limit alone.
    Cli.Result inProcess = Cli.run("compare", "-n", "6", "--solvers", "backtracking:simple,cpsat:input", "--measure-time", "4s", "--time-limit",
        "3s", "--in-process");
    assertThat(inProcess.exit()).as(inProcess.out() + inProcess.err()).isEqualTo(ExitCode.OK);
    assertThat(inProcess.out()).doesNotContain("partial").doesNotContain("stopped the check");
    Cli.Result bench = Cli.run("bench", "--task", "count", "--from", "6", "--to", "11", "--solvers", "backtracking:simple,choco:fc-input",
        "--measure-time", "300ms", "--time-limit", "2s");
    assertThat(bench.exit()).as(bench.out() + bench.err()).isEqualTo(ExitCode.OK);
    assertThat(bench.out()).doesNotContain("partial").doesNotContain("*");
  }
}
