package io.nqueens.solver.minizinc;

import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.model.io.MiniZincWriter;
import io.nqueens.solver.BackendUnavailableException;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.ScratchFiles;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One MiniZinc solver, run as a child process on the exported model: {@code minizinc --solver ID
 * [-a] --statistics model.mzn}. Solutions are read from its output as they come ({@code q = [...]}
 * lines), so listing streams. A time limit or Ctrl-C kills the process and every process it
 * started; the result is then partial, as for the other backends.
 */
final class MiniZincSolver implements Solver {

  static final int MAX_N = 2_000;

  private final Installation installation;
  private final Installation.Backend backend;

  MiniZincSolver(Installation installation, Installation.Backend backend) {
    this.installation = installation;
    this.backend = backend;
  }

  @Override
  public String name() {
    return "minizinc";
  }

  @Override
  public String variant() {
    return backend.variant();
  }

  @Override
  public String library() {
    return installation.version() + ", solver " + backend.name() + " (" + backend.id() + ")";
  }

  @Override
  public int maxN(Task task) {
    return MAX_N;
  }

  /**
   * What the FlatZinc solver's integer variables hold: {@link #INT32_SOLVERS} (Gecode's
   * {@code Int::Limits::max}, 2,147,483,646; Chuffed's and most others' 32-bit ints) unless the
   * solver is OR-Tools, whose integers are 64-bit (then the program's own range).
   */
  @Override
  public long maxMagnitude() {
    String id = backend.id().toLowerCase(Locale.ROOT);
    return id.contains("ortools") || id.contains("cp-sat") || id.contains("cpsat") ? Solver.super.maxMagnitude() : INT32_SOLVERS;
  }

  /** The range of 32-bit FlatZinc solvers: Gecode's {@code Int::Limits::max}. */
  static final long INT32_SOLVERS = 2_147_483_646L;

  @Override
  public SolveResult solve(QueensModel model, SearchControl control) {
    Solution[] first = {null};
    Run run = run(model.withoutObjective(), control, false, s -> {
      first[0] = s;
      return false;
    });
    Outcome outcome = first[0] != null ? Outcome.COMPLETE : run.outcome;
    return new SolveResult(Optional.ofNullable(first[0]), outcome, run.statistics);
  }

  @Override
  public EnumerationResult enumerate(QueensModel model, SearchControl control, SolutionListener listener) {
    Run run = run(model.withoutObjective(), control, true, listener);
    return new EnumerationResult(run.solutions, run.outcome, run.statistics);
  }

  /** One process counts the whole model: a split would start one process per sub-problem. */
  @Override
  public Optional<CountResult> ownCount(QueensModel model, List<Symmetry> uniqueUnder, SearchControl control, int threads) {
    long[] unique = {0};
    Run run = run(model.withoutObjective(), control, true, s -> {
      if (!uniqueUnder.isEmpty() && SymmetryGroup.isCanonical(s, uniqueUnder)) {
        unique[0]++;
      }
      return true;
    });
    return Optional.of(new CountResult(run.solutions, uniqueUnder.isEmpty() ? null : unique[0], run.outcome, run.statistics));
  }

  /**
   * The best solution by MiniZinc's own branch and bound ({@code solve minimize}, every better
   * solution printed with {@code -a} and its {@code _objective}); optimal once MiniZinc prints
   * {@code ==========}. MiniZinc reports no bound of its own before the end.
   */
  @Override
  public OptimumResult optimise(QueensModel model, int threads, SearchControl control) {
    long start = System.nanoTime();
    Objective objective = model.objective().orElseThrow();
    Solution[] best = {null};
    long[] value = {0};
    List<OptimumResult.Improvement> improvements = new ArrayList<>();
    Run run = run(model, control, true, (s, v) -> {
      if (best[0] == null || objective.better(v, value[0])) {
        best[0] = s;
        value[0] = v;
        improvements.add(new OptimumResult.Improvement(v, (System.nanoTime() - start) / 1e6, -1));
      }
      return true;
    });
    return OptimumResult.of(Optional.ofNullable(best[0]), best[0] == null ? OptionalLong.empty() : OptionalLong.of(value[0]),
        OptionalLong.empty(), run.outcome, improvements, run.statistics);
  }

