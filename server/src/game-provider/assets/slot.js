// The slot: five reels of three drawn symbols, five paylines. The reels spin while the server decides,
// stop one by one on its grid, then the winning payline is drawn and its symbols glow.

(() => {
  const { svg, sleep, t, money } = SimGame;
  const PAYLINES = [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
  ];
  const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'diamond', 'seven', 'clover'];
  const CELL = 100;

  /** Each symbol drawn in a 100 × 100 cell with plain shapes (no emoji font needed). */
  const DRAW = {
    cherry: () => [
      svg('path', {
        d: 'M50 18 C44 40 36 50 32 62 M50 18 C56 40 64 52 70 60',
        stroke: '#15803d',
        'stroke-width': 5,
        fill: 'none',
      }),
      svg('path', { d: 'M50 18 C60 10 74 14 78 22 C66 24 58 22 50 18Z', fill: '#22c55e' }),
      svg('circle', { cx: 32, cy: 68, r: 15, fill: '#dc2626' }),
      svg('circle', { cx: 70, cy: 66, r: 15, fill: '#ef4444' }),
      svg('circle', { cx: 27, cy: 63, r: 4, fill: '#fecaca' }),
      svg('circle', { cx: 65, cy: 61, r: 4, fill: '#fecaca' }),
    ],
    lemon: () => [
      svg('ellipse', {
        cx: 50,
        cy: 52,
        rx: 32,
        ry: 24,
        fill: '#facc15',
        stroke: '#ca8a04',
        'stroke-width': 3,
      }),
      svg('circle', { cx: 18, cy: 52, r: 5, fill: '#eab308' }),
      svg('circle', { cx: 82, cy: 52, r: 5, fill: '#eab308' }),
      svg('ellipse', { cx: 40, cy: 44, rx: 10, ry: 5, fill: '#fef9c3' }),
    ],
    bell: () => [
      svg('path', {
        d: 'M50 16 C30 16 26 36 26 52 C26 62 20 68 16 72 L84 72 C80 68 74 62 74 52 C74 36 70 16 50 16Z',
        fill: '#f59e0b',
        stroke: '#b45309',
        'stroke-width': 3,
      }),
      svg('circle', { cx: 50, cy: 78, r: 8, fill: '#b45309' }),
      svg('rect', { x: 46, y: 8, width: 8, height: 10, rx: 3, fill: '#b45309' }),
      svg('path', {
        d: 'M38 30 C34 38 34 48 34 56',
        stroke: '#fde68a',
        'stroke-width': 5,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    ],
    star: () => [
      svg('polygon', {
        points: '50,10 61,38 91,38 67,56 76,86 50,68 24,86 33,56 9,38 39,38',
        fill: '#fde047',
        stroke: '#ca8a04',
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      }),
    ],
    diamond: () => [
      svg('polygon', {
        points: '26,36 38,20 62,20 74,36 50,84',
        fill: '#22d3ee',
        stroke: '#0e7490',
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      }),
      svg('path', {
        d: 'M26 36 L74 36 M38 20 L44 36 L50 84 L56 36 L62 20',
        stroke: '#0e7490',
        'stroke-width': 2,
        fill: 'none',
      }),
      svg('polygon', { points: '40,24 44,34 32,34', fill: '#cffafe' }),
    ],
    seven: () => [
      svg('path', {
        d: 'M24 20 L78 20 L78 30 C62 46 52 64 48 86 L32 86 C36 64 46 46 60 32 L24 32 Z',
        fill: '#ef4444',
        stroke: '#7f1d1d',
        'stroke-width': 4,
        'stroke-linejoin': 'round',
      }),
    ],
    clover: () => [
      svg('path', { d: 'M50 52 C54 70 60 80 66 88', stroke: '#166534', 'stroke-width': 5, fill: 'none' }),
      ...[
        [50, 30],
        [30, 48],
        [70, 48],
        [50, 66],
      ].map(([cx, cy]) =>
        svg('circle', { cx, cy, r: 15, fill: '#22c55e', stroke: '#166534', 'stroke-width': 2 }),
      ),
      svg('circle', { cx: 50, cy: 48, r: 6, fill: '#86efac' }),
    ],
  };

  const randomSymbol = () => SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)];
  let root;
  let reels = [];
  let overlay;

  function cell(symbol, row) {
    return svg('g', { class: 'cell', 'data-symbol': symbol, transform: `translate(0 ${row * CELL})` }, [
      svg('rect', {
        class: 'frame',
        x: 4,
        y: 4,
        width: 92,
        height: 92,
        rx: 14,
        fill: '#ffffff10',
        stroke: '#ffffff22',
        'stroke-width': 2,
      }),
      ...DRAW[symbol](),
    ]);
  }

  function setReel(index, symbols) {
    const reel = reels[index];
    reel.replaceChildren(...symbols.map((s, row) => cell(s, row)));
  }

  function mount(board) {
    root = svg('svg', {
      viewBox: `0 0 ${CELL * 5 + 40} ${CELL * 3}`,
      'data-testid': 'slot-reels',
      role: 'img',
      'aria-label': document.title,
    });
    root.append(svg('rect', { x: 20, width: CELL * 5, height: CELL * 3, rx: 18, fill: '#140c2e' }));
    reels = Array.from({ length: 5 }, (_, i) => {
      const outer = svg('g', { transform: `translate(${20 + i * CELL} 0)` });
      const reel = svg('g', { class: 'reel' });
      outer.append(reel);
      root.append(outer);
      return reel;
    });
    overlay = svg('g');
    root.append(overlay);
    for (let i = 0; i < reels.length; i++) setReel(i, [randomSymbol(), randomSymbol(), randomSymbol()]);
    board.append(root);
  }

  let spinTimer;
  function begin() {
    overlay.replaceChildren();
    for (const reel of reels) reel.classList.remove('landed');
    for (const reel of reels) reel.classList.add('spinning');
    spinTimer = setInterval(() => {
      reels.forEach((reel, i) => {
        if (reel.classList.contains('spinning')) setReel(i, [randomSymbol(), randomSymbol(), randomSymbol()]);
      });
    }, 90);
    return sleep(500);
  }

  function abort() {
    clearInterval(spinTimer);
    for (const reel of reels) reel.classList.remove('spinning');
  }

  async function reveal(result) {
    const grid = result.display?.grid ?? (result.display?.reels ?? []).map((s) => [s, s, s]);
    for (let i = 0; i < 5; i++) {
      await sleep(i === 0 ? 100 : 220);
      reels[i].classList.remove('spinning');
      setReel(i, grid[i] ?? [randomSymbol(), randomSymbol(), randomSymbol()]);
      reels[i].classList.add('landed');
    }
    clearInterval(spinTimer);
    for (const win of result.display?.lines ?? []) {
      const line = PAYLINES[win.line];
      const points = line
        .map((row, reel) => `${20 + reel * CELL + CELL / 2},${row * CELL + CELL / 2}`)
        .join(' ');
      overlay.append(svg('polyline', { class: 'payline', points }));
      for (let reel = 0; reel < win.run; reel++) reels[reel].children[line[reel]].classList.add('hit');
    }
    if (result.win > 0) {
      // a dark pill behind the amount keeps it readable over the symbols
      const pill = { x: 140, y: 112, width: 260, height: 76, rx: 38, fill: '#000000b0', stroke: '#fde047' };
      overlay.append(
        svg('rect', { class: 'win-banner', ...pill, 'stroke-width': 3 }),
        svg(
          'text',
          { class: 'win-banner', x: 270, y: 168, 'text-anchor': 'middle', 'font-size': 50 },
          money(result.win),
        ),
      );
      await sleep(400);
    }
  }

  const describe = (result) =>
    (result.display?.lines ?? []).map((l) => t('line', { line: l.line + 1 })).join(', ');

  SimGame.start({ mount, begin, reveal, abort, describe });
})();
