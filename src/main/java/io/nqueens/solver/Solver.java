package io.nqueens.solver;

import io.nqueens.model.QueensModel;
import io.nqueens.model.Symmetry;
import io.nqueens.model.SymmetryGroup;
import io.nqueens.model.expr.Bounds;
import java.util.List;
import java.util.Optional;

/**
 * One way to solve a {@link QueensModel}. Implementations are single-threaded and may be used for one
 * call at a time. Counting is not a backend's business beyond its own tricks: the engine's {@code Counting} decides
 * how to count (by enumeration, with symmetry breaking, split over threads) for every backend alike.
 */
public interface Solver {

  /** The backend's registry name, such as {@code "choco"}. */
  String name();

  /** The variant in use, such as {@code "bitboard"}. */
  String variant();

  /**
   * The largest n this backend accepts for the given task (a representation limit, not a promise of
   * speed). Enforced by {@link Limits} on every solver the registry makes, not by callers.
   */
  int maxN(Task task);

  /**
   * Why this backend cannot honour the model for the task, beyond the size of the board, if it
   * cannot (a local search cannot count; a construction knows only the plain problem): in words
   * that follow "solver X ...". Enforced by {@link Limits} with {@link #maxN}; empty by default.
   */
  default Optional<String> refuses(QueensModel model, Task task) {
    return Optional.empty();
  }

  /**
   * The largest magnitude of an integer this backend holds exactly (its variables' domains, its
   * constants, its running totals): a model whose {@linkplain QueensModel#magnitude magnitude} is
   * larger is refused by {@link Limits}, with both figures. By default the program's own range
   * ({@link io.nqueens.model.expr.Bounds#MAX_MAGNITUDE}, which the unrolling enforces).
   */
  default long maxMagnitude() {
    return Bounds.MAX_MAGNITUDE;
  }

  /** Finds one solution, or proves there is none (when the result is complete), on the threads the backend takes by default. */
  SolveResult solve(QueensModel model, SearchControl control);

  /**
   * As {@link #solve(QueensModel, SearchControl)} on at most {@code threads} threads, as a
   * comparison states them: CP-SAT's workers, Choco's dual-model race (off on one thread). Backends
   * that search on one thread anyway ignore it.
   */
  default SolveResult solve(QueensModel model, int threads, SearchControl control) {
    return solve(model, control);
  }

  /** How many threads {@link #solve(QueensModel, int, SearchControl)} runs on when offered {@code threads}: one by default. */
  default int solveThreads(int threads) {
    return 1;
  }

  /**
   * The best solution of a model that has an {@link io.nqueens.model.Objective}: optimal when the
   * result says so (a complete search), else the best found before the control stopped it, with
   * every improvement on the way. Symmetries are not used (they need not preserve the objective).
   * {@code threads} is how many threads the backend may use where it can use more than one (CP-SAT's
   * workers); the others search on one.
   */
  OptimumResult optimise(QueensModel model, int threads, SearchControl control);

  /**
   * Whether {@link #optimise} can prove a value optimal (a complete search): false for a search that
   * only improves (local search), whose best found is never a proof and never leaves a comparison
   * waiting for one.
   */
  default boolean provesOptima() {
    return true;
  }

  /** How many threads {@link #optimise} runs on when offered {@code threads}: one, unless the backend uses more. */
  default int optimiseThreads(int threads) {
    return 1;
  }

  /**
   * Streams solutions to the listener, one at a time and never holding them all; stops when the
   * listener returns false or the control says stop.
   */
  EnumerationResult enumerate(QueensModel model, SearchControl control, SolutionListener listener);

  /**
   * Whether this backend breaks the model's symmetries in its own model when counting this model:
   * {@code Counting} then asks it for one solution per class ({@link #enumerateLexLeaders}).
   */
  default boolean breaksSymmetries(QueensModel model) {
    return false;
  }

  /**
   * The symmetries whose lex-leaders {@code Counting} asks this backend for when it breaks
   * symmetries: a subgroup of the model's group (any subgroup gives exact counts, since each
   * lex-leader is expanded into its class under it), by default the whole group; the identity alone
   * when it does not break symmetries.
   */
  default List<Symmetry> symmetriesBroken(QueensModel model) {
    return breaksSymmetries(model) ? SymmetryGroup.of(model) : List.of(Symmetry.IDENTITY);
  }

  /**
   * Streams only the solutions that are the lexicographically smallest of their class under
   * {@code group}, which must map the model's solutions onto themselves. The default filters the
   * full enumeration; backends that {@link #breaksSymmetries} post the lex-leader constraints
   * instead, so the others are never searched.
   */
  default EnumerationResult enumerateLexLeaders(
      QueensModel model, List<Symmetry> group, SearchControl control, SolutionListener listener) {
    return enumerate(model, control, s -> !SymmetryGroup.isCanonical(s, group) || listener.onSolution(s));
  }

  /**
   * A count in one piece on this thread by the backend's own means, where it has one that beats
   * what the engine would do for a request on {@code threads} threads (a counter with the board's
   * symmetries built in, say); empty otherwise, and the engine splits the model or enumerates.
   */
  default Optional<CountResult> ownCount(QueensModel model, List<Symmetry> uniqueUnder, SearchControl control, int threads) {
    return Optional.empty();
  }

  /**
   * The backend's own count cut into parts, where it has one for a count on {@code threads} threads
   * (its counter's own tasks, say): the engine runs them on the threads and adds them up. Empty
   * otherwise. Building the parts may take a while; it polls {@code control} and throws
   * {@link SearchControl.Stopped} when told to stop.
   */
  default Optional<Parts> ownParts(QueensModel model, List<Symmetry> uniqueUnder, int threads, SearchControl control) {
    return Optional.empty();
  }

  /**
   * How a count of this model on {@code threads} threads goes ({@code Counting}'s policy with this
   * backend's own counters): by default one lex-leader per class where the backend breaks
   * symmetries, otherwise every solution.
   */
  default CountMethod countMethod(QueensModel model, List<Symmetry> uniqueUnder, int threads) {
    int broken = symmetriesBroken(model).size();
    return broken > 1 ? new CountMethod("lex-leaders", broken) : CountMethod.EVERY_SOLUTION;
  }

  /** What a caller asks of a backend; limits on n may differ between them. */
  enum Task {
    FIRST_SOLUTION,
    ENUMERATE,
    OPTIMISE
  }

  /** This backend's step-by-step trace, where it has one (the simple backtracker does); empty otherwise. */
  default Optional<Traceable> traceable() {
    return Optional.empty();
  }

  /** The library and version this backend runs on, for reports ("Choco Solver 5.0.0"). */
  default String library() {
    return "";
  }

  /**
   * Counts every solution (no symmetry breaking) and measures the search tree per depth; empty when
   * this backend's statistics cannot tell nodes by depth (say so; never report zeros).
   */
  default Optional<SearchProfile> profile(QueensModel model, SearchControl control) {
    return Optional.empty();
  }
}
