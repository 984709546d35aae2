package io.nqueens.solver.backtracking;

import io.nqueens.model.expr.Compiled;
import io.nqueens.model.expr.Ground;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Expression constraints as the hand-written searches use them, each ground conjunct with the rows
 * it mentions: a search checks one as soon as the last of its queens stands, whatever the order
 * of rows. A top-level {@code alldifferent} becomes one {@code !=} per pair, so that each pair is
 * checked as early as it can be. Each conjunct is compiled once ({@link Compiled}; the checker
 * evaluates the syntax tree instead).
 */
final class GroundChecks {

  /** One ground conjunct, compiled, and the rows of the queens it mentions, ascending. */
  record Check(Ground ground, int[] rows, Compiled.Test test) {
    int lastRow() {
      return rows[rows.length - 1];
    }

    /** Whether it holds with the queens placed so far (every row it mentions must be placed). */
    boolean holds(int[] queens) {
      return test.holds(queens);
    }

    /**
     * For a check over two rows a < b on an n x n board: bit c of {@code forbidden(n)[v]} is set when
     * the check fails with row a's queen in column v and row b's in column c. A comparison of a term
     * of one row with a term of the other takes 2n evaluations; anything else n * n.
     */
    long[] forbidden(int n) {
      int a = rows[0];
      int b = rows[1];
      long[] out = new long[n];
      int[] trial = new int[n];
      Ground.Compare split = ground.acceptBool(COMPARISON);
      if (split != null) {
        Set<Integer> left = split.left().rows();
        Set<Integer> right = split.right().rows();
        boolean leftIsA = !left.contains(b) && !right.contains(a);
        boolean leftIsB = !left.contains(a) && !right.contains(b);
        if (leftIsA || leftIsB) {
          Compiled.Term l = Compiled.term(split.left());
          Compiled.Term r = Compiled.term(split.right());
          long[] ofA = new long[n];
          long[] ofB = new long[n];
          for (int v = 0; v < n; v++) {
            trial[a] = v;
            trial[b] = v;
            ofA[v] = (leftIsA ? l : r).value(trial);
            ofB[v] = (leftIsA ? r : l).value(trial);
          }
          for (int v = 0; v < n; v++) {
            for (int c = 0; c < n; c++) {
              long x = leftIsA ? ofA[v] : ofB[c];
              long y = leftIsA ? ofB[c] : ofA[v];
              if (!split.kind().holds(x, y)) {
                out[v] |= 1L << c;
              }
            }
          }
          return out;
        }
      }
      for (int v = 0; v < n; v++) {
        trial[a] = v;
        for (int c = 0; c < n; c++) {
          trial[b] = c;
          if (!holds(trial)) {
            out[v] |= 1L << c;
          }
        }
      }
      return out;
    }
  }

  /** The comparison a check is, or null. */
  private static final Ground.BoolVisitor<Ground.Compare> COMPARISON = new Ground.BoolVisitor<>() {
    @Override
    public Ground.Compare visitTruth(Ground.Truth g) {
      return null;
    }

    @Override
    public Ground.Compare visitCompare(Ground.Compare g) {
      return g;
    }

    @Override
    public Ground.Compare visitLogic(Ground.Logic g) {
      return null;
    }

    @Override
    public Ground.Compare visitAllDifferent(Ground.AllDifferent g) {
      return null;
    }
  };

  private GroundChecks() {}

  /** Splits ground conjuncts into checks (a top-level alldifferent into pairs). */
  static List<Check> of(List<Ground> conjuncts) {
    List<Check> out = new ArrayList<>();
    for (Ground g : conjuncts) {
      for (Ground part : Compiled.parts(g)) {
        out.add(new Check(part, part.rows().stream().mapToInt(Integer::intValue).toArray(), test(part)));
      }
    }
    return out;
  }

  static Compiled.Test test(Ground g) {
    return Compiled.test(g);
  }
}
