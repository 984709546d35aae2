package io.nqueens.harness.runner;

import io.nqueens.BadInputException;
import io.nqueens.solver.Backends;
import io.nqueens.solver.SearchControl;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Where a measurement's backends are made to run: the one place that chooses between this JVM
 * ({@link InProcess}) and a JVM per backend ({@link Forked}), so that neither kind of {@link
 * Isolation} names the other and the base names neither.
 */
public final class Isolations {

  private Isolations() {}

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
}
