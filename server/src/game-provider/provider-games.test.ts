// The provider's games: each family's page in each of the site's languages, and rounds of every family
// settled through the ledger with the outcome QA forced, shown the way the member backed them.
import { LANGUAGES, type Language } from '@sim/shared/languages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminMutation, backToSeed, createTestApp, loginAs, type TestApp, wps } from '../test/harness.ts';
import { newRoundId, provider } from '../test/play-helpers.ts';
import { PROVIDER_STRINGS } from './strings/index.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  token = await loginAs(t, 'demo01', 'Demo1234');
});

const FAMILIES = {
  slot: { gameType: 'RNG' },
  table: { gameType: 'LIVE', gameClassify: 'BAC' },
  roulette: { gameType: 'LIVE', gameClassify: 'ROU' },
  draw: { gameType: 'LOTT' },
  fishing: { gameType: 'FISH' },
} as const;
const SCRIPT = {
  slot: 'slot.js',
  table: 'baccarat.js',
  roulette: 'roulette.js',
  draw: 'lottery.js',
  fishing: 'fishing.js',
};
type Family = keyof typeof FAMILIES;

const gameOf = (family: Family) =>
  t.db.game.findFirstOrThrow({
    where: { ...FAMILIES[family], kind: 'GAME', parentId: null },
    include: { vendor: true },
    orderBy: { id: 'asc' },
  });

async function launchUrl(nodeId: number, language: Language) {
  const response = await wps(
    t,
    'GET',
    `/wps/game/launchGame?nodeId=${nodeId}&accountType=1&launchMode=GLS&platform=html5-desktop&clientType=3`,
    { token, headers: { language } },
  );
  return new URL(response.json().value.content.game_url);
}

const sessionOf = async (family: Family) =>
  (await launchUrl((await gameOf(family)).id, 'EN')).searchParams.get('token')!;

const force = (multiplier: number) =>
  adminMutation(t, 'provider.forceOutcome', { username: 'demo01', multiplier });

const ledgerKinds = async (roundId: string) =>
  (
    await t.db.ledgerTransaction.findMany({
      where: { idempotencyKey: { startsWith: `round/${roundId}/` } },
      orderBy: { id: 'asc' },
    })
  ).map((tx) => tx.kind);

/** The page's words a member reads: its text outside scripts, with the game's and vendor's names taken out. */
const visibleText = (html: string, names: string[]) =>
  names.reduce(
    (text, name) => text.split(name).join(' '),
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<title>[\s\S]*?<\/title>/, ' ')
      .replace(/<[^>]+>/g, ' '),
  );

describe('the game page', () => {
  it.each(Object.keys(FAMILIES) as Family[])(
    'renders the %s in each language, with its own script',
    async (family) => {
      const game = await gameOf(family);
      for (const language of LANGUAGES) {
        const url = await launchUrl(game.id, language);
        expect(url.searchParams.get('lang')).toBe(language);
        const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`src="/provider/assets/${SCRIPT[family]}"`);
        const config = JSON.parse(
          /<script type="application\/json" id="config">(.*?)<\/script>/s.exec(page.body)![1]!,
        );
        expect(config).toMatchObject({ family, strings: PROVIDER_STRINGS[language] });
        expect(visibleText(page.body, [game.name, game.vendor.name])).toContain(
          PROVIDER_STRINGS[language].balance,
        );
        if (language !== 'EN' && language !== 'VI') {
          // no English on the page but the game's and vendor's names (Vietnamese is written in Latin letters)
          expect(visibleText(page.body, [game.name, game.vendor.name])).not.toMatch(/[A-Za-z]{2,}/);
        }
      }
    },
  );

  it('has every word in every language, none left in English outside EN and VI', () => {
    const keys = Object.keys(PROVIDER_STRINGS.EN).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(PROVIDER_STRINGS[language]).sort()).toEqual(keys);
      if (language === 'EN' || language === 'VI') continue;
      for (const [key, text] of Object.entries(PROVIDER_STRINGS[language]))
        expect(text.replace(/\{\w+\}/g, ''), `${language}.${key}`).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('serves each game script and the stylesheet, cached; nothing else', async () => {
    for (const file of ['common.js', 'cards.js', ...Object.values(SCRIPT), 'game.css']) {
      const response = await t.app.inject({ method: 'GET', url: `/provider/assets/${file}` });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/provider/assets/..%2Fpage.ts' })).statusCode).toBe(
      404,
    );
  });
});

