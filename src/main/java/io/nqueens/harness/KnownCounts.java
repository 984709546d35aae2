package io.nqueens.harness;

import io.nqueens.model.Constraint;
import io.nqueens.model.KnightExclusion;
import io.nqueens.model.NoDiagonals;
import io.nqueens.model.QueensModel;
import io.nqueens.model.Toroidal;
import io.nqueens.model.Touching;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Published solution counts (OEIS A000170, A002562, A051906, A051223, A002464), for comparison only: no
 * result is ever taken from here.
 */
public final class KnownCounts {

  /** The families of the table. */
  public enum Family {
    ALL("all"),
    UNIQUE("unique"),
    TOROIDAL("toroidal"),
    SUPERQUEENS("superqueens"),
    /** Rooks with no two on touching squares: Hertzsprung's problem. */
    HERTZSPRUNG("hertzsprung");

    final String key;

    Family(String key) {
      this.key = key;
    }
  }

  private static final Map<String, Long> TABLE = load();

  private KnownCounts() {}

  private static Map<String, Long> load() {
    Map<String, Long> m = new HashMap<>();
    try (InputStream in = KnownCounts.class.getResourceAsStream("known-counts.tsv")) {
      if (in == null) {
        throw new IllegalStateException("known-counts.tsv is missing from the jar");
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String line;
      while ((line = reader.readLine()) != null) {
        if (line.isBlank() || line.startsWith("#") || line.startsWith("family")) {
          continue;
        }
        String[] f = line.split("\t");
        m.put(f[0] + ":" + f[1], Long.parseLong(f[2]));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return m;
  }

  public static OptionalLong get(Family family, int n) {
    Long v = TABLE.get(family.key + ":" + n);
    return v == null ? OptionalLong.empty() : OptionalLong.of(v);
  }

  /** The published total for a model, when the model is one of the published families. */
  public static OptionalLong solutions(QueensModel model) {
    if (model.isPlain()) {
      return get(Family.ALL, model.n());
    }
    Set<Constraint> kinds = Set.copyOf(model.constraints());
    if (kinds.equals(Set.of(new Toroidal()))) {
      return get(Family.TOROIDAL, model.n());
    }
    if (kinds.equals(Set.of(new KnightExclusion()))) {
      return get(Family.SUPERQUEENS, model.n());
    }
    if (kinds.equals(Set.of(new NoDiagonals(), new Touching()))) {
      return get(Family.HERTZSPRUNG, model.n());
    }
    return OptionalLong.empty();
  }

  /** The published symmetry-unique count, known for the plain problem only. */
  public static OptionalLong unique(QueensModel model) {
    return model.isPlain() ? get(Family.UNIQUE, model.n()) : OptionalLong.empty();
  }
}
