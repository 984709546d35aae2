package io.nqueens.harness.report;

import io.nqueens.model.AttackRule;
import io.nqueens.model.Regions;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The teaching trace as a page: the board, the steps the terminal trace prints (each queen placed,
 * each taken back, each solution) with the current one highlighted, squares the standing queens
 * attack shaded, and controls: step back and forward, play and pause, a slider over the steps; the
 * arrow keys, space, Home and End do the same. Self-contained (inline CSS and script).
 */
public final class TracePage {

  /** One step: a queen placed or taken back at (row, col), or a solution (row and col -1), and the line the terminal prints. */
  public record Step(Kind kind, int row, int col, String line) {}

  public enum Kind { PLACE, REMOVE, DEAD_END, SOLUTION }

  /**
   * The board's rules the shading follows: blocked squares ({@code blocked[r][c]}), the attack
   * relation, whose lines the page's script is given as a table (it writes no rule of its own), and
   * the region map, if any (each square in its region's colour; a queen shades its region).
   */
  public record Board(int n, boolean[][] blocked, AttackRule rule, Optional<Regions> regions) {}

  private TracePage() {}

  public static String render(String title, Board board, List<Step> steps, String summary) {
    StringBuilder data = new StringBuilder("[");
    for (int i = 0; i < steps.size(); i++) {
      Step s = steps.get(i);
      data.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT, "[\"%s\",%d,%d]", s.kind().name().charAt(0), s.row(), s.col()));
    }
    data.append(']');
    StringBuilder blocked = new StringBuilder("[");
    for (int r = 0; r < board.n(); r++) {
      for (int c = 0; c < board.n(); c++) {
        if (board.blocked()[r] != null && board.blocked()[r][c]) {
          blocked.append(blocked.length() == 1 ? "" : ",").append('[').append(r).append(',').append(c).append(']');
        }
      }
    }
    blocked.append(']');
    StringBuilder lines = new StringBuilder();
    for (int i = 0; i < steps.size(); i++) {
      lines.append("<li id=\"step-").append(i).append("\" data-step=\"").append(i).append("\">").append(Html.escape(steps.get(i).line())).append("</li>\n");
    }
    return PAGE.replace("{{title}}", Html.escape(title))
        .replace("{{summary}}", Html.escape(summary))
        .replace("{{lines}}", lines)
        .replace("{{n}}", Integer.toString(board.n()))
        .replace("{{steps}}", data)
        .replace("{{blocked}}", blocked)
        .replace("{{attackLines}}", attackLines(board))
        .replace("{{regions}}", regions(board))
        .replace("{{count}}", Integer.toString(steps.size()));
  }

  /** The region map as [ids, names] (ids[r][c], names[id]), or null on a board without regions. */
  private static String regions(Board board) {
    if (board.regions().isEmpty()) {
      return "null";
    }
    Regions map = board.regions().get();
    StringBuilder out = new StringBuilder("[[");
    int[][] ids = map.ids();
    for (int r = 0; r < ids.length; r++) {
      out.append(r == 0 ? "[" : ",[");
      for (int c = 0; c < ids.length; c++) {
        out.append(c == 0 ? "" : ",").append(ids[r][c]);
      }
      out.append(']');
    }
    out.append("],[");
    List<String> names = map.names();
    for (int k = 0; k < names.size(); k++) {
      out.append(k == 0 ? "" : ",").append('"').append(Html.escape(names.get(k)).replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
    }
    return out.append("]]").toString();
  }

  /** lines[d] for d = 1..n-1: the [offset, wraps] pairs of {@link io.nqueens.model.AttackRule#lines} at row distance d. */
  private static String attackLines(Board board) {
    StringBuilder out = new StringBuilder("[[]");
    for (int d = 1; d < board.n(); d++) {
      out.append(",[");
      List<AttackRule.Line> lines = board.rule().lines(d);
      for (int i = 0; i < lines.size(); i++) {
        out.append(i == 0 ? "" : ",").append('[').append(lines.get(i).offset()).append(',').append(lines.get(i).wraps()).append(']');
      }
      out.append(']');
    }
    return out.append(']').toString();
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
      main { max-width: 1100px; margin: 0 auto; padding: 12px 20px; }
      h1 { font-size: 1.4rem; margin: 8px 0; }
      .layout { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
      #board { display: grid; grid-template-columns: repeat({{n}}, var(--cell)); --cell: min(44px, calc(80vw / {{n}})); border: 2px solid #333; }
      .sq { width: var(--cell); height: var(--cell); display: flex; align-items: center; justify-content: center; font-size: calc(var(--cell) * 0.7); }
      .sq.light { background: #f3ead8; } .sq.dark { background: #c8b28e; }
      .sq.attacked { background-image: repeating-linear-gradient(45deg, rgba(120, 0, 0, 0.28) 0 3px, transparent 3px 8px); }
      .sq.attacked.light { background-color: #f2c4b6; } .sq.attacked.dark { background-color: #cf9a86; }
      .sq.blocked { background: #444 !important; }
      .sq.region.attacked { background-image: repeating-linear-gradient(45deg, rgba(90, 0, 0, 0.35) 0 3px, transparent 3px 8px); }
      .sq .name { position: absolute; top: 1px; left: 3px; font-size: 10px; color: #333; }
      .sq { position: relative; box-sizing: border-box; }
      .sq.queen { color: #000; } .sq.last { outline: 3px solid #0072B2; outline-offset: -3px; }
      .controls { margin: 12px 0; display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
      button { font-size: 1rem; padding: 4px 10px; }
      #slider { width: 320px; }
      #status { font-variant-numeric: tabular-nums; }
      #steps { max-height: 70vh; overflow: auto; border: 1px solid #ccc; padding: 4px 4px 4px 40px; margin: 0; min-width: 300px; font-family: ui-monospace, monospace; font-size: 0.85rem; }
      #steps li.current { background: #ffe9a8; font-weight: 600; }
      #steps li.solution { color: #006b3c; }
      .help { color: #555; font-size: 0.85rem; }
      </style>
      </head>
      <body>
      <main>
      <h1>{{title}}</h1>
      <p class="help">{{summary}} Keys: &larr; / &rarr; step, space play or pause, Home / End first or last step. Shaded squares are attacked by the queens on the board.</p>
      <div class="controls">
        <button id="first" title="first step (Home)">first</button>
        <button id="back" title="step back (&larr;)">&#x25C0;</button>
        <button id="play" title="play or pause (space)">play</button>
        <button id="forward" title="step forward (&rarr;)">&#x25B6;</button>
        <button id="last" title="last step (End)">last</button>
        <input id="slider" type="range" min="0" max="{{count}}" value="0" aria-label="step">
        <span id="status"></span>
      </div>
      <div class="layout">
        <div id="board" role="grid" aria-label="board"></div>
        <ol id="steps" start="1">
      {{lines}}</ol>
      </div>
      </main>
      <script>
      (function () {
        const n = {{n}}, steps = {{steps}}, blocked = {{blocked}}, lines = {{attackLines}}, regions = {{regions}};
        // Okabe and Ito's colours, lightened: a region's squares share one; borders mark where regions meet.
        const palette = ['#f4c9a0', '#a9d4f2', '#f9e7a0', '#b8e0cf', '#cfc0e8', '#f2b8cf', '#d8e6a6', '#c9d3dc',
                         '#f7d7b8', '#b3c7f0', '#e3d1a4', '#a6dcdc', '#e8c4e8', '#d1e8b8', '#f0c0b0', '#c0d8f0'];
        const board = document.getElementById('board'), slider = document.getElementById('slider');
        const status = document.getElementById('status'), play = document.getElementById('play');
        const cells = [];
        for (let r = 0; r < n; r++) {
          cells.push([]);
          for (let c = 0; c < n; c++) {
            const d = document.createElement('div');
            d.className = 'sq ' + ((r + c) % 2 === 0 ? 'light' : 'dark');
            d.setAttribute('role', 'gridcell');
            d.dataset.row = r; d.dataset.col = c;
            if (regions) {
              const id = regions[0][r][c];
              d.className = 'sq region';
              d.style.backgroundColor = palette[id % palette.length];
              d.dataset.region = regions[1][id];
              d.title = 'region ' + regions[1][id];
              if (c + 1 < n && regions[0][r][c + 1] !== id) d.style.borderRight = '3px solid #222';
              if (r + 1 < n && regions[0][r + 1][c] !== id) d.style.borderBottom = '3px solid #222';
            }
            board.appendChild(d);
            cells[r].push(d);
          }
        }
        blocked.forEach(([r, c]) => cells[r][c].classList.add('blocked'));
        // shown = how many steps have been applied (0: the empty board).
        let shown = 0, timer = null;
        function queensAfter(k) {
          const q = new Array(n).fill(-1);
          for (let i = 0; i < k; i++) {
            const [kind, r, c] = steps[i];
            if (kind === 'P') q[r] = c; else if (kind === 'R') q[r] = -1;
          }
          return q;
        }
        function attacks(qr, qc, r, c) {
          if (r === qr && c === qc) return false;
          if (r === qr) return true;
          if (regions && regions[0][r][c] === regions[0][qr][qc]) return true;
          for (const [offset, wraps] of lines[Math.abs(r - qr)]) {
            const t = qc + offset;
            if ((wraps ? ((t % n) + n) % n : t) === c) return true;
          }
          return false;
        }
        function draw() {
          const q = queensAfter(shown);
          const last = shown > 0 ? steps[shown - 1] : null;
          for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) {
            const cell = cells[r][c];
            let hit = false;
            for (let qr = 0; qr < n && !hit; qr++) if (q[qr] >= 0 && attacks(qr, q[qr], r, c)) hit = true;
            cell.classList.toggle('attacked', hit && q[r] !== c);
            cell.classList.toggle('queen', q[r] === c);
            cell.textContent = q[r] === c ? '\\u265B' : '';
            if (regions && q[r] !== c) {
              const name = document.createElement('span');
              name.className = 'name';
              name.textContent = regions[1][regions[0][r][c]];
              cell.appendChild(name);
            }
            cell.classList.toggle('last', !!last && last[0] !== 'S' && last[1] === r && last[2] === c);
          }
          document.querySelectorAll('#steps li.current').forEach(li => li.classList.remove('current'));
          if (shown > 0) {
            const li = document.getElementById('step-' + (shown - 1));
            li.classList.add('current');
            li.scrollIntoView({block: 'nearest'});
          }
          slider.value = shown;
          status.textContent = 'step ' + shown + ' of ' + steps.length;
          board.dataset.shown = shown;
        }
        function go(k) { shown = Math.max(0, Math.min(steps.length, k)); draw(); }
        function toggle() {
          if (timer) { clearInterval(timer); timer = null; play.textContent = 'play'; return; }
          if (shown >= steps.length) go(0);
          play.textContent = 'pause';
          timer = setInterval(() => { if (shown >= steps.length) toggle(); else go(shown + 1); }, 350);
        }
        steps.forEach((s, i) => { if (s[0] === 'S') document.getElementById('step-' + i).classList.add('solution'); });
        document.getElementById('first').onclick = () => go(0);
        document.getElementById('back').onclick = () => go(shown - 1);
        document.getElementById('forward').onclick = () => go(shown + 1);
        document.getElementById('last').onclick = () => go(steps.length);
        play.onclick = toggle;
        slider.oninput = () => go(parseInt(slider.value, 10));
        document.getElementById('steps').onclick = e => { const li = e.target.closest('li'); if (li) go(parseInt(li.dataset.step, 10) + 1); };
        document.addEventListener('keydown', e => {
          if (e.key === 'ArrowRight') { go(shown + 1); e.preventDefault(); }
          else if (e.key === 'ArrowLeft') { go(shown - 1); e.preventDefault(); }
          else if (e.key === ' ') { toggle(); e.preventDefault(); }
          else if (e.key === 'Home') { go(0); e.preventDefault(); }
          else if (e.key === 'End') { go(steps.length); e.preventDefault(); }
        });
        // #step=K opens the page at step K (a link to a moment of the search).
        const at = /step=(\\d+)/.exec(location.hash);
        if (at) go(parseInt(at[1], 10)); else draw();
        window.addEventListener('hashchange', () => { const m = /step=(\\d+)/.exec(location.hash); if (m) go(parseInt(m[1], 10)); });
      })();
      </script>
      </body>
      </html>
      """;
}
