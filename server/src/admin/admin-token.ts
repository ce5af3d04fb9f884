// The admin token: SIM_ADMIN_TOKEN if set, else generated once and kept under DATA_DIR.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ADMIN_TOKEN_FILE = 'admin-token';

export function resolveAdminToken(
  dataDir: string,
  fromEnv: string | undefined,
): { token: string; source: string } {
  if (fromEnv) return { token: fromEnv, source: 'SIM_ADMIN_TOKEN' };
  const file = path.join(dataDir, ADMIN_TOKEN_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${randomBytes(24).toString('hex')}\n`, { mode: 0o600 });
  }
  return { token: fs.readFileSync(file, 'utf8').trim(), source: file };
}
