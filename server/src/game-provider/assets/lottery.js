// The lottery: choose a play (3 digits, 2 digits, Big/Small/Odd/Even), pick the numbers (or a quick
// pick), buy the ticket; five balls roll out and the digits that match the ticket light up.

(() => {
  const { svg, html, sleep, t, chips } = SimGame;
  const PLAYS = {
    '3D': ['hundreds', 'tens', 'units'],
    '2D': ['tens', 'units'],
    BSOE: null,
  };
  const BSOE = ['BIG', 'SMALL', 'ODD', 'EVEN'];
  let play = '3D';
  let picks = [];
  let picker;
  let drawRow;
  let ticketText;

  const random = (n) => Math.floor(Math.random() * n);
  const quickPick = () => {
    picks = PLAYS[play] ? PLAYS[play].map(() => String(random(10))) : [BSOE[random(4)]];
    renderPicker();
  };

  function renderPicker() {
    const rows = PLAYS[play]
      ? PLAYS[play].map((position, i) =>
          chips(
            t(position),
            Array.from({ length: 10 }, (_, d) => ({ value: String(d), text: String(d) })),
            picks[i],
            (value) => {
              picks[i] = value;
              showTicket();
            },
            `lottery-pick-${position}`,
          ),
        )
      : [
          chips(
            '',
            BSOE.map((value) => ({ value, text: t(value.toLowerCase()) })),
            picks[0],
            (value) => {
              picks = [value];
              showTicket();
            },
            'lottery-pick-bsoe',
          ),
        ];
    for (const row of rows) row.classList.add('digits');
    const quick = html(
      'button',
      { type: 'button', class: 'chip', 'data-testid': 'lottery-quick-pick' },
      t('quickPick'),
    );
    quick.addEventListener('click', quickPick);
    picker.replaceChildren(...rows, quick);
    showTicket();
  }

  function showTicket() {
    ticketText.textContent = `${t('yourTicket')}: ${PLAYS[play] ? picks.join('') : t(picks[0].toLowerCase())}`;
  }

  function ball(digit, index, lit) {
    const x = 60 + index * 95;
    return svg('g', { class: 'ball', style: `animation-delay:${index * 0.35}s` }, [
      svg('circle', {
        cx: x,
        cy: 60,
        r: 38,
        fill: lit ? '#facc15' : '#f8fafc',
        stroke: lit ? '#a16207' : '#94a3b8',
        'stroke-width': 3,
      }),
      svg('circle', { cx: x - 12, cy: 46, r: 9, fill: '#ffffffaa' }),
      svg(
        'text',
        { x, y: 72, 'text-anchor': 'middle', 'font-size': 34, 'font-weight': 900, fill: '#1e1b4b' },
        String(digit),
      ),
    ]);
  }

  function mount(board, options) {
    const root = svg('svg', {
      viewBox: '0 0 500 150',
      'data-testid': 'lottery-draw',
      role: 'img',
      'aria-label': document.title,
    });
    drawRow = svg('g');
    root.append(
      svg('text', { x: 250, y: 140, 'text-anchor': 'middle', 'font-size': 16, fill: '#c4b5fd' }, t('result')),
      drawRow,
    );
    for (let i = 0; i < 5; i++) drawRow.append(ball('?', i, false));
    ticketText = html('div', { class: 'ticket', 'data-testid': 'lottery-ticket' });
    board.append(root);
    picker = html('div', { class: 'options' });
    options.append(
      chips(
        '',
        Object.keys(PLAYS).map((value) => ({ value, text: t(`play${value}`) })),
        play,
        (value) => {
          play = value;
          quickPick();
        },
        'lottery-play',
      ),
      picker,
      ticketText,
    );
    quickPick();
  }

  function begin() {
    drawRow.replaceChildren();
    ticketText.textContent = t('drawing');
    return sleep(200);
  }

  async function reveal(result) {
    const d = result.display ?? {};
    const numbers = d.numbers ?? [];
    const won = result.win > 0;
    const tail = d.picks && d.play !== 'BSOE' ? d.picks.length : 2;
    numbers.forEach((digit, i) => {
      const lit =
        i >= numbers.length - tail &&
        (won || (d.picks && d.play !== 'BSOE' && String(digit) === d.picks[i - (numbers.length - tail)]));
      drawRow.append(ball(digit, i, lit));
    });
    await sleep(numbers.length * 350 + 300);
    showTicket();
  }

  const describe = (result) => {
    const d = result.display ?? {};
    return d.numbers ? `${t('result')} ${d.numbers.join('')}` : '';
  };

  SimGame.start({ mount, begin, reveal, describe, pick: () => `${play}:${picks.join(',')}` });
})();
