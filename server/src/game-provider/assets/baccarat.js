// Live baccarat: back Player or Banker, the cards come from the shoe one by one (Player, Banker,
// Player, Banker, third cards), the totals show and the winning side glows.

(() => {
  const { svg, sleep, t, chips } = SimGame;
  let side = 'PLAYER';
  let table;
  let spots;
  let totals;
  let status;

  const SHOE = { x: 420, y: 14 };
  const HAND_X = { PLAYER: 40, BANKER: 270 };

  function mount(board, options) {
    table = svg('svg', {
      viewBox: '0 0 500 260',
      'data-testid': 'baccarat-table',
      role: 'img',
      'aria-label': document.title,
    });
    table.append(
      svg('rect', { width: 500, height: 260, rx: 24, fill: '#065f46' }),
      svg('ellipse', { cx: 250, cy: 0, rx: 260, ry: 70, fill: '#047857' }),
      svg('rect', { x: SHOE.x - 6, y: SHOE.y - 6, width: 72, height: 40, rx: 6, fill: '#78350f' }),
    );
    spots = {};
    totals = {};
    for (const s of ['PLAYER', 'BANKER']) {
      spots[s] = svg('rect', {
        x: HAND_X[s] - 14,
        y: 86,
        width: 218,
        height: 150,
        rx: 16,
        fill: 'none',
        stroke: s === 'PLAYER' ? '#60a5fa' : '#f87171',
        'stroke-width': 2,
        'stroke-dasharray': '6 5',
      });
      totals[s] = svg(
        'text',
        {
          class: 'hand-total',
          x: HAND_X[s] + 95,
          y: 226,
          'text-anchor': 'middle',
          'font-size': 20,
          fill: '#fff',
        },
        '',
      );
      table.append(
        spots[s],
        svg(
          'text',
          {
            x: HAND_X[s] + 95,
            y: 78,
            'text-anchor': 'middle',
            'font-size': 20,
            'font-weight': 800,
            fill: s === 'PLAYER' ? '#93c5fd' : '#fca5a5',
          },
          t(s.toLowerCase()),
        ),
        totals[s],
      );
    }
    status = svg('text', { x: 250, y: 50, 'text-anchor': 'middle', 'font-size': 18, fill: '#ecfdf5' }, '');
    table.append(status);
    board.append(table);
    options.append(
      chips(
        t('yourBet'),
        [
          { value: 'PLAYER', text: t('player') },
          { value: 'BANKER', text: t('banker') },
        ],
        side,
        (value) => {
          side = value;
        },
        'baccarat-side',
      ),
    );
  }

  function clear() {
    for (const node of [...table.querySelectorAll('.card')]) node.remove();
    for (const s of ['PLAYER', 'BANKER']) {
      spots[s].classList.remove('winner-glow');
      totals[s].textContent = '';
    }
  }

  function begin() {
    clear();
    status.textContent = t('dealing');
    return sleep(300);
  }

  async function deal(code, s, index) {
    const node = SimGame.cards.card(code);
    node.style.transform = `translate(${SHOE.x}px, ${SHOE.y}px)`;
    table.append(node);
    node.getBoundingClientRect(); // start the move from the shoe
    const third = index === 2;
    node.style.transform = `translate(${HAND_X[s] + index * 66}px, ${third ? 120 : 112}px)${third ? ' rotate(8deg)' : ''}`;
    await sleep(320);
    node.classList.add('shown');
    await sleep(220);
  }

  async function reveal(result) {
    const d = result.display ?? {};
    const cards = d.cards ?? { player: [], banker: [] };
    const order = [
      ['PLAYER', cards.player[0], 0],
      ['BANKER', cards.banker[0], 0],
      ['PLAYER', cards.player[1], 1],
      ['BANKER', cards.banker[1], 1],
      ['PLAYER', cards.player[2], 2],
      ['BANKER', cards.banker[2], 2],
    ].filter(([, code]) => code);
    for (const [s, code, index] of order) await deal(code, s, index);
    totals.PLAYER.textContent = String(d.player ?? '');
    totals.BANKER.textContent = String(d.banker ?? '');
    status.textContent = d.outcome === 'TIE' ? t('tie') : d.outcome ? t(d.outcome.toLowerCase()) : '';
    if (d.outcome && d.outcome !== 'TIE') spots[d.outcome].classList.add('winner-glow');
  }

  SimGame.start({ mount, begin, reveal, pick: () => side, abort: () => (status.textContent = '') });
})();
