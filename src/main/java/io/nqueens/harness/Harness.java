package io.nqueens.harness;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.model.Symmetry;
import io.nqueens.engine.Invariants;
import io.nqueens.solver.Backends;
import io.nqueens.solver.BeyondLimitException;
import io.nqueens.solver.Limits;
import io.nqueens.solver.CountResult;
import io.nqueens.engine.Counting;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Runs backends side by side over a list of models and cross-checks them. Each backend counts as
 * {@code count} does (so its figures are the count's), timed after a warm-up where asked, with the
 * time to a first solution and the peak memory beside; for boards up to {@link Options#verifyUpTo()}
 * it also enumerates every solution, untimed, and hands each to the {@link SolutionChecker},
 * catching a backend that reports one twice or enumerates other than it counts.
 */
public final class Harness {

  /**
   * @param backends which backends (and variants) to run, in order
   * @param verifyUpTo largest n whose solutions are enumerated and checked one by one
   * @param unique whether to count symmetry classes too
   * @param threads worker threads for every backend's counts
   * @param repeat timed runs of each count (the median and the spread are reported)
   * @param warmUp whether each backend runs once, untimed, before the first timed run
   * @param measureMillis the time the timed runs of one cell add up to, at least (after {@code repeat})
   * @param ownJvm whether this JVM runs one backend alone, so that its memory figures are the backend's (none are taken otherwise)
   * @param budgetMillis the time after which a cell's timing stops, even before {@code repeat} runs (one run at least)
   * @param declared a declared group to take classes under (verified on each model first, as
   *     {@link Symmetries#groupFor} does); empty: the proved group
   */
  public record Options(List<Backends.Spec> backends, int verifyUpTo, boolean unique, int threads, Optional<List<Symmetry>> declared,
      int repeat, boolean warmUp, double measureMillis, boolean ownJvm, double budgetMillis) {

    /** No budget: every cell gets its {@code repeat} runs. */
    public Options(List<Backends.Spec> backends, int verifyUpTo, boolean unique, int threads, Optional<List<Symmetry>> declared,
        int repeat, boolean warmUp, double measureMillis, boolean ownJvm) {
      this(backends, verifyUpTo, unique, threads, declared, repeat, warmUp, measureMillis, ownJvm, Double.POSITIVE_INFINITY);
    }

    /** Backends sharing this JVM: no heap after a collection is taken (it would be every backend's). */
    public Options(List<Backends.Spec> backends, int verifyUpTo, boolean unique, int threads, Optional<List<Symmetry>> declared,
        int repeat, boolean warmUp, double measureMillis) {
      this(backends, verifyUpTo, unique, threads, declared, repeat, warmUp, measureMillis, false);
    }

    /** The most timed runs one cell takes, however short they are. */
    public static final int MAX_RUNS = 100;

    public Options {
      if (repeat < 1) {
        throw new io.nqueens.BadInputException("--repeat (" + repeat + ") must be >= 1");
      }
      if (!(measureMillis >= 0)) {
        throw new io.nqueens.BadInputException("--measure-time (" + measureMillis + " ms) must be >= 0");
      }
      if (!(budgetMillis > 0)) {
        throw new io.nqueens.BadInputException("--cell-budget (" + budgetMillis + " ms) must be > 0");
      }
    }

    /** {@code repeat} runs exactly, no measurement time. */
    public Options(List<Backends.Spec> backends, int verifyUpTo, boolean unique, int threads, Optional<List<Symmetry>> declared,
        int repeat, boolean warmUp) {
      this(backends, verifyUpTo, unique, threads, declared, repeat, warmUp, 0);
    }

    /** One timed run each, no warm-up. */
    public Options(List<Backends.Spec> backends, int verifyUpTo, boolean unique, int threads, Optional<List<Symmetry>> declared) {
      this(backends, verifyUpTo, unique, threads, declared, 1, false);
    }

    /** Classes, if asked for, under each model's proved group. */
    public Options(List<Backends.Spec> backends, int verifyUpTo, boolean unique, int threads) {
      this(backends, verifyUpTo, unique, threads, Optional.empty());
    }
  }

  /**
   * One backend on one model. {@code skipped} says why it did not run, if it did not. The count is
   * the same run {@code count} makes (its statistics are the count's); {@code checked} solutions were
   * enumerated besides, untimed, and passed to the checker. How it ran: {@code variant},
   * {@code threads}, {@code method}; what it cost: the time to the first solution, the count's
   * times over {@code times.length} runs (milliseconds, the first after a warm-up where asked),
   * when each of those runs met its first solution ({@code firstInCount}, NaN where the count does
   * not meet solutions one at a time), and its memory. {@code firstMillis} is the separate
   * first-solution search's own median, a figure of its own.
   */
  public record Run(String backend, String variant, CountResult result, long checked, List<String> problems, String skipped, int threads,
      io.nqueens.solver.CountMethod method, double firstMillis, boolean firstFound, double[] times, Measured.Memory memory, double[] cpuTimes,
      double[] firstInCount) {

    /** The median of when each timed count met its first solution (ms from its start; NaN where not known). */
    public double firstInCountMillis() {
      double[] known = java.util.Arrays.stream(firstInCount).filter(x -> !Double.isNaN(x)).sorted().toArray();
      if (known.length == 0 || known.length < firstInCount.length) {
        return Double.NaN;
      }
      int m = known.length / 2;
      return known.length % 2 == 1 ? known[m] : (known[m - 1] + known[m]) / 2;
    }

    /** The process's CPU time over the median run's wall time may exceed the threads by this share before it is flagged. */
    public static final double CPU_MARGIN = 0.25;

    /** The median CPU time of the timed runs (the whole process's, in ms; NaN when unknown). */
    public double medianCpuMillis() {
      if (cpuTimes.length == 0 || Double.isNaN(cpuTimes[0])) {
        return Double.NaN;
      }
      double[] sorted = cpuTimes.clone();
      java.util.Arrays.sort(sorted);
      return sorted[sorted.length / 2];
    }

    /**
     * Whether the run used more CPU than its threads can give in its wall time (more than
     * {@link #CPU_MARGIN} over, and a fixed 25 milliseconds: short runs are noisy): a backend that took more cores than it was offered.
     */
    public boolean overThreads() {
      double cpu = medianCpuMillis();
      double wall = medianMillis();
      // One short run's CPU time is mostly the JIT's catching up, which the JVM reports late and in
      // whole ms: judged over three runs or more, or over a run long enough to say.
      boolean enough = times.length >= 3 || wall >= 200;
      return enough && !Double.isNaN(cpu) && !Double.isNaN(wall) && cpu > threads * wall * (1 + CPU_MARGIN) + 25;
    }

    /** A run that did not happen, and why. */
    static Run skipped(Backends.Spec spec, int threads, String why) {
      return new Run(spec.label(), spec.variant(), null, 0, List.of(), why, threads, io.nqueens.solver.CountMethod.EVERY_SOLUTION, Double.NaN, false,
          new double[0], Measured.Memory.UNKNOWN, new double[0], new double[0]);
    }

    public boolean complete() {
      return skipped == null && result.complete();
    }

    /** The median of the timed runs, in milliseconds (NaN when none ran). */
    public double medianMillis() {
      if (times.length == 0) {
        return Double.NaN;
      }
      double[] sorted = times.clone();
      java.util.Arrays.sort(sorted);
      int m = sorted.length / 2;
      return sorted.length % 2 == 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
    }

    public double minMillis() {
      return java.util.Arrays.stream(times).min().orElse(Double.NaN);
    }

    public double maxMillis() {
      return java.util.Arrays.stream(times).max().orElse(Double.NaN);
    }

    public long peakHeapBytes() {
      return memory.heapBytes();
    }

    public long peakResidentBytes() {
      return memory.residentBytes();
    }

    /** The heap in use after a full collection once the count was over; -1 where not measured (backends sharing one JVM). */
    public long liveHeapBytes() {
      return memory.liveHeapBytes();
    }
  }

  /** One model: every backend's run, the published counts, and the verdict. */
  public record Row(QueensModel model, List<Run> runs, OptionalLong published, OptionalLong publishedUnique,
      Verdict verdict, List<String> disagreements) {

    /** How many runs finished with a count, the sources a verdict compares. */
    public long completeRuns() {
      return runs.stream().filter(Run::complete).count();
    }

    /** What the verdict compared, in words: "3 backends and the published count", "1 backend, no published count". */
    public String compared() {
      long complete = completeRuns();
      String backends = complete + " backend" + (complete == 1 ? "" : "s");
      return published.isPresent() ? backends + " and the published count" : backends + ", no published count";
    }
  }

  /** What a row shows. */
  public enum Verdict {
    /** Every complete run agrees with every other and with the published counts; all solutions checked out. */
    AGREE,
    /**
     * Nothing contradicts the count, but nothing confirms it either: a single complete run and no
     * published count (its solutions may still have been checked).
     */
    UNCHECKED,
    /** No disagreement, but some run stopped early (time limit) or was skipped. */
    PARTIAL,
    /** Some counts differ, or some solution failed the checker. */
    DISAGREE
  }

  private final Options options;
  private final Map<Backends.Spec, Solver> solvers = new LinkedHashMap<>();

  /** The longest a warm-up runs: long enough for the JIT to compile a search's loops, short beside a long count. */
  public static final java.time.Duration WARM_UP = java.time.Duration.ofMillis(100);

  /** Creates every backend up front, so a backend that cannot load fails before any work. */
  public Harness(Options options) {
    this.options = options;
    for (Backends.Spec spec : options.backends()) {
      solvers.put(spec, spec.create());
    }
  }


  /** Each backend's label and the library it runs on ("Choco Solver 5.0.0"), in order. */
  public Map<String, String> libraries() {
    Map<String, String> out = new LinkedHashMap<>();
    solvers.forEach((spec, solver) -> out.put(spec.label(), solver.library()));
    return out;
  }

  /** The counting methods the backends will name for these models, in words (for a table's column widths); nothing is solved. */
  public java.util.Set<String> methodsFor(List<QueensModel> models) {
    java.util.Set<String> out = new java.util.LinkedHashSet<>();
    for (QueensModel model : models) {
      List<Symmetry> group = options.unique() ? Symmetry.of(model) : List.of();
      solvers.values().forEach(s -> out.add(s.countMethod(model, group, options.threads()).describe()));
    }
    return out;
  }

  /** Compares on each model in turn; stops early (rows so far) when the control is cancelled. */
  public List<Row> compare(List<QueensModel> models, SearchControl control, RowListener listener) {
    List<Row> rows = new ArrayList<>();
    for (QueensModel model : models) {
      if (control.outcome() == Outcome.INTERRUPTED) {
        break;
      }
      Row row = compare(model, control);
      rows.add(row);
      listener.onRow(row);
    }
    return rows;
  }

  /** Told of each row as soon as it is done. */
  @FunctionalInterface
  public interface RowListener {
    void onRow(Row row);
  }

  public Row compare(QueensModel model, SearchControl parent) {
    List<Symmetry> group = options.unique() ? Symmetries.groupFor(model, options.declared()) : List.of();
    List<Run> runs = new ArrayList<>();
    for (Map.Entry<Backends.Spec, Solver> e : solvers.entrySet()) {
      runs.add(run(e.getKey(), e.getValue(), model, group, parent.child()));
    }
    OptionalLong published = KnownCounts.solutions(model);
    // A published class count is under the model's whole group: it says nothing about classes under a smaller declared one.
    OptionalLong publishedUnique = options.unique() && group.size() == Symmetries.of(model).group().size()
        ? KnownCounts.unique(model) : OptionalLong.empty();
    return judge(model, runs, published, publishedUnique);
  }

  /**
   * The row of these runs: their counts cross-checked with each other and the published ones (each
   * backend's own problems included). Also for runs made elsewhere: one JVM per backend.
   */
  public static Row judge(QueensModel model, List<Run> runs, OptionalLong published, OptionalLong publishedUnique) {
    List<String> disagreements = disagreements(runs, published, publishedUnique);
    long complete = runs.stream().filter(Run::complete).count();
    Verdict verdict = !disagreements.isEmpty() ? Verdict.DISAGREE
        : complete < runs.size() ? Verdict.PARTIAL
        : complete < 2 && published.isEmpty() ? Verdict.UNCHECKED : Verdict.AGREE;
    return new Row(model, runs, published, publishedUnique, verdict, disagreements);
  }

  /** One backend's run, or {@code skipped} with the reason where one of its limits (size, memory) refuses the model. */
  private Run run(Backends.Spec spec, Solver solver, QueensModel model, List<Symmetry> group, SearchControl control) {
    try {
      return runChecked(spec, solver, model, group, control);
    } catch (BeyondLimitException e) {
      return Run.skipped(spec, options.threads(), e.brief());
    }
  }

  /**
   * The count as {@code count} makes it (timed, {@link Options#repeat} times, the first with its
   * peak memory), the time to a first solution, and up to {@link Options#verifyUpTo} every solution
   * enumerated once more and handed to the checker (untimed).
   */
  private Run runChecked(Backends.Spec spec, Solver solver, QueensModel model, List<Symmetry> group, SearchControl control) {
    String label = spec.label();
    int threads = options.threads();
    Limits.check(solver, model, Solver.Task.ENUMERATE);
    boolean solves = Limits.accepts(solver, model, Solver.Task.FIRST_SOLUTION);
    if (options.warmUp()) {
      // Warm-up per backend and per n, as JMH's iterations: an untimed count and first solution of
      // this very model, each stopped after WARM_UP at most, so that the timed runs find its search
      // compiled and its library loaded without a long count being run twice.
      Counting.count(solver, spec::create, model, group, control.child(WARM_UP), threads, Progress.NONE);
      if (solves) {
        solver.solve(model, threads, control.child(WARM_UP));
      }
    }
    List<Double> times = new ArrayList<>();
    List<Double> cpu = new ArrayList<>();
    List<Double> firsts = new ArrayList<>();
    CountResult count = null;
    Measured.Memory memory = Measured.Memory.UNKNOWN;
    double spent = 0;
    for (int i = 0; i < Options.MAX_RUNS; i++) {
      if (i == 0 && options.ownJvm()) {
        Measured.reset();
      }
      long cpu0 = Measured.processCpuNanos();
      long start = System.nanoTime();
      // Each timed run under the limit of its own, as each warm-up.
      CountResult r = Counting.count(solver, spec::create, model, group, control.child(), threads, Progress.NONE);
      double ms = (System.nanoTime() - start) / 1e6;
      times.add(ms);
      firsts.add(r.firstSolutionMillis());
      spent += ms;
      // The JIT and collector times it subtracts come in whole ms: a run shorter than that can read below 0.
      cpu.add(cpu0 < 0 ? Double.NaN : Math.max(0, Measured.processCpuNanos() - cpu0) / 1e6);
      if (i == 0 && options.ownJvm()) {
        // In a JVM of the backend's own: its peaks, and what it keeps once its count is over, after a
        // full collection. In a shared JVM every figure would be every backend's: none is given.
        memory = Measured.peaks().withLiveHeap();
      }
      count = i == 0 || !r.complete() ? r : count;
      if (!r.complete()) {
        // A partial run is not repeated: no median is made of partial runs.
        break;
      }
      // At least the runs asked for, then as many as fit the measurement time (hyperfine's and JMH's way).
      if (i + 1 >= options.repeat() && spent >= options.measureMillis()) {
        break;
      }
      // A slow cell stops at its budget, so that a range stays affordable; the runs column says how many it got.
      if (spent >= options.budgetMillis()) {
        break;
      }
    }
    // The first-solution search is a search of its own (most-constrained row first): its own figure,
    // the median of as many runs as the count had, at most five.
    double firstMillis = Double.NaN;
    io.nqueens.solver.SolveResult first = null;
    if (solves) {
      double[] solveTimes = new double[Math.min(times.size(), 5)];
      for (int i = 0; i < solveTimes.length; i++) {
        long t0 = System.nanoTime();
        io.nqueens.solver.SolveResult f = solver.solve(model, threads, control.child());
        solveTimes[i] = (System.nanoTime() - t0) / 1e6;
        first = first == null ? f : first;
        if (!f.outcome().isComplete()) {
          solveTimes = java.util.Arrays.copyOf(solveTimes, i + 1);
          break;
        }
      }
      java.util.Arrays.sort(solveTimes);
      int m = solveTimes.length / 2;
      firstMillis = solveTimes.length % 2 == 1 ? solveTimes[m] : (solveTimes[m - 1] + solveTimes[m]) / 2;
      Checked.solve(model, first, label);
    }
    List<String> problems = new ArrayList<>();
    long checked = 0;
    if (model.n() <= options.verifyUpTo() && count.complete()) {
      checked = verify(solver, model, group, control.child(), count, problems);
    }
    io.nqueens.solver.CountMethod method = solver.countMethod(model, group, threads);
    return new Run(label, spec.variant(), count, checked, problems, null, count.threads(), method, firstMillis,
        first != null && first.solution().isPresent(), times.stream().mapToDouble(Double::doubleValue).toArray(), memory,
        cpu.stream().mapToDouble(Double::doubleValue).toArray(), firsts.stream().mapToDouble(Double::doubleValue).toArray());
  }

  /** Every solution enumerated and checked (each once, none failing the checker, as many as counted); how many were. */
  private static long verify(Solver solver, QueensModel model, List<Symmetry> group, SearchControl control, CountResult count, List<String> problems) {
    Set<Solution> seen = new HashSet<>();
    long[] unique = {0};
    EnumerationResult r = solver.enumerate(model, control, s -> {
      List<String> v = SolutionChecker.violations(model, s);
      if (!v.isEmpty() && problems.size() < 5) {
        problems.add("solution " + s + " fails the checker: " + v.get(0));
      }
      if (!seen.add(s) && problems.size() < 5) {
        problems.add("solution " + s + " reported twice");
      }
      if (!group.isEmpty() && Symmetry.isCanonical(s, group)) {
        unique[0]++;
      }
      return true;
    });
    if (r.outcome().isComplete()) {
      if (r.solutions() != count.solutions()) {
        problems.add("enumerated " + r.solutions() + " solutions but counted " + count.solutions());
      }
      if (count.unique() != null && unique[0] != count.unique()) {
        problems.add("enumerated " + unique[0] + " classes but counted " + count.unique());
      }
    }
    return r.solutions();
  }

  private static List<String> disagreements(List<Run> runs, OptionalLong published, OptionalLong publishedUnique) {
    List<String> out = new ArrayList<>();
    Run reference = null;
    for (Run run : runs) {
      run.problems().forEach(p -> out.add(run.backend() + ": " + p));
      if (!run.complete()) {
        continue;
      }
      long count = run.result().solutions();
      if (published.isPresent() && count != published.getAsLong()) {
        out.add(run.backend() + " counts " + count + ", the published count is " + published.getAsLong());
      }
      Long unique = run.result().unique();
      if (unique != null && publishedUnique.isPresent() && unique != publishedUnique.getAsLong()) {
        out.add(run.backend() + " counts " + unique + " unique, the published count is " + publishedUnique.getAsLong());
      }
      if (reference == null) {
        reference = run;
      } else {
        if (count != reference.result().solutions()) {
          out.add(run.backend() + " counts " + count + ", " + reference.backend() + " counts " + reference.result().solutions());
        }
        if (unique != null && !unique.equals(reference.result().unique())) {
          out.add(run.backend() + " counts " + unique + " unique, " + reference.backend() + " counts " + reference.result().unique());
        }
      }
    }
    return out;
  }
}
