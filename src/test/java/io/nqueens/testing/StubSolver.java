package io.nqueens.testing;

import io.nqueens.model.QueensModel;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A backend of a test's making: it finds nothing, completely, on boards up to its limit, and counts
 * how often it was asked; for tests of what the program does with what a backend says (a lie, a
 * limit), never of a search.
 */
public class StubSolver implements Solver {

  private final String name;
  private final String variant;
  private final int maxN;
  /** How many requests reached the backend. */
  public final AtomicInteger asked = new AtomicInteger();

  public StubSolver(String name, String variant, int maxN) {
    this.name = name;
    this.variant = variant;
    this.maxN = maxN;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String variant() {
    return variant;
  }

  @Override
  public int maxN(Task task) {
    return maxN;
  }

  @Override
  public SolveResult solve(QueensModel model, SearchControl control) {
    asked.incrementAndGet();
    return new SolveResult(Optional.empty(), Outcome.COMPLETE, Statistics.of(0));
  }

  @Override
  public OptimumResult optimise(QueensModel model, int threads, SearchControl control) {
    asked.incrementAndGet();
    return OptimumResult.of(Optional.empty(), OptionalLong.empty(), OptionalLong.empty(), Outcome.COMPLETE,
        List.of(), Statistics.of(0));
  }

  @Override
  public EnumerationResult enumerate(QueensModel model, SearchControl control, SolutionListener listener) {
    asked.incrementAndGet();
    return new EnumerationResult(0, Outcome.COMPLETE, Statistics.of(0));
  }
}
