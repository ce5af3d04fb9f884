// scrypt password hashes: `scrypt$N$r$p$salt$hash`. The parameters live in each hash, so the cost of new
// hashes can change (SIM_PASSWORD_COST: cheap for tests and load tests) while every stored hash still
// verifies with its own.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** log2 of scrypt's N: 15 (about 110 ms a hash) unless the process chose otherwise at start-up. */
export const DEFAULT_PASSWORD_COST = 15;
let N = 2 ** DEFAULT_PASSWORD_COST;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

/** Sets the cost of hashes made from now on (log2 N, 10-20); verification follows each hash's own. */
export function setPasswordHashCost(log2N: number): void {
  if (!Number.isInteger(log2N) || log2N < 10 || log2N > 20)
    throw new Error(`password hash cost must be an integer 10-20, got ${log2N}`);
  N = 2 ** log2N;
}

/** The platform's default password: logging in with it forces a change (platform-spec.md 4). */
export const DEFAULT_PASSWORD = '{secret}';

/**
 * Hashes at once, at most: scrypt holds 128·r·N bytes while it runs (32 MiB at the default cost) and
 * libuv would run four, each leaving its thread's malloc arena grown; two keep the server's peak
 * 64 MiB lower under a wave of logins and still fill both cores of a small machine.
 */
export const MAX_CONCURRENT_HASHES = 2;
let hashing = 0;
const queued: (() => void)[] = [];

async function oneOfFew<T>(work: () => Promise<T>): Promise<T> {
  // a finishing hash hands its slot straight to the next in line
  if (hashing < MAX_CONCURRENT_HASHES) hashing += 1;
  else await new Promise<void>((resolve) => queued.push(resolve));
  try {
    return await work();
  } finally {
    const next = queued.shift();
    if (next) next();
    else hashing -= 1;
  }
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return oneOfFew(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** How many hashes run now and wait (for tests). */
export const hashingLoad = () => ({ running: hashing, waiting: queued.length });

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
