package io.nqueens.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nqueens.harness.Harness;
import io.nqueens.harness.measure.Measured;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountMethod;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Statistics;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine;

/**
 * One JVM per backend, as JMH forks one per benchmark: {@code compare} runs itself once for each
 * backend, with the same arguments, that backend alone, {@code --in-process --format json}, and
 * reads each child's rows back; the parent cross-checks them and prints them as one comparison.
 * Each child's JIT state, heap, collector and native memory (CP-SAT's) are its own, so its peak
 * heap and resident memory are the backend's.
 */
final class Forks {

  private Forks() {}

  /** The options a child is given anew (with their values, where they take one), left out of the user's arguments. */
  private static final Set<String> REPLACED = Set.of("--solvers", "--preset", "--format", "-o", "--output", "--threads", "--chart");
  private static final Set<String> REPLACED_FLAGS = Set.of("--json", "--in-process", "--fork-child", "-q", "--quiet");

  /** The user's arguments without the ones a child is given anew. */
  static List<String> childArguments(List<String> original) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < original.size(); i++) {
      String a = original.get(i);
      String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
      if (REPLACED.contains(name)) {
        if (!a.contains("=")) {
          i++; // its value
        }
        continue;
      }
      if (REPLACED_FLAGS.contains(a)) {
        continue;
      }
      out.add(a);
    }
    return out;
  }

  /**
   * One child per backend, each this program run again with the user's arguments, that backend
   * alone, on {@code threads} threads, in one JVM of its own ({@code --in-process --fork-child}):
   * added to {@code into} as each starts, so that the caller closes those started if one fails.
   */
  static void startAll(CommandLine.Model.CommandSpec spec, List<Backends.Spec> specs, int threads, List<Child> into)
      throws IOException {
    List<String> base = childArguments(spec.root().commandLine().getParseResult().originalArgs());
    for (Backends.Spec s : specs) {
      List<String> args = new ArrayList<>(base);
      args.addAll(List.of("--solvers", s.label(), "--threads", Integer.toString(threads), "--in-process", "--fork-child", "--quiet"));
      into.add(Child.start(s.label(), args));
    }
  }

  /**
   * One backend's JVM, started once for a whole comparison: asked a row number on its standard
   * input, it answers the row as one line of JSON on its standard output ({@code --fork-child}).
   */
  static final class Child {
    private final String label;
    private final Process process;
    private final BufferedReader out;
    private final Writer in;
    private final StringBuilder err = new StringBuilder();
    private final String library;

    private Child(String label, Process process) throws IOException {
      this.label = label;
      this.process = process;
      this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
      this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
      Thread drain = new Thread(() -> {
        try (BufferedReader e = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
          for (String line = e.readLine(); line != null; line = e.readLine()) {
            synchronized (err) {
              err.append(line).append('\n');
            }
          }
        } catch (IOException ignored) {
          // The child has gone.
        }
      }, "nqueens-fork-" + label);
      drain.setDaemon(true);
      drain.start();
      JsonNode hello = read();
      this.library = hello.path("libraries").path(label).asText(hello.path("libraries").elements().hasNext()
          ? hello.path("libraries").elements().next().asText() : "");
    }

    /** This JVM's java, its options and class path, running the program with these arguments. */
    static Child start(String label, List<String> arguments) throws IOException {
      List<String> cmd = new ArrayList<>();
      cmd.add(ProcessHandle.current().info().command().orElse("java"));
      cmd.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
      cmd.add("-cp");
      cmd.add(System.getProperty("java.class.path"));
      cmd.add(Main.class.getName());
      cmd.addAll(arguments);
      return new Child(label, new ProcessBuilder(cmd).start());
    }

    String label() {
      return label;
    }

    String library() {
      return library;
    }

    /** Row i as the child measured it, or null when it stopped (interrupted) before answering. */
    JsonNode row(int i) throws IOException {
      try {
        in.write(i + "\n");
        in.flush();
      } catch (IOException e) {
        return null;
      }
      return read();
    }

    private JsonNode read() throws IOException {
      String line = out.readLine();
      if (line == null) {
        int exit;
        try {
          exit = process.waitFor();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return null;
        }
        String why;
        synchronized (err) {
          why = err.toString().strip();
        }
        if (exit == ExitCode.INTERRUPTED) {
          return null;
        }
        throw new ForkFailed(exit, label + " (its own JVM): " + (why.isEmpty() ? "exit " + exit : why.lines().reduce((a, b) -> b).orElse(why)));
      }
      return new ObjectMapper().readTree(line);
    }

    /** Ends the child: its input closed (it exits at the end of it), killed if it does not. */
    void close() {
      try {
        in.close();
      } catch (IOException ignored) {
        // Gone already.
      }
      try {
        if (!process.waitFor(2, TimeUnit.SECONDS)) {
          process.destroyForcibly();
        }
      } catch (InterruptedException e) {
        process.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
  }

  /** A daemon that kills the children when the run is interrupted (Ctrl-C, or a reader gone), so that no read waits on them. */
  static Thread stopOnInterrupt(SearchControl control, List<Child> children) {
    Thread t = new Thread(() -> {
      while (!Thread.currentThread().isInterrupted()) {
        if (control.outcome() == Outcome.INTERRUPTED) {
          children.forEach(c -> c.process.destroyForcibly());
          return;
        }
        try {
          Thread.sleep(50);
        } catch (InterruptedException e) {
          return;
        }
      }
    }, "nqueens-fork-watcher");
    t.setDaemon(true);
    t.start();
    return t;
  }

  /** A child that did not give a comparison: its exit code and its last line of standard error. */
  static final class ForkFailed extends RuntimeException {
    final int exit;

    ForkFailed(int exit, String why) {
      super(why);
      this.exit = exit;
    }
  }

  /** A child's run of one backend on one row, as the harness made it there. */
  static Harness.Run run(String label, JsonNode b) {
    String variant = b.path("variant").asText();
    int threads = b.path("threads").asInt(1);
    CountMethod method = new CountMethod(b.path("method").asText("every solution"), Math.max(1, b.path("symmetries").asInt(1)));
    if (b.has("skipped")) {
      return new Harness.Run(label, variant, null, 0, false, List.of(), b.path("skipped").asText(), threads, method, Double.NaN, false, new double[0],
          Measured.Memory.UNKNOWN, new double[0], new double[0]);
    }
    Map<String, Long> counters = new LinkedHashMap<>();
    b.path("statistics").properties().forEach(e -> counters.put(e.getKey(), e.getValue().asLong()));
    Outcome outcome = Outcome.of(b.path("outcome").asText());
    CountResult result = new CountResult(b.path("solutions").asLong(), b.has("unique") ? b.path("unique").asLong() : null, outcome,
        new Statistics(b.path("millis").asLong(), counters));
    List<String> problems = new ArrayList<>();
    b.path("problems").forEach(x -> problems.add(x.asText()));
    double[] times = numbers(b.path("timesMs"));
    double[] cpu = numbers(b.path("cpuTimesMs"));
    for (int i = 0; i < cpu.length; i++) {
      cpu[i] = cpu[i] < 0 ? Double.NaN : cpu[i];
    }
    Measured.Memory memory = new Measured.Memory(b.path("peakHeapBytes").asLong(-1), b.path("peakResidentBytes").asLong(-1),
        b.path("liveHeapBytes").asLong(-1));
    double[] firsts = numbers(b.path("firstInCountTimesMs"));
    for (int i = 0; i < firsts.length; i++) {
      firsts[i] = firsts[i] < 0 ? Double.NaN : firsts[i];
    }
    return new Harness.Run(label, variant, result, b.path("checked").asLong(), b.path("verificationStopped").asBoolean(), problems, null, threads, method,
        b.path("firstSolutionMs").isNumber() ? b.path("firstSolutionMs").asDouble() : Double.NaN, b.path("firstSolutionFound").asBoolean(),
        times, memory, cpu, firsts);
  }

  private static double[] numbers(JsonNode array) {
    double[] out = new double[array.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = array.get(i).asDouble();
    }
    return out;
  }
}
