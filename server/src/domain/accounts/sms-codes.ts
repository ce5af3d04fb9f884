// Sending SMS codes (wire-contract.md 4.5): which module allows each, and whose number it may go to.
// The code itself lands in the outbox (VerificationCodes).
import type { SmsPurpose } from '@sim/shared/wps/verification';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireModule } from '../merchants/flags.ts';
import type { AccountDeps } from './account-deps.ts';
import { type Phone, parsePhone, registeredPhone } from './phone.ts';

export type SmsDeps = Pick<AccountDeps, 'db' | 'codes'>;
type Send = (
  deps: SmsDeps,
  merchant: MerchantProfile,
  mobileNum: string | undefined,
  dialingCode: string | undefined,
) => Promise<{ expiredMinutes: number }>;

/** A code for a number a member registered, while the module that offers it is on. */
const toMember =
  (modId: string, purpose: SmsPurpose): Send =>
  async (deps, merchant, mobileNum, dialingCode) => {
    requireModule(merchant, modId);
    const { phone } = await registeredPhone(deps.db, merchant, mobileNum, dialingCode);
    return deps.codes.send(merchant.code, phone, purpose);
  };

/** /wps/verification/sms/noLogin (VERIFICATION3). */
export const sendLoginCode = toMember('VERIFICATION3', 'LOGIN');

/** The member's number a password-reset code may go to (CHNGPASSVERIF3: forgot password by phone). */
export async function resetPhone(
  deps: SmsDeps,
  merchant: MerchantProfile,
  mobileNum: string | undefined,
  dialingCode: string | undefined,
): Promise<Phone> {
  requireModule(merchant, 'CHNGPASSVERIF3');
  return (await registeredPhone(deps.db, merchant, mobileNum, dialingCode)).phone;
}

/** The number a registration code may go to (MOBILENUMREG3 or REGMOBVERF3): one nobody uses yet. */
export async function registerPhone(
  deps: SmsDeps,
  merchant: MerchantProfile,
  mobileNum: string | undefined,
  dialingCode: string | undefined,
): Promise<Phone> {
  requireModule(merchant, 'MOBILENUMREG3', 'REGMOBVERF3');
  const phone = parsePhone(merchant, mobileNum, dialingCode);
  if (await isMobileTaken(deps.db, merchant.code, phone.mobile)) throw PlatformError.of('mobileTaken');
  return phone;
}

/** /wps/member/password/sms (CHNGPASSVERIF3): forgot password by phone. */
export const sendPasswordResetCode: Send = async (deps, merchant, mobileNum, dialingCode) =>
  deps.codes.send(merchant.code, await resetPhone(deps, merchant, mobileNum, dialingCode), 'RESET_PASSWORD');

/** /wps/verification/sms/register (MOBILENUMREG3 or REGMOBVERF3). */
export const sendRegisterCode: Send = async (deps, merchant, mobileNum, dialingCode) =>
  deps.codes.send(merchant.code, await registerPhone(deps, merchant, mobileNum, dialingCode), 'REGISTER');

/** Taken as a member's mobile, or as the username of a member who registered by mobile. */
async function isMobileTaken(db: Db, merchantCode: string, mobile: string): Promise<boolean> {
  const member = await db.member.findFirst({
    where: { merchantCode, OR: [{ mobile }, { username: mobile }] },
    select: { id: true },
  });
  return member !== null;
}
