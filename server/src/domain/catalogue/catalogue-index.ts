// An in-memory index of the catalogue for the game list: games by parent, type and vendor, and
// lower-case names for search, so a request narrows to a small candidate list before filtering.
import type { GameRow } from './game-item.ts';

export interface IndexedGame {
  game: GameRow;
  nameLower: string;
}

const TOP_LEVEL = 'top';

export class CatalogueIndex {
  private readonly byParent = new Map<number | typeof TOP_LEVEL, IndexedGame[]>();
  private readonly byType = new Map<string, IndexedGame[]>();
  private readonly byVendor = new Map<string, IndexedGame[]>();

  /** `games` must come in list order (sortOrder, id): every index keeps it. */
  constructor(games: GameRow[]) {
    for (const game of games) {
      const entry = { game, nameLower: game.name.toLowerCase() };
      push(this.byParent, game.parentId ?? TOP_LEVEL, entry);
      if (game.parentId === null) {
        push(this.byType, game.gameType, entry);
        push(this.byVendor, game.vendorCode, entry);
      }
    }
  }

  /** The smallest list that surely holds every match, still in list order. */
  candidates(filter: {
    parentId: number | null;
    gameTypes?: Set<string>;
    vendors?: Set<string>;
  }): IndexedGame[] {
    if (filter.parentId !== null) return this.byParent.get(filter.parentId) ?? [];
    const options = [this.byParent.get(TOP_LEVEL) ?? []];
    if (filter.gameTypes) options.push(union([...filter.gameTypes].map((t) => this.byType.get(t) ?? [])));
    if (filter.vendors) options.push(union([...filter.vendors].map((v) => this.byVendor.get(v) ?? [])));
    return options.reduce((smallest, list) => (list.length < smallest.length ? list : smallest));
  }
}

function push<K>(map: Map<K, IndexedGame[]>, key: K, entry: IndexedGame) {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

/** Merges lists back into list order (several types or vendors asked at once). */
function union(lists: IndexedGame[][]): IndexedGame[] {
  if (lists.length === 1) return lists[0]!;
  return lists.flat().sort((a, b) => a.game.sortOrder - b.game.sortOrder || a.game.id - b.game.id);
}
