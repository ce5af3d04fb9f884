// The cashier the way the site and the back office use it, for tests.
import { type TestApp, wps, wpsEncrypted } from './harness.ts';

export { adminCaller } from './harness.ts';

type Headers = Record<string, string>;

export const deposit = (t: TestApp, token: string, body: Record<string, unknown>, headers?: Headers) =>
  wps(t, 'POST', '/wps/v2/transaction/deposit', { token, body, headers });

export const withdraw = (t: TestApp, token: string, body: Record<string, unknown>, headers?: Headers) =>
  wpsEncrypted(t, 'POST', '/wps/v2/transaction/withdraw', body, { token, headers });

export const transfer = (t: TestApp, token: string, body: Record<string, unknown>, headers?: Headers) =>
  wps(t, 'POST', '/wps/relay/GCS_walletTransfer', { token, body, headers });

/** The main wallet of a member, in major units. */
export async function mainBalance(t: TestApp, memberId: number, wallet = 'MAIN'): Promise<number> {
  const account = await t.db.walletAccount.findUnique({ where: { code: `member/${memberId}/${wallet}` } });
  return Number(account?.balanceMinor ?? 0n) / 100;
}

export const aWithdrawal = (overrides: Record<string, unknown> = {}) => ({
  amount: 500,
  paymentPassword: '123456',
  bankCode: 'BKASH',
  accountNo: '01712345678',
  ...overrides,
});

/** Success body `value` (an order unless told otherwise), or a failure that names the errorCode. */
export function okValue<T = Record<string, unknown> & { referenceNo: string; status: string }>(response: {
  json(): unknown;
  body: string;
}): T {
  const body = response.json() as { success: boolean; value?: unknown };
  if (!body.success) throw new Error(`call failed: ${response.body}`);
  return body.value as T;
}