describe('rounds of each family, through the ledger', () => {
  it('spins the roulette to a number of the colour backed on a forced win, and off it on a loss', async () => {
    const session = await sessionOf('roulette');
    await force(2);
    const win = newRoundId();
    expect(
      (await provider(t, 'bet', { token: session, roundId: win, stake: 100 })).json().value.balance,
    ).toBe(9900);
    const settled = (await provider(t, 'settle', { token: session, roundId: win, pick: 'BLACK' })).json()
      .value;
    expect(settled).toMatchObject({ win: 200, balance: 10100, display: { bet: 'BLACK', colour: 'BLACK' } });
    expect(await ledgerKinds(win)).toEqual(['GAME_BET', 'GAME_WIN']);

    await force(0);
    const loss = newRoundId();
    await provider(t, 'bet', { token: session, roundId: loss, stake: 100 });
    const lost = (await provider(t, 'settle', { token: session, roundId: loss, pick: 'ODD' })).json().value;
    expect(lost).toMatchObject({ win: 0, balance: 10000, display: { bet: 'ODD' } });
    expect(lost.display.number === 0 || lost.display.number % 2 === 0).toBe(true);
    expect(await ledgerKinds(loss)).toEqual(['GAME_BET']);
  });

  it('catches the fish worth the forced multiplier, one stake a shot', async () => {
    const session = await sessionOf('fishing');
    await force(10);
    const shot = newRoundId();
    const caught = (await provider(t, 'round', { token: session, roundId: shot, stake: 1 })).json().value;
    expect(caught).toMatchObject({
      win: 10,
      balance: 10009,
      display: { caught: true, fish: 'shark', value: 10 },
    });
    expect(await ledgerKinds(shot)).toEqual(['GAME_BET', 'GAME_WIN']);

    await force(0);
    const missed = (await provider(t, 'round', { token: session, roundId: newRoundId(), stake: 1 })).json()
      .value;
    expect(missed).toMatchObject({ win: 0, balance: 10008, display: { caught: false } });
  });

  it('deals baccarat for the side backed, and lays out the slot and the lottery ticket the forced way', async () => {
    const table = await sessionOf('table');
    await force(2);
    const hand = newRoundId();
    await provider(t, 'bet', { token: table, roundId: hand, stake: 10 });
    const dealt = (await provider(t, 'settle', { token: table, roundId: hand, pick: 'BANKER' })).json().value;
    expect(dealt.display).toMatchObject({ side: 'BANKER', outcome: 'BANKER', winner: 'YOU' });
    expect(dealt.display.banker).toBeGreaterThan(dealt.display.player);
    expect(dealt.display.cards.banker.length).toBeGreaterThanOrEqual(2);

    const slot = await sessionOf('slot');
    await force(5);
    const spin = (await provider(t, 'round', { token: slot, roundId: newRoundId(), stake: 1 })).json().value;
    expect(spin.display.grid).toHaveLength(5);
    expect(spin.display.lines).toEqual([expect.objectContaining({ run: 4 })]);
    await force(0);
    const blank = (await provider(t, 'round', { token: slot, roundId: newRoundId(), stake: 1 })).json().value;
    expect(blank.display.lines).toEqual([]);

    const lottery = await sessionOf('draw');
    await force(2);
    const ticket = (
      await provider(t, 'round', { token: lottery, roundId: newRoundId(), stake: 1, pick: '2D:4,2' })
    ).json().value;
    expect(ticket.display).toMatchObject({ play: '2D', picks: ['4', '2'], winner: 'YOU' });
    expect(ticket.display.numbers.slice(-2)).toEqual([4, 2]);
    await force(0);
    const big = (
      await provider(t, 'round', { token: lottery, roundId: newRoundId(), stake: 1, pick: 'BSOE:BIG' })
    ).json().value;
    const [, , , tens, units] = big.display.numbers;
    expect(tens * 10 + units).toBeLessThan(50);
  });
});
