// Image captchas: svg-captcha draws the text as paths, resvg turns it into the PNG the real
// platform serves as base64. Each is bound to the `captchaId` cookie and good for one check.
import { randomUUID } from 'node:crypto';
import type * as resvg from '@resvg/resvg-js';
import type * as svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';

const TTL_MS = 5 * 60_000;

/**
 * The drawing libraries, loaded with the first captcha rather than at the server's start: svg-captcha
 * reads and parses its font as it loads, and resvg is a native module.
 */
let drawing: Promise<[typeof resvg, typeof svgCaptcha]> | undefined;
const drawingLibraries = () => (drawing ??= Promise.all([import('@resvg/resvg-js'), import('svg-captcha')]));

export interface IssuedCaptcha {
  id: string;
  pngBase64: string;
}

export interface CaptchaAnswer {
  id: string;
  text: string;
  issuedAt: Date;
  /** checked once already (right or wrong): no second try */
  used: boolean;
}

export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly clock: SimClock,
  ) {}

  async issue(): Promise<IssuedCaptcha> {
    const [{ Resvg }, { create }] = await drawingLibraries();
    const { data, text } = create({
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

  /** An issued captcha with its answer (the one named, else the newest), for scripted QA; null: none. */
  async answerOf(id?: string): Promise<CaptchaAnswer | null> {
    const row = id
      ? await this.db.captcha.findUnique({ where: { id } })
      : await this.db.captcha.findFirst({ orderBy: { issuedAt: 'desc' } });
    return row && { id: row.id, text: row.text, issuedAt: row.issuedAt, used: row.usedAt !== null };
  }
}
