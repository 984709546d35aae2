package io.nqueens.model;

import java.util.List;
import java.util.Optional;

/**
 * The one definition of what attacks what between queens in different rows, from which every
 * hand-written search, bound, placer and page takes its masks and tables. A queen in column c
 * attacks, in the row d rows away (d either sign, never 0), the squares its {@link #lines lines}
 * reach: the column itself, the two diagonals at c + d and c - d (taken modulo n on a toroidal
 * board, dropped off the board otherwise) and, with knight exclusion, c +- 2 when |d| = 1 and
 * c +- 1 when |d| = 2 (never wrapped: a knight does not leave the board). Two queens in one row
 * always attack each other; the row rule is not a line.
 *
 * <p>The other squares a model rules out (blocked squares, excluded diagonals, pre-placed queens'
 * rows) concern one square, not a pair, and stay with {@link Attacks#forbidden}. {@link
 * SolutionChecker} stays an independent copy on purpose and is tested against this definition on
 * every pair of squares.
 */
public final class AttackRule {

  /** One way a queen reaches a square {@code d} rows away: the column at {@code offset}, wrapped around the board or not. */
  public record Line(int offset, boolean wraps, Reason reason) {}

  /** Why two queens attack each other, in words that follow "attack each other". */
  public enum Reason {
    ROW("along a row"),
    COLUMN("along a column"),
    DIAGONAL("along a diagonal"),
    WRAPPED_DIAGONAL("along a diagonal that wraps around the board"),
    KNIGHT("by a knight's move");

    private final String words;

    Reason(String words) {
      this.words = words;
    }

    public String words() {
      return words;
    }
  }

  /** The largest row distance at which a line other than the column and the diagonals exists. */
  public static final int NEAR = 2;

  private final int n;
  private final boolean knight;
  private final boolean toroidal;

  private AttackRule(int n, boolean knight, boolean toroidal) {
    this.n = n;
    this.knight = knight;
    this.toroidal = toroidal;
  }

  public static AttackRule of(QueensModel model) {
    return new AttackRule(model.n(), model.hasKnightExclusion(), model.isToroidal());
  }

  public static AttackRule of(int n, boolean knight, boolean toroidal) {
    return new AttackRule(n, knight, toroidal);
  }

  public int n() {
    return n;
  }

  public boolean knight() {
    return knight;
  }

  public boolean toroidal() {
    return toroidal;
  }

  /** The lines at row distance {@code d} (either sign, not 0): the column, the two diagonals, and knight moves where they apply. */
  public List<Line> lines(int d) {
    if (d == 0) {
      throw new IllegalArgumentException("two queens in one row are not a line apart");
    }
    Reason diagonal = toroidal ? Reason.WRAPPED_DIAGONAL : Reason.DIAGONAL;
    Line column = new Line(0, false, Reason.COLUMN);
    Line down = new Line(d, toroidal, diagonal);
    Line up = new Line(-d, toroidal, diagonal);
    int near = nearOffset(d);
    if (near == 0) {
      return List.of(column, down, up);
    }
    return List.of(column, down, up, new Line(near, false, Reason.KNIGHT), new Line(-near, false, Reason.KNIGHT));
  }

  /**
   * The positive column offset of the lines at row distance {@code d} that are neither the column
   * nor a diagonal (knight moves: 2 at |d| = 1, 1 at |d| = 2), or 0 when there are none. These lines never wrap.
   */
  public int nearOffset(int d) {
    if (!knight) {
      return 0;
    }
    int ad = Math.abs(d);
    return ad == 1 ? 2 : ad == 2 ? 1 : 0;
  }

  /** The column the line reaches from column {@code col}, or -1 when it falls off the board. */
  public int target(Line line, int col) {
    int c = col + line.offset();
    if (line.wraps()) {
      return Math.floorMod(c, n);
    }
    return c >= 0 && c < n ? c : -1;
  }

  /** The most columns {@link #targets} writes. */
  public static final int MAX_TARGETS = 5;

  /**
   * The columns a queen in column {@code col} attacks {@code d} rows away, written to {@code out}
   * (at least {@link #MAX_TARGETS} long) without allocating, for searches that strike squares on
   * large boards; returns how many (a column may appear twice where two lines meet).
   */
  public int targets(int col, int d, int[] out) {
    if (d == 0) {
      throw new IllegalArgumentException("two queens in one row are not a line apart");
    }
    int k = 0;
    out[k++] = col;
    k = put(col + d, toroidal, out, k);
    k = put(col - d, toroidal, out, k);
    int near = nearOffset(d);
    if (near != 0) {
      k = put(col + near, false, out, k);
      k = put(col - near, false, out, k);
    }
    return k;
  }

  private int put(int c, boolean wraps, int[] out, int k) {
    if (wraps) {
      out[k++] = Math.floorMod(c, n);
    } else if (c >= 0 && c < n) {
      out[k++] = c;
    }
    return k;
  }

  /** The columns the lines other than the column and the diagonals reach {@code d} rows away (knight moves), as a bit mask. */
  public long nearMask(int col, int d) {
    int near = nearOffset(d);
    long m = 0;
    if (near != 0) {
      if (col + near < n) {
        m |= 1L << (col + near);
      }
      if (col - near >= 0) {
        m |= 1L << (col - near);
      }
    }
    return m;
  }

  /** The columns a queen in column {@code col} attacks {@code d} rows away, as a bit mask (boards up to 64 columns). */
  public long mask(int col, int d) {
    long m = 0;
    for (Line line : lines(d)) {
      int c = target(line, col);
      if (c >= 0) {
        m |= 1L << c;
      }
    }
    return m;
  }

  /** How queens on (r1, c1) and (r2, c2) attack each other, if they do (one row: always). */
  public Optional<Reason> how(int r1, int c1, int r2, int c2) {
    if (r1 == r2) {
      return c1 == c2 ? Optional.empty() : Optional.of(Reason.ROW);
    }
    for (Line line : lines(r2 - r1)) {
      if (target(line, c1) == c2) {
        return Optional.of(line.reason());
      }
    }
    return Optional.empty();
  }

  /** Whether queens on two different squares attack each other. */
  public boolean attacks(int r1, int c1, int r2, int c2) {
    return (r1 != r2 || c1 != c2) && how(r1, c1, r2, c2).isPresent();
  }
}
