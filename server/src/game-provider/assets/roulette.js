// European roulette: back Red, Black, Odd or Even; the wheel spins and the ball settles on the number
// the server drew. The last results line up under the wheel.

(() => {
  const { svg, html, sleep, t, chips } = SimGame;
  const ORDER = [
    0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9,
    22, 18, 29, 7, 28, 12, 35, 3, 26,
  ];
  const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  const colour = (n) => (n === 0 ? '#16a34a' : REDS.has(n) ? '#dc2626' : '#111827');
  const STEP = 360 / ORDER.length;
  const C = 200;
  let bet = 'RED';
  let wheel;
  let ballTrack;
  let turns = 0;
  let history;
  let resultText;

  const polar = (r, deg) => {
    const a = ((deg - 90) * Math.PI) / 180;
    return [C + r * Math.cos(a), C + r * Math.sin(a)];
  };

  function pocket(n, i) {
    const [x1, y1] = polar(180, i * STEP - STEP / 2);
    const [x2, y2] = polar(180, i * STEP + STEP / 2);
    const [x3, y3] = polar(120, i * STEP + STEP / 2);
    const [x4, y4] = polar(120, i * STEP - STEP / 2);
    const [tx, ty] = polar(158, i * STEP);
    return svg('g', {}, [
      svg('path', {
        d: `M${x1} ${y1} A180 180 0 0 1 ${x2} ${y2} L${x3} ${y3} A120 120 0 0 0 ${x4} ${y4}Z`,
        fill: colour(n),
        stroke: '#d4a017',
        'stroke-width': 1,
      }),
      svg(
        'text',
        {
          x: tx,
          y: ty + 5,
          'text-anchor': 'middle',
          'font-size': 14,
          'font-weight': 700,
          fill: '#fff',
          transform: `rotate(${i * STEP} ${tx} ${ty})`,
        },
        String(n),
      ),
    ]);
  }

  function mount(board, options) {
    const root = svg('svg', {
      viewBox: '0 0 400 400',
      'data-testid': 'roulette-wheel',
      role: 'img',
      'aria-label': document.title,
      style: 'max-width:360px;margin:auto',
    });
    wheel = svg('g', { class: 'wheel' }, [
      svg('circle', { cx: C, cy: C, r: 196, fill: '#78350f', stroke: '#d4a017', 'stroke-width': 6 }),
      ...ORDER.map(pocket),
      svg('circle', { cx: C, cy: C, r: 120, fill: '#422006', stroke: '#d4a017', 'stroke-width': 3 }),
      svg('circle', { cx: C, cy: C, r: 70, fill: '#a16207' }),
      ...[0, 90, 180, 270].map((deg) =>
        svg('rect', {
          x: C - 4,
          y: C - 66,
          width: 8,
          height: 132,
          rx: 4,
          fill: '#fde68a',
          transform: `rotate(${deg + 45} ${C} ${C})`,
        }),
      ),
      svg('circle', { cx: C, cy: C, r: 16, fill: '#fde68a' }),
    ]);
    ballTrack = svg('g', { class: 'ball-track' }, [
      svg('circle', { cx: C, cy: 32, r: 9, fill: '#f8fafc', stroke: '#94a3b8' }),
    ]);
    resultText = svg(
      'text',
      {
        x: C,
        y: C + 10,
        'text-anchor': 'middle',
        'font-size': 34,
        'font-weight': 900,
        fill: '#fff',
        'data-testid': 'roulette-number',
      },
      '',
    );
    root.append(
      wheel,
      ballTrack,
      svg('polygon', { points: `${C - 10},2 ${C + 10},2 ${C},22`, fill: '#fde047' }),
      resultText,
    );
    board.append(root);
    history = html('div', { class: 'history', 'data-testid': 'roulette-history' });
    board.append(history);
    options.append(
      chips(
        t('yourBet'),
        [
          { value: 'RED', text: t('red'), className: 'red' },
          { value: 'BLACK', text: t('black'), className: 'black' },
          { value: 'ODD', text: t('odd') },
          { value: 'EVEN', text: t('even') },
        ],
        bet,
        (value) => {
          bet = value;
        },
        'roulette-bet',
      ),
    );
  }

  function begin() {
    resultText.textContent = '';
    return sleep(100);
  }

  async function reveal(result) {
    const n = result.display?.number ?? 0;
    const index = ORDER.indexOf(n);
    turns += 1;
    // the wheel turns clockwise, the ball the other way, and both stop with the pocket under the pointer
    wheel.style.transform = `rotate(${turns * 1440 - index * STEP}deg)`;
    ballTrack.style.transform = `rotate(${-turns * 1080}deg)`;
    await sleep(3300);
    resultText.textContent = String(n);
    resultText.setAttribute('fill', n === 0 ? '#4ade80' : REDS.has(n) ? '#f87171' : '#fff');
    const dot = html('span', { style: `background:${colour(n)}` }, String(n));
    history.prepend(dot);
    while (history.children.length > 10) history.lastChild.remove();
  }

  SimGame.start({ mount, begin, reveal, pick: () => bet });
})();
