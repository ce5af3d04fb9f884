// An in-memory index of the catalogue for the game list: games by parent, type and vendor, and the
// top-level names by n-gram (1 to 3 characters), so a request narrows to a small candidate list before
// filtering and a search never scans every name. Each game also keeps its item serialised (once, on
// first use) so a page is joined from ready JSON. The index is rebuilt whenever the catalogue cache is
// invalidated (catalogue-cache.ts), so neither can go stale.
import { gameItemSchema } from '@sim/shared/relay/gcsgame';
import { z } from 'zod';
import { type GameRow, toGameItem } from './game-item.ts';

export interface IndexedGame {
  game: GameRow;
  nameLower: string;
  /** the game's item as the route schema encodes it; set on first use */
  json?: string;
}

const TOP_LEVEL = 'top';
/** filtered lists remembered per index; past this many the oldest half is forgotten */
const REMEMBERED = 512;
/** the longest n-gram indexed: a search of this length or more intersects nothing, it picks the rarest */
const GRAM = 3;

export class CatalogueIndex {
  private readonly byParent = new Map<number | typeof TOP_LEVEL, IndexedGame[]>();
  private readonly byType = new Map<string, IndexedGame[]>();
  private readonly byVendor = new Map<string, IndexedGame[]>();
  /** top-level games whose lower-case name holds the n-gram, in list order */
  private readonly byGram = new Map<string, IndexedGame[]>();

  /** filter key -> the games it lists; dropped with the index when the catalogue changes */
  private readonly remembered = new Map<string, IndexedGame[]>();

  /** `games` must come in list order (sortOrder, id): every index keeps it. */
  constructor(games: GameRow[]) {
    for (const game of games) {
      const entry: IndexedGame = { game, nameLower: game.name.toLowerCase() };
      push(this.byParent, game.parentId ?? TOP_LEVEL, entry);
      if (game.parentId === null) {
        push(this.byType, game.gameType, entry);
        push(this.byVendor, game.vendorCode, entry);
        indexGrams(this.byGram, entry);
      }
    }
  }

  /** The smallest list that surely holds every match, still in list order. */
  candidates(filter: {
    parentId: number | null;
    gameTypes?: Set<string>;
    vendors?: Set<string>;
    /** lower-case, trimmed */
    search?: string;
  }): IndexedGame[] {
    if (filter.parentId !== null) return this.byParent.get(filter.parentId) ?? [];
    const options = [this.byParent.get(TOP_LEVEL) ?? []];
    if (filter.gameTypes) options.push(union([...filter.gameTypes].map((t) => this.byType.get(t) ?? [])));
    if (filter.vendors) options.push(union([...filter.vendors].map((v) => this.byVendor.get(v) ?? [])));
    if (filter.search) options.push(this.bySearch(filter.search));
    return options.reduce((smallest, list) => (list.length < smallest.length ? list : smallest));
  }

  /** The list `filter` builds for `key`, built once per index. */
  remember(key: string, filter: () => IndexedGame[]): IndexedGame[] {
    let list = this.remembered.get(key);
    if (!list) {
      if (this.remembered.size >= REMEMBERED)
        for (const old of [...this.remembered.keys()].slice(0, REMEMBERED / 2)) this.remembered.delete(old);
      list = filter();
      this.remembered.set(key, list);
    }
    return list;
  }

  /** Top-level games that may hold `search`: the shortest posting list of its n-grams. */
  private bySearch(search: string): IndexedGame[] {
    let best: IndexedGame[] | undefined;
    for (const gram of gramsOf(search, Math.min(search.length, GRAM))) {
      const list = this.byGram.get(gram) ?? [];
      if (!best || list.length < best.length) best = list;
      if (best.length === 0) break;
    }
    return best ?? [];
  }
}

/** The game's item JSON, exactly as the route's zod serialiser would write it. */
export function itemJson(entry: IndexedGame): string {
  entry.json ??= JSON.stringify(z.encode(gameItemSchema, toGameItem(entry.game)));
  return entry.json;
}

/** Every distinct substring of exactly `size` characters. */
function gramsOf(text: string, size: number): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + size <= text.length; i++) grams.add(text.slice(i, i + size));
  return grams;
}

/** Files the entry under every n-gram of its name; a gram met twice in one name is filed once (pushOnce),
 *  so no set of the name's grams is made (some 40 % of the index's build). */
function indexGrams(byGram: Map<string, IndexedGame[]>, entry: IndexedGame) {
  const text = entry.nameLower;
  for (let n = 1; n <= GRAM; n++)
    for (let i = 0; i + n <= text.length; i++) pushOnce(byGram, text.slice(i, i + n), entry);
}

function push<K>(map: Map<K, IndexedGame[]>, key: K, entry: IndexedGame) {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

function pushOnce(map: Map<string, IndexedGame[]>, key: string, entry: IndexedGame) {
  const list = map.get(key);
  if (!list) map.set(key, [entry]);
  else if (list[list.length - 1] !== entry) list.push(entry);
}

/** Merges lists back into list order (several types or vendors asked at once). */
function union(lists: IndexedGame[][]): IndexedGame[] {
  if (lists.length === 1) return lists[0]!;
  return lists.flat().sort((a, b) => a.game.sortOrder - b.game.sortOrder || a.game.id - b.game.id);
}
