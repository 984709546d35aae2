package io.nqueens.model;

import java.util.ArrayList;
import java.util.List;

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
   * The symmetries that map the whole model onto itself: its pre-placed queens onto pre-placed
   * queens, its blocked squares onto blocked squares, its excluded diagonals onto excluded diagonals. The plain rules, knight exclusion and
   * toroidal diagonals are invariant under all eight. Always contains {@link #IDENTITY}.
   */
  public static List<Symmetry> of(QueensModel model) {
    List<Symmetry> group = new ArrayList<>();
    for (Symmetry s : values()) {
      boolean preserved = true;
      for (Constraint c : model.constraints()) {
        if (!model.constraints().contains(c.accept(new Image(s, model.n())))) {
          preserved = false;
          break;
        }
      }
      if (preserved) {
        group.add(s);
      }
    }
    return List.copyOf(group);
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
    java.util.Set<Solution> images = new java.util.HashSet<>();
    for (Symmetry g : group) {
      images.add(s.transform(g));
    }
    return images.size();
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

  /** The image of a constraint under a symmetry. */
  private record Image(Symmetry s, int n) implements ConstraintVisitor<Constraint> {

    @Override
    public Constraint visitQueen(Queen q) {
      Cell c = s.apply(q.cell(), n);
      return new Queen(c.row(), c.col());
    }

    @Override
    public Constraint visitBlocked(Blocked b) {
      Cell c = s.apply(b.cell(), n);
      return new Blocked(c.row(), c.col());
    }

    @Override
    public Constraint visitKnightExclusion(KnightExclusion k) {
      return k;
    }

    @Override
    public Constraint visitToroidal(Toroidal t) {
      return t;
    }

    /**
     * A diagonal maps onto a diagonal: of the same direction under the symmetries that keep the
     * two diagonal directions (half-turn, both transposes), of the other under the rest.
     */
    @Override
    public Constraint visitExcludedDiagonal(ExcludedDiagonal e) {
      boolean keepsDirections = s == IDENTITY || s == ROTATE_180 || s == TRANSPOSE || s == ANTI_TRANSPOSE;
      ExcludedDiagonal.Direction direction = keepsDirections ? e.direction() : e.direction().other();
      Cell image = s.apply(someSquare(e), n);
      int index = direction == ExcludedDiagonal.Direction.SUM ? image.row() + image.col() : image.row() - image.col();
      return new ExcludedDiagonal(direction, index);
    }

    /** A square of the diagonal on the board. */
    private Cell someSquare(ExcludedDiagonal e) {
      for (int r = 0; r < n; r++) {
        int c = e.columnIn(r);
        if (c >= 0 && c < n) {
          return new Cell(r, c);
        }
      }
      throw new IllegalStateException("diagonal " + e + " misses the board");
    }
  }
}
