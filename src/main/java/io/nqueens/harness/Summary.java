package io.nqueens.harness;

import io.nqueens.harness.measure.Stats;
import io.nqueens.solver.Statistics;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The answer in words, as hyperfine prints one, stating only what its numbers support: each backend's
 * time against one baseline (the ratio column's: the teaching backtracker where it ran), "faster" or
 * "slower" only where the ratio's spread (both medians' MAD, propagated) excludes 1, else "about as
 * fast"; a ratio with a side measured once has no spread and says so, and claims neither; node and
 * dead-end ratios only between counters with one definition (the same backend family counting the
 * same things: docs/output.md), a time ratio being the node ratio times the ratio of time per node;
 * "the same tree" only where both counts are equal. A row that is partial or disagrees has no sentence.
 */
public final class Summary {

  private Summary() {}

  /**
   * One backend's timed runs at one n: their median and median absolute deviation (ms) and how many
   * there were; its nodes and dead ends where it counted them (empty otherwise), and {@code counts}:
   * what those counters count (equal only where they have one definition; empty for none); {@code alike}:
   * its search is comparable node for node with the others marked alike (every solution, no symmetry).
   */
  public record Entry(String backend, double medianMs, double madMs, int runs, OptionalLong nodes, OptionalLong fails, String counts,
      boolean alike) {

    /** The same entry without its dead ends: for a table that does not show them, so that no sentence speaks of them. */
    public Entry withoutFails() {
      return new Entry(backend, medianMs, madMs, runs, nodes, OptionalLong.empty(), counts, alike);
    }

    /** What a backend's counters count: its family and the counters' names ("backtracking: nodes, backtracks"). */
    public static String definition(String backend, List<String> counters) {
      return counters.isEmpty() ? "" : backend.split(":")[0] + ": " + String.join(", ", counters);
    }
  }

  /** The entries of a comparison's row: its complete runs; none where the row is partial or disagrees. */
  public static List<Entry> of(Harness.Row row) {
    if (row.verdict() == Verdict.PARTIAL || row.verdict() == Verdict.DISAGREE) {
      return List.of();
    }
    List<Entry> out = new ArrayList<>();
    for (Harness.Run r : row.runs()) {
      if (!r.complete() || Double.isNaN(r.medianMillis())) {
        continue;
      }
      Statistics s = r.result().statistics();
      out.add(new Entry(r.backend(), r.medianMillis(), Stats.mad(r.times()), r.times().length, value(s.effort()), value(s.deadEnds()),
          Entry.definition(r.backend(), List.copyOf(s.counters().keySet())), !r.method().usesSymmetry()));
    }
    return out;
  }

  private static OptionalLong value(Optional<Statistics.Counter> c) {
    return c.isPresent() ? OptionalLong.of(c.get().value()) : OptionalLong.empty();
  }

  /**
   * The sentences for these entries at {@code where} ("n = 12") against {@code baseline} (its label;
   * the first entry where it is not among them); none where fewer than two finished.
   */
  public static List<String> sentences(String where, String baseline, List<Entry> entries) {
    if (entries.size() < 2) {
      return List.of();
    }
    Entry base = entries.stream().filter(e -> e.backend().equals(baseline)).findFirst().orElse(entries.get(0));
    List<Entry> others = entries.stream().filter(e -> e != base).sorted(Comparator.comparingDouble(Entry::medianMs)).toList();
    List<String> out = new ArrayList<>();
    out.add("At " + where + ", against " + base.backend() + " (" + millis(base.medianMs()) + " ms, "
        + (base.runs() == 1 ? "one run" : "median of " + base.runs() + " runs") + "):");
    boolean unlike = false;
    for (Entry e : others) {
      out.add("  " + e.backend() + ": " + against(e, base));
      if (!e.alike() || !base.alike()) {
        unlike = true;
        continue;
      }
      why(e, base).ifPresent(out::add);
    }
    if (unlike) {
      out.add("  (nodes of searches that use symmetry are not compared: they search different trees)");
    }
    fastest(base, others).ifPresent(f -> out.add("  fastest: " + f + ", beyond every spread"));
    return out;
  }

  /** Who was fastest, where the numbers say so: a backend faster than every other beyond their spreads. */
  private static Optional<String> fastest(Entry base, List<Entry> others) {
    List<Entry> all = new ArrayList<>(others);
    all.add(base);
    Entry best = all.stream().min(Comparator.comparingDouble(Entry::medianMs)).orElseThrow();
    boolean clear = all.stream().filter(e -> e != best).allMatch(e -> verdict(e, best) > 0);
    return clear ? Optional.of(best.backend()) : Optional.empty();
  }

