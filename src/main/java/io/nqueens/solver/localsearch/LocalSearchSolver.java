package io.nqueens.solver.localsearch;

import io.nqueens.model.AttackRule;
import io.nqueens.model.Attacks;
import io.nqueens.model.Cell;
import io.nqueens.model.Objective;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Regions;
import io.nqueens.model.Solution;
import io.nqueens.solver.EnumerationResult;
import io.nqueens.solver.OptimumResult;
import io.nqueens.solver.Outcome;
import io.nqueens.solver.SearchControl;
import io.nqueens.solver.SolutionListener;
import io.nqueens.solver.SolveResult;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Statistics;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The local-search backend ({@link MinConflicts}): a first solution on the plain problem and on
 * every built-in kind, and the best of its solutions as an anytime heuristic for objectives. It is
 * incomplete: it never proves that there is no solution, nor that a solution is optimal; a run
 * that ends without one is partial ({@link Outcome#BACKEND_LIMIT} when its own budget of restarts
 * ran out). It cannot count or list, nor evaluate expression constraints: {@link #refuses} says so,
 * and {@code Limits} refuses those requests before they reach it.
 */
final class LocalSearchSolver implements Solver {

  /** The largest board: the model's own limit (memory: about 32 bytes a queen while searching). */
  static final int MAX_N = QueensModel.MAX_N;

  /** Local search improves and never proves: its best found stands beside a proof, never for one. */
  @Override
  public boolean provesOptima() {
    return false;
  }

  private final String variant;
  private final boolean greedyStart;
  private final long seed;
  private final long runs;

  LocalSearchSolver(String variant, boolean greedyStart, long seed, long runs) {
    this.variant = variant;
    this.greedyStart = greedyStart;
    this.seed = seed;
    this.runs = runs;
  }

  @Override
  public String name() {
    return "localsearch";
  }

  @Override
  public String variant() {
    return variant;
  }

  @Override
  public String library() {
    return "hand-written (this program)";
  }

  @Override
  public int maxN(Task task) {
    return MAX_N;
  }

  @Override
  public Optional<String> refuses(QueensModel model, Task task) {
    if (task == Task.ENUMERATE) {
      return Optional.of("is a local search: it finds solutions but cannot count or list them all (use backtracking, choco or cpsat)");
    }
    if (!model.expressions().isEmpty()) {
      return Optional.of("does not evaluate expression constraints (it honours pre-placed queens, blocked squares, the attack rule, "
          + "excluded diagonals and a region map)");
    }
    if (model.regionMaps().size() > 1) {
      return Optional.of("counts the collisions of one region map, and this model has " + model.regionMaps().size());
    }
    return Optional.empty();
  }

  /** The moves a run may try before it restarts: enough for the repair of any start seen, linear in n. */
  static long moveBudget(int n) {
    return 32L * n + 2_000;
  }

  @Override
  public SolveResult solve(QueensModel model, SearchControl control) {
    long start = System.nanoTime();
    MinConflicts search = search(model, seed, control);
    boolean found = search.run(moveBudget(model.n()), runs);
    Outcome outcome = found ? Outcome.COMPLETE : control.shouldStop() ? control.stoppedOutcome() : Outcome.BACKEND_LIMIT;
    return new SolveResult(found ? Optional.of(Solution.of(search.q)) : Optional.empty(), outcome, stats(start, search));
  }

  /**
   * Restarts from new seeds and keeps the best solution by the objective, until the control stops
   * it or its runs are spent: never optimal, and its bound is none.
   */
  @Override
  public OptimumResult optimise(QueensModel model, int threads, SearchControl control) {
    long start = System.nanoTime();
    Objective objective = model.objective().orElseThrow();
    Solution best = null;
    long bestValue = 0;
    List<OptimumResult.Improvement> improvements = new ArrayList<>();
    long moves = 0;
    long restarts = 0;
    long initial = -1;
    for (long k = 0; k < runs && !control.shouldStop(); k++) {
      MinConflicts search = search(model, seed + k, control);
      boolean found = search.run(moveBudget(model.n()), 1);
      moves += search.moves;
      restarts += k > 0 ? 1 : 0;
      initial = initial < 0 ? search.initialCollisions : initial;
      if (found) {
        Solution s = Solution.of(search.q);
        long v = objective.valueOf(s).longValueExact();
        if (best == null || objective.better(v, bestValue)) {
          best = s;
          bestValue = v;
          improvements.add(new OptimumResult.Improvement(v, (System.nanoTime() - start) / 1e6, moves));
        }
      }
    }
    Outcome outcome = control.shouldStop() ? control.stoppedOutcome() : Outcome.BACKEND_LIMIT;
    Statistics stats = counters(start, moves, restarts, initial);
    return new OptimumResult(Optional.ofNullable(best), best == null ? OptionalLong.empty() : OptionalLong.of(bestValue),
        false, OptionalLong.empty(), outcome, improvements, stats);
  }

  @Override
  public EnumerationResult enumerate(QueensModel model, SearchControl control, SolutionListener listener) {
    throw new UnsupportedOperationException("localsearch " + refuses(model, Task.ENUMERATE).orElseThrow());
  }

  /**
   * The search for one run: pre-placed queens fix their rows, and the squares the model rules out
   * for every queen (blocked squares, excluded diagonals) are the program's own judgement of them
   * ({@link Attacks#forbidden}); knight moves and wrapped diagonals come from {@link AttackRule}.
   */
  private MinConflicts search(QueensModel model, long seedOfRun, SearchControl control) {
    int[] fixed = new int[model.n()];
    Arrays.fill(fixed, -1);
    model.queens().forEach(q -> fixed[q.row()] = q.col());
    Attacks attacks = Attacks.of(model);
    MinConflicts.Forbidden forbidden = !model.restricts(QueensModel.Reach.SQUARES) ? null
        : (r, c) -> attacks.forbidden(new Cell(r, c)).isPresent();
    return new MinConflicts(model.n(), AttackRule.of(model), regionsOf(model), fixed, forbidden, seedOfRun, control, greedyStart);
  }

  /** The region of every square of the model's region map, or null without one (two maps are refused). */
  private static int[][] regionsOf(QueensModel model) {
    return model.regions().map(Regions::ids).orElse(null);
  }

  private static Statistics stats(long start, MinConflicts search) {
    return counters(start, search.moves, search.restarts, search.initialCollisions);
  }

  /** The local search's own counters: swaps made, restarts, and the collisions its first start left (docs/output.md). */
  private static Statistics counters(long start, long moves, long restarts, long initial) {
    return new Statistics((System.nanoTime() - start) / 1_000_000, Optional.of(new Statistics.Counter("moves", moves)),
        Optional.of(new Statistics.Counter("restarts", restarts)), Map.of("initial conflicts", Math.max(0, initial)));
  }
}
