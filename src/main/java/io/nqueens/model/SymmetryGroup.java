package io.nqueens.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Groups of board symmetries ({@link Symmetry}) and what they do to models and solutions: the group
 * a model proves by itself, a solution's class under a group, and its canonical member.
 */
public final class SymmetryGroup {

  private SymmetryGroup() {}

  /**
   * The model's symmetry group as far as the model alone proves it: board symmetries that map its
   * set of solutions onto itself, each proved by a sound, cheap rule. The group of a model is a
   * property of its solutions (two models with the same solutions have the same group, however
   * they are written); this proves a symmetry without solving: by the usable squares where every
   * constraint is of a built-in kind (a square is usable unless it is blocked, on an excluded
   * diagonal, or attacked by a pre-placed queen; knight exclusion and toroidal diagonals are kept
   * by all eight), and by the invariance of the constraint network ({@link Invariance}) where there
   * are expressions. A symmetry it does not prove may still preserve the solutions (a usable square
   * that no solution uses, say): the harness's prover decides those by enumerating, with witnesses.
   * Each constraint kind says through {@link Effect} how the symmetries act on it, so that a new
   * kind cannot be given symmetries by default. Always contains {@link Symmetry#IDENTITY}; the same model
   * gives the same group on every run.
   */
  public static List<Symmetry> of(QueensModel model) {
    synchronized (CACHE) {
      List<Symmetry> known = CACHE.get(model);
      if (known != null) {
        return known;
      }
    }
    List<Symmetry> group = prove(model);
    synchronized (CACHE) {
      CACHE.put(model, group);
    }
    return group;
  }

  /** Groups already proved, by model: the proof of an expression model is worth keeping. */
  private static final Map<QueensModel, List<Symmetry>> CACHE = new LinkedHashMap<>(64, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<QueensModel, List<Symmetry>> eldest) {
      return size() > 256;
    }
  };

  private static List<Symmetry> prove(QueensModel model) {
    boolean squares = false;
    boolean network = false;
    List<Regions> maps = new ArrayList<>();
    for (Constraint c : model.constraints()) {
      switch (c.accept(EffectOf.INSTANCE)) {
        case BY_INVARIANCE -> network = true;
        case ON_SQUARES -> squares = true;
        case ON_REGIONS -> maps.add((Regions) c);
        case KEPT_BY_ALL -> { }
      }
    }
    if (!squares && !network && maps.isEmpty()) {
      return List.of(Symmetry.values());
    }
    // Each part of the model proves its own: g keeps every solution when it keeps each part's.
    List<Symmetry> group = new ArrayList<>();
    UsableSquares usable = network || !squares ? null : UsableSquares.of(model);
    Invariance invariance = network ? Invariance.of(model) : null;
    for (Symmetry s : Symmetry.values()) {
      boolean kept = s == Symmetry.IDENTITY
          || maps.stream().allMatch(m -> m.keptBy(s))
              && (usable == null || usable.preservedBy(s))
              && (invariance == null || invariance.proves(s));
      if (kept) {
        group.add(s);
      }
    }
    return List.copyOf(group);
  }

  /** How the board symmetries act on one constraint (each kind's, through the visitor below). */
  private enum Effect {
    /** Every board symmetry maps the rule onto itself (knight moves, wrapped diagonals). */
    KEPT_BY_ALL,
    /** The rule rules out squares or fixes one: the usable squares account for it. */
    ON_SQUARES,
    /** One queen a region: a symmetry keeps it when it maps each region onto one region ({@link Regions#keptBy}). */
    ON_REGIONS,
    /**
     * Proved model by model: the rule's ground conjuncts are checked for invariance as a network
     * ({@link Invariance}); what that does not prove is not used without the harness's proof.
     */
    BY_INVARIANCE
  }

  private enum EffectOf implements ConstraintVisitor<Effect> {
    INSTANCE;

    @Override
    public Effect visitQueen(Queen queen) {
      return Effect.ON_SQUARES;
    }

    @Override
    public Effect visitBlocked(Blocked blocked) {
      return Effect.ON_SQUARES;
    }

    @Override
    public Effect visitKnightExclusion(KnightExclusion k) {
      return Effect.KEPT_BY_ALL;
    }

    @Override
    public Effect visitToroidal(Toroidal t) {
      return Effect.KEPT_BY_ALL;
    }

    @Override
    public Effect visitNoDiagonals(NoDiagonals d) {
      return Effect.KEPT_BY_ALL;
    }

    @Override
    public Effect visitTouching(Touching t) {
      return Effect.KEPT_BY_ALL;
    }

    @Override
    public Effect visitRegions(Regions r) {
      return Effect.ON_REGIONS;
    }

    @Override
    public Effect visitExcludedDiagonal(ExcludedDiagonal e) {
      return Effect.ON_SQUARES;
    }

    @Override
    public Effect visitExpression(Expression e) {
      return Effect.BY_INVARIANCE;
    }
  }

  /** How many distinct solutions the group makes of this one (the size of its class). */
  public static int classSize(Solution s, List<Symmetry> group) {
    return images(s, group).size();
  }

  /** The distinct images of {@code s} under {@code group}: its class, when the group maps the model onto itself. */
  public static Set<Solution> images(Solution s, List<Symmetry> group) {
    Set<Solution> images = new LinkedHashSet<>();
    for (Symmetry g : group) {
      images.add(s.transform(g));
    }
    return images;
  }

  /** Whether {@code s} is the lexicographically smallest member of its orbit under {@code group}. */
  public static boolean isCanonical(Solution s, List<Symmetry> group) {
    for (Symmetry g : group) {
      if (g != Symmetry.IDENTITY && s.transform(g).compareTo(s) < 0) {
        return false;
      }
    }
    return true;
  }
}
