// A captcha's answer, as a QA script reads it from the admin surface (captcha.get).
import type { BrowserContext } from '@playwright/test';
import { admin } from './admin.ts';

export async function captchaAnswer(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'captchaId');
  if (!cookie) throw new Error('no captchaId cookie: the captcha image was never loaded');
  const captcha = await admin.captcha.get.query({ id: cookie.value });
  if (!captcha) throw new Error(`captcha ${cookie.value} not found`);
  return captcha.text;
}
