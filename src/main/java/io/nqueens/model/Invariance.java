package io.nqueens.model;

import io.nqueens.model.expr.Compiled;
import io.nqueens.model.expr.Ground;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A cheap, sound proof that a board symmetry g maps a model's solutions onto themselves: the
 * constraints, seen as a network over squares, are mapped onto themselves.
 *
 * <p>The plain rules, knight exclusion and toroidal diagonals are kept by every g. What is left are
 * the usable squares (built-in kinds, and expression conjuncts about one row) and the expression
 * conjuncts about k = 2 or 3 rows (a scope), each a relation over its rows' columns. The proof
 * checks, for every constrained scope S and every placement t of queens on S that could be part of
 * a solution (usable squares, no two queens attacking each other by the plain rules, every
 * conjunct on a smaller scope holding): if the preimage of t under g satisfies every conjunct about
 * its rows, then t satisfies every conjunct about S. By induction on the size of the scope this
 * gives: g(q) satisfies every conjunct whenever q is a solution, so g maps the solutions into, hence
 * (being a bijection of a finite set) onto, themselves. It proves nothing about conjuncts over more
 * rows, or when the placements to try exceed a fixed work budget: then g is not proved here (the
 * harness may still prove or refute it by enumerating the solutions). Deterministic: the same model
 * gives the same answer on every run.
 */
final class Invariance {

  /** The most rows a conjunct may mention for this proof. */
  static final int MAX_SCOPE = 3;

  /** The most placements tried per symmetry: a work budget, not a clock. */
  static final long MAX_PLACEMENTS = 20_000_000L;

  private final int n;
  private final AttackRule rule;
  /** Conjuncts by their scope (rows ascending, as a key), scopes of two rows or more. */
  private final Map<Long, List<Compiled.Test>> byScope = new HashMap<>();
  private final List<int[]> scopes = new ArrayList<>();
  /** Whether some conjunct mentions more rows than the proof handles. */
  private final boolean tooWide;
  /** Whether a conjunct is false whatever the queens: the model has no solutions. */
  private final boolean unsatisfiable;
  /** Unary usable squares: built-in kinds and one-row conjuncts. */
  private final boolean[][] usableSquare;

