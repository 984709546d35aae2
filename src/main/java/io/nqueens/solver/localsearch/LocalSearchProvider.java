package io.nqueens.solver.localsearch;

import io.nqueens.BadInputException;
import io.nqueens.solver.Solver;
import io.nqueens.solver.SolverProvider;
import java.util.List;
import java.util.Map;

/** Registers the local-search backend: first solutions only, so it is not in the default set of {@code compare}. */
public final class LocalSearchProvider implements SolverProvider {

  static final String SEED = "seed";
  static final String RUNS = "runs";
  static final long DEFAULT_SEED = 1;
  static final long DEFAULT_RUNS = 1000;

  @Override
  public String name() {
    return "localsearch";
  }

  @Override
  public String description() {
    return "hand-written local search: min-conflicts over a permutation (QS4's conflict-reducing start), restarts; "
        + "first solutions and anytime optimisation, never a proof";
  }

  @Override
  public boolean inDefaultSet() {
    return false;
  }

  @Override
  public boolean firstSolutionsOnly() {
    return true;
  }

  @Override
  public List<Variant> variants() {
    return List.of(
        new Variant("min-conflicts", "conflict-reducing start (each row a random free column without a collision, "
            + MinConflicts.START_TRIES + " tries), then swaps that lower the collisions; restarts"),
        new Variant("random-start", "the same repair from a random permutation (shows what the start is worth)"));
  }

  @Override
  public List<Option> options() {
    return List.of(new Option(SEED, "the random seed (default " + DEFAULT_SEED + "): the same seed gives the same run"),
        new Option(RUNS, "runs (a start and its repair) before giving up, partial (default " + DEFAULT_RUNS + ")"));
  }

  @Override
  public Solver create(String variant) {
    return create(variant, Map.of());
  }

  @Override
  public Solver create(String variant, Map<String, String> options) {
    long seed = number(options, SEED, DEFAULT_SEED, Long.MIN_VALUE);
    long runs = number(options, RUNS, DEFAULT_RUNS, 1);
    return switch (variant) {
      case "min-conflicts" -> new LocalSearchSolver(variant, true, seed, runs);
      case "random-start" -> new LocalSearchSolver(variant, false, seed, runs);
      default -> throw new IllegalArgumentException("unknown localsearch variant '" + variant + "'");
    };
  }

  private static long number(Map<String, String> options, String key, long fallback, long min) {
    String v = options.get(key);
    if (v == null) {
      return fallback;
    }
    try {
      long x = Long.parseLong(v.strip());
      if (x < min) {
        throw new BadInputException("backend option localsearch." + key + " must be at least " + min + ", not " + x);
      }
      return x;
    } catch (NumberFormatException e) {
      throw new BadInputException("backend option localsearch." + key + " must be a whole number, not '" + v + "'");
    }
  }
}
