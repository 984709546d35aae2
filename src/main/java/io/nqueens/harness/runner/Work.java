package io.nqueens.harness.runner;

import com.fasterxml.jackson.databind.JsonNode;
import io.nqueens.engine.Counting;
import io.nqueens.harness.Bench;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Optima;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.BeyondLimitException;
import io.nqueens.solver.Limits;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.util.Arrays;
import java.util.Optional;

/**
 * One kind of measurement of one backend on one model, and its result type {@code R}: a comparison's
 * count ({@link Count}), an optimisation ({@link Optimise}) or a benchmark of one task
 * ({@link Benchmark}). Each says how it is measured and how its result travels ({@link Wire}); the
 * set is closed, so that a child knows every kind a parent can send.
 */
public sealed interface Work<R> permits Work.Count, Work.Optimise, Work.Benchmark {

  /** The name a child is sent. */
  String id();

  /** The measurement, in this JVM; {@code ownJvm}: this JVM runs this backend alone, so that its memory figures are the backend's. */
  R measure(Backends.Spec spec, Solver solver, QueensModel model, Plan plan, boolean ownJvm, SearchControl control);

  /**
   * What keeps this backend from measuring this model at all (a limit of its own, a task it does not
   * do), in one sentence; empty where nothing does. A backend that measures none of a plan's models is
   * refused before any is measured ({@link Comparisons}).
   */
  Optional<String> refusal(Solver solver, QueensModel model, SearchControl control);

  /** The result of a backend whose JVM gave none ({@code what}: died, hung, unreadable): a cell that says so. */
  R failed(Backends.Spec spec, QueensModel model, Plan plan, String what);

  /** A result a child sent, read and checked against the model where it carries a solution. */
  R read(JsonNode json, QueensModel model);

  /** What the backend's limits say of this model and task, in one sentence; empty where they accept it. */
  private static Optional<String> refusal(Solver solver, QueensModel model, Solver.Task task) {
    try {
      Limits.check(solver, model, task);
      return Optional.empty();
    } catch (BeyondLimitException e) {
      return Optional.of(e.getMessage());
    }
  }

  Count COUNT = new Count();
  Optimise OPTIMISE = new Optimise();

  static Benchmark bench(Bench.Task task) {
    return new Benchmark(task);
  }

  /** The kind of work a parent named. */
  static Work<?> named(String id) {
    if (id.equals(COUNT.id())) {
      return COUNT;
    }
    if (id.equals(OPTIMISE.id())) {
      return OPTIMISE;
    }
    return Arrays.stream(Bench.Task.values()).map(Work::bench).filter(b -> b.id().equals(id)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no such work: " + id));
  }

  /** A comparison's count: the count, its times, its first solution and its checked solutions ({@link Harness#run}). */
  record Count() implements Work<Harness.Run> {
    @Override
    public String id() {
      return "count";
    }

    @Override
    public Harness.Run measure(Backends.Spec spec, Solver solver, QueensModel model, Plan plan, boolean ownJvm, SearchControl control) {
      return Harness.run(plan.options(ownJvm), spec, solver, model, control);
    }

    @Override
    public Harness.Run failed(Backends.Spec spec, QueensModel model, Plan plan, String what) {
      return Harness.Run.failed(spec, plan.threads(), what);
    }

    @Override
    public Optional<String> refusal(Solver solver, QueensModel model, SearchControl control) {
      return Counting.refusal(solver, model, control);
    }

    @Override
    public Harness.Run read(JsonNode json, QueensModel model) {
      return Wire.read(json, Harness.Run.class);
    }
  }

  /** An optimisation: first, best and proof over the timed runs ({@link Optima#measure}), its best solution checked again where it is read. */
  record Optimise() implements Work<Optima.Run> {
    @Override
    public String id() {
      return "optimise";
    }

    @Override
    public Optima.Run measure(Backends.Spec spec, Solver solver, QueensModel model, Plan plan, boolean ownJvm, SearchControl control) {
      return Optima.measure(spec.label(), solver, model, plan.threads(), plan.runs(), plan.warmUp(), control);
    }

    @Override
    public Optima.Run failed(Backends.Spec spec, QueensModel model, Plan plan, String what) {
      return Optima.Run.failed(spec.label(), plan.threads(), what);
    }

    @Override
    public Optional<String> refusal(Solver solver, QueensModel model, SearchControl control) {
      return Work.refusal(solver, model, Solver.Task.OPTIMISE);
    }

    @Override
    public Optima.Run read(JsonNode json, QueensModel model) {
      return Wire.checked(Wire.read(json, Optima.Run.class), model);
    }
  }

  /** A benchmark of one task ({@link Bench#measure}); null where the backend does not take the model. */
  record Benchmark(Bench.Task task) implements Work<Bench.Measure> {
    @Override
    public String id() {
      return "bench-" + task.word();
    }

    @Override
    public Bench.Measure measure(Backends.Spec spec, Solver solver, QueensModel model, Plan plan, boolean ownJvm, SearchControl control) {
      return Bench.measure(spec, solver, model, task, plan.threads(), plan.runs(), ownJvm, control);
    }

    @Override
    public Bench.Measure failed(Backends.Spec spec, QueensModel model, Plan plan, String what) {
      return Bench.Measure.failed(spec, model, what);
    }

    @Override
    public Optional<String> refusal(Solver solver, QueensModel model, SearchControl control) {
      return task == Bench.Task.COUNT ? Counting.refusal(solver, model, control) : Work.refusal(solver, model, task.solverTask());
    }

    @Override
    public Bench.Measure read(JsonNode json, QueensModel model) {
      return Wire.checked(Wire.read(json, Bench.Measure.class), model);
    }
  }
}
