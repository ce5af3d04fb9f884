// The generated catalogue reads like an operator's: every name unique in its lobby, live tables named
// as real lobbies name them, lotteries by their real draws, and the ids and first names tests rely on.
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate.ts';

const games = generateCatalogue().filter((g) => g.kind === 'GAME');
const lobbyOf = (gameType: string) => (gameType === 'ELOTT' ? 'LOTT' : gameType);

describe('the catalogue names', () => {
  it('are unique within each lobby', () => {
    const lobbies = new Map<string, string[]>();
    for (const g of games)
      lobbies.set(lobbyOf(g.gameType), [...(lobbies.get(lobbyOf(g.gameType)) ?? []), g.name]);
    expect([...lobbies.keys()].sort()).toEqual(
      ['COCKFIGHT', 'ESPORTS', 'FISH', 'JACKPOT', 'LIVE', 'LOTT', 'MINI', 'PVP', 'RNG', 'SPORTS'].sort(),
    );
    for (const [lobby, names] of lobbies) expect(new Set(names).size, lobby).toBe(names.length);
  });

  it('never say a word twice in a row ("Gallera Main Main Event")', () => {
    // Niu Niu (Bull Bull) is the card game's own name
    const twice = /(?<!\p{L})(\p{L}+) \1(?!\p{L})/u;
    const doubled = games.filter((g) => twice.test(g.name.replace(/\b(Niu Niu|Bull Bull)\b/g, '')));
    expect(doubled.map((g) => g.name)).toEqual([]);
  });

  it('name live tables as real lobbies do: each vendor opens on a different table, none "Baccarat 1"', () => {
    const live = games.filter((g) => g.gameType === 'LIVE');
    expect(live.filter((g) => /^[A-Za-z' ]+ \d+$/.test(g.name))).toEqual([]);
    const openers = live.filter((g) => g.sortOrder === 0).map((g) => g.name);
    expect(new Set(openers).size).toBe(openers.length);
    expect(live.slice(0, 3).map((g) => g.name)).toEqual([
      'Speed Baccarat',
      'Super Sic Bo',
      'Lightning Roulette',
    ]);
    expect(live.map((g) => g.name)).toContain('Speed Baccarat A');
  });

  it('name lotteries by their draws, never a title with a counter ("Fast 3 3")', () => {
    const lotteries = games.filter((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT');
    expect(lotteries.filter((g) => / \d+ \d+$/.test(g.name) || g.name.startsWith(g.vendorCode))).toEqual([]);
    const vn = lotteries.filter((g) => g.vendorCode === 'VNL').map((g) => g.name);
    // the VN lobby groups them North, Central, South in turn
    expect(vn.slice(0, 3)).toEqual(['Hà Nội', 'Đà Nẵng', 'TP. Hồ Chí Minh']);
  });

  it('keep the first slot of the catalogue where the browser tests find it', () => {
    expect(games[0]).toMatchObject({ id: 170001, code: 'JL0001', name: 'Dragon Warriors', trial: true });
  });
});
