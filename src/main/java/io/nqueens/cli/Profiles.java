package io.nqueens.cli;

import io.nqueens.BadInputException;
import io.nqueens.harness.report.Documents;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.SearchProfile;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** A search profile as text: a table with a bar per depth (its JSON is {@link Documents#profile}). */
final class Profiles {

  /** The widest bar, in characters. */
  static final int BAR = 40;

  private Profiles() {}

  static String text(QueensModel model, String solver, Optional<SearchProfile> measured, long millis) {
    StringBuilder sb = new StringBuilder(model.summary() + "  [" + solver + "]\n");
    if (measured.isEmpty()) {
      return sb.append("profile:   ").append(Documents.unavailable(solver)).append('\n').toString();
    }
    SearchProfile p = measured.get();
    long[] nodes = p.nodes();
    long[] fails = p.fails();
    long widest = 1;
    for (int d = 0; d < p.depths(); d++) {
      widest = Math.max(widest, nodes[d]);
    }
    sb.append("search profile over the whole tree (no symmetry used); depth = ").append(p.depthMeans())
        .append(", bar = nodes (# dead ends, = the rest)\n");
    Table t = new Table(List.of("depth", "nodes", "fails", ""));
    for (int d = 0; d < p.depths(); d++) {
      t.add(List.of(Integer.toString(d), Long.toString(nodes[d]), Long.toString(fails[d]), bar(nodes[d], fails[d], widest)));
    }
    t.add(List.of("total", Long.toString(p.totalNodes()), Long.toString(p.totalFails()), "(below the root, as the search's own statistics)"));
    sb.append(t.render(Table.Format.TABLE));
    String prefix = p.outcome().isComplete() ? "" : "at least ";
    sb.append("solutions: ").append(prefix).append(p.solutions()).append('\n');
    sb.append(String.format(Locale.ROOT, "time:      %d ms%n", millis));
    if (!p.outcome().isComplete()) {
      sb.append("status:    ").append(p.outcome().word()).append(": the profile covers the part of the tree searched\n");
    }
    return sb.toString();
  }

  /**
   * The largest board whose search over the whole tree (every node, no symmetry) every profiled
   * backend finishes in about a minute here (docs/performance.md); beyond it a profile must be
   * asked for with a time limit, and is then partial.
   */
  static final int FINISHES_UP_TO = 14;

  /** Refuses, before it starts, a profile above {@link #FINISHES_UP_TO} without a time limit: it would run for hours or years. */
  static void checkFinishes(String option, int n, Duration timeLimit) {
    if (n > FINISHES_UP_TO && timeLimit == null) {
      throw new BadInputException(option + " " + n + ": a search profile counts every node of the whole tree with no symmetry, which at n = " + n
          + " cannot finish; give --time-limit for a partial profile (marked partial, exit 4), or n <= " + FINISHES_UP_TO);
    }
  }

  /** A bar as long as the level is wide (relative to the widest), its dead ends drawn as '#'. */
  static String bar(long nodes, long fails, long widest) {
    int length = nodes == 0 ? 0 : (int) Math.max(1, Math.round((double) BAR * nodes / widest));
    int dead = nodes == 0 ? 0 : (int) Math.min(length, Math.round((double) length * fails / nodes));
    return "#".repeat(dead) + "=".repeat(length - dead);
  }
}
