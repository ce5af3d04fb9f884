// The fishing game: fish swim across a pond; tap one (or press Fire) and the cannon shoots, each shot
// one stake. The server says what the shot caught: the fish nearest the net turns into that catch and
// its value floats up as coins, or the net comes up empty and the fish darts away.

(() => {
  const { svg, sleep, t, money, play, say } = SimGame;
  const W = 600;
  const H = 340;
  /** kind → drawing (facing right, about 100 × 60 before scaling) and size */
  const LOOK = {
    shrimp: { scale: 0.45, body: '#f9a8d4', fin: '#ec4899' },
    clownfish: { scale: 0.6, body: '#fb923c', fin: '#f97316', stripes: '#fff' },
    puffer: { scale: 0.7, body: '#fde047', fin: '#eab308', spikes: true },
    turtle: { scale: 0.9, body: '#4ade80', fin: '#15803d', shell: '#166534' },
    shark: { scale: 1.2, body: '#94a3b8', fin: '#475569', dorsal: true },
    dragon: { scale: 1.45, body: '#facc15', fin: '#dc2626', dorsal: true, stripes: '#dc2626' },
  };
  const KINDS = Object.keys(LOOK);
  let pond;
  let fishLayer;
  let fx;
  let cannon;
  let fishes = [];
  let aimAt = null;

  function drawFish(kind) {
    const look = LOOK[kind];
    const parts = [
      svg('polygon', { points: '-46,0 -70,-22 -64,0 -70,22', fill: look.fin }),
      svg('ellipse', {
        cx: 0,
        cy: 0,
        rx: 48,
        ry: kind === 'puffer' ? 34 : 24,
        fill: look.body,
        stroke: '#00000033',
        'stroke-width': 2,
      }),
    ];
    if (look.shell)
      parts.push(
        svg('ellipse', { cx: -4, cy: -2, rx: 34, ry: 20, fill: look.shell }),
        svg('path', { d: 'M-30 -2 L22 -2 M-4 -20 L-4 16', stroke: look.body, 'stroke-width': 3 }),
      );
    if (look.dorsal) parts.push(svg('polygon', { points: '-10,-22 6,-46 16,-22', fill: look.fin }));
    if (look.stripes)
      for (const x of [-18, 8])
        parts.push(
          svg('rect', { x, y: -22, width: 7, height: 44, rx: 3, fill: look.stripes, opacity: 0.85 }),
        );
    if (look.spikes)
      for (let a = 0; a < 360; a += 40)
        parts.push(
          svg('rect', { x: -2, y: -44, width: 4, height: 10, fill: look.fin, transform: `rotate(${a})` }),
        );
    parts.push(
      svg('circle', { cx: 30, cy: -6, r: 6, fill: '#fff' }),
      svg('circle', { cx: 32, cy: -6, r: 3, fill: '#0f172a' }),
    );
    return parts;
  }

  function spawn(kind = KINDS[Math.floor(Math.random() * KINDS.length)], fromEdge = false) {
    const dir = Math.random() < 0.5 ? 1 : -1;
    const fish = {
      kind,
      dir,
      x: fromEdge ? (dir > 0 ? -80 : W + 80) : 70 + Math.random() * (W - 140),
      y: 40 + Math.random() * (H - 120),
      speed: 0.4 + Math.random() * 0.8,
      phase: Math.random() * 6,
      node: svg('g', { class: 'fish', 'data-kind': kind }),
    };
    fish.node.replaceChildren(...drawFish(kind));
    fishLayer.append(fish.node);
    fishes.push(fish);
    return fish;
  }

  function swim(time) {
    for (const fish of fishes) {
      if (fish.caught) continue;
      fish.x += fish.dir * fish.speed * (fish.dash ? 5 : 1);
      if (fish.x > W + 90) fish.x = -90;
      if (fish.x < -90) fish.x = W + 90;
      const y = fish.y + Math.sin(time / 600 + fish.phase) * 8;
      const s = LOOK[fish.kind].scale * 0.8;
      fish.node.setAttribute('transform', `translate(${fish.x} ${y}) scale(${fish.dir * s} ${s})`);
      fish.yNow = y;
    }
    requestAnimationFrame(swim);
  }

  function toPond(event) {
    const point = pond.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    return point.matrixTransform(pond.getScreenCTM().inverse());
  }

  const nearest = (point) =>
    fishes
      .filter((f) => !f.caught)
      .reduce((best, f) => {
        const d = Math.hypot(f.x - point.x, (f.yNow ?? f.y) - point.y);
        return !best || d < best.d ? { fish: f, d } : best;
      }, null)?.fish;

  function mount(board) {
    pond = svg('svg', {
      viewBox: `0 0 ${W} ${H}`,
      'data-testid': 'fishing-pond',
      role: 'img',
      'aria-label': document.title,
    });
    const defs = svg('defs', {}, [
      svg('linearGradient', { id: 'water', x1: 0, y1: 0, x2: 0, y2: 1 }, [
        svg('stop', { offset: 0, 'stop-color': '#0ea5e9' }),
        svg('stop', { offset: 1, 'stop-color': '#0c4a6e' }),
      ]),
    ]);
    pond.append(defs, svg('rect', { width: W, height: H, fill: 'url(#water)' }));
    for (let i = 0; i < 14; i++)
      pond.append(
        svg('circle', {
          cx: Math.random() * W,
          cy: Math.random() * H,
          r: 2 + Math.random() * 5,
          fill: '#ffffff22',
        }),
      );
    pond.append(
      svg('path', {
        d: `M0 ${H - 24} Q150 ${H - 44} 300 ${H - 26} T${W} ${H - 30} L${W} ${H} L0 ${H}Z`,
        fill: '#a16207',
      }),
    );
    fishLayer = svg('g');
    fx = svg('g');
    cannon = svg('g', { transform: `translate(${W / 2} ${H - 8})` }, [
      svg('rect', {
        x: -9,
        y: -58,
        width: 18,
        height: 50,
        rx: 6,
        fill: '#fbbf24',
        stroke: '#78350f',
        'stroke-width': 3,
      }),
      svg('circle', { r: 24, fill: '#7c3aed', stroke: '#fde047', 'stroke-width': 4 }),
    ]);
    pond.append(fishLayer, fx, cannon);
    board.append(pond);
    for (let i = 0; i < 10; i++) spawn(KINDS[i % KINDS.length]);
    pond.addEventListener('click', (event) => {
      if (!SimGame.isBusy()) play(toPond(event));
    });
    say(t('aim'));
    requestAnimationFrame(swim);
  }

  async function begin(aim) {
    const target =
      aim ??
      (() => {
        const f = nearest({ x: W / 2, y: H / 2 });
        return f ? { x: f.x, y: f.yNow ?? f.y } : { x: W / 2, y: H / 2 };
      })();
    aimAt = target;
    const angle = (Math.atan2(target.y - (H - 8), target.x - W / 2) * 180) / Math.PI + 90;
    cannon.setAttribute('transform', `translate(${W / 2} ${H - 8}) rotate(${angle})`);
    const bullet = svg('circle', { cx: W / 2, cy: H - 30, r: 7, fill: '#fde047' });
    fx.append(bullet);
    const steps = 10;
    for (let i = 1; i <= steps; i++) {
      bullet.setAttribute('cx', String(W / 2 + ((target.x - W / 2) * i) / steps));
      bullet.setAttribute('cy', String(H - 30 + ((target.y - (H - 30)) * i) / steps));
      await sleep(18);
    }
    bullet.remove();
  }

  async function reveal(result) {
    const target = aimAt ?? { x: W / 2, y: H / 2 };
    fx.append(svg('circle', { class: 'net', cx: target.x, cy: target.y, r: 46 }));
    const d = result.display ?? {};
    const fish = nearest(target);
    if (d.caught && fish) {
      fish.caught = true;
      fish.kind = d.fish;
      fish.node.replaceChildren(...drawFish(d.fish));
      fish.node.classList.add('caught');
      fx.append(
        svg(
          'text',
          { class: 'coin-text', x: target.x, y: target.y - 20, 'text-anchor': 'middle', 'font-size': 30 },
          `+${money(result.win)}`,
        ),
      );
      setTimeout(() => {
        fish.node.remove();
        fishes = fishes.filter((f) => f !== fish);
        spawn(undefined, true);
      }, 800);
    } else if (fish) {
      fish.dash = true;
      setTimeout(() => (fish.dash = false), 700);
    }
    setTimeout(() => {
      for (const node of [...fx.querySelectorAll('.net, .coin-text')]) node.remove();
    }, 1200);
    await sleep(500);
  }

  const describe = (result) => {
    const d = result.display ?? {};
    return d.caught ? t('caught', { fish: t(d.fish) }) : t('missed');
  };

  SimGame.start({ mount, begin, reveal, describe });
})();
