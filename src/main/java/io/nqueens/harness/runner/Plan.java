package io.nqueens.harness.runner;

import io.nqueens.harness.Harness;
import io.nqueens.harness.measure.Runs;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import java.util.List;
import java.util.Optional;

/**
 * What every backend of a measurement is given: the models in order (a row each), the threads, the
 * runs ({@link Runs}), whether each is warmed up at each model, and for a comparison's counts how
 * far solutions are checked ({@code verifyUpTo}) and whether classes are counted ({@code unique},
 * under the {@code declared} group where one is). The same plan, in this JVM or sent to a child,
 * measures the same way.
 */
public record Plan(List<QueensModel> models, int threads, Runs runs, boolean warmUp, int verifyUpTo, boolean unique,
    Optional<List<Symmetry>> declared) {

  /** Up to this n a comparison enumerates every solution once more and checks it, unless told. */
  public static final int VERIFY_UP_TO = 10;

  public Plan {
    models = List.copyOf(models);
    declared = declared == null ? Optional.empty() : declared.map(List::copyOf);
  }

  /** A plan with nothing checked and no classes: a benchmark's or an optimisation's. */
  public static Plan of(List<QueensModel> models, int threads, Runs runs) {
    return new Plan(models, threads, runs, true, 0, false, Optional.empty());
  }

  /** A comparison's options, memory taken where {@code ownJvm}. */
  Harness.Options options(boolean ownJvm) {
    return new Harness.Options(verifyUpTo, unique, threads, declared, runs, warmUp, ownJvm);
  }
}
