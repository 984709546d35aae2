package io.nqueens.cli;

import io.nqueens.engine.Counting;
import io.nqueens.harness.report.SearchPage;
import io.nqueens.model.QueensModel;
import io.nqueens.solver.Backends;
import io.nqueens.solver.CountResult;
import io.nqueens.solver.SearchControl;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** What the side-by-side trace page says beyond the steps: CP-SAT as far as it can be seen, and the counts in words. */
final class TracePanels {

  private TracePanels() {}

  /**
   * CP-SAT's panel: its search runs inside its library, and its Java API reports each solution as it
   * comes and its counters at the end, not its steps; so the panel shows those from a real count of
   * the model, and invents no step.
   */
  static SearchPage.Panel cpsat(Backends.Spec spec, QueensModel model, SearchControl control) {
    CountResult r = Counting.count(spec.create(), model, List.of(), control);
    Map<String, Long> c = r.statistics().counters();
    long branches = c.getOrDefault("branches", 0L);
    long conflicts = c.getOrDefault("conflicts", 0L);
    String note = "CP-SAT searches inside its library (OR-Tools, in C++). Its Java API reports each solution as it comes (a callback) and, at the end,"
        + " its counters; not its decisions, its propagation or its depth, so there is no step to show here and none is invented, nor a depth"
        + " profile. Counting every solution of this model (" + spec.label() + "): " + r.solutions() + " solution" + (r.solutions() == 1 ? "" : "s")
        + ", " + branches + " branches, " + conflicts + " conflicts" + (r.complete() ? "" : " (stopped: " + r.outcome().word() + ")") + ".";
    return new SearchPage.Panel(spec.label(), List.of(), "branches", branches, "conflicts", conflicts, r.solutions(), note);
  }

  /** The panels' counts side by side in words, and why a search that propagates visits fewer nodes than one that does not. */
  static String explanation(List<SearchPage.Panel> panels, boolean all) {
    List<String> counts = new ArrayList<>();
    for (SearchPage.Panel p : panels) {
      counts.add(p.label() + ": " + p.nodes() + " " + p.nodesWord() + ", " + p.fails() + " " + p.failsWord());
    }
    StringBuilder sb = new StringBuilder(String.join("; ", counts)).append('.');
    SearchPage.Panel teaching = panels.stream().filter(p -> p.label().equals(TraceCommand.TEACHING)).findFirst().orElse(null);
    SearchPage.Panel choco = panels.stream().filter(p -> p.label().startsWith("choco") && !p.steps().isEmpty()).findFirst().orElse(null);
    if (teaching != null && choco != null && choco.nodes() > 0) {
      double ratio = (double) teaching.nodes() / choco.nodes();
      sb.append(ratio > 1
          ? String.format(Locale.ROOT, " %s visits %.1fx fewer nodes than the backtracker places queens.", choco.label(), ratio)
          : String.format(Locale.ROOT, " %s visits as many nodes or more (%.2fx the backtracker's queens placed).", choco.label(), 1 / ratio));
      sb.append(" After each of its decisions, propagation removes the squares the new queen rules out from every other row at once: a row left"
          + " with no square fails there (Choco counts a fail) before any queen is placed above it, and a row left with one square gets its"
          + " queen without a decision. The backtracker learns that a row is empty only when it reaches the row and has tried each of its"
          + " squares (a dead end), and it places every queen itself. Choco's nodes and the backtracker's queens placed are both one step"
          + " down the tree, so they compare; a node costs Choco more work than a queen costs the backtracker.");
    }
    if (panels.stream().anyMatch(p -> p.steps().isEmpty())) {
      sb.append(" CP-SAT's branches and conflicts are its own counters, from inside its library: not steps of the same tree.");
    }
    if (!all) {
      sb.append(" Each search stops at its first solution (--all traces every one).");
    }
    return sb.toString();
  }
}