  private Invariance(QueensModel model) {
    this.n = model.n();
    this.rule = AttackRule.of(model);
    UsableSquares usable = UsableSquares.of(model);
    boolean wide = false;
    boolean none = false;
    List<int[]> unaryRows = new ArrayList<>();
    List<Compiled.Test> unaryTests = new ArrayList<>();
    for (Expression e : model.expressions()) {
      for (Ground conjunct : e.ground(n)) {
        for (Ground part : Compiled.parts(conjunct)) {
          int[] rows = part.rows().stream().mapToInt(Integer::intValue).toArray();
          Compiled.Test test = Compiled.test(part);
          if (rows.length == 0) {
            none |= !test.holds(new int[n]);
          } else if (rows.length == 1) {
            unaryRows.add(rows);
            unaryTests.add(test);
          } else if (rows.length > MAX_SCOPE) {
            wide = true;
          } else {
            long key = key(rows);
            byScope.computeIfAbsent(key, k -> {
              scopes.add(rows);
              return new ArrayList<>();
            }).add(test);
          }
        }
      }
    }
    this.tooWide = wide;
    this.unsatisfiable = none;
    usableSquare = new boolean[n][n];
    int[] queens = new int[n];
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        usableSquare[r][c] = usable.usable(r, c);
      }
    }
    for (int i = 0; i < unaryRows.size(); i++) {
      int r = unaryRows.get(i)[0];
      for (int c = 0; c < n; c++) {
        queens[r] = c;
        if (usableSquare[r][c] && !unaryTests.get(i).holds(queens)) {
          usableSquare[r][c] = false;
        }
      }
    }
  }

  static Invariance of(QueensModel model) {
    return new Invariance(model);
  }

  /** Whether this proves that g maps the model's solutions onto themselves. */
  boolean proves(Symmetry g) {
    if (g == Symmetry.IDENTITY || unsatisfiable) {
      return true;
    }
    if (tooWide) {
      return false;
    }
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        Cell image = g.apply(new Cell(r, c), n);
        if (usableSquare[r][c] != usableSquare[image.row()][image.col()]) {
          return false;
        }
      }
    }
    Symmetry inverse = inverse(g);
    long[] budget = {MAX_PLACEMENTS};
    for (int[] scope : scopes) {
      if (!scopeMapped(scope, inverse, budget)) {
        return false;
      }
    }
    return true;
  }

  /** For every possible placement t on the scope: the preimage satisfying its conjuncts implies t satisfies the scope's. */
  private boolean scopeMapped(int[] scope, Symmetry inverse, long[] budget) {
    int k = scope.length;
    int[] cols = new int[k];
    int[] queens = new int[n];
    int[] pre = new int[n];
    int depth = 0;
    cols[0] = -1;
    while (depth >= 0) {
      cols[depth]++;
      if (cols[depth] >= n) {
        depth--;
        continue;
      }
      int r = scope[depth];
      int c = cols[depth];
      if (!usableSquare[r][c] || attacksEarlier(scope, cols, depth)) {
        continue;
      }
      if (depth < k - 1) {
        depth++;
        cols[depth] = -1;
        continue;
      }
      if (--budget[0] < 0) {
        return false;
      }
      for (int i = 0; i < k; i++) {
        queens[scope[i]] = cols[i];
      }
      if (!subScopesHold(scope, queens)) {
        continue;
      }
      // The preimage: a placement on other rows (the columns, for symmetries that swap rows and columns).
      int[] preRows = new int[k];
      for (int i = 0; i < k; i++) {
        Cell p = inverse.apply(new Cell(scope[i], cols[i]), n);
        preRows[i] = p.row();
        pre[p.row()] = p.col();
      }
      Arrays.sort(preRows);
      if (allHoldWithin(preRows, pre) && !holds(byScope.get(key(scope)), queens)) {
        return false;
      }
    }
    return true;
  }

  private boolean attacksEarlier(int[] scope, int[] cols, int depth) {
    int r = scope[depth];
    int c = cols[depth];
    for (int i = 0; i < depth; i++) {
      if (attack(scope[i], cols[i], r, c)) {
        return true;
      }
    }
    return false;
  }

  /** Whether queens on two squares of different rows attack each other ({@link AttackRule}). */
  private boolean attack(int r1, int c1, int r2, int c2) {
    return rule.attacks(r1, c1, r2, c2);
  }

  /** Every conjunct on a proper sub-scope (of two rows or more) of the scope holds. */
  private boolean subScopesHold(int[] scope, int[] queens) {
    if (scope.length < 3) {
      return true;
    }
    for (int skip = 0; skip < scope.length; skip++) {
      int[] sub = new int[scope.length - 1];
      for (int i = 0, j = 0; i < scope.length; i++) {
        if (i != skip) {
          sub[j++] = scope[i];
        }
      }
      if (!holds(byScope.get(key(sub)), queens)) {
        return false;
      }
    }
    return true;
  }

  /** Every conjunct whose rows lie within these rows holds (rows ascending, two or three of them). */
  private boolean allHoldWithin(int[] rows, int[] queens) {
    int k = rows.length;
    for (int mask = 1; mask < (1 << k); mask++) {
      if (Integer.bitCount(mask) < 2) {
        continue;
      }
      int[] sub = new int[Integer.bitCount(mask)];
      for (int i = 0, j = 0; i < k; i++) {
        if ((mask & (1 << i)) != 0) {
          sub[j++] = rows[i];
        }
      }
      if (!holds(byScope.get(key(sub)), queens)) {
        return false;
      }
    }
    return true;
  }

  private static boolean holds(List<Compiled.Test> tests, int[] queens) {
    if (tests != null) {
      for (Compiled.Test t : tests) {
        if (!t.holds(queens)) {
          return false;
        }
      }
    }
    return true;
  }

  private static long key(int[] rows) {
    long key = 0;
    for (int r : rows) {
      key = key * 100_003L + r + 1;
    }
    return key;
  }

  static Symmetry inverse(Symmetry g) {
    return switch (g) {
      case ROTATE_90 -> Symmetry.ROTATE_270;
      case ROTATE_270 -> Symmetry.ROTATE_90;
      default -> g;
    };
  }
}
