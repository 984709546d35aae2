package io.nqueens.testing;

import io.nqueens.model.Cell;
import io.nqueens.model.Regions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/** Random region maps for tests: grown from random seed squares (as puzzles are), and arbitrary (regions in pieces). */
public final class RegionMaps {

  private RegionMaps() {}

  /** n regions grown from n distinct random squares ({@link Regions#grown}). */
  public static Regions grown(Random random, int n) {
    List<Cell> squares = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        squares.add(new Cell(r, c));
      }
    }
    Collections.shuffle(squares, random);
    return Regions.grown(n, squares.subList(0, n), random);
  }

  /** Every square a random region, each of the n regions on at least one square (regions need not be connected). */
  public static Regions arbitrary(Random random, int n) {
    int[] ids = new int[n * n];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = i < n ? i : random.nextInt(n);
    }
    for (int i = ids.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = ids[i];
      ids[i] = ids[j];
      ids[j] = t;
    }
    List<String> rows = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      StringBuilder sb = new StringBuilder();
      for (int c = 0; c < n; c++) {
        sb.append((char) ('a' + ids[r * n + c]));
      }
      rows.add(sb.toString());
    }
    return new Regions(rows);
  }
}
