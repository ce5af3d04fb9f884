import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;

export function createDb(databaseUrl: string): Db {
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: databaseUrl }) });
}

/** What `prisma.$transaction(async (tx) => ...)` hands its callback. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
