package io.nqueens.harness;

import io.nqueens.harness.measure.Stats;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * The answer in words, as hyperfine prints one: which backend was fastest at one n (or instance),
 * how many times slower each other was (over the spread of their runs), and, where their searches
 * are alike (every solution, no symmetry), what the node and dead-end counts say about why: a time
 * ratio is the node ratio times the ratio of time per node.
 */
public final class Summary {

  private Summary() {}

  /**
   * One backend's timed runs at one n: their median and median absolute deviation (ms), and its nodes
   * and dead ends where it counted them (empty otherwise); {@code alike}: its search is comparable
   * node for node with the others marked alike (every solution, no symmetry).
   */
  public record Entry(String backend, double medianMs, double madMs, OptionalLong nodes, OptionalLong fails, boolean alike) {}

  /** The entries of a comparison's row: its complete runs. */
  public static List<Entry> of(Harness.Row row) {
    List<Entry> out = new ArrayList<>();
    for (Harness.Run r : row.runs()) {
      if (!r.complete() || Double.isNaN(r.medianMillis())) {
        continue;
      }
      List<Long> counters = List.copyOf(r.result().statistics().counters().values());
      OptionalLong nodes = counters.isEmpty() ? OptionalLong.empty() : OptionalLong.of(counters.get(0));
      OptionalLong fails = counters.size() < 2 ? OptionalLong.empty() : OptionalLong.of(counters.get(1));
      out.add(new Entry(r.backend(), r.medianMillis(), Stats.mad(r.times()), nodes, fails, !r.method().usesSymmetry()));
    }
    return out;
  }

  /** The sentences for these entries at {@code where} ("n = 12"); none where fewer than two finished. */
  public static List<String> sentences(String where, List<Entry> entries) {
    if (entries.size() < 2) {
      return List.of();
    }
    List<Entry> sorted = entries.stream().sorted(Comparator.comparingDouble(Entry::medianMs)).toList();
    Entry fastest = sorted.get(0);
    List<String> out = new ArrayList<>();
    out.add("At " + where + ", " + fastest.backend() + " was fastest (" + millis(fastest.medianMs()) + " ms, the median of its runs);"
        + " against it:");
    for (Entry e : sorted.subList(1, sorted.size())) {
      double ratio = e.medianMs() / fastest.medianMs();
      // The ratio's spread from both medians' (hyperfine's propagation, with the robust MAD for sigma).
      double spread = ratio * Math.hypot(e.madMs() / e.medianMs(), fastest.madMs() / fastest.medianMs());
      out.add("  " + e.backend() + ": " + times(ratio) + " ± " + plain(spread) + " slower");
      if (e.alike() && fastest.alike() && e.nodes().isPresent() && fastest.nodes().isPresent() && fastest.nodes().getAsLong() > 0
          && e.nodes().getAsLong() > 0) {
        double nodes = (double) e.nodes().getAsLong() / fastest.nodes().getAsLong();
        String why = "    " + times(nodes) + " the nodes";
        if (e.fails().isPresent() && fastest.fails().isPresent() && fastest.fails().getAsLong() > 0) {
          why += ", " + times((double) e.fails().getAsLong() / fastest.fails().getAsLong()) + " the dead ends";
        }
        out.add(why + ", " + times(ratio / nodes) + " the time per node" + reading(nodes, ratio / nodes));
      }
    }
    if (sorted.stream().anyMatch(e -> !e.alike())) {
      out.add("  (nodes of searches that use symmetry are not compared: they search different trees)");
    }
    return out;
  }

  /** What a node ratio and a ratio of time per node say together, in a few words. */
  static String reading(double nodes, double perNode) {
    if (nodes > 0.9 && nodes < 1.1) {
      return ": the same tree, dearer nodes";
    }
    if (nodes < 1) {
      return perNode > 1 ? ": fewer nodes, each dearer" : ": fewer and cheaper nodes";
    }
    return perNode < 1 ? ": more nodes, each cheaper" : ": more nodes, each dearer";
  }

  /** A ratio in words: two decimals near 1, one below ten, none above. */
  static String times(double ratio) {
    return String.format(Locale.ROOT, ratio < 10 ? (ratio < 2 ? "%.2fx" : "%.1fx") : "%.0fx", ratio);
  }

  private static String plain(double x) {
    return String.format(Locale.ROOT, x < 10 ? (x < 2 ? "%.2f" : "%.1f") : "%.0f", x);
  }

  private static String millis(double ms) {
    return String.format(Locale.ROOT, ms < 1 ? "%.3f" : ms < 100 ? "%.2f" : "%.0f", ms);
  }
}
