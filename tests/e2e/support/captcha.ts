// Reads a captcha's answer out of the simulator's database, as a QA script on the same machine can.

import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from '../../../playwright.config.ts';

export async function captchaAnswer(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'captchaId');
  if (!cookie) throw new Error('no captchaId cookie: the captcha image was never loaded');
  const db = new Database(path.join(E2E_DATA_DIR, 'sim.db'), { readonly: true });
  try {
    const row = db.prepare('SELECT text FROM Captcha WHERE id = ?').get(cookie.value) as
      | { text: string }
      | undefined;
    if (!row) throw new Error(`captcha ${cookie.value} not found`);
    return row.text;
  } finally {
    db.close();
  }
}
