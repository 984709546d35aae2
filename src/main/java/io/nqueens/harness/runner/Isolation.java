package io.nqueens.harness.runner;

import io.nqueens.BadInputException;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where each backend of a measurement runs: all in this JVM ({@link Isolations#inProcess}), or each in a JVM
 * of its own started once for the whole plan ({@link Isolations#forked}), as JMH forks one per benchmark, so
 * that its JIT state, heap, collector and native memory (CP-SAT's) are its own and its memory figures
 * are the backend's. Either way a caller asks backend {@code b} to measure row {@code i} and gets the
 * same result object; rows are asked in turn, backend by backend, so that one measures at a time.
 */
public abstract class Isolation<R> implements AutoCloseable {

  final Work<R> work;
  final Plan plan;
  final List<Backends.Spec> specs;

  Isolation(Work<R> work, Plan plan, List<Backends.Spec> specs) {
    this.work = work;
    this.plan = plan;
    this.specs = List.copyOf(specs);
  }

  /** A plan of which no backend takes a single row has nothing to measure: refused, with the first backend's reason. */
  void refuseAPlanNoBackendTakes() {
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
}
