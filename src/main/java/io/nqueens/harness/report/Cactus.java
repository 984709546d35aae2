package io.nqueens.harness.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The cactus plot of solver competitions: for each solver, its decided instances sorted by time,
 * point k at (k, the k-th smallest time), so a curve further right decided more and a lower one
 * decided them faster. Undecided instances have no point.
 */
public final class Cactus {

  private Cactus() {}

  /** One point per decided instance, in order: x = instances decided so far, y = that instance's time. */
  public static List<Svg.Point> curve(Map<String, Double> decidedTimes) {
    List<Double> times = new ArrayList<>(decidedTimes.values());
    times.sort(Double::compare);
    List<Svg.Point> out = new ArrayList<>();
    for (int k = 0; k < times.size(); k++) {
      out.add(new Svg.Point(k + 1, times.get(k)));
    }
    return out;
  }
}
