// /js/encrypt.js as real front ends load it: a page with that one script and nothing else logs in
// through its globals, the way every browser front end of the platform does (wire-contract.md 3, 8).
import { expect, type Page, test } from '@playwright/test';
import { admin } from './support/admin.ts';

/** A bare page on the simulator's origin whose only script is /js/encrypt.js. */
async function openBarePage(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/bare-client.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><head><script src="/js/encrypt.js"></script></head><body></body></html>',
    }),
  );
  const keyRequests: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/session/key/rsa')) keyRequests.push(request.headers());
  });
  await page.goto('/bare-client.html');
  return { errors, keyRequests };
}

test.beforeAll(async () => {
  await admin.data.reset.mutate();
});

test('a page with only /js/encrypt.js logs in through reRsaV2', async ({ page }) => {
  const { errors, keyRequests } = await openBarePage(page);
  const login = await page.evaluate(async () => {
    const w = window as unknown as {
      reRsaV2(payload: unknown): Promise<{ value: object; success: boolean; RSA: string; DES: string }>;
    };
    const sealed = await w.reRsaV2({
      username: 'demo01',
      password: 'Demo1234',
      captcha: '',
      type: 'username',
    });
    // the real front end's request: {value: DES}, Encryption and X-Digest (this build sends no X-RSA)
    const response = await fetch('/wps/session/login', {
      method: 'POST',
      headers: {
        Merchant: 'sim001',
        'Content-Type': 'application/json;charset=UTF-8',
        Encryption: sealed.RSA,
        'X-Digest': sealed.DES,
      },
      body: JSON.stringify({ value: sealed.DES }),
    });
    return { sealed, body: await response.json() };
  });
  expect(login.sealed).toMatchObject({ success: true, value: {} });
  expect(login.body).toMatchObject({ success: true, value: { userName: 'demo01' } });
  // the key fetch carried no Merchant header: the page does not know its merchant yet
  expect(keyRequests.length).toBeGreaterThan(0);
  expect(keyRequests.every((headers) => !('merchant' in headers))).toBe(true);
  expect(errors).toEqual([]);
});

test('the legacy globals work too: getPulicRsa, reRsa, rsaEncrypt, rndString, desDecrypt', async ({
  page,
}) => {
  await openBarePage(page);
  const result = await page.evaluate(async () => {
    const w = window as unknown as {
      getPulicRsa(): string;
      reRsa(data: unknown, mode?: string): { RSA: string; DES: string };
      rsaEncrypt(text: string, modulus?: string): string;
      rndString(): string;
      desDecrypt(cipher: string, key: string): string;
    };
    const modulus = w.getPulicRsa();
    const sealed = w.reRsa({ username: 'demo01', password: 'Demo1234' });
    const legacy = await fetch('/wps/session/login', {
      method: 'POST',
      headers: { Merchant: 'sim001', 'Content-Type': 'application/json', Encryption: sealed.RSA },
      body: sealed.DES,
    });
    // customer-service links: DES ciphertext whose last 8 characters are the key
    const status = await (await fetch('/wps/system/status', { headers: { Merchant: 'sim001' } })).json();
    const path: string = status.value.info.customerService[0].path;
    return {
      modulus,
      key: w.rndString(),
      rsaBlock: w.rsaEncrypt('0123456789abcdef', modulus),
      legacy: await legacy.json(),
      customerService: w.desDecrypt(path.slice(0, -8), path.slice(-8)),
    };
  });
  expect(result.modulus).toMatch(/^[0-9a-f]{256}$/);
  expect(result.key).toMatch(/^[0-9A-Za-z]{16}$/);
  expect(result.rsaBlock).toMatch(/^[0-9a-f]+$/);
  expect(result.legacy).toMatchObject({ success: true, value: { userName: 'demo01' } });
  expect(result.customerService).toContain('/help');
});
