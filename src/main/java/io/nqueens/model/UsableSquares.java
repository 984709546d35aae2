package io.nqueens.model;

import io.nqueens.BadInputException;
import java.math.BigInteger;

/**
 * The squares of a model's board on which a queen may stand as far as the constraints about single
 * squares go: a square is usable unless it is blocked, lies on an excluded diagonal, or is attacked
 * by a pre-placed queen (a queen's own square stays usable unless something else rules it out).
 *
 * <p>The model's solutions are exactly the placements of the plain problem (with its knight and
 * toroidal rules) that use only usable squares, so two models with the same usable squares have the
 * same solutions, and a board symmetry that maps the usable squares onto themselves maps solutions
 * onto solutions. That is how {@link SymmetryGroup#of} finds a model's group.
 */
final class UsableSquares {

  /** The largest board whose usable squares are worked out square by square (n * n bits). */
  static final int MAX_N = 20_000;

  private final int n;
  private final int words;
  /** Bit c of row r (in words[r * words + c / 64]) is set when (r, c) is usable. */
  private final long[] bits;

  private UsableSquares(int n) {
    this.n = n;
    this.words = (n + 63) >>> 6;
    this.bits = new long[n * words];
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        bits[r * words + (c >>> 6)] |= 1L << c;
      }
    }
  }

  /** The product over the rows of each row's usable squares: no model has more solutions (one queen a row, on a usable square). */
  BigInteger rowProduct() {
    BigInteger product = BigInteger.ONE;
    for (int r = 0; r < n; r++) {
      long usable = 0;
      for (int w = 0; w < words; w++) {
        usable += Long.bitCount(bits[r * words + w]);
      }
      product = product.multiply(BigInteger.valueOf(usable));
    }
    return product;
  }

  static UsableSquares of(QueensModel model) {
    int n = model.n();
    if (n > MAX_N) {
      throw new BadInputException("symmetry classes of a model with pre-placed queens, blocked squares or excluded diagonals "
          + "are worked out for boards up to " + MAX_N + "; n is " + n);
    }
    UsableSquares u = new UsableSquares(n);
    boolean[][] closed = model.closedSquares();
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        if (closed[r][c]) {
          u.clear(r, c);
        }
      }
    }
    AttackRule rule = AttackRule.of(model);
    model.queens().forEach(q -> u.clearAttackedBy(q.row(), q.col(), rule));
    return u;
  }

  boolean usable(int r, int c) {
    return (bits[r * words + (c >>> 6)] & (1L << c)) != 0;
  }

  /** Whether the symmetry maps the usable squares onto themselves (a bijection that maps the set into itself does). */
  boolean preservedBy(Symmetry s) {
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        if (usable(r, c)) {
          Cell image = s.apply(new Cell(r, c), n);
          if (!usable(image.row(), image.col())) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private void clear(int r, int c) {
    bits[r * words + (c >>> 6)] &= ~(1L << c);
  }

  /** Clears every square the queen attacks: its row, and in every other row what {@link AttackRule} says it reaches. */
  private void clearAttackedBy(int row, int col, AttackRule rule) {
    int[] targets = new int[AttackRule.MAX_TARGETS];
    for (int i = 0; i < n; i++) {
      if (i != col) {
        clear(row, i);
      }
      if (i == row) {
        continue;
      }
      int k = rule.targets(col, i - row, targets);
      for (int t = 0; t < k; t++) {
        clear(i, targets[t]);
      }
    }
  }
}
