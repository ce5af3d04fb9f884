// Where the visitor appears to come from. QA overrides it from the admin surface to simulate
// foreign visitors; otherwise the request's own address, placed in the merchant's home country
// (the simulator has no GeoIP database). The request's address is `request.ip`: the peer's, or the
// X-Forwarded-For client only when the peer is a proxy TRUST_PROXY names (region blocks and
// LOGINIPVERF3 must not take a client's word for where it is).
import type { Db } from '../db/client.ts';
import type { ClientLocation } from '../domain/system/status.ts';
import type { SharedVersions } from '../foundation/shared-versions.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export class ClientLocationOverride {
  private ip: string | null = null;
  private country: string | null = null;
  private last: Readonly<ClientLocation> = { ip: '', country: '' };

  constructor(
    private readonly db: Db,
    private readonly versions?: SharedVersions,
  ) {
    versions?.on('settings', () => this.load());
  }

  async load(): Promise<void> {
    const row = await this.db.simSetting.findUnique({ where: { id: 1 } });
    this.ip = row?.clientIp ?? null;
    this.country = row?.clientCountry ?? null;
  }

  get(): { ip: string | null; country: string | null } {
    return { ip: this.ip, country: this.country };
  }

  async set(change: {
    ip?: string | null;
    country?: string | null;
  }): Promise<{ ip: string | null; country: string | null }> {
    const data = {
      clientIp: change.ip === undefined ? this.ip : change.ip,
      clientCountry: change.country === undefined ? this.country : change.country,
    };
    const write = this.db.simSetting.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
    const writes: Prisma.PrismaPromise<unknown>[] = [write];
    if (this.versions) writes.push(this.versions.bump(this.db, 'settings'));
    await this.db.$transaction(writes);
    this.ip = data.clientIp;
    this.country = data.clientCountry;
    return this.get();
  }

  /**
   * The visitor's location. The same visitor gets the very object it got last time (a client calls
   * again and again), so the status answer's cache knows it by identity; callers only read it.
   */
  resolve(requestIp: string, homeCountry: string): Readonly<ClientLocation> {
    const ip = this.ip ?? requestIp;
    const country = this.country ?? homeCountry;
    if (ip !== this.last.ip || country !== this.last.country) this.last = { ip, country };
    return this.last;
  }
}
