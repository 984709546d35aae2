package io.nqueens.engine;

import io.nqueens.model.Attacks;
import io.nqueens.model.Cell;
import io.nqueens.model.Queen;
import io.nqueens.model.QueensModel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Splits a count into sub-problems, so that it runs in parallel: the model plus a few pre-placed queens in its first free rows
 * gives disjoint sub-problems whose counts add up to the whole. Every backend can count a
 * sub-problem, since it is just the same model with more {@link Queen}s, so constraint solvers that
 * enumerate on one worker (CP-SAT) still use every core.
 */
final class SplitCounter {

  private SplitCounter() {}

  /**
   * Disjoint sub-problems covering every solution of the model: each adds pre-placed queens to the
   * first free rows, placed consistently with the model's rules. Parts are split breadth first,
   * one at a time, until there are at least {@code target} of them (at most one row's worth more),
   * or none can be split further.
   */
  static List<QueensModel> split(QueensModel model, int target) {
    Deque<QueensModel> queue = new ArrayDeque<>(List.of(model));
    List<QueensModel> whole = new ArrayList<>();
    while (!queue.isEmpty() && queue.size() + whole.size() < target) {
      QueensModel part = queue.removeFirst();
      int row = firstFreeRow(part);
      if (row < 0) {
        // Every row placed: it cannot be split further.
        whole.add(part);
        continue;
      }
      for (int col = 0; col < part.n(); col++) {
        if (fits(part, new Cell(row, col))) {
          queue.addLast(part.with(new Queen(row, col)));
        }
      }
    }
    List<QueensModel> parts = new ArrayList<>(whole);
    parts.addAll(queue);
    return parts;
  }

  private static int firstFreeRow(QueensModel model) {
    boolean[] taken = new boolean[model.n()];
    model.queens().forEach(q -> taken[q.row()] = true);
    for (int r = 0; r < taken.length; r++) {
      if (!taken[r]) {
        return r;
      }
    }
    return -1;
  }

  /** Whether a queen on the cell keeps the model free of obvious contradictions. */
  private static boolean fits(QueensModel model, Cell cell) {
    return Attacks.of(model).fits(cell);
  }
}
