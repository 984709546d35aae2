package io.nqueens.solver.backtracking;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.solver.Parts;
import io.nqueens.solver.Solver;
import io.nqueens.solver.Lineup;
import io.nqueens.solver.SolverProvider;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Registers the hand-written backend. */
public final class BacktrackingProvider implements SolverProvider {

  @Override
  public String name() {
    return "backtracking";
  }

  @Override
  public String description() {
    return "hand-written search: bit masks (default), mirror-only bit masks, or the simple flag-array version";
  }

  /** Like with like: the teaching search and the same tree on bit masks; beside the others' symmetry, the teaching search and the default. */
  @Override
  public List<String> lineup(Lineup lineup) {
    String byDefault = variants().get(0).name();
    return switch (lineup) {
      case FAIR -> List.of("simple", "masks");
      case SYMMETRY -> List.of("simple", byDefault);
      case OPTIMISE -> List.of(byDefault);
    };
  }

  @Override
  public List<Variant> variants() {
    return Arrays.stream(BacktrackingSolver.Variant.values()).map(v -> new Variant(v.label, v.describe())).toList();
  }

  @Override
  public Optional<Parts> parts(String variant, QueensModel model, List<Symmetry> uniqueUnder, int target) {
    return BacktrackingSolver.named(variant).ownParts(model, uniqueUnder, target);
  }

  /** The quadrant pieces ({@link HalvesCounter#memoryBytes} counts them) and this thread's cell cache. */
  @Override
  public void releaseCaches() {
    Quarters.release();
    PieceCache.release();
  }

  @Override
  public Solver create(String variant) {
    return BacktrackingSolver.named(variant);
  }

  /** The halves counter's matching: {@code auto} (default), {@code vector} or {@code scalar} (docs/backends.md). */
  static final String MATCHING = "matching";

  @Override
  public List<Option> options() {
    return List.of(new Option(MATCHING, "the halves counter's matching: auto (default: the Vector API where the JVM has jdk.incubator.vector), "
        + "vector, or scalar; the same counts"));
  }

  @Override
  public Solver create(String variant, Map<String, String> options) {
    return new BacktrackingSolver(BacktrackingSolver.Variant.named(variant), Matching.choose(options.getOrDefault(MATCHING, "auto")));
  }
}
