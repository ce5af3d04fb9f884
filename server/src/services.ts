// Everything the routes, relays and admin procedures share, built once per app.
import type { RsaPrivateKey } from '@sim/shared/wire-crypto-shape';
import { ClientLocationOverride } from './control/client-location.ts';
import { CoverageRecorder } from './control/coverage.ts';
import { FaultInjector } from './control/faults.ts';
import { Journal, type RequestJournal } from './control/journal.ts';
import { TableJournal } from './control/journal-table.ts';
import { DEFAULT_SCENARIOS_DIR } from './control/scenario-files.ts';
import { StubBook } from './control/stubs.ts';
import type { Db } from './db/client.ts';
import { DEFAULT_FREE_PLAY_LIMIT, type FreePlayLimit } from './domain/accounts/free-play-limit.ts';
import { SessionCache } from './domain/accounts/session-cache.ts';
import { SessionStore } from './domain/accounts/sessions.ts';
import { VerificationCodes } from './domain/accounts/verification-codes.ts';
import { CaptchaService } from './domain/captcha/captcha.ts';
import { CatalogueCache } from './domain/catalogue/catalogue-cache.ts';
import { MerchantDirectory } from './domain/merchants/directory.ts';
import { SimClock } from './foundation/clock.ts';
import { SharedVersions } from './foundation/shared-versions.ts';

export interface Services {
  db: Db;
  clock: SimClock;
  merchants: MerchantDirectory;
  catalogue: CatalogueCache;
  sessions: SessionStore;
  captcha: CaptchaService;
  codes: VerificationCodes;
  location: ClientLocationOverride;
  faults: FaultInjector;
  journal: RequestJournal;
  /** answers QA pinned (control/stubs.ts) */
  stubs: StubBook;
  /** the active coverage run's counters (control/coverage.ts) */
  coverage: CoverageRecorder;
  /** the caches' one invalidation point across server processes */
  versions: SharedVersions;
  /** where snapshots live; undefined: none can be taken */
  dataDir: string | undefined;
  scenariosDir: string;
  rsaKey: RsaPrivateKey;
  adminToken: string;
  defaultMerchant: string;
  /** trial accounts one client address may start per window (FREE_PLAY_LIMIT) */
  freePlayLimit: FreePlayLimit;
}

export interface ServiceOptions {
  rsaKey: RsaPrivateKey;
  adminToken: string;
  defaultMerchant: string;
  sessionIdleMinutes: number;
  /** live sessions kept in memory while the database's 'sessions' version holds (SIM_SESSION_CACHE); default: on */
  sessionCache?: boolean;
  freePlayLimit?: FreePlayLimit;
  dataDir?: string;
  scenariosDir?: string;
  /** where the journal lives: this process's memory (default) or the shared table (SIM_JOURNAL) */
  journal?: JournalKeeper;
}

export type JournalKeeper = 'memory' | 'table';

export async function createServices(db: Db, options: ServiceOptions): Promise<Services> {
  const versions = new SharedVersions(db);
  const clock = new SimClock(db, versions);
  const location = new ClientLocationOverride(db, versions);
  const faults = new FaultInjector(db, versions);
  const stubs = new StubBook(db, versions);
  const coverage = new CoverageRecorder(db, versions);
  await Promise.all([
    versions.prime(),
    clock.load(),
    location.load(),
    faults.load(),
    stubs.load(),
    coverage.load(),
  ]);
  return {
    db,
    versions,
    clock,
    location,
    merchants: new MerchantDirectory(db, versions),
    catalogue: new CatalogueCache(db, versions),
    sessions: new SessionStore(
      db,
      clock,
      options.sessionIdleMinutes * 60_000,
      options.sessionCache === false ? null : new SessionCache(versions),
    ),
    captcha: new CaptchaService(db, clock),
    codes: new VerificationCodes(db, clock),
    faults,
    stubs,
    coverage,
    journal: options.journal === 'table' ? new TableJournal(db) : new Journal(),
    dataDir: options.dataDir,
    scenariosDir: options.scenariosDir ?? DEFAULT_SCENARIOS_DIR,
    rsaKey: options.rsaKey,
    adminToken: options.adminToken,
    defaultMerchant: options.defaultMerchant,
    freePlayLimit: options.freePlayLimit ?? DEFAULT_FREE_PLAY_LIMIT,
  };
}

/** After a restore or reset the in-memory caches must follow the database, in every server process. */
export async function reloadServices(
  services: Services,
  changed: { catalogue: boolean } = { catalogue: true },
): Promise<void> {
  await services.versions.bumpAll(changed);
  services.merchants.invalidate();
  // the catalogue's summaries take seconds to build: a reset that left the games alone keeps them
  if (changed.catalogue) services.catalogue.invalidate();
  await Promise.all([
    services.clock.load(),
    services.location.load(),
    services.faults.load(),
    services.stubs.load(),
    services.coverage.load(),
  ]);
}
