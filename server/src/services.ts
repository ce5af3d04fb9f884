// Everything the routes, relays and admin procedures share, built once per app.
import type { RsaPrivateKey } from '@sim/shared/wire-crypto';
import { ClientLocationOverride } from './control/client-location.ts';
import { FaultInjector } from './control/faults.ts';
import { Journal } from './control/journal.ts';
import { DEFAULT_SCENARIOS_DIR } from './control/scenario-files.ts';
import type { Db } from './db/client.ts';
import { DEFAULT_FREE_PLAY_LIMIT, type FreePlayLimit } from './domain/accounts/free-play-limit.ts';
import { SessionStore } from './domain/accounts/sessions.ts';
import { VerificationCodes } from './domain/accounts/verification-codes.ts';
import { CaptchaService } from './domain/captcha/captcha.ts';
import { CatalogueCache } from './domain/catalogue/catalogue-cache.ts';
import { MerchantDirectory } from './domain/merchants/directory.ts';
import { SimClock } from './platform/clock.ts';

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
  journal: Journal;
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
  freePlayLimit?: FreePlayLimit;
  dataDir?: string;
  scenariosDir?: string;
}

export async function createServices(db: Db, options: ServiceOptions): Promise<Services> {
  const clock = new SimClock(db);
  const location = new ClientLocationOverride(db);
  await Promise.all([clock.load(), location.load()]);
  return {
    db,
    clock,
    location,
    merchants: new MerchantDirectory(db),
    catalogue: new CatalogueCache(db),
    sessions: new SessionStore(db, clock, options.sessionIdleMinutes * 60_000),
    captcha: new CaptchaService(db, clock),
    codes: new VerificationCodes(db, clock),
    faults: new FaultInjector(),
    journal: new Journal(),
    dataDir: options.dataDir,
    scenariosDir: options.scenariosDir ?? DEFAULT_SCENARIOS_DIR,
    rsaKey: options.rsaKey,
    adminToken: options.adminToken,
    defaultMerchant: options.defaultMerchant,
    freePlayLimit: options.freePlayLimit ?? DEFAULT_FREE_PLAY_LIMIT,
  };
}

/** After a restore or reset the in-memory caches must follow the database. */
export async function reloadServices(
  services: Services,
  changed: { catalogue: boolean } = { catalogue: true },
): Promise<void> {
  services.merchants.invalidate();
  // the catalogue's summaries take seconds to build: a reset that left the games alone keeps them
  if (changed.catalogue) services.catalogue.invalidate();
  await Promise.all([services.clock.load(), services.location.load()]);
}
