package io.nqueens.solver;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A backend as the registry sees it, found through {@link java.util.ServiceLoader}. Creating the
 * provider must be cheap and load no native code; {@link #create} may.
 */
public interface SolverProvider {

  /** The registry name, such as {@code "cpsat"}. */
  String name();

  /** One line for help texts. */
  String description();

  /**
   * Whether {@code compare} and {@code bench} run this backend when no list is given; an external
   * one that may be missing (MiniZinc) is run only when named.
   */
  default boolean inDefaultSet() {
    return true;
  }

  /**
   * Whether this backend only finds solutions and never counts, lists or proves (a local search, a
   * construction): a first-solution race runs it by default, counts never do. Declared here, so
   * that the answer needs no backend created (nor its library loaded, nor its executable found).
   */
  default boolean firstSolutionsOnly() {
    return false;
  }

  /**
   * Whether this backend counts and lists solutions; one that finds one solution or one best and
   * never counts (an integer program) says false, and counts never run it. Declared here, so that
   * the answer needs no backend created.
   */
  default boolean counts() {
    return !firstSolutionsOnly();
  }

  /**
   * Whether this backend starts other programs to solve (MiniZinc and its solvers), rather than
   * solving in this JVM: a warm-up or a training run never starts one.
   */
  default boolean startsPrograms() {
    return false;
  }

  /**
   * Its variants in a named comparison, in the order they run there (empty: it takes no part in
   * it). The comparison lists every backend's in the registry's order.
   */
  default List<String> lineup(Lineup lineup) {
    return List.of();
  }

  /** The variants this backend offers; the first is the default. */
  List<Variant> variants();

  /**
   * A solver for the named variant.
   *
   * @throws BackendUnavailableException if the backend's library cannot be loaded here
   */
  Solver create(String variant);

  /**
   * A solver for the named variant with this backend's settings (keys without the backend's name,
   * each one of {@link #options()}, already checked by {@link BackendOptions}).
   *
   * @throws BackendUnavailableException if the backend's library cannot be loaded here
   */
  default Solver create(String variant, Map<String, String> options) {
    return create(variant);
  }

  /**
   * Frees what this backend keeps between runs for speed (tables, pieces, caches), so that a
   * long-lived JVM gets the memory back; the next run builds them again. Nothing by default.
   */
  default void releaseCaches() {}

  /** The settings this backend reads ({@link BackendOptions}); none by default. */
  default List<Option> options() {
    return List.of();
  }

  /**
   * The variant's own way of cutting this count into about {@code target} parts (the symmetric
   * counter's tasks, say), rebuilt the same way in any process; empty to let the engine cut
   * the model into sub-problems with pre-placed queens. Answered without creating a solver, so no
   * native library loads for it.
   */
  default Optional<Parts> parts(String variant, QueensModel model, List<Symmetry> uniqueUnder, int target) {
    return Optional.empty();
  }

  /** A named preset of a backend's search and model choices. */
  record Variant(String name, String description) {}

  /** A setting a backend reads: its key (without the backend's name) and one line for help texts. */
  record Option(String key, String description) {}
}
