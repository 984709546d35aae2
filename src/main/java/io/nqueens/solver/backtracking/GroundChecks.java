package io.nqueens.solver.backtracking;

import io.nqueens.model.expr.Compiled;
import io.nqueens.model.expr.Ground;
import java.util.ArrayList;
import java.util.List;

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
  }

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
