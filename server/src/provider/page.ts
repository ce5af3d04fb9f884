// The simulated provider's game page: a small playable slot, lottery draw or live table, plain HTML
// and script (no build step), talking to /provider/api with its launch token.
import type { GameFamily } from '../domain/play/outcomes.ts';

export interface PageGame {
  name: string;
  vendor: string;
  family: GameFamily;
  minBet: number;
  trial: boolean;
  currencySymbol: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const ACTION = { slot: 'Spin', draw: 'Buy ticket', table: 'Deal' } satisfies Record<GameFamily, string>;

export function renderGamePage(token: string, game: PageGame): string {
  const config = JSON.stringify({
    token,
    family: game.family,
    minBet: game.minBet,
    trial: game.trial,
    symbol: game.currencySymbol,
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(game.name)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: radial-gradient(circle at top, #3b1d6e, #0d0a1a); color: #f5f3ff; min-height: 100vh; display: grid; place-items: center; }
  main { width: min(560px, 94vw); text-align: center; }
  h1 { margin: 0 0 4px; font-size: 1.6rem; } .vendor { opacity: .7; margin-bottom: 16px; }
  #board { min-height: 96px; font-size: 2.6rem; letter-spacing: .3rem; background: #00000055; border-radius: 14px; padding: 16px; margin-bottom: 16px; }
  .row { display: flex; gap: 8px; justify-content: center; align-items: center; margin: 8px 0; }
  input { width: 110px; font-size: 1.1rem; padding: 8px; border-radius: 8px; border: 1px solid #7c5cd6; background: #1c1533; color: inherit; }
  button { font-size: 1.1rem; padding: 10px 22px; border: 0; border-radius: 10px; background: #7c3aed; color: white; cursor: pointer; }
  button:disabled { opacity: .5; cursor: default; }
  #balance { font-size: 1.2rem; font-weight: 600; } #message { min-height: 1.5em; margin-top: 10px; }
  .win { color: #4ade80; } .lose { color: #fca5a5; }
</style></head>
<body><main>
  <h1>${escapeHtml(game.name)}</h1>
  <div class="vendor">${escapeHtml(game.vendor)}${game.trial ? ' · free trial (play money)' : ''}</div>
  <div id="board" data-testid="provider-board">?</div>
  <div class="row"><span>Balance</span> <span id="balance" data-testid="provider-balance">…</span></div>
  <div class="row">
    <label for="stake">Stake</label><input id="stake" data-testid="provider-stake" type="number" min="${game.minBet}" step="0.01" value="${Math.max(game.minBet, 1)}">
    <button id="play" data-testid="provider-play">${ACTION[game.family]}</button>
  </div>
  <div id="message" data-testid="provider-message" role="status"></div>
</main>
<script>
const cfg = ${config};
const $ = (id) => document.getElementById(id);
const money = (n) => cfg.symbol + ' ' + n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
async function api(path, body) {
  const res = await fetch('/provider/api/' + path, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : undefined);
  const data = await res.json();
  if (!data.success) throw new Error(data.message || data.errorCode);
  return data.value;
}
function show(result) {
  const d = result.display || {};
  $('board').textContent = d.reels ? d.reels.join(' ') : d.numbers ? d.numbers.join(' · ') + '  (' + d.matched + ' matched)' : d.winner ? 'You ' + d.player + ' : ' + d.banker + ' House' : '?';
  $('balance').textContent = money(result.balance);
  $('message').className = result.win > 0 ? 'win' : 'lose';
  $('message').textContent = result.win > 0 ? 'You win ' + money(result.win) + '!' : 'No win this time';
  // the site refreshes its balance when a round ends
  parent.postMessage({ type: 'sim:round', balance: result.balance }, '*');
}
async function play() {
  const stake = Number($('stake').value);
  const roundId = crypto.randomUUID();
  $('play').disabled = true; $('message').textContent = '';
  try {
    if (cfg.trial) show(await api('trial-round', { token: cfg.token, stake }));
    else if (cfg.family === 'table') {
      const open = await api('bet', { token: cfg.token, roundId, stake });
      $('balance').textContent = money(open.balance); $('board').textContent = 'Dealing…';
      await new Promise((r) => setTimeout(r, 600));
      show(await api('settle', { token: cfg.token, roundId }));
    } else show(await api('round', { token: cfg.token, roundId, stake }));
  } catch (e) { $('message').className = 'lose'; $('message').textContent = e.message; }
  finally { $('play').disabled = false; }
}
$('play').addEventListener('click', play);
api('state?token=' + encodeURIComponent(cfg.token)).then((s) => { $('balance').textContent = money(s.balance); }, (e) => { $('message').textContent = e.message; $('play').disabled = true; });
</script></body></html>`;
}
