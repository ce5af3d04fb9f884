// The catalogue's slow-changing summaries, built once and kept until a maintenance switch changes
// them: vendor lanes (GCSGAME_newGameVendor), the vendor/type map (getVassGameType), hot games. The
// switch goes through setMaintenance(), which writes and drops the summaries in one place, and marks
// the catalogue changed for the other server processes (foundation/shared-versions.ts).
import type { Lane } from '@sim/shared/relay/gcsgame';
import type { Db } from '../../db/client.ts';
import { RequestRefused } from '../../foundation/errors.ts';
import type { SharedVersions } from '../../foundation/shared-versions.ts';
import { CatalogueIndex } from './catalogue-index.ts';
import { type GameRow, toHotItem, vendorIconUrl } from './game-item.ts';
import { allGameRows } from './queries.ts';

const LANE_ORDER = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'JACKPOT',
  'MINI',
  'ELOTT',
  'LOTT',
];

interface Summaries {
  /** every game, indexed for the game list */
  index: CatalogueIndex;
  lanes: Lane[];
  vassGameType: Record<string, Record<string, []>>;
  hot: GameRow[];
  /** every vendor in list order: the sub-wallets of a multi-wallet merchant */
  vendors: { code: string; name: string }[];
}

export class CatalogueCache {
  private summaries: Promise<Summaries> | null = null;

  constructor(
    private readonly db: Db,
    private readonly versions?: SharedVersions,
  ) {
    versions?.on('catalogue', () => this.invalidate());
  }

  /** After a write of its own (a declared game), for this process and the others. */
  async changed(): Promise<void> {
    await this.versions?.bump(this.db, 'catalogue');
    this.invalidate();
  }

  /** After a write elsewhere (a reset or a restore, another process), the next get() builds again. */
  invalidate(): void {
    this.summaries = null;
  }

  /** A game (by node id) or a whole vendor under maintenance, or back. */
  async setMaintenance(target: { vendor?: string; nodeId?: number }, maintenance: boolean): Promise<void> {
    const changed = await this.db.$transaction(async (tx) => {
      const rows =
        target.nodeId !== undefined
          ? await tx.game.updateMany({ where: { id: target.nodeId }, data: { maintenance } })
          : await tx.vendor.updateMany({ where: { code: target.vendor }, data: { maintenance } });
      if (rows.count > 0) await this.versions?.bump(tx, 'catalogue');
      return rows;
    });
    if (changed.count === 0) throw new RequestRefused('missing', 'No such vendor or game');
    this.invalidate();
  }

  get(): Promise<Summaries> {
    if (!this.summaries) {
      this.summaries = this.build();
      this.summaries.catch(() => this.invalidate());
    }
    return this.summaries;
  }

  async hotGames(count: number) {
    return (await this.get()).hot.slice(0, count).map((game, index) => toHotItem(game, index + 1));
  }

  private async build(): Promise<Summaries> {
    const [games, vendors, counts] = await Promise.all([
      allGameRows(this.db),
      this.db.vendor.findMany({ orderBy: { sortOrder: 'asc' } }),
      // ordered: PostgreSQL's hash aggregation returns groups in any order (SQLite's come sorted), and
      // two replicas must answer a lane's classifications in one order
      this.db.game.groupBy({
        by: ['vendorCode', 'gameClassify'],
        where: { parentId: null },
        _count: { _all: true },
        orderBy: [{ vendorCode: 'asc' }, { gameClassify: 'asc' }],
      }),
    ]);
    const hot = games.filter((g) => g.isHot && g.parentId === null);
    const countOf = (vendor: string) =>
      counts.filter((c) => c.vendorCode === vendor).reduce((sum, c) => sum + c._count._all, 0);
    const lanes = LANE_ORDER.map((title) => {
      const laneVendors = vendors.filter((v) => v.gameType === title);
      const classify = new Map<string, number>();
      for (const c of counts) {
        if (laneVendors.some((v) => v.code === c.vendorCode))
          classify.set(c.gameClassify, (classify.get(c.gameClassify) ?? 0) + c._count._all);
      }
      return {
        title,
        cards: laneVendors.map((v) => ({
          vassalage: v.code,
          displayName: v.name,
          gameType: v.gameType,
          lagerIcon: vendorIconUrl(v.code, 'COLOR'),
          icon: vendorIconUrl(v.code, 'COLOR'),
          small: vendorIconUrl(v.code, 'DEFAULT'),
          mobile: vendorIconUrl(v.code, 'WHITE'),
          maintenance: v.maintenance,
          gameCount: countOf(v.code),
        })),
        gameClassify: [...classify].map(([key, gameCount]) => ({ key, displayName: key, gameCount })),
      };
    }).filter((lane) => lane.cards.length > 0);
    const vassGameType: Summaries['vassGameType'] = {};
    for (const v of vendors) vassGameType[v.gameType] = { ...vassGameType[v.gameType], [v.code]: [] };
    // a stable spread of vendors rather than one vendor's block
    const spread = [...hot].sort((a, b) => ((a.id * 7919) % 997) - ((b.id * 7919) % 997));
    return {
      index: new CatalogueIndex(games),
      lanes,
      vassGameType,
      hot: spread,
      vendors: vendors.map((v) => ({ code: v.code, name: v.name })),
    };
  }
}
