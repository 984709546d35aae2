package io.nqueens.harness.runner;

import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.Solver;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Every backend in this JVM. */
final class InProcess<R> extends Isolation<R> {
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
