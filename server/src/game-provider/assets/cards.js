// Playing cards drawn in SVG (suits as paths, so no symbol font is needed), shared by the card games.

(() => {
  const { svg } = SimGame;
  const SUIT_PATHS = {
    H: 'M0 6 C-10 -4 -10 -12 -4 -12 C-1 -12 0 -9 0 -8 C0 -9 1 -12 4 -12 C10 -12 10 -4 0 6Z',
    D: 'M0 -12 L8 0 L0 12 L-8 0Z',
    S: 'M0 -12 C8 -4 11 0 8 4 C6 7 2 6 1 3 L3 10 L-3 10 L-1 3 C-2 6 -6 7 -8 4 C-11 0 -8 -4 0 -12Z',
    C: 'M0 -12 A5 5 0 1 1 0.1 -12Z M-6 -2 A5 5 0 1 1 -5.9 -2Z M6 -2 A5 5 0 1 1 6.1 -2Z M-1.5 0 L-3 10 L3 10 L1.5 0Z',
  };
  const RED = new Set(['H', 'D']);

  /** A card group (60 × 84) face down; `.shown` turns it face up. */
  function card(code) {
    const suit = code.slice(-1);
    const rank = code.slice(0, -1);
    const colour = RED.has(suit) ? '#dc2626' : '#111827';
    const back = svg('rect', {
      x: 0,
      y: 0,
      width: 60,
      height: 84,
      rx: 7,
      fill: '#1e3a8a',
      stroke: '#fff',
      'stroke-width': 3,
    });
    const face = svg('g', { class: 'face' }, [
      svg('rect', {
        x: 0,
        y: 0,
        width: 60,
        height: 84,
        rx: 7,
        fill: '#fff',
        stroke: '#cbd5e1',
        'stroke-width': 2,
      }),
      svg(
        'text',
        { x: 7, y: 19, 'font-size': 17, 'font-weight': 800, fill: colour, 'font-family': 'Georgia, serif' },
        rank,
      ),
      svg('path', { d: SUIT_PATHS[suit], fill: colour, transform: 'translate(30 50) scale(1.5)' }),
      svg('path', { d: SUIT_PATHS[suit], fill: colour, transform: 'translate(12 30) scale(0.55)' }),
    ]);
    return svg('g', { class: 'card', 'data-card': code }, [back, face]);
  }

  SimGame.cards = { card };
})();
