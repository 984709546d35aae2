package io.nqueens.harness;

import io.nqueens.solver.Backends;
import io.nqueens.solver.Lineup;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The comparisons the program offers by name, and their baseline: what {@code compare --preset} and
 * the library's comparisons run when no backends are named, each list less the backends not
 * registered here.
 */
public enum Presets {
  /**
   * Like with like, the default: one model, every solution enumerated, no symmetry, rows in order and
   * the smallest column first, one thread: the teaching backtracker, the same tree on bit masks,
   * Choco with forward checking, CP-SAT's fixed search (docs/output.md says what still differs).
   */
  FAIR(Lineup.FAIR),
  /** Each backend breaking the board's symmetries (its default variant) beside the teaching backtracker, one thread each. */
  SYMMETRY(Lineup.SYMMETRY),
  /** Each backend's default variant (on every core, as the command line runs it). */
  FASTEST(null);

  /** The baseline of ratios and of the answer in words: the teaching backtracker where it runs, else the first backend. */
  public static final String TEACHING = "backtracking:simple";

  /** How the backends take part, each as its provider says ({@link Backends#lineup}); null: each backend's default. */
  private final Lineup lineup;

  Presets(Lineup lineup) {
    this.lineup = lineup;
  }

  /** The preset of this name (fair, symmetry, fastest; any case), or empty. */
  public static Optional<Presets> named(String name) {
    for (Presets p : values()) {
      if (p.word().equals(name.trim().toLowerCase(Locale.ROOT))) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** The preset as the command line names it. */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Its backends registered here, in order; for {@link #FASTEST}, every registered backend's default. */
  public List<String> backends() {
    return this == FASTEST ? Backends.defaults() : Backends.lineup(lineup);
  }

  /** The threads each backend counts on: every core for {@link #FASTEST}, else one, so that times compare searches, not cores. */
  public int threads() {
    return this == FASTEST ? Runtime.getRuntime().availableProcessors() : 1;
  }

  /** The backends it runs on a model with an objective: each backend's default for {@link #FASTEST}, else those that optimise. */
  public List<String> optimisers() {
    return this == FASTEST ? Backends.defaults() : optimising();
  }

  /** The backends that compare optima by default, registered here (every hand-written variant runs the same branch and bound, so one of them). */
  public static List<String> optimising() {
    return Backends.lineup(Lineup.OPTIMISE);
  }

  /** The baseline among these backends' labels: the teaching backtracker where it is one of them, else the first. */
  public static String baseline(List<String> labels) {
    return labels.contains(TEACHING) ? TEACHING : labels.get(0);
  }
}