  private record Run(long solutions, Outcome outcome, Statistics statistics) {}

  /** A solution as MiniZinc printed it, with its objective value where the model has one (else 0). */
  private interface Found {
    boolean on(Solution s, long objective);
  }

  private Run run(QueensModel model, SearchControl control, boolean all, SolutionListener listener) {
    return run(model, control, all, (s, v) -> listener.onSolution(s));
  }

  private Run run(QueensModel model, SearchControl control, boolean all, Found listener) {
    long start = System.nanoTime();
    Path directory = null;
    Process process = null;
    Output output = new Output(model, all, listener);
    try {
      // One private directory holds the model, the error output and MiniZinc's own temporary files
      // (its FlatZinc, written where TMPDIR says), so that nothing is left behind when the process
      // is killed: MiniZinc deletes its files only when it ends by itself.
      directory = Files.createTempDirectory("nqueens-minizinc-");
      Path errors = directory.resolve("errors.txt");
      process = start(model, all, directory, errors);
      Process p = process;
      AtomicBoolean killed = new AtomicBoolean();
      Runnable kill = () -> {
        killed.set(true);
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
      };
      try (SearchControl.Registration r = control.onStop(kill);
          BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
        watch(p, control, kill);
        String line;
        while ((line = readLine(out, killed)) != null) {
          if (!output.read(line)) {
            kill.run();
          }
        }
        p.waitFor();
        if (output.stoppedByCaller) {
          output.outcome = Outcome.STOPPED_BY_CALLER;
        } else if (killed.get() || output.outcome != Outcome.COMPLETE) {
          Outcome o = control.outcome();
          output.outcome = o.isComplete() ? failed(p, errors) : o;
        }
      }
    } catch (IOException e) {
      throw new BackendUnavailableException("solver minizinc:" + backend.variant() + " could not be run (" + e.getMessage() + ")", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      output.outcome = Outcome.INTERRUPTED;
    } finally {
      if (process != null && process.isAlive()) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
      }
      deleteTree(directory, process);
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    return new Run(output.solutions, output.outcome, statistics(millis, output.stats));
  }

  /** Starts minizinc on the model written into {@code directory}, its temporary files there too, its errors into {@code errors}. */
  private Process start(QueensModel model, boolean all, Path directory, Path errors) throws IOException {
    Path file = Files.writeString(directory.resolve("model.mzn"), MiniZincWriter.write(model));
    List<String> cmd = new ArrayList<>(List.of(installation.executable().toString(), "--solver", backend.id(), "--statistics"));
    if (all) {
      cmd.add("-a");
    }
    cmd.add(file.toString());
    ProcessBuilder builder = new ProcessBuilder(cmd).redirectError(errors.toFile());
    for (String variable : new String[] {"TMPDIR", "TMP", "TEMP"}) {
      builder.environment().put(variable, directory.toString());
    }
    return builder.start();
  }

  /** Kills the process once the control says stop: watched from outside, since the reader blocks on the child's output. */
  private static void watch(Process p, SearchControl control, Runnable kill) {
    Thread watcher = new Thread(() -> {
      while (p.isAlive()) {
        if (control.shouldStop()) {
          kill.run();
          return;
        }
        try {
          Thread.sleep(20);
        } catch (InterruptedException e) {
          return;
        }
      }
    }, "minizinc-watch");
    watcher.setDaemon(true);
    watcher.start();
  }

  /**
   * What minizinc printed, a line at a time: each solution (with its objective value, on the line
   * after it, where the model has one) handed to the listener, the statistics, and whether the search
   * ended by itself. Only the counters the solver printed are kept: a run killed by its limit before
   * its statistics has none (unknown, shown "-"), never zeros.
   */
  private static final class Output {
    private final QueensModel model;
    private final boolean all;
    private final Found listener;
    private Solution pending;
    long solutions;
    Outcome outcome = Outcome.INTERRUPTED;
    boolean stoppedByCaller;
    final Map<String, Long> stats = new LinkedHashMap<>();

    Output(QueensModel model, boolean all, Found listener) {
      this.model = model;
      this.all = all;
      this.listener = listener;
    }

    /** Reads one line; false where the listener wants no more (the process is then killed). */
    boolean read(String line) {
      if (line.startsWith("q = [")) {
        solutions++;
        pending = parse(line, model.n());
        if (model.objective().isEmpty() && !stoppedByCaller && !listener.on(pending, 0)) {
          stoppedByCaller = true;
          return false;
        }
      } else if (line.startsWith("objective = ") && pending != null) {
        Solution s = pending;
        pending = null;
        if (!stoppedByCaller && !listener.on(s, Long.parseLong(line.substring("objective = ".length()).strip()))) {
          stoppedByCaller = true;
          return false;
        }
      } else if (line.startsWith("%%%mzn-stat: ")) {
        statistic(line.substring("%%%mzn-stat: ".length()), stats);
      } else if (line.equals("==========") || line.equals("=====UNSATISFIABLE=====") || line.equals("----------") && !all) {
        outcome = Outcome.COMPLETE;
      }
      return true;
    }
  }

  /**
   * Deletes the run's directory once the process has ended (a killed one may still hold its files
   * for a moment; its children were killed with it); whatever cannot be deleted stays, which is
   * harmless.
   */
  private static void deleteTree(Path directory, Process process) {
    if (directory != null && process != null) {
      try {
        process.waitFor(2, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    ScratchFiles.deleteQuietly(directory);
  }

  /** The next line, or null at the end, also when the process was killed under the reader. */
  private static String readLine(BufferedReader out, AtomicBoolean killed) throws IOException {
    try {
      return out.readLine();
    } catch (IOException e) {
      if (killed.get()) {
        return null;
      }
      throw e;
    }
  }

  /** A run that ended without a verdict and without being stopped: MiniZinc failed. */
  private Outcome failed(Process p, Path errors) {
    String why = "";
    try {
      why = Files.readAllLines(errors).stream().filter(l -> l.contains("rror")).findFirst().map(l -> ": " + l.strip()).orElse("");
    } catch (IOException ignored) {
      // Without its words, the exit code still says it failed.
    }
    throw new IllegalStateException("minizinc --solver " + backend.id() + " ended without a result (exit " + p.exitValue() + ")" + why);
  }

  private static Solution parse(String line, int n) {
    String inside = line.substring(line.indexOf('[') + 1, line.lastIndexOf(']'));
    int[] cols = new int[n];
    String[] parts = inside.split(",");
    for (int r = 0; r < n; r++) {
      cols[r] = Integer.parseInt(parts[r].strip());
    }
    return Solution.of(cols);
  }

  /** The solver's statistics by name: nodes the effort, fails the dead ends, the others as they came. */
  private static Statistics statistics(long millis, Map<String, Long> stats) {
    Map<String, Long> more = new LinkedHashMap<>(stats);
    Optional<Statistics.Counter> nodes = Optional.ofNullable(more.remove("nodes")).map(v -> new Statistics.Counter("nodes", v));
    Optional<Statistics.Counter> fails = nodes.isEmpty() ? Optional.empty() : Optional.ofNullable(more.remove("fails")).map(v -> new Statistics.Counter("fails", v));
    return new Statistics(millis, nodes, fails, more);
  }

  /** Gecode and Chuffed report nodes and failures as "nodes=123"; other numbers are left out. */
  private static void statistic(String kv, Map<String, Long> stats) {
    int eq = kv.indexOf('=');
    if (eq < 0) {
      return;
    }
    String key = kv.substring(0, eq).strip();
    String value = kv.substring(eq + 1).strip();
    if (key.equals("nodes") || key.equals("failures")) {
      try {
        stats.merge(key.equals("failures") ? "fails" : key, Long.parseLong(value), Long::sum);
      } catch (NumberFormatException ignored) {
        // Not a count.
      }
    }
  }
}
