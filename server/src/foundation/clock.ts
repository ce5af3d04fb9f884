// The simulated clock. Domain code asks it for the time (never Date.now()) so QA can freeze and move it.
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { SharedVersions } from './shared-versions.ts';

export interface ClockState {
  now: Date;
  offsetMs: number;
  frozenAt: Date | null;
}

export class SimClock {
  private offsetMs = 0;
  private frozenAt: Date | null = null;

  /** with `versions`, a move made by another server process is followed within a poll */
  constructor(
    private readonly db: Db,
    private readonly versions?: SharedVersions,
  ) {
    versions?.on('settings', () => this.load());
  }

  async load(): Promise<void> {
    const row = await this.db.simSetting.findUnique({ where: { id: 1 } });
    this.offsetMs = Number(row?.clockOffsetMs ?? 0n);
    this.frozenAt = row?.clockFrozenAt ?? null;
  }

  now(): Date {
    return this.frozenAt ? new Date(this.frozenAt) : new Date(Date.now() + this.offsetMs);
  }

  state(): ClockState {
    return { now: this.now(), offsetMs: this.offsetMs, frozenAt: this.frozenAt };
  }

  async freeze(at: Date = this.now()): Promise<ClockState> {
    return this.save(this.offsetMs, at);
  }

  async resume(): Promise<ClockState> {
    // keep the simulated "now" where it stood: the frozen moment becomes the new offset
    const offset = this.frozenAt ? this.frozenAt.getTime() - Date.now() : this.offsetMs;
    return this.save(offset, null);
  }

  async advance(ms: number): Promise<ClockState> {
    if (this.frozenAt) return this.save(this.offsetMs, new Date(this.frozenAt.getTime() + ms));
    return this.save(this.offsetMs + ms, null);
  }

  async set(at: Date): Promise<ClockState> {
    if (this.frozenAt) return this.save(this.offsetMs, at);
    return this.save(at.getTime() - Date.now(), null);
  }

  private async save(offsetMs: number, frozenAt: Date | null): Promise<ClockState> {
    const data = { clockOffsetMs: BigInt(Math.round(offsetMs)), clockFrozenAt: frozenAt };
    const write = this.db.simSetting.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
    const writes: Prisma.PrismaPromise<unknown>[] = [write];
    if (this.versions) writes.push(this.versions.bump(this.db, 'settings'));
    await this.db.$transaction(writes);
    this.offsetMs = Math.round(offsetMs);
    this.frozenAt = frozenAt;
    return this.state();
  }
}
