package io.nqueens.model;

import io.nqueens.BadInputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** The eight symmetries of the square board (the dihedral group D4). */
public enum Symmetry {
  IDENTITY,
  ROTATE_90,
  ROTATE_180,
  ROTATE_270,
  MIRROR_COLUMNS,
  MIRROR_ROWS,
  TRANSPOSE,
  ANTI_TRANSPOSE;

  /** Where this symmetry sends a square of an n x n board. */
  public Cell apply(Cell cell, int n) {
    int r = cell.row();
    int c = cell.col();
    int m = n - 1;
    return switch (this) {
      case IDENTITY -> cell;
      case ROTATE_90 -> new Cell(c, m - r);
      case ROTATE_180 -> new Cell(m - r, m - c);
      case ROTATE_270 -> new Cell(m - c, r);
      case MIRROR_COLUMNS -> new Cell(r, m - c);
      case MIRROR_ROWS -> new Cell(m - r, c);
      case TRANSPOSE -> new Cell(c, r);
      case ANTI_TRANSPOSE -> new Cell(m - c, m - r);
    };
  }

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
   * kind cannot be given symmetries by default. Always contains {@link #IDENTITY}; the same model
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
    for (Constraint c : model.constraints()) {
      switch (c.accept(EffectOf.INSTANCE)) {
        case BY_INVARIANCE -> network = true;
        case ON_SQUARES -> squares = true;
        case KEPT_BY_ALL -> { }
      }
    }
    if (!squares && !network) {
      return List.of(values());
    }
    List<Symmetry> group = new ArrayList<>();
    if (!network) {
      UsableSquares usable = UsableSquares.of(model);
      for (Symmetry s : values()) {
        if (s == IDENTITY || usable.preservedBy(s)) {
          group.add(s);
        }
      }
      return List.copyOf(group);
    }
    Invariance invariance = Invariance.of(model);
    for (Symmetry s : values()) {
      if (invariance.proves(s)) {
        group.add(s);
      }
    }
    return List.copyOf(group);
  }

  /** A name for people: "half turn", "mirror left-right". */
  public String words() {
    return switch (this) {
      case IDENTITY -> "identity";
      case ROTATE_90 -> "quarter turn";
      case ROTATE_180 -> "half turn";
      case ROTATE_270 -> "three-quarter turn";
      case MIRROR_COLUMNS -> "mirror left-right";
      case MIRROR_ROWS -> "mirror top-bottom";
      case TRANSPOSE -> "main-diagonal reflection";
      case ANTI_TRANSPOSE -> "anti-diagonal reflection";
    };
  }

  /** The name used in model files, flags and JSON: "half-turn", "mirror-columns". */
  public String id() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** A symmetry by its id ({@link #id()}) or an alias: half-turn, quarter-turn, mirror, ... */
  public static Symmetry parse(String text) {
    String t = text.strip().toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
    for (Symmetry s : values()) {
      if (s.id().equals(t)) {
        return s;
      }
    }
    Symmetry alias = switch (t) {
      case "half-turn", "rotate-180-degrees" -> ROTATE_180;
      case "quarter-turn" -> ROTATE_90;
      case "three-quarter-turn" -> ROTATE_270;
      case "mirror", "mirror-left-right" -> MIRROR_COLUMNS;
      case "mirror-top-bottom", "flip" -> MIRROR_ROWS;
      case "diagonal", "main-diagonal" -> TRANSPOSE;
      case "anti-diagonal" -> ANTI_TRANSPOSE;
      default -> null;
    };
    if (alias == null) {
      throw new BadInputException("unknown symmetry '" + text + "' (known: " + Arrays.stream(values()).map(Symmetry::id)
          .collect(Collectors.joining(", ")) + ", half-turn, quarter-turn, mirror, none)");
    }
    return alias;
  }

  /** The smallest group that holds these symmetries (and the identity): closed under composition. */
  public static List<Symmetry> closure(Collection<Symmetry> generators) {
    EnumSet<Symmetry> group = EnumSet.of(IDENTITY);
    group.addAll(generators);
    boolean grew = true;
    while (grew) {
      grew = false;
      for (Symmetry a : List.copyOf(group)) {
        for (Symmetry b : List.copyOf(group)) {
          if (group.add(a.then(b))) {
            grew = true;
          }
        }
      }
    }
    return List.copyOf(group);
  }

  /** The symmetry that applies this one, then {@code next}. */
  public Symmetry then(Symmetry next) {
    // The eight images of one square off every axis of symmetry are all different, so it tells the symmetries apart.
    int n = 5;
    Cell probe = new Cell(0, 1);
    Cell image = next.apply(apply(probe, n), n);
    for (Symmetry s : values()) {
      if (s.apply(probe, n).equals(image)) {
        return s;
      }
    }
    throw new IllegalStateException("D4 is closed under composition");
  }

  /** How the board symmetries act on one constraint (each kind's, through the visitor below). */
  private enum Effect {
    /** Every board symmetry maps the rule onto itself (knight moves, wrapped diagonals). */
    KEPT_BY_ALL,
    /** The rule rules out squares or fixes one: the usable squares account for it. */
    ON_SQUARES,
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
    public Effect visitExcludedDiagonal(ExcludedDiagonal e) {
      return Effect.ON_SQUARES;
    }

    @Override
    public Effect visitExpression(Expression e) {
      return Effect.BY_INVARIANCE;
    }
  }

  /**
   * Where row k of a solution's image comes from, so that solvers can state the image with their
   * own variables: {@code image[k] = v} or {@code n - 1 - v} (when {@code reflected}), where v is
   * {@code q[row]}, or {@code inverse[row]} (the row of column row's queen) when
   * {@code fromInverse}.
   */
  public record RowSource(boolean fromInverse, int row, boolean reflected) {}

  public RowSource rowSource(int k, int n) {
    int m = n - 1;
    return switch (this) {
      case IDENTITY -> new RowSource(false, k, false);
      case MIRROR_COLUMNS -> new RowSource(false, k, true);
      case MIRROR_ROWS -> new RowSource(false, m - k, false);
      case ROTATE_180 -> new RowSource(false, m - k, true);
      case TRANSPOSE -> new RowSource(true, k, false);
      case ROTATE_90 -> new RowSource(true, k, true);
      case ROTATE_270 -> new RowSource(true, m - k, false);
      case ANTI_TRANSPOSE -> new RowSource(true, m - k, true);
    };
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
      if (g != IDENTITY && s.transform(g).compareTo(s) < 0) {
        return false;
      }
    }
    return true;
  }
}
