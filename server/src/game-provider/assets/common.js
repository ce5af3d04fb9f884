// The game page's shared part: config, words, money, the provider API and the round flow. Each game
// script calls SimGame.start(game) with its hooks: pick() (the member's choice), begin() (the
// animation while the server decides), reveal(result) (animate to the server's answer, resolves when
// done) and, optionally, describe(result) (the message line).

(() => {
  const cfg = JSON.parse(document.getElementById('config').textContent);
  const $ = (id) => document.getElementById(id);
  const t = (key, vars = {}) =>
    (cfg.strings[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(vars[name] ?? ''));
  const money = (n) =>
    `${cfg.symbol} ${Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`.trim();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const SVG_NS = 'http://www.w3.org/2000/svg';
  /** an SVG element with attributes and children (elements or text) */
  const svg = (tag, attrs = {}, children = []) => {
    const node = document.createElementNS(SVG_NS, tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
    for (const child of [].concat(children))
      node.append(typeof child === 'string' ? document.createTextNode(child) : child);
    return node;
  };
  /** an HTML element, likewise */
  const html = (tag, attrs = {}, children = []) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
    for (const child of [].concat(children)) node.append(child);
    return node;
  };

  async function api(path, body) {
    const res = await fetch(
      `/provider/api/${path}`,
      body
        ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : undefined,
    );
    const data = await res.json();
    if (!data.success) throw new Error(data.message || data.errorCode);
    return data.value;
  }

  /** A row of choice chips (a side, a bet, a play type); calls onChange with the chosen value. */
  function chips(label, options, selected, onChange, testId) {
    const row = html('div', {
      class: 'chips',
      role: 'radiogroup',
      'aria-label': label,
      'data-testid': testId,
    });
    if (label) row.append(html('span', { class: 'chips-label' }, label));
    const buttons = options.map(({ value, text, className = '' }) => {
      const button = html(
        'button',
        { type: 'button', class: `chip ${className}`, 'data-value': value, role: 'radio' },
        text,
      );
      button.addEventListener('click', () => select(value, true));
      return button;
    });
    function select(value, fire) {
      for (const b of buttons) b.setAttribute('aria-checked', String(b.dataset.value === String(value)));
      if (fire) onChange(value);
    }
    select(selected, false);
    row.append(...buttons);
    return Object.assign(row, { select });
  }

  const showBalance = (balance) => {
    $('balance').textContent = money(balance);
  };
  const say = (text, className = '') => {
    $('message').className = `message ${className}`;
    $('message').textContent = text;
  };

  let game = null;
  let busy = false;

  async function decide(stake, pick) {
    if (cfg.trial) return api('trial-round', { token: cfg.token, stake, pick });
    // a round number as a vendor writes it (the time, then random digits), shown in the member's records
    const digits = crypto.getRandomValues(new Uint32Array(2));
    const roundId = `${Date.now()}${String(digits[0] % 1e6).padStart(6, '0')}`;
    if (!cfg.twoStep) return api('round', { token: cfg.token, roundId, stake, pick });
    const open = await api('bet', { token: cfg.token, roundId, stake });
    showBalance(open.balance);
    return api('settle', { token: cfg.token, roundId, pick });
  }

  /** One round: the stake goes to the server, the game animates to its answer. `aim` is passed to begin(). */
  async function play(aim) {
    if (busy || !game) return;
    busy = true;
    $('play').disabled = true;
    say('');
    const stake = Number($('stake').value);
    const pick = game.pick ? game.pick() : undefined;
    try {
      const waiting = game.begin ? game.begin(aim) : undefined;
      const result = await decide(stake, pick);
      await waiting;
      await game.reveal(result, aim);
      showBalance(result.balance);
      const won = result.win > 0;
      const extra = game.describe ? game.describe(result) : '';
      say(
        [extra, won ? t('win', { amount: money(result.win) }) : t('noWin')].filter(Boolean).join(' · '),
        won ? 'win' : 'lose',
      );
      // the site refreshes its balance when a round ends
      parent.postMessage({ type: 'sim:round', balance: result.balance }, '*');
    } catch (e) {
      if (game.abort) game.abort();
      say(e.message, 'lose');
    } finally {
      busy = false;
      $('play').disabled = false;
    }
  }

  function start(theGame) {
    game = theGame;
    game.mount($('board'), $('options'));
    $('play').addEventListener('click', () => play());
  }

  api(`state?token=${encodeURIComponent(cfg.token)}`).then(
    (s) => showBalance(s.balance),
    (e) => {
      say(e.message, 'lose');
      $('play').disabled = true;
    },
  );

  window.SimGame = { cfg, t, $, money, sleep, svg, html, chips, play, start, say, isBusy: () => busy };
})();
