package io.nqueens.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Measured;
import io.nqueens.solver.CountMethod;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Statistics;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
  private static final Set<String> REPLACED = Set.of("--solvers", "--preset", "--format", "-o", "--output", "--threads");
  private static final Set<String> REPLACED_FLAGS = Set.of("--json", "--in-process");

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

  /** Runs one child: this JVM's java, its options and class path, the arguments given; its JSON document. */
  static JsonNode run(List<String> arguments) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(ProcessHandle.current().info().command().orElse("java"));
    cmd.addAll(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments());
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(Main.class.getName());
    cmd.addAll(arguments);
    Process p = new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.PIPE).start();
    p.getOutputStream().close();
    byte[][] err = new byte[1][];
    Thread drain = new Thread(() -> {
      try (InputStream in = p.getErrorStream()) {
        err[0] = in.readAllBytes();
      } catch (IOException e) {
        err[0] = new byte[0];
      }
    }, "nqueens-fork-stderr");
    drain.start();
    byte[] out;
    try (InputStream in = p.getInputStream()) {
      out = in.readAllBytes();
    } catch (IOException e) {
      p.destroyForcibly();
      throw e;
    }
    int exit;
    try {
      exit = p.waitFor();
      drain.join();
    } catch (InterruptedException e) {
      p.destroyForcibly();
      throw e;
    }
    String text = new String(out, StandardCharsets.UTF_8);
    if (exit != ExitCode.OK && exit != ExitCode.PARTIAL && exit != ExitCode.DISAGREE || text.isBlank()) {
      String why = new String(err[0], StandardCharsets.UTF_8).strip();
      throw new ForkFailed(exit, why.isEmpty() ? "exit " + exit : why.lines().reduce((a, b) -> b).orElse(why));
    }
    return new com.fasterxml.jackson.databind.ObjectMapper().readTree(text);
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
      return new Harness.Run(label, variant, null, 0, List.of(), b.path("skipped").asText(), threads, method, Double.NaN, false, new double[0],
          Measured.Memory.UNKNOWN, new double[0]);
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
    Measured.Memory memory = new Measured.Memory(b.path("peakHeapBytes").asLong(-1), b.path("peakResidentBytes").asLong(-1));
    return new Harness.Run(label, variant, result, b.path("checked").asLong(), problems, null, threads, method,
        b.path("firstSolutionMs").isNumber() ? b.path("firstSolutionMs").asDouble() : Double.NaN, b.path("firstSolutionFound").asBoolean(),
        times, memory, cpu);
  }

  private static double[] numbers(JsonNode array) {
    double[] out = new double[array.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = array.get(i).asDouble();
    }
    return out;
  }
}
