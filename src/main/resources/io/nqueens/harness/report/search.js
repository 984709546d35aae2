(() => {
  const given = JSON.parse(document.getElementById('search-data').textContent);
  const n = given.n, longest = given.longest, data = given.steps, names = given.names;
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
        cell.textContent = ch === 'Q' ? '\u265B' : '';
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
  const at = /step=(\d+)/.exec(location.hash);
  if (at) go(parseInt(at[1], 10)); else draw();
  window.addEventListener('hashchange', () => { const m = /step=(\d+)/.exec(location.hash); if (m) go(parseInt(m[1], 10)); });
})();
