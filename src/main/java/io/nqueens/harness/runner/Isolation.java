package io.nqueens.harness.runner;

import io.nqueens.BadInputException;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where each backend of a measurement runs: all in this JVM ({@link #inProcess}), or each in a JVM
 * of its own started once for the whole plan ({@link #forked}), as JMH forks one per benchmark, so
 * that its JIT state, heap, collector and native memory (CP-SAT's) are its own and its memory figures
 * are the backend's. Either way a caller asks backend {@code b} to measure row {@code i} and gets the
 * same result object; rows are asked in turn, backend by backend, so that one measures at a time.
 */
public abstract sealed class Isolation<R> implements AutoCloseable permits Isolation.InProcess, Forked {

  final Work<R> work;
  final Plan plan;
  final List<Backends.Spec> specs;

  Isolation(Work<R> work, Plan plan, List<Backends.Spec> specs) {
    this.work = work;
    this.plan = plan;
    this.specs = List.copyOf(specs);
  }

  /**
   * Where a comparison's or a benchmark's backends run, as the command line and the library choose it:
   * each in a JVM of its own ({@link #forked}), as JMH forks, unless {@code inProcess}; then all in
   * this one, whose memory is not any backend's and is not measured. A choice that cannot run is
   * refused here, in one line, before anything is measured: a backend that does not count where
   * counts are compared (before any JVM starts), or a plan no backend takes a row of (boards past every
   * backend's limits). Where some backend takes some row, the rows run, and each cell a limit refuses
   * says it was skipped, and why.
   */
  public static <R> Isolation<R> of(boolean inProcess, Work<R> work, Plan plan, List<Backends.Spec> specs, SearchControl control) {
    refuseWhatCannotCount(work, specs);
    Isolation<R> runs = inProcess ? new InProcess<>(work, plan, specs, false, control) : forked(work, plan, specs, control);
    try {
      runs.refuseAPlanNoBackendTakes();
    } catch (RuntimeException e) {
      runs.close();
      throw e;
    }
    return runs;
  }

  /** Where counts are measured, a backend that never counts (an integer program, a local search) is refused by name. */
  private static void refuseWhatCannotCount(Work<?> work, List<Backends.Spec> specs) {
    if (!work.id().endsWith("count")) {
      return;
    }
    for (Backends.Spec spec : specs) {
      if (!Backends.provider(spec.name()).counts()) {
        throw new BadInputException(spec.label() + " cannot count: it finds one solution or one best and never counts"
            + (specs.size() > 1 ? "; leave it out of --solvers" : "; name backends that count with --solvers (nqueens solvers lists them)"));
      }
    }
  }

  /** A plan of which no backend takes a single row has nothing to measure: refused, with the first backend's reason. */
  private void refuseAPlanNoBackendTakes() {
    int rows = plan.models().size();
    for (int b = 0; b < specs.size(); b++) {
      for (int i = 0; i < rows; i++) {
        if (refusal(b, i).isEmpty()) {
          return;
        }
      }
    }
    String id = work.id();
    String verb = id.endsWith("count") ? "count" : id.endsWith("optimise") ? "optimise" : "solve";
    String which = rows == 1 ? "this model" : "any of these " + rows + " models (n = " + plan.models().get(0).n() + ".."
        + plan.models().get(rows - 1).n() + ")";
    throw new BadInputException("nothing to " + verb + ": no backend takes " + which + " (" + refusal(0, 0).orElseThrow() + ")");
  }

  /**
   * Every backend in this JVM, each created once (a backend that cannot load fails here, before any
   * work); {@code ownJvm}: this JVM runs nothing else (one backend, as a program), so that memory is measured.
   */
  public static <R> Isolation<R> inProcess(Work<R> work, Plan plan, List<Backends.Spec> specs, boolean ownJvm) {
    return new InProcess<>(work, plan, specs, ownJvm, SearchControl.unlimited());
  }

  /**
   * One child JVM per backend, this JVM's java with its options and class path ({@link Child}),
   * each sent the plan; a backend that cannot load fails here, as in one JVM. The children end when
   * this is closed, and are killed at once when {@code control} is interrupted.
   */
  public static <R> Isolation<R> forked(Work<R> work, Plan plan, List<Backends.Spec> specs, SearchControl control) {
    try {
      return new Forked<>(work, plan, specs, control);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** What is being measured now: a backend at one model, since when. */
  public record Now(String backend, QueensModel model, long sinceNanos) {}

  private volatile Now now;

  /** What is being measured now, if anything: for a status line while a long comparison runs. */
  public Optional<Now> now() {
    return Optional.ofNullable(now);
  }


  /** "fork" or "in-process", as the outputs name it. */
  public abstract String how();

  /** Each backend's label and the library it runs on ("Choco Solver 5.0.0"), in order. */
  public abstract Map<String, String> libraries();

  /**
   * Backend {@code backend} (an index into the specs) on row {@code row} of the plan; null where the
   * work has no result for it (a benchmark's backend that does not take the model) or the run was
   * interrupted (the caller's control says which).
   */
  public final R measure(int backend, int row, SearchControl control) {
    now = new Now(specs.get(backend).label(), plan.models().get(row), System.nanoTime());
    try {
      return measureCell(backend, row, control);
    } finally {
      now = null;
    }
  }

  /** {@link #measure}, where the backends run. */
  abstract R measureCell(int backend, int row, SearchControl control);

  /**
   * What keeps backend {@code backend} from measuring row {@code row} at all ({@link Work#refusal}),
   * under the run's limits; empty where nothing does.
   */
  public abstract Optional<String> refusal(int backend, int row);

  public List<Backends.Spec> specs() {
    return specs;
  }

  public Plan plan() {
    return plan;
  }

  @Override
  public abstract void close();

  /** Every backend in this JVM. */
  static final class InProcess<R> extends Isolation<R> {
    private final List<Solver> solvers = new ArrayList<>();
    private final boolean ownJvm;
    private final SearchControl control;

    InProcess(Work<R> work, Plan plan, List<Backends.Spec> specs, boolean ownJvm, SearchControl control) {
      super(work, plan, specs);
      this.ownJvm = ownJvm;
      this.control = control;
      specs.forEach(s -> solvers.add(s.create()));
    }

    @Override
    public Optional<String> refusal(int backend, int row) {
      return work.refusal(solvers.get(backend), plan.models().get(row), control.child());
    }

    @Override
    public String how() {
      return "in-process";
    }

    @Override
    public Map<String, String> libraries() {
      Map<String, String> out = new LinkedHashMap<>();
      for (int i = 0; i < specs.size(); i++) {
        out.put(specs.get(i).label(), solvers.get(i).library());
      }
      return out;
    }

    @Override
    R measureCell(int backend, int row, SearchControl control) {
      QueensModel model = plan.models().get(row);
      return work.measure(specs.get(backend), solvers.get(backend), model, plan, ownJvm, control.child());
    }

    @Override
    public void close() {
      // Nothing of its own to end.
    }
  }
}
