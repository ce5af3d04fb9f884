// Image captchas: svg-captcha draws the text as paths, resvg turns it into the PNG the real
// platform serves as base64. Each is bound to the `captchaId` cookie and good for one check.
import { randomUUID } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../platform/clock.ts';

const TTL_MS = 5 * 60_000;

export interface IssuedCaptcha {
  id: string;
  pngBase64: string;
}

export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly clock: SimClock,
  ) {}

  async issue(): Promise<IssuedCaptcha> {
    const { data, text } = svgCaptcha.create({
      size: 4,
      noise: 2,
      ignoreChars: '0oO1iIlL',
      background: '#f4f4f8',
      width: 120,
      height: 40,
    });
    const png = new Resvg(data, { fitTo: { mode: 'width', value: 120 } }).render().asPng();
    const id = randomUUID();
    await this.db.captcha.create({ data: { id, text, issuedAt: this.clock.now() } });
    return { id, pngBase64: Buffer.from(png).toString('base64') };
  }

  /** Checks and spends the captcha in one step: a second try with the same id always fails. */
  async verify(id: string | undefined, answer: string | null | undefined): Promise<boolean> {
    if (!id || !answer) return false;
    const now = this.clock.now();
    const spent = await this.db.captcha.updateMany({
      where: { id, usedAt: null, issuedAt: { gte: new Date(now.getTime() - TTL_MS) } },
      data: { usedAt: now },
    });
    if (spent.count === 0) return false;
    const row = await this.db.captcha.findUnique({ where: { id }, select: { text: true } });
    return row?.text.toLowerCase() === answer.trim().toLowerCase();
  }
}
