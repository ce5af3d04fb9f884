// Screenshots kept for people, not for the checks: with E2E_SHOTS_DIR set (docs/testing.md), the phone
// specs save what they look at there as PNGs, numbered in walk order (the records of both centres at 390 px
// in Bengali, /promotions, a drawn banner). Unset, as in `pnpm test`, this costs nothing.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const dir = process.env.E2E_SHOTS_DIR;
let taken = 0;

/** A file name out of what a step shows ("agent centre / Team betting" → agent-centre-team-betting). */
const fileName = (name: string) =>
  name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N}\u200c\u200d]+/gu, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Saves `what` (the window, or one element) as `<n>-<name>.png` in E2E_SHOTS_DIR, once its fonts have come. */
export async function keepShot(page: Page, name: string, what: Page | Locator = page): Promise<void> {
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  // Bengali text waits for its web font, so the picture shows letters, not boxes
  await page.evaluate(() => document.fonts.ready);
  taken += 1;
  const file = path.join(dir, `${String(taken).padStart(2, '0')}-${fileName(name)}.png`);
  await what.screenshot({ path: file });
}
