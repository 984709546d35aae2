package io.nqueens.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

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
   * The model's symmetry group: the board symmetries that map its set of <em>usable squares</em> onto
   * itself. A square is usable unless it is blocked, on an excluded diagonal, or attacked by a
   * pre-placed queen (the queen's own square stays usable); knight exclusion and toroidal diagonals
   * are kept by all eight. Two models with the same usable squares therefore have the same group
   * (and the same solutions), however they are written. Each constraint kind says through
   * {@link Effect} how the symmetries act on it, so that a new kind cannot be given symmetries by
   * default; a kind whose effect is not known (an expression) leaves the identity alone. Always
   * contains {@link #IDENTITY}.
   */
  public static List<Symmetry> of(QueensModel model) {
    boolean squares = false;
    for (Constraint c : model.constraints()) {
      switch (c.accept(EffectOf.INSTANCE)) {
        case UNKNOWN -> {
          return List.of(IDENTITY);
        }
        case ON_SQUARES -> squares = true;
        case KEPT_BY_ALL -> { }
      }
    }
    if (!squares) {
      return List.of(values());
    }
    UsableSquares usable = UsableSquares.of(model);
    List<Symmetry> group = new ArrayList<>();
    for (Symmetry s : values()) {
      if (s == IDENTITY || usable.preservedBy(s)) {
        group.add(s);
      }
    }
    return List.copyOf(group);
  }

  /** How the board symmetries act on one constraint. */
  public enum Effect {
    /** Every board symmetry maps the rule onto itself (knight moves, wrapped diagonals). */
    KEPT_BY_ALL,
    /** The rule rules out squares or fixes one: the usable squares account for it. */
    ON_SQUARES,
    /** Nothing is proved: only the identity is sure to map its solutions onto themselves. */
    UNKNOWN
  }

  /** The effect of a constraint of each kind. */
  public static Effect effectOn(Constraint c) {
    return c.accept(EffectOf.INSTANCE);
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
      return Effect.UNKNOWN;
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
