// The driver adapters `prisma migrate diff --from-migrations` needs to replay the migrations folder in a
// shadow database (pnpm db:new-migration, scripts/new-migration.ts). Prisma 6.19's JS schema engine
// stumbles on each driver in one way, and each is met through the driver's public interface only:
// - SQLite: the engine sends a whole migration file as one `executeRaw`, which better-sqlite3 prepares
//   as one statement ("more than one statement"); a query without arguments runs as a script instead.
// - PostgreSQL: describing the shadow database reads catalogue columns of type `name` (and `"char"`),
//   which the pg adapter refuses ("Column type 'name' could not be deserialized"): its pool's clients
//   (pg's `Client` option) report them as text. And the shadow database is made here, and dropped once
//   its pool has ended (the adapter drops it while its pool still holds a connection).
// scripts/new-migration.test.ts fails when these stop being enough (or needed) after an upgrade.
import { randomUUID } from 'node:crypto';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

type SqliteAdapter = Awaited<ReturnType<PrismaBetterSQLite3['connect']>>;

/** The adapter, with an argument-less `executeRaw` run as a script of several statements. */
function runningScripts(adapter: SqliteAdapter): SqliteAdapter {
  return new Proxy(adapter, {
    get(target, property) {
      if (property === 'executeRaw')
        return async (query: Parameters<SqliteAdapter['executeRaw']>[0]) => {
          if (query.args.length > 0) return target.executeRaw(query);
          await target.executeScript(query.sql);
          return 0;
        };
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** better-sqlite3 with an in-memory shadow database that takes whole migration files. */
export function sqliteShadowAdapter(): PrismaBetterSQLite3 {
  const factory = new PrismaBetterSQLite3({ url: ':memory:' });
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => runningScripts(await factory.connect()),
    connectToShadowDb: async () => runningScripts(await factory.connectToShadowDb()),
  } as PrismaBetterSQLite3;
}

const TEXT = 25;
/** `"char"` (18) and `name` (19): PostgreSQL's own catalogue types */
const CATALOGUE_TEXT_TYPES = new Set([18, 19]);

const asText = (result: pg.QueryResult | undefined) => {
  for (const field of result?.fields ?? [])
    if (CATALOGUE_TEXT_TYPES.has(field.dataTypeID)) field.dataTypeID = TEXT;
  return result;
};

/** A pg client whose results show the catalogue's `name` and `"char"` columns as text. */
class CatalogueAsText extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; the arguments pass through
  override query(...args: any[]): any {
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last];
      args[last] = (error: Error | undefined, result: pg.QueryResult | undefined) =>
        callback(error, asText(result));
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const answer = (super.query as any)(...args);
    return typeof answer?.then === 'function' ? answer.then(asText) : answer;
  }
}

/** The connection settings a URL names, as pg's separate fields. */
function settingsOf(databaseUrl: string): pg.ClientConfig {
  const url = new URL(databaseUrl);
  return {
    host: url.searchParams.get('host') ?? url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username) || undefined,
    password: decodeURIComponent(url.password) || undefined,
    database: url.pathname.slice(1) || 'postgres',
  };
}

/** One statement on the server, from a connection of its own. */
async function onServer(settings: pg.ClientConfig, sql: string) {
  const client = new pg.Client(settings);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

type PgAdapter = Awaited<ReturnType<PrismaPg['connect']>>;

/** The adapter, whose dispose also drops its database once its own pool has ended. */
function droppingItsDatabase(adapter: PgAdapter, settings: pg.ClientConfig, database: string): PgAdapter {
  return new Proxy(adapter, {
    get(target, property) {
      if (property === 'dispose')
        return async () => {
          await target.dispose();
          await onServer(settings, `DROP DATABASE IF EXISTS "${database}"`);
        };
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * pg on the database `databaseUrl` names, read as above, with shadow databases made beside it. The
 * adapter's own shadow database is dropped while its pool still holds a connection ("being accessed by
 * other users"): here the pool ends first.
 */
export function postgresShadowAdapter(databaseUrl: string): PrismaPg {
  const settings = settingsOf(databaseUrl);
  const factory = new PrismaPg({ ...settings, Client: CatalogueAsText } as pg.PoolConfig);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => factory.connect(),
    connectToShadowDb: async () => {
      const database = `prisma_shadow_${randomUUID().replaceAll('-', '')}`;
      await onServer(settings, `CREATE DATABASE "${database}"`);
      const shadow = new PrismaPg({ ...settings, database, Client: CatalogueAsText } as pg.PoolConfig);
      return droppingItsDatabase(await shadow.connect(), settings, database);
    },
  } as PrismaPg;
}
