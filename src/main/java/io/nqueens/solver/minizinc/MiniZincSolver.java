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
    AtomicBoolean killed = new AtomicBoolean();
    long solutions = 0;
    Outcome outcome = Outcome.INTERRUPTED;
    // Only the counters the solver printed: a run killed by its limit before its statistics has none
    // (unknown, shown "-"), never zeros. One name per statistic across backends: MiniZinc's
    // "failures" are Choco's "fails".
    Map<String, Long> stats = new LinkedHashMap<>();
    try {
      // One private directory holds the model, the error output and MiniZinc's own temporary files
      // (its FlatZinc, written where TMPDIR says), so that nothing is left behind when the process
      // is killed: MiniZinc deletes its files only when it ends by itself.
      directory = Files.createTempDirectory("nqueens-minizinc-");
      Path file = Files.writeString(directory.resolve("model.mzn"), MiniZincWriter.write(model));
      List<String> cmd = new ArrayList<>(List.of(installation.executable().toString(), "--solver", backend.id(), "--statistics"));
      if (all) {
        cmd.add("-a");
      }
      cmd.add(file.toString());
      Path errors = directory.resolve("errors.txt");
      ProcessBuilder builder = new ProcessBuilder(cmd).redirectError(errors.toFile());
      for (String variable : new String[] {"TMPDIR", "TMP", "TEMP"}) {
        builder.environment().put(variable, directory.toString());
      }
      process = builder.start();
      Process p = process;
      Runnable kill = () -> {
        killed.set(true);
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
      };
      // The deadline has to be watched from outside: the reader below blocks on the child's output.
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
      try (SearchControl.Registration r = control.onStop(kill);
          BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
        watcher.start();
        boolean stoppedByCaller = false;
        boolean withObjective = model.objective().isPresent();
        Solution pending = null;
        String line;
        while ((line = readLine(out, killed)) != null) {
          if (line.startsWith("q = [")) {
            solutions++;
            pending = parse(line, model.n());
            if (!withObjective && !stoppedByCaller && !listener.on(pending, 0)) {
              stoppedByCaller = true;
              kill.run();
            }
          } else if (line.startsWith("objective = ") && pending != null) {
            if (!stoppedByCaller && !listener.on(pending, Long.parseLong(line.substring("objective = ".length()).strip()))) {
              stoppedByCaller = true;
              kill.run();
            }
            pending = null;
          } else if (line.startsWith("%%%mzn-stat: ")) {
            statistic(line.substring("%%%mzn-stat: ".length()), stats);
          } else if (line.equals("==========") || line.equals("=====UNSATISFIABLE=====")) {
            outcome = Outcome.COMPLETE;
          } else if (line.equals("----------") && !all) {
            outcome = Outcome.COMPLETE;
          }
        }
        p.waitFor();
        if (stoppedByCaller) {
          outcome = Outcome.STOPPED_BY_CALLER;
        } else if (killed.get() || outcome != Outcome.COMPLETE) {
          Outcome o = control.outcome();
          if (outcome != Outcome.COMPLETE || killed.get()) {
            outcome = o.isComplete() ? failed(p, errors) : o;
          }
        }
      }
    } catch (IOException e) {
      throw new BackendUnavailableException("solver minizinc:" + backend.variant() + " could not be run (" + e.getMessage() + ")", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      outcome = Outcome.INTERRUPTED;
    } finally {
      if (process != null && process.isAlive()) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
      }
      deleteTree(directory, process);
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    return new Run(solutions, outcome, new Statistics(millis, stats));
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