  /**
   * Whether {@code e} is slower (1) or faster (-1) than {@code base} beyond the spread of the ratio of
   * their medians, or neither (0: the spread includes 1, or a side was measured once and has none).
   */
  static int verdict(Entry e, Entry base) {
    if (e.runs() < 2 || base.runs() < 2) {
      return 0;
    }
    double ratio = e.medianMs() / base.medianMs();
    double spread = spread(e, base);
    return ratio - spread > 1 ? 1 : ratio + spread < 1 ? -1 : 0;
  }

  /** The ratio's spread from both medians' (hyperfine's propagation, with the robust MAD for sigma). */
  private static double spread(Entry e, Entry base) {
    double ratio = e.medianMs() / base.medianMs();
    return ratio * Math.hypot(e.madMs() / e.medianMs(), base.madMs() / base.medianMs());
  }

  /** One backend against the baseline, in words: a ratio with its spread and slower or faster, about as fast, or measured once. */
  public static String against(Entry e, Entry base) {
    double ratio = e.medianMs() / base.medianMs();
    if (e.runs() < 2 || base.runs() < 2) {
      String once = e.runs() < 2 && base.runs() < 2 ? "both measured once" : (e.runs() < 2 ? "it" : base.backend()) + " measured once";
      return times(ratio) + " the time (" + once + ": no spread, no verdict)";
    }
    double spread = spread(e, base);
    return switch (verdict(e, base)) {
      case 1 -> times(ratio) + " ± " + plain(spread) + " slower";
      // Faster is said as the inverse ratio, its spread propagated alike.
      case -1 -> times(1 / ratio) + " ± " + plain(spread / (ratio * ratio)) + " faster";
      default -> times(ratio) + " ± " + plain(spread) + " the time: not told apart (the spread reaches 1x)";
    };
  }

  /** Why, in nodes, dead ends and time per node: only where both count with one definition; else what differs. */
  private static Optional<String> why(Entry e, Entry base) {
    if (e.nodes().isEmpty() || base.nodes().isEmpty() || e.counts().isEmpty() || base.counts().isEmpty()) {
      return Optional.empty();
    }
    long n = e.nodes().getAsLong();
    long b = base.nodes().getAsLong();
    if (n <= 0 || b <= 0) {
      return Optional.empty();
    }
    if (!e.counts().equals(base.counts())) {
      // Each a step down the tree, counted by each library its own way: side by side, with their names.
      String[] mine = names(e);
      String[] theirs = names(base);
      String deadEnds = e.fails().isPresent() && base.fails().isPresent() && base.fails().getAsLong() > 0 && mine.length > 1 && theirs.length > 1
          ? ", " + times((double) e.fails().getAsLong() / base.fails().getAsLong()) + " the dead ends (" + e.fails().getAsLong() + " " + mine[1]
              + " against " + base.fails().getAsLong() + " " + theirs[1] + ")" : "";
      return Optional.of("    " + times((double) n / b) + " the nodes (" + n + " " + mine[0] + " against " + b + " " + theirs[0] + ")" + deadEnds
          + ": each counter its library's own");
    }
    double nodes = (double) n / b;
    double ratio = e.medianMs() / base.medianMs();
    boolean sameTree = n == b && e.fails().equals(base.fails());
    String why = "    " + times(nodes) + " the nodes";
    if (e.fails().isPresent() && base.fails().isPresent() && base.fails().getAsLong() > 0) {
      why += ", " + times((double) e.fails().getAsLong() / base.fails().getAsLong()) + " the dead ends";
    }
    return Optional.of(why + ", " + times(ratio / nodes) + " the time per node" + (sameTree ? ": the same tree" : ""));
  }

  /** A backend's counter names, as its family calls them ("choco nodes", "choco fails"). */
  private static String[] names(Entry e) {
    int colon = e.counts().indexOf(": ");
    String family = e.counts().substring(0, colon);
    return Arrays.stream(e.counts().substring(colon + 2).split(", ")).map(c -> family + " " + c).toArray(String[]::new);
  }

  /** A ratio in words: two significant figures below 0.1 (never 0.00x), two decimals near 1, one below ten, none above. */
  static String times(double ratio) {
    return plain(ratio) + "x";
  }

  private static String plain(double x) {
    if (x > 0 && x < 0.1) {
      return new BigDecimal(x).round(new MathContext(2)).stripTrailingZeros().toPlainString();
    }
    return String.format(Locale.ROOT, x < 10 ? (x < 2 ? "%.2f" : "%.1f") : "%.0f", x);
  }

  private static String millis(double ms) {
    return String.format(Locale.ROOT, ms < 1 ? "%.3f" : ms < 100 ? "%.2f" : "%.0f", ms);
  }
}
