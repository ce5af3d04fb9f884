// The simulated provider's game page: a small HTML shell that loads the family's game script from
// /provider/assets (plain JS, no build step) and hands it its launch token and words as JSON.
import type { Language } from '@sim/shared/languages';
import type { GameFamily } from '../domain/play/outcomes.ts';
import { HTML_LANG, PROVIDER_STRINGS } from './strings/index.ts';

export interface PageGame {
  name: string;
  vendor: string;
  family: GameFamily;
  minBet: number;
  trial: boolean;
  currencySymbol: string;
  language: Language;
}

/** Each family's script under assets/, and the button that starts its round. */
const GAME_SCRIPTS: Record<
  GameFamily,
  { scripts: string[]; action: 'spin' | 'deal' | 'spinWheel' | 'buyTicket' | 'fire' }
> = {
  slot: { scripts: ['slot.js'], action: 'spin' },
  table: { scripts: ['cards.js', 'baccarat.js'], action: 'deal' },
  roulette: { scripts: ['roulette.js'], action: 'spinWheel' },
  draw: { scripts: ['lottery.js'], action: 'buyTicket' },
  fishing: { scripts: ['fishing.js'], action: 'fire' },
};
/** Table families bet first and settle on the deal (or spin); the others settle in one request. */
const TWO_STEP: ReadonlySet<GameFamily> = new Set(['table', 'roulette']);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
/** JSON inside a script element: no `<` may close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderGamePage(token: string, game: PageGame): string {
  const strings = PROVIDER_STRINGS[game.language];
  const { scripts, action } = GAME_SCRIPTS[game.family];
  const config = {
    token,
    family: game.family,
    twoStep: TWO_STEP.has(game.family),
    minBet: game.minBet,
    trial: game.trial,
    symbol: game.currencySymbol,
    strings,
  };
  return `<!doctype html>
<html lang="${HTML_LANG[game.language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(game.name)}</title>
<link rel="stylesheet" href="/provider/assets/game.css">
</head>
<body class="family-${game.family}"><main>
  <header><h1>${escapeHtml(game.name)}</h1>
  <div class="vendor">${escapeHtml(game.vendor)}${game.trial ? ` · <span data-testid="provider-trial">${escapeHtml(strings.trial)}</span>` : ''}</div></header>
  <div id="board" class="board" data-testid="provider-board"></div>
  <div id="options" class="options" data-testid="provider-options"></div>
  <div class="controls">
    <div class="balance"><span>${escapeHtml(strings.balance)}</span> <strong id="balance" data-testid="provider-balance">…</strong></div>
    <label class="stake"><span>${escapeHtml(strings.stake)}</span><input id="stake" data-testid="provider-stake" type="number" min="${game.minBet}" step="0.01" value="${Math.max(game.minBet, 1)}"></label>
    <button id="play" data-testid="provider-play">${escapeHtml(strings[action])}</button>
  </div>
  <div id="message" class="message" data-testid="provider-message" role="status"></div>
</main>
<script type="application/json" id="config">${scriptJson(config)}</script>
<script src="/provider/assets/common.js"></script>
${scripts.map((file) => `<script src="/provider/assets/${file}"></script>`).join('\n')}
</body></html>`;
}
