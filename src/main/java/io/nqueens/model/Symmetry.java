package io.nqueens.model;

import io.nqueens.BadInputException;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
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
}
