package io.nqueens.solver.backtracking;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.CountMethod;
import java.util.List;

/**
 * How the hand-written backend counts, each method with the range it declares: the boards it
 * serves (n from {@link #minN} to {@link #maxN}, the plain problem or any model) and the class
 * counts it gives. A {@link BacktrackingSolver.Variant} is a chain of these, resolved once per
 * model and task by {@link #resolve}: the first that serves the model, from the n the variant starts
 * it, and otherwise the chain's last, which serves every model. The count, its parts, the method
 * line, the JSON and {@code nqueens solvers} all read the same chain.
 */
enum CountStrategy {
  /** Halves joined from quarter boards and matched in the middle; classes by Burnside's lemma. */
  HALVES("halves", "halves joined from quarter boards", 8, HalvesCounter.MIN_N, HalvesCounter.MAX_N, true),
  /** Border-queen constellations, one per symmetry class. */
  CONSTELLATIONS("constellations", "border-queen constellations", 8, ConstellationCounter.MIN_N, ConstellationCounter.MAX_N, true),
  /** Takaken's symmetric counter. */
  SYMMETRIC("symmetric counter", "Takaken's symmetric counter", 8, SymmetricCounter.MIN_N, BitboardSearch.MAX_N, true),
  /** Bit masks with row 0's queen in the left half, doubled: one thread, no classes. */
  MIRROR("first-row mirror", "row 0's left half, doubled (one thread, no classes)", 2, 2, BitboardSearch.MAX_N, true),
  /** Every solution by the bit-mask search (the engine splits it over threads, or enumerates). */
  BIT_MASKS(CountMethod.EVERY_SOLUTION.words(), "every solution by bit masks", 1, 1, BitboardSearch.MAX_N, false),
  /** Every solution by the teaching search's flag arrays. */
  FLAG_ARRAYS(CountMethod.EVERY_SOLUTION.words(), "every solution by flag arrays", 1, 1, SimpleBacktracker.MAX_N, false);

  final String method;
  final String words;
  final int symmetries;
  final int minN;
  final int maxN;
  /** Whether it serves the plain problem only (no constraint of any kind). */
  final boolean plainOnly;

  CountStrategy(String method, String words, int symmetries, int minN, int maxN, boolean plainOnly) {
    this.method = method;
    this.words = words;
    this.symmetries = symmetries;
    this.minN = minN;
    this.maxN = maxN;
    this.plainOnly = plainOnly;
  }

  /** One link of a variant's chain: the strategy, used from board size {@code fromN} (and within its own range). */
  record Step(CountStrategy strategy, int fromN) {
    static Step of(CountStrategy strategy) {
      return new Step(strategy, strategy.minN);
    }

    int from() {
      return Math.max(fromN, strategy.minN);
    }
  }

  /** Whether it serves this model with these classes asked for on these threads (its range included). */
  boolean serves(QueensModel model, List<Symmetry> uniqueUnder, int threads) {
    int n = model.n();
    if (n < minN || n > maxN || plainOnly && !model.isPlain()) {
      return false;
    }
    boolean allOrNone = uniqueUnder.isEmpty() || uniqueUnder.size() == Symmetry.values().length;
    return switch (this) {
      case HALVES, CONSTELLATIONS, SYMMETRIC -> allOrNone;
      case MIRROR -> uniqueUnder.isEmpty() && threads == 1;
      case BIT_MASKS, FLAG_ARRAYS -> true;
    };
  }

  /** The method line's words and the symmetries the count uses. */
  CountMethod countMethod() {
    return symmetries == 1 ? CountMethod.EVERY_SOLUTION : new CountMethod(method, symmetries);
  }

  /** The chain's choice for the model: the first step that serves it from its n, else the last step. */
  static CountStrategy resolve(List<Step> chain, QueensModel model, List<Symmetry> uniqueUnder, int threads) {
    for (Step step : chain) {
      if (model.n() >= step.from() && step.strategy().serves(model, uniqueUnder, threads)) {
        return step.strategy();
      }
    }
    return chain.get(chain.size() - 1).strategy();
  }

  /** The chain in words, as {@code nqueens solvers} prints it: "counts: halves joined from quarter boards (plain problem, n = 16 to 23); else ...". */
  static String describe(List<Step> chain) {
    StringBuilder out = new StringBuilder("counts: ");
    for (int i = 0; i < chain.size(); i++) {
      Step step = chain.get(i);
      CountStrategy s = step.strategy();
      out.append(i == 0 ? "" : "; else ").append(s.words)
          .append(s.plainOnly ? " (plain problem, n = " + range(step.from(), s.maxN) + ")" : " (n up to " + s.maxN + ")");
    }
    return out.toString();
  }

  private static String range(int from, int to) {
    return from == to ? Integer.toString(from) : from + " to " + to;
  }
}
