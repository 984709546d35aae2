package io.nqueens.harness;

import io.nqueens.engine.Counting;
import io.nqueens.harness.measure.Measured;
import io.nqueens.harness.measure.Runs;
import io.nqueens.harness.measure.Stats;
import io.nqueens.harness.measure.Trial;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Solution;
import io.nqueens.model.SolutionChecker;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.solver.Backends;
import io.nqueens.solver.BeyondLimitException;
import io.nqueens.solver.CountMethod;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.Limits;
import io.nqueens.solver.Progress;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
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
   * How a comparison runs each backend: on {@code threads} threads,
   * timed as {@code runs} says after a warm-up where {@code warmUp}; up to {@code verifyUpTo} every
   * solution enumerated once more and handed to the checker; classes too where {@code unique}, under
   * the {@code declared} group (verified on each model first, as {@link Symmetries#groupFor} does)
   * or, when empty, the proved one. {@code ownJvm}: this JVM runs one backend alone, so that its
   * memory figures are the backend's (none are taken otherwise).
   */
  public record Options(int verifyUpTo, boolean unique, int threads, Optional<List<Symmetry>> declared, Runs runs, boolean warmUp,
      boolean ownJvm) {

    /** The group classes are counted under on this model: none where classes are not counted. */
    public List<Symmetry> group(QueensModel model) {
      return unique ? Symmetries.groupFor(model, declared) : List.of();
    }
  }

  /**
   * One backend on one model. {@code skipped} says why it did not run, if it did not (a limit refused
   * the model); {@code failure} what ended its JVM's run without a result, if anything did (a child that
   * died, hung or answered what cannot be read: {@link io.nqueens.harness.runner.Isolation}). The count is
   * the same run {@code count} makes (its statistics are the count's); {@code checked} solutions were
   * enumerated besides, untimed, and passed to the checker. How it ran: {@code variant},
   * {@code threads}, {@code method}; what it cost: the time to the first solution, the count's
   * times over {@code times.length} runs (milliseconds, the first after a warm-up where asked),
   * when each of those runs met its first solution ({@code firstInCount}, NaN where the count does
   * not meet solutions one at a time), and its memory. {@code firstMillis} is the separate
   * first-solution search's own median, a figure of its own.
   */
  public record Run(String backend, String variant, CountResult result, long checked, boolean verificationStopped, List<String> problems,
      String skipped, String failure, int threads, CountMethod method, double firstMillis, boolean firstFound, double[] times, Measured.Memory memory,
      double[] cpuTimes, double[] firstInCount) {

    /** The median of when each timed count met its first solution (ms from its start; NaN where not known for every run). */
    public double firstInCountMillis() {
      return Stats.median(firstInCount);
    }

    /** The process's CPU time over the median run's wall time may exceed the threads by this share before it is flagged. */
    public static final double CPU_MARGIN = 0.25;

    /** The median CPU time of the timed runs (the whole process's, in ms; NaN when unknown). */
    public double medianCpuMillis() {
      return Stats.median(cpuTimes);
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
      return new Run(spec.label(), spec.variant(), null, 0, false, List.of(), why, null, threads, CountMethod.EVERY_SOLUTION, Double.NaN, false,
          new double[0], Measured.Memory.UNKNOWN, new double[0], new double[0]);
    }

    /** A run whose JVM gave no result, and what happened to it. */
    public static Run failed(Backends.Spec spec, int threads, String what) {
      return new Run(spec.label(), spec.variant(), null, 0, false, List.of(), null, what, threads, CountMethod.EVERY_SOLUTION, Double.NaN,
          false, new double[0], Measured.Memory.UNKNOWN, new double[0], new double[0]);
    }

    /** Whether it has no result: skipped, or failed. */
    public boolean absent() {
      return skipped != null || failure != null;
    }

    public boolean complete() {
      return !absent() && result.complete();
    }

    /** The median of the timed runs, in milliseconds (NaN when none ran). */
    public double medianMillis() {
      return Stats.median(times);
    }

    public double minMillis() {
      return Stats.min(times);
    }

    public double maxMillis() {
      return Stats.max(times);
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

  private Harness() {}

  /**
   * One backend's run on one model, as a comparison makes it (in this JVM or in a child of its own),
   * or {@code skipped} with the reason where one of its limits (size, memory) refuses the model.
   */
  public static Run run(Options options, Backends.Spec spec, Solver solver, QueensModel model, SearchControl control) {
    try {
      return runChecked(options, spec, solver, model, options.group(model), control);
    } catch (BeyondLimitException e) {
      return Run.skipped(spec, options.threads(), e.brief());
    }
  }

  /**
   * The count as {@code count} makes it, timed by the {@link Trial} (its warm-up includes the
   * first-solution search, so that both are warm), the separate first-solution search beside it, and
   * up to {@link Options#verifyUpTo} every solution enumerated once more and handed to the checker
   * (untimed); a verification stopped by its limit says so, and the row is then partial.
   */
  private static Run runChecked(Options options, Backends.Spec spec, Solver solver, QueensModel model, List<Symmetry> group, SearchControl control) {
    String label = spec.label();
    int threads = options.threads();
    Limits.check(solver, model, Solver.Task.ENUMERATE);
    boolean solves = Limits.accepts(solver, model, Solver.Task.FIRST_SOLUTION);
    if (options.warmUp() && solves) {
      solver.solve(model, threads, control.child(Runs.WARM_UP));
    }
    Trial.Series<CountResult> series = Trial.run(options.runs(), options.warmUp(), options.ownJvm(), control,
        c -> Counting.count(solver, spec::create, model, group, c, threads, Progress.NONE), CountResult::complete);
    CountResult count = series.result();
    double firstMillis = Double.NaN;
    SolveResult first = null;
    if (solves) {
      Trial.Series<SolveResult> solving = Trial.firstSolution(solver, model, threads, series.runs(), control, false);
      first = solving.first();
      firstMillis = solving.medianMillis();
      Checked.solve(model, first, label);
    }
    List<String> problems = new ArrayList<>();
    long checked = 0;
    boolean stopped = false;
    if (model.n() <= options.verifyUpTo() && count.complete()) {
      EnumerationResult verified = verify(solver, model, group, control.child(), count, problems);
      checked = verified.solutions();
      // Stopped only where the limit came before every counted solution was checked: all of them checked is a check done.
      stopped = !verified.outcome().isComplete() && checked < count.solutions();
    }
    return new Run(label, spec.variant(), count, checked, stopped, problems, null, null, count.threads(), solver.countMethod(model, group, threads),
        firstMillis, first != null && first.solution().isPresent(), series.millis(), series.memory(), series.cpuMillis(),
        series.results().stream().mapToDouble(CountResult::firstSolutionMillis).toArray());
  }

  /** Every solution enumerated and checked (each once, none failing the checker, as many as counted); the enumeration's result. */
  private static EnumerationResult verify(Solver solver, QueensModel model, List<Symmetry> group, SearchControl control, CountResult count, List<String> problems) {
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
      if (!group.isEmpty() && SymmetryGroup.isCanonical(s, group)) {
        unique[0]++;
      }
      return true;
    });
    // Complete, or stopped by the limit only after every counted solution came: the totals can be compared.
    if (r.outcome().isComplete() || r.solutions() >= count.solutions()) {
      if (r.solutions() != count.solutions()) {
        problems.add("enumerated " + r.solutions() + " solutions but counted " + count.solutions());
      }
      if (count.unique() != null && unique[0] != count.unique()) {
        problems.add("enumerated " + unique[0] + " classes but counted " + count.unique());
      }
    }
    return r;
  }
}
