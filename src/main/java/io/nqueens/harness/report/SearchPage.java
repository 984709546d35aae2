package io.nqueens.harness.report;

import java.util.List;
import java.util.Locale;

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

  private SearchPage() {}

  /** The page: a title, the board's size and region map (its rows, one character a square; null: none), the panels, and a sentence that explains their difference. */
  public static String render(String title, int n, List<String> regionRows, List<Panel> panels, String explanation) {
    StringBuilder body = new StringBuilder();
    StringBuilder data = new StringBuilder("[");
    int longest = 0;
    for (int p = 0; p < panels.size(); p++) {
      Panel panel = panels.get(p);
      longest = Math.max(longest, panel.steps().size());
      SearchTree tree = SearchTree.of(panel.steps().stream().map(t -> new SearchTree.Move(t.kind(), t.row(), t.col(), t.failed())).toList(), n > 8);
      body.append(panel(p, panel, tree, n));
      data.append(p == 0 ? "" : ",").append(steps(panel, tree));
    }
    data.append(']');
    StringBuilder counts = new StringBuilder("<table class=\"counts\"><tr><th>search</th><th>nodes</th><th>fails</th><th>solutions</th></tr>");
    for (Panel panel : panels) {
      counts.append("<tr><td>").append(Html.escape(panel.label())).append("</td><td>").append(panel.nodes()).append(' ').append(Html.escape(panel.nodesWord()))
          .append("</td><td>").append(panel.fails()).append(' ').append(Html.escape(panel.failsWord())).append("</td><td>").append(panel.solutions())
          .append("</td></tr>");
    }
    counts.append("</table>");
    return PAGE.replace("{{title}}", Html.escape(title))
        .replace("{{panels}}", body)
        .replace("{{counts}}", counts)
        .replace("{{explanation}}", Html.escape(explanation))
        .replace("{{n}}", Integer.toString(n))
        .replace("{{longest}}", Integer.toString(longest))
        .replace("{{data}}", data)
        .replace("{{names}}", names(regionRows));
  }

  /** One panel's markup: its board, squares left per row, the current step's line, its steps and its tree. */
  private static String panel(int p, Panel panel, SearchTree tree, int n) {
    StringBuilder sb = new StringBuilder("<section class=\"panel\" id=\"panel-" + p + "\"><h2>" + Html.escape(panel.label()) + "</h2>\n");
    if (panel.steps().isEmpty() && panel.note() != null) {
      sb.append("<p class=\"note\">").append(Html.escape(panel.note())).append("</p>\n");
      return sb.append("</section>\n").toString();
    }
    sb.append("<div class=\"boardrow\"><div class=\"board\" id=\"board-").append(p).append("\" data-shown=\"0\"></div>")
        .append("<ol class=\"left\" id=\"left-").append(p).append("\" title=\"squares left in each row\"></ol></div>\n");
    sb.append("<p class=\"line\" id=\"line-").append(p).append("\">before the search</p>\n");
    sb.append("<ol class=\"steps\" id=\"steps-").append(p).append("\">\n");
    for (int i = 0; i < panel.steps().size(); i++) {
      Step s = panel.steps().get(i);
      sb.append("<li id=\"step-").append(p).append('-').append(i).append("\" data-step=\"").append(i).append('"')
          .append(s.kind() == StepKind.SOLUTION ? " class=\"solution\"" : s.failed() ? " class=\"failed\"" : "").append('>')
          .append(Html.escape(s.line())).append("</li>\n");
    }
    sb.append("</ol>\n").append(svg(p, tree)).append("</section>\n");
    return sb.toString();
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

  /** A panel's steps for the script: [board, node, emptied row, kind letter]. */
  private static String steps(Panel panel, SearchTree tree) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < panel.steps().size(); i++) {
      Step s = panel.steps().get(i);
      sb.append(i == 0 ? "" : ",").append("[\"").append(s.board()).append("\",").append(tree.nodeOfStep[i]).append(',').append(s.emptied())
          .append(",\"").append(s.kind().name().charAt(0)).append("\"]");
    }
    return sb.append(']').toString();
  }

  /** The region map's rows as a JSON array of strings, one character a square, every other than a letter or digit escaped (null: no regions). */
  private static String names(List<String> regionRows) {
    if (regionRows == null) {
      return "null";
    }
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < regionRows.size(); i++) {
      sb.append(i == 0 ? "" : ",").append('"');
      regionRows.get(i).codePoints().forEach(ch -> sb.append(ch < 128 && Character.isLetterOrDigit(ch) ? Character.toString(ch)
          : String.format(Locale.ROOT, "\\u%04x", ch)));
      sb.append('"');
    }
    return sb.append(']').toString();
  }

  private static final String PAGE = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>{{title}}</title>
      <style>
      body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: #1a1a1a; }
      main { margin: 0 auto; padding: 8px 16px; max-width: 1800px; }
      h1 { font-size: 1.3rem; margin: 6px 0; } h2 { font-size: 1.05rem; margin: 4px 0; font-family: ui-monospace, monospace; }
      .controls { margin: 8px 0; display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
      button { font-size: 1rem; padding: 3px 10px; } #slider { width: 320px; } #status { font-variant-numeric: tabular-nums; }
      .panels { display: flex; gap: 18px; align-items: flex-start; }
      .panel { flex: 1 1 0; min-width: 0; border: 1px solid #ddd; padding: 6px 10px; }
      .boardrow { display: flex; gap: 6px; align-items: flex-start; --cell: min(40px, calc(34vw / {{n}}), calc(38vh / {{n}})); }
      .board { display: grid; grid-template-columns: repeat({{n}}, var(--cell)); border: 2px solid #333; }
      .sq { width: var(--cell); height: var(--cell); display: flex; align-items: center; justify-content: center; font-size: calc(var(--cell) * 0.7);
        position: relative; box-sizing: border-box; }
      .sq.light { background: #f3ead8; } .sq.dark { background: #c8b28e; }
      .sq.x { background-image: repeating-linear-gradient(45deg, rgba(120, 0, 0, 0.25) 0 3px, transparent 3px 8px); }
      .sq.r { background: #d9534f !important; } .sq.c { background: #444 !important; }
      .sq.e { outline: 3px solid #b00020; outline-offset: -3px; }
      .sq .name { position: absolute; top: 1px; left: 3px; font-size: 10px; color: #333; }
      ol.left { list-style: none; margin: 0; padding: 2px 0 0 0; white-space: nowrap; font-family: ui-monospace, monospace; font-size: 0.8rem; }
      ol.left li { height: var(--cell); display: flex; align-items: center; } ol.left li.zero { color: #b00020; font-weight: 700; }
      .line { font-family: ui-monospace, monospace; font-size: 0.85rem; min-height: 2.4em; margin: 6px 0; }
      ol.steps { max-height: 9em; overflow: auto; border: 1px solid #ccc; margin: 0; padding: 2px 2px 2px 44px; font-family: ui-monospace, monospace;
        font-size: 0.8rem; }
      ol.steps li.current { background: #ffe9a8; font-weight: 600; } ol.steps li.solution { color: #006b3c; } ol.steps li.failed { color: #8a0010; }
      .tree { overflow: auto; max-height: 45vh; border: 1px solid #eee; margin-top: 6px; }
      .tree line { stroke: #888; stroke-width: 1; } .tree .node { fill: #3b6fb6; } .tree .fail { fill: #d9534f; } .tree .sol { fill: #2e9d4f; }
      .tree .fold polygon { fill: #d9534f; opacity: 0.8; } .tree .fold text { font-size: 9px; text-anchor: middle; fill: #8a0010; }
      .tree .current { stroke: #000; stroke-width: 3; } .tree .fold.current polygon { stroke: #000; stroke-width: 3; }
      .note { background: #f4f4f4; padding: 8px; }
      table.counts { border-collapse: collapse; margin: 10px 0 4px; } .counts td, .counts th { border: 1px solid #ccc; padding: 3px 8px; text-align: left; }
      .explain { max-width: 70em; } .help { color: #555; font-size: 0.85rem; }
      </style>
      </head>
      <body>
      <main>
      <h1>{{title}}</h1>
      <div class="controls">
        <button id="first" title="first step (Home)">first</button>
        <button id="back" title="step back (&larr;)">&#x25C0;</button>
        <button id="play" title="play or pause (space)">play</button>
        <button id="forward" title="step forward (&rarr;)">&#x25B6;</button>
        <button id="last" title="last step (End)">last</button>
        <input id="slider" type="range" min="0" max="{{longest}}" value="0" aria-label="step">
        <span id="status"></span>
        <span class="help">Keys: &larr; / &rarr; step, space play or pause, Home / End. Both searches step together; #step=K links to a step.</span>
      </div>
      <div class="panels">
      {{panels}}
      </div>
      {{counts}}
      <p class="explain">{{explanation}}</p>
      <p class="help">Boards: &#x265B; a queen standing; hatched, a square ruled out; red, a square this step removed; dark, a closed square; a red
      frame, a row left with no square. Beside each board, the squares left in each row. Trees: a circle a branch, a red square a failure, a green
      diamond a solution, a red triangle a subtree without a solution (its nodes counted); the outlined node is where the search stands.</p>
      </main>
      <script>
      (() => {
        const n = {{n}}, longest = {{longest}}, data = {{data}}, names = {{names}};
        let shown = 0, timer = null;
        const slider = document.getElementById('slider'), status = document.getElementById('status'), play = document.getElementById('play');
        const boards = data.map((steps, p) => {
          const board = document.getElementById('board-' + p);
          if (!board) return null;
          const cells = [];
          for (let r = 0; r < n; r++) { cells.push([]); for (let c = 0; c < n; c++) {
            const d = document.createElement('div');
            d.className = 'sq ' + ((r + c) % 2 === 0 ? 'light' : 'dark');
            board.appendChild(d); cells[r].push(d);
          } }
          const left = document.getElementById('left-' + p);
          const counts = [];
          for (let r = 0; r < n; r++) { const li = document.createElement('li'); left.appendChild(li); counts.push(li); }
          return {board, cells, counts, steps, current: null};
        });
        function drawPanel(p) {
          const b = boards[p];
          if (!b) return;
          const k = Math.min(shown, b.steps.length);
          const step = k > 0 ? b.steps[k - 1] : null;
          const grid = step ? step[0] : null;
          for (let r = 0; r < n; r++) {
            let free = 0;
            for (let c = 0; c < n; c++) {
              const ch = grid ? grid[r * n + c] : '.';
              const cell = b.cells[r][c];
              cell.classList.toggle('x', ch === 'x');
              cell.classList.toggle('r', ch === 'r');
              cell.classList.toggle('c', ch === '#');
              cell.classList.toggle('queen', ch === 'Q');
              cell.classList.toggle('e', !!step && step[2] === r);
              cell.textContent = ch === 'Q' ? '\\u265B' : '';
              if (names && ch !== 'Q') { const s = document.createElement('span'); s.className = 'name'; s.textContent = names[r][c]; cell.appendChild(s); }
              if (ch === '.' || ch === 'Q') free++;
            }
            b.counts[r].textContent = free + ' left';
            b.counts[r].classList.toggle('zero', free === 0);
          }
          document.querySelectorAll('#steps-' + p + ' li.current').forEach(li => li.classList.remove('current'));
          const line = document.getElementById('line-' + p);
          if (k > 0) {
            const li = document.getElementById('step-' + p + '-' + (k - 1));
            li.classList.add('current');
            li.parentElement.scrollTop = li.offsetTop - li.parentElement.offsetTop - 40;
            line.textContent = 'step ' + k + ': ' + li.textContent + (shown > b.steps.length ? ' (its last step)' : '');
          } else line.textContent = 'before the search';
          if (b.current) b.current.classList.remove('current');
          b.current = document.getElementById('n' + p + '-' + (step ? step[1] : 0));
          if (b.current) b.current.classList.add('current');
          b.board.dataset.shown = k;
        }
        function draw() {
          boards.forEach((b, p) => drawPanel(p));
          slider.value = shown;
          status.textContent = 'step ' + shown + ' of ' + longest;
        }
        function go(k) { shown = Math.max(0, Math.min(longest, k)); draw(); }
        function toggle() {
          if (timer) { clearInterval(timer); timer = null; play.textContent = 'play'; return; }
          if (shown >= longest) go(0);
          play.textContent = 'pause';
          timer = setInterval(() => { if (shown >= longest) toggle(); else go(shown + 1); }, 350);
        }
        document.getElementById('first').onclick = () => go(0);
        document.getElementById('back').onclick = () => go(shown - 1);
        document.getElementById('forward').onclick = () => go(shown + 1);
        document.getElementById('last').onclick = () => go(longest);
        play.onclick = toggle;
        slider.oninput = () => go(parseInt(slider.value, 10));
        document.querySelectorAll('ol.steps').forEach(ol => ol.onclick = e => { const li = e.target.closest('li'); if (li) go(parseInt(li.dataset.step, 10) + 1); });
        document.addEventListener('keydown', e => {
          if (e.key === 'ArrowRight') { go(shown + 1); e.preventDefault(); }
          else if (e.key === 'ArrowLeft') { go(shown - 1); e.preventDefault(); }
          else if (e.key === ' ') { toggle(); e.preventDefault(); }
          else if (e.key === 'Home') { go(0); e.preventDefault(); }
          else if (e.key === 'End') { go(longest); e.preventDefault(); }
        });
        const at = /step=(\\d+)/.exec(location.hash);
        if (at) go(parseInt(at[1], 10)); else draw();
        window.addEventListener('hashchange', () => { const m = /step=(\\d+)/.exec(location.hash); if (m) go(parseInt(m[1], 10)); });
      })();
      </script>
      </body>
      </html>
      """;
}
