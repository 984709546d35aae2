package io.nqueens.model;

import java.util.Arrays;

/** One placement: row {@code r} holds its queen in column {@code col(r)}, 0-based. Immutable. */
public final class Solution implements Comparable<Solution> {

  private final int[] columns;

  private Solution(int[] columns) {
    this.columns = columns;
  }

  /** A solution from a row -> column array (copied). */
  public static Solution of(int... columns) {
    return new Solution(columns.clone());
  }

  public int n() {
    return columns.length;
  }

  public int col(int row) {
    return columns[row];
  }

  public int[] columns() {
    return columns.clone();
  }

  /** The image of this placement under a board symmetry. */
  public Solution transform(Symmetry symmetry) {
    int n = columns.length;
    int[] image = new int[n];
    for (int r = 0; r < n; r++) {
      Cell c = symmetry.apply(new Cell(r, columns[r]), n);
      image[c.row()] = c.col();
    }
    return new Solution(image);
  }

  @Override
  public int compareTo(Solution o) {
    return Arrays.compare(columns, o.columns);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Solution s && Arrays.equals(columns, s.columns);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(columns);
  }

  @Override
  public String toString() {
    return Arrays.toString(columns);
  }
}
