package io.nqueens.solver;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** The known name nearest to a mistyped one, for "did you mean ...?" in an error message. */
public final class Suggestions {

  private Suggestions() {}

  /**
   * The known name within a few edits of {@code typed} (insertions, deletions, substitutions and
   * swaps of neighbours; at most 1 for names up to four letters, 2 beyond), the nearest first; empty
   * when none is that near.
   */
  public static Optional<String> nearest(String typed, Collection<String> known) {
    String t = typed.toLowerCase(Locale.ROOT);
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String k : known) {
      int d = distance(t, k.toLowerCase(Locale.ROOT));
      if (d < bestDistance) {
        best = k;
        bestDistance = d;
      }
    }
    int allowed = t.length() <= 4 ? 1 : 2;
    return best != null && bestDistance <= allowed ? Optional.of(best) : Optional.empty();
  }

  /** " (did you mean X?)", or "" when no known name is near. */
  public static String didYouMean(String typed, Collection<String> known) {
    return nearest(typed, known).map(s -> "; did you mean '" + s + "'?").orElse("");
  }

  /** The optimal string alignment distance between a and b. */
  static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
