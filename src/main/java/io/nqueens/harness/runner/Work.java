package io.nqueens.harness.runner;

import com.fasterxml.jackson.databind.JsonNode;
import io.nqueens.harness.Bench;
import io.nqueens.harness.Harness;
import io.nqueens.harness.Optima;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.util.Arrays;
import java.util.Map;

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

  Map<String, Object> write(R result);

  R read(JsonNode json, QueensModel model);

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
    public Map<String, Object> write(Harness.Run result) {
      return Wire.write(result);
    }

    @Override
    public Harness.Run read(JsonNode json, QueensModel model) {
      return Wire.run(json);
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
    public Map<String, Object> write(Optima.Run result) {
      return Wire.write(result);
    }

    @Override
    public Optima.Run read(JsonNode json, QueensModel model) {
      return Wire.optimum(json, model);
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
    public Map<String, Object> write(Bench.Measure result) {
      return Wire.write(result);
    }

    @Override
    public Bench.Measure read(JsonNode json, QueensModel model) {
      return Wire.measure(json, model);
    }
  }
}
