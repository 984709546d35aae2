package io.nqueens.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The one definition of what attacks what between queens in different rows, derived from the
 * model's constraint kinds through {@link ConstraintVisitor} ({@link #of}), from which every
 * hand-written search, bound, placer, translator and page takes its rule. A queen in column c
 * attacks, in the row d rows away (d either sign, never 0), the squares its {@link #lines lines}
 * reach: the column itself, always; the two diagonals at c + d and c - d unless diagonals are off
 * (taken modulo n on a toroidal board, dropped off the board otherwise); with knight exclusion,
 * c +- 2 when |d| = 1 and c +- 1 when |d| = 2; with touching squares forbidden, c +- 1 when |d| = 1
 * (a diagonal covers those already where diagonals attack). Knight and touching lines never wrap:
 * neither leaves the board. Two queens in one row always attack each other; the row rule is not a line.
 *
 * <p>Translators take the rule through {@link Parts}: adding a part adds a method there, and the
 * compiler then lists every backend that must post it. The other squares a model rules out
 * (blocked squares, excluded diagonals, pre-placed queens' rows) concern one square, not a pair,
 * and stay with {@link Attacks#forbidden}; regions depend on both squares and are a kind of their
 * own ({@link Regions}). {@link SolutionChecker} stays an independent copy on purpose and is tested
 * against this definition on every pair of squares.
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
    KNIGHT("by a knight's move"),
    TOUCHING("on touching squares");

    private final String words;

    Reason(String words) {
      this.words = words;
    }

    public String words() {
      return words;
    }
  }

  /**
   * The parts of the rule beyond the column (which every backend posts as its one-queen-a-column
   * rule), one method each: a backend implements it to post the whole rule, and a new part does not
   * compile until every backend does. {@link #post} calls exactly the parts the rule has.
   */
  public interface Parts {
    /** Queens attack along both diagonals, wrapped around the board's edges when {@code wrapped}. */
    void diagonals(boolean wrapped);

    /** No two queens a knight's move apart: 2 columns in neighbouring rows, 1 column two rows apart. */
    void knightMoves();

    /** No two queens in neighbouring rows and neighbouring columns (posted only where diagonals are off: they imply it). */
    void touching();
  }

  /**
   * A backend's translator of constraint kinds: the kinds that only change the attack rule (knight
   * moves, a torus, no diagonals, touching squares) are the rule's, posted through {@link Parts}
   * from {@link #of}, and say so once here; a translator handles every other kind itself. A new
   * kind of the rule gets its method here and a part in {@link Parts}, which every translator must post.
   */
  public abstract static class Translator<R> implements ConstraintVisitor<R> {

    /** What the visitor gives for a kind the attack rule carries. */
    protected abstract R partOfTheRule();

    @Override
    public final R visitKnightExclusion(KnightExclusion k) {
      return partOfTheRule();
    }

    @Override
    public final R visitToroidal(Toroidal t) {
      return partOfTheRule();
    }

    @Override
    public final R visitNoDiagonals(NoDiagonals d) {
      return partOfTheRule();
    }

    @Override
    public final R visitTouching(Touching t) {
      return partOfTheRule();
    }
  }

  /** The largest row distance at which a line other than the column and the diagonals exists. */
  public static final int NEAR = 2;

  /** The most columns {@link #targets} writes: the column, two diagonals, two knight moves and two touching squares. */
  public static final int MAX_TARGETS = 7;

  private final int n;
  private final boolean diagonals;
  private final boolean wrapped;
  private final boolean knight;
  private final boolean touching;

  private AttackRule(int n, boolean diagonals, boolean wrapped, boolean knight, boolean touching) {
    if (wrapped && !diagonals) {
      throw new IllegalArgumentException("a torus without diagonals: QueensModel refuses the model before any rule is made");
    }
    this.n = n;
    this.diagonals = diagonals;
    this.wrapped = wrapped;
    this.knight = knight;
    // Where diagonals attack, a touching square is on a diagonal or the column already.
    this.touching = touching && !diagonals;
  }

  /** The model's rule, from its constraint kinds. */
  public static AttackRule of(QueensModel model) {
    return of(model.n(), model.constraints());
  }

  /** The rule the constraints make on an n x n board (refused where they contradict each other). */
  public static AttackRule of(int n, List<Constraint> constraints) {
    Builder b = new Builder();
    constraints.forEach(c -> c.accept(b));
    return new AttackRule(n, b.diagonals, b.wrapped, b.knight, b.touching);
  }

  /** The plain rule: column and diagonals. */
  public static AttackRule plain(int n) {
    return new AttackRule(n, true, false, false, false);
  }

  /** Which kinds change the rule: the one place a pairwise kind is read. */
  private static final class Builder implements ConstraintVisitor<Void> {
    boolean diagonals = true;
    boolean wrapped;
    boolean knight;
    boolean touching;

    @Override
    public Void visitQueen(Queen queen) {
      return null;
    }

    @Override
    public Void visitBlocked(Blocked blocked) {
      return null;
    }

    @Override
    public Void visitKnightExclusion(KnightExclusion k) {
      knight = true;
      return null;
    }

    @Override
    public Void visitToroidal(Toroidal t) {
      wrapped = true;
      return null;
    }

    @Override
    public Void visitNoDiagonals(NoDiagonals d) {
      diagonals = false;
      return null;
    }

    @Override
    public Void visitTouching(Touching t) {
      touching = true;
      return null;
    }

    @Override
    public Void visitRegions(Regions regions) {
      return null;
    }

    @Override
    public Void visitExcludedDiagonal(ExcludedDiagonal excluded) {
      return null;
    }

    @Override
    public Void visitExpression(Expression expression) {
      return null;
    }
  }

  /** Calls the parts this rule has, in a fixed order. */
  public void post(Parts parts) {
    if (diagonals) {
      parts.diagonals(wrapped);
    }
    if (knight) {
      parts.knightMoves();
    }
    if (touching) {
      parts.touching();
    }
  }

  public int n() {
    return n;
  }

  /** Whether queens attack along diagonals. */
  public boolean diagonals() {
    return diagonals;
  }

  /** Whether the diagonals wrap around the board (a torus). */
  public boolean wraps() {
    return wrapped;
  }

  public boolean knight() {
    return knight;
  }

  /** Whether touching squares add to the rule (only where diagonals are off). */
  public boolean touching() {
    return touching;
  }

  /** Whether this is the plain rule: column and unwrapped diagonals, nothing more. */
  public boolean isPlain() {
    return diagonals && !wrapped && !knight && !touching;
  }

  /** The lines at row distance {@code d} (either sign, not 0): the column, the diagonals, knight moves and touching squares where they apply. */
  public List<Line> lines(int d) {
    if (d == 0) {
      throw new IllegalArgumentException("two queens in one row are not a line apart");
    }
    List<Line> out = new ArrayList<>(MAX_TARGETS);
    out.add(new Line(0, false, Reason.COLUMN));
    if (diagonals) {
      Reason diagonal = wrapped ? Reason.WRAPPED_DIAGONAL : Reason.DIAGONAL;
      out.add(new Line(d, wrapped, diagonal));
      out.add(new Line(-d, wrapped, diagonal));
    }
    for (int o : nearOffsets(d)) {
      Reason why = knight && o == knightOffset(d) ? Reason.KNIGHT : Reason.TOUCHING;
      out.add(new Line(o, false, why));
      out.add(new Line(-o, false, why));
    }
    return out;
  }

  private static final int[] NONE = {};
  private static final int[] ONE = {1};
  private static final int[] TWO = {2};
  private static final int[] ONE_TWO = {1, 2};

  /**
   * The positive column offsets of the lines at row distance {@code d} that are neither the column
   * nor a diagonal (knight moves: 2 at |d| = 1, 1 at |d| = 2; touching squares: 1 at |d| = 1), each
   * reaching both ways; empty when there are none. These lines never wrap. Not to be changed.
   */
  public int[] nearOffsets(int d) {
    int ad = Math.abs(d);
    if (ad == 1) {
      return knight ? (touching ? ONE_TWO : TWO) : (touching ? ONE : NONE);
    }
    if (ad == 2 && knight) {
      return ONE;
    }
    return NONE;
  }

  private static int knightOffset(int d) {
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
    if (diagonals) {
      k = put(col + d, wrapped, out, k);
      k = put(col - d, wrapped, out, k);
    }
    for (int o : nearOffsets(d)) {
      k = put(col + o, false, out, k);
      k = put(col - o, false, out, k);
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

  /** The columns the lines other than the column and the diagonals reach {@code d} rows away, as a bit mask (boards up to 64 columns). */
  public long nearMask(int col, int d) {
    long m = 0;
    for (int o : nearOffsets(d)) {
      if (col + o < n) {
        m |= 1L << (col + o);
      }
      if (col - o >= 0) {
        m |= 1L << (col - o);
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

  /** The rule in words, for headings: {@code "column, diagonals, knight moves"}. */
  public String words() {
    List<String> parts = new ArrayList<>(List.of("column"));
    post(new Parts() {
      @Override
      public void diagonals(boolean w) {
        parts.add(w ? "wrapped diagonals" : "diagonals");
      }

      @Override
      public void knightMoves() {
        parts.add("knight moves");
      }

      @Override
      public void touching() {
        parts.add("touching squares");
      }
    });
    return String.join(", ", parts);
  }
}
