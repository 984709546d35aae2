package io.nqueens.harness.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Traced searches side by side, stepping together, for teaching: each search's board after each
 * step (the queens standing, the squares ruled out shaded, those the step removed darker, a row left
 * with no square marked, the squares left per row beside it), its steps as the terminal prints them,
 * and its tree as CP-Profiler draws one (branch nodes, failures, solutions; above n = 8 each subtree
 * without a solution folded into a triangle that counts its nodes) with the node it stands on marked;
 * under the trees the counts and a sentence that explains the difference from them. A search that
 * cannot be stepped through (its steps are inside a library) is a panel that says so, with what its
 * API shows. Controls: step back and forward, play and pause, a slider, the arrow keys, space, Home
 * and End, and links to a step ({@code #step=K}). Self-contained: no network.
 */
public final class SearchPage {

  /**
   * One step: its kind, its square (-1 where none), whether it failed and the row it left with no
   * square (-1: none), the board after it ({@code n * n} characters, row by row: {@code Q} a queen,
   * {@code .} a square left, {@code x} ruled out, {@code r} removed by this step, {@code #} closed),
   * and its line as the terminal prints it.
   */
  public record Step(StepKind kind, int row, int col, boolean failed, int emptied, String board, String line) {}

  /**
   * One search: its name, its steps (empty for one that cannot be stepped through, with {@code note}
   * saying why and what is shown instead), its counters as compare shows them (their names), and its
   * solutions.
   */
  public record Panel(String label, List<Step> steps, String nodesWord, long nodes, String failsWord, long fails, long solutions, String note) {}

  /** What the template {@code src/main/jte/search.jte} lays out; {@code data} (the steps, the size, the region map) feeds the page's script. */
  public record View(String title, String css, int n, int longest, List<PanelView> panels, List<Count> counts, String explanation, String data,
      String script) {}

  /** A panel as shown: its note (a search that cannot be stepped through) or its steps and its tree (SVG). */
  public record PanelView(int index, String label, String note, List<StepView> steps, String tree) {}

  /** A step's line, and its mark: solution, failed, or none (null). */
  public record StepView(int index, String line, String mark) {}

  /** A search's counts under the panels. */
  public record Count(String label, String nodes, String fails, long solutions) {}

  private static final TemplateEngine PAGES = TemplateEngine.createPrecompiled(ContentType.Html);

  private SearchPage() {}

  /** The page: a title, the board's size and region map (its rows, one character a square; null: none), the panels, and a sentence that explains their difference. */
  public static String render(String title, int n, List<String> regionRows, List<Panel> panels, String explanation) {
    List<PanelView> views = new ArrayList<>();
    List<List<List<Object>>> steps = new ArrayList<>();
    int longest = 0;
    for (int p = 0; p < panels.size(); p++) {
      Panel panel = panels.get(p);
      longest = Math.max(longest, panel.steps().size());
      SearchTree tree = SearchTree.of(panel.steps().stream().map(t -> new SearchTree.Move(t.kind(), t.row(), t.col(), t.failed())).toList(), n > 8);
      List<StepView> lines = new ArrayList<>();
      List<List<Object>> data = new ArrayList<>();
      for (int i = 0; i < panel.steps().size(); i++) {
        Step s = panel.steps().get(i);
        lines.add(new StepView(i, s.line(), s.kind() == StepKind.SOLUTION ? "solution" : s.failed() ? "failed" : null));
        // For the script: the board, the tree's node, the emptied row, the kind's letter.
        data.add(List.of(s.board(), tree.nodeOfStep[i], s.emptied(), s.kind().name().substring(0, 1)));
      }
      steps.add(data);
      boolean note = panel.steps().isEmpty() && panel.note() != null;
      views.add(new PanelView(p, panel.label(), note ? panel.note() : null, lines, note ? "" : svg(p, tree)));
    }
    List<Count> counts = panels.stream().map(p -> new Count(p.label(), p.nodes() + " " + p.nodesWord(), p.fails() + " " + p.failsWord(), p.solutions()))
        .toList();
    StringOutput out = new StringOutput();
    PAGES.render("search.jte", new View(title, Html.resource("search.css"), n, longest, views, counts, explanation,
        data(n, longest, steps, regionRows), Html.resource("search.js")), out);
    return out.toString();
  }

  /** The script's data as JSON, safe inside a script element. */
  private static String data(int n, int longest, List<List<List<Object>>> steps, List<String> regionRows) {
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("n", n);
    data.put("longest", longest);
    data.put("steps", steps);
    data.put("names", regionRows);
    try {
      return Results.JSON.writeValueAsString(data).replace("</", "<\\/");
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("the page's own steps cannot be written as JSON", e);
    }
  }

  /** The tree as SVG: edges, then nodes (circle branch, red square failure, green diamond solution, red triangle a folded subtree with its count). */
  private static String svg(int p, SearchTree tree) {
    double dx = tree.leaves > 300 ? 6 : tree.leaves > 80 ? 10 : 18;
    double dy = 26;
    double width = (tree.leaves + 1) * dx + 20;
    double height = (tree.deepest + 1) * dy + 20;
    StringBuilder edges = new StringBuilder();
    StringBuilder shapes = new StringBuilder();
    for (int id = 0; id < tree.nodes.size(); id++) {
      SearchTree.Node node = tree.nodes.get(id);
      if (!tree.shown(id)) {
        continue;
      }
      double x = 10 + (node.x + 0.5) * dx;
      double y = 12 + node.depth * dy;
      if (node.parent >= 0) {
        SearchTree.Node up = tree.nodes.get(node.parent);
        edges.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>", 10 + (up.x + 0.5) * dx, 12 + up.depth * dy, x, y));
      }
      String label = "<title>" + Html.escape(node.kind == 't' ? node.size + " nodes without a solution (" + node.label + ")" : node.label) + "</title>";
      String at = " id=\"n" + p + "-" + id + "\"";
      shapes.append(switch (node.kind) {
        case 'f' -> String.format(Locale.ROOT, "<rect%s class=\"fail\" x=\"%.1f\" y=\"%.1f\" width=\"8\" height=\"8\">%s</rect>", at, x - 4, y - 4, label);
        case 's' -> String.format(Locale.ROOT, "<polygon%s class=\"sol\" points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f\">%s</polygon>", at, x, y - 6, x + 6, y, x,
            y + 6, x - 6, y, label);
        case 't' -> String.format(Locale.ROOT, "<g%s class=\"fold\"><polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\"/><text x=\"%.1f\" y=\"%.1f\">%d</text>%s</g>", at, x,
            y - 4, x + 7, y + 10, x - 7, y + 10, x, y + 22, node.size, label);
        default -> String.format(Locale.ROOT, "<circle%s class=\"node\" cx=\"%.1f\" cy=\"%.1f\" r=\"4\">%s</circle>", at, x, y, label);
      });
    }
    return String.format(Locale.ROOT, "<div class=\"tree\"><svg id=\"tree-%d\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" role=\"img\" "
        + "aria-label=\"the search tree\"><g class=\"edges\">%s</g>%s</svg></div>\n", p, width, height, width, height, edges, shapes);
  }
}
