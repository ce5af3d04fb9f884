// Seeded personas with fixed ids, documented in README.md. Opening balances are ledger postings
// from the merchant's SEED house account, so the books balance from the first moment.
import { toMinor } from '@sim/shared/money';
import type { Db } from '../db/client.ts';
import { hashMemberSecrets, insertMember, type NewMember } from '../domain/accounts/create-member.ts';
import { DEFAULT_PASSWORD, hashPassword } from '../domain/accounts/passwords.ts';

export interface PersonaSeed {
  id: number;
  merchantCode: string;
  username: string;
  password: string;
  nickname: string;
  type: number;
  vipLevel: number;
  balance: number;
  uplineId?: number;
  mobile?: string;
  status?: 'ACTIVE' | 'LOCKED';
  /** days since the password was set; past the merchant's 90 the password has expired */
  passwordAgeDays?: number;
  /** a member who has logged in before (firstTimeLogin false) */
  returning?: boolean;
  /** six digits asked by withdrawals and transfers to the upline */
  paymentPassword?: string;
  note: string;
}

const persona = (p: Omit<PersonaSeed, 'merchantCode'> & { merchantCode?: string }): PersonaSeed => ({
  merchantCode: 'sim001',
  ...p,
});

export const PERSONAS: PersonaSeed[] = [
  persona({
    id: 1001,
    username: 'demo01',
    paymentPassword: '123456',
    password: 'Demo1234',
    nickname: 'Demo',
    type: 0,
    vipLevel: 2,
    balance: 10000,
    mobile: '01712345678',
    returning: true,
    note: 'plain member with money',
  }),
  persona({
    id: 1002,
    username: 'newbie01',
    password: DEFAULT_PASSWORD,
    nickname: 'Newbie',
    type: 0,
    vipLevel: 0,
    balance: 100,
    mobile: '01712345680',
    note: 'default password {secret}: must change it',
  }),
  persona({
    id: 1003,
    username: 'expired01',
    password: 'Expired123',
    nickname: 'Expired',
    type: 0,
    vipLevel: 1,
    balance: 250,
    passwordAgeDays: 200,
    returning: true,
    mobile: '01712345679',
    note: 'password expired (older than 90 days)',
  }),
  persona({
    id: 1004,
    username: 'trial01',
    password: 'Trial1234',
    nickname: 'Trial',
    type: 4,
    vipLevel: 0,
    balance: 2000,
    note: 'trial account (type 4): no real-account features',
  }),
  persona({
    id: 1005,
    username: 'vip05',
    password: 'Vip51234',
    nickname: 'High roller',
    type: 0,
    vipLevel: 5,
    balance: 250000,
    returning: true,
    mobile: '01912345605',
    note: 'VIP5: routed to VIP customer service',
  }),
  persona({
    id: 1006,
    username: 'locked01',
    password: 'Locked123',
    nickname: 'Locked',
    type: 0,
    vipLevel: 0,
    balance: 50,
    status: 'LOCKED',
    returning: true,
    note: 'locked account',
  }),
  persona({
    id: 2001,
    username: 'agent01',
    password: 'Agent1234',
    paymentPassword: '123456',
    nickname: 'Agent one',
    type: 1,
    vipLevel: 3,
    balance: 5000,
    returning: true,
    mobile: '01812345601',
    note: 'agent, type 1',
  }),
  persona({
    id: 2002,
    username: 'agent02',
    password: 'Agent1234',
    paymentPassword: '123456',
    nickname: 'Agent two',
    type: 2,
    vipLevel: 3,
    balance: 5000,
    uplineId: 2001,
    returning: true,
    note: 'agent, type 2, under agent01',
  }),
  persona({
    id: 2041,
    username: 'agent41',
    password: 'Agent1234',
    paymentPassword: '123456',
    nickname: 'Agent 41',
    type: 41,
    vipLevel: 3,
    balance: 5000,
    returning: true,
    note: 'agent, type 41',
  }),
  persona({
    id: 2042,
    username: 'agent42',
    password: 'Agent1234',
    paymentPassword: '123456',
    nickname: 'Agent 42',
    type: 42,
    vipLevel: 3,
    balance: 5000,
    uplineId: 2041,
    returning: true,
    note: 'agent, type 42, under agent41',
  }),
  persona({
    id: 3001,
    username: 'down01',
    paymentPassword: '123456',
    password: 'Down1234',
    nickname: 'Downline one',
    type: 0,
    vipLevel: 1,
    balance: 500,
    uplineId: 2001,
    returning: true,
    note: 'member under agent01',
  }),
  persona({
    id: 3002,
    username: 'down02',
    paymentPassword: '123456',
    password: 'Down1234',
    nickname: 'Downline two',
    type: 0,
    vipLevel: 0,
    balance: 300,
    uplineId: 2001,
    returning: true,
    note: 'member under agent01',
  }),
  persona({
    id: 3003,
    username: 'down03',
    password: 'Down1234',
    nickname: 'Downline three',
    type: 0,
    vipLevel: 0,
    balance: 200,
    uplineId: 2002,
    returning: true,
    note: 'member under agent02',
  }),
  persona({
    id: 3004,
    username: 'down04',
    password: 'Down1234',
    nickname: 'Downline four',
    type: 0,
    vipLevel: 0,
    balance: 150,
    uplineId: 2042,
    returning: true,
    note: 'member under agent42',
  }),
  persona({
    id: 5001,
    merchantCode: 'sim002',
    username: 'demo01',
    paymentPassword: '123456',
    password: 'Demo1234',
    nickname: 'Demo VN',
    type: 0,
    vipLevel: 1,
    balance: 5000000,
    returning: true,
    note: 'plain member of sim002 (VND)',
  }),
];

const DAY_MS = 24 * 60 * 60 * 1000;

function personaInput(p: PersonaSeed, now: Date): NewMember {
  return {
    id: p.id,
    merchantCode: p.merchantCode,
    username: p.username,
    password: p.password,
    nickname: p.nickname,
    type: p.type,
    uplineId: p.uplineId,
    mobile: p.mobile,
    countryDialingCode: p.mobile ? '880' : null,
    email: `${p.username}@sim.local`,
    payeeName: `${p.nickname} Member`,
    paymentPassword: p.paymentPassword,
    vipLevel: p.vipLevel,
    status: p.status ?? 'ACTIVE',
    mustChangePassword: p.password === DEFAULT_PASSWORD,
    passwordChangedAt: new Date(now.getTime() - (p.passwordAgeDays ?? 10) * DAY_MS),
    lastLoginAt: p.returning ? new Date(now.getTime() - DAY_MS) : null,
    registeredAt: new Date(now.getTime() - 400 * DAY_MS),
  };
}

/**
 * One hash per distinct password of a seed: the personas' passwords are the README's, public, so a hash
 * shared by two of them tells nothing, and the seed makes 9 scrypt hashes rather than 23 (about 1.5 s of
 * a fresh start on a 2-core machine). Each hash is still made at the server's cost.
 */
export function seedPasswordHasher(): (password: string) => Promise<string> {
  const hashes = new Map<string, Promise<string>>();
  return (password) => {
    const known = hashes.get(password);
    if (known) return known;
    const made = hashPassword(password);
    hashes.set(password, made);
    return made;
  };
}

/**
 * Hashes the persona's passwords now and answers the insert to run later: the seed hashes every
 * persona at once but inserts them in order, so an upline exists before its downline.
 */
export async function preparePersona(
  db: Db,
  p: PersonaSeed,
  now: Date,
  hash: (password: string) => Promise<string>,
): Promise<() => Promise<void>> {
  const input = personaInput(p, now);
  const secrets = await hashMemberSecrets(input, hash);
  return async () => {
    if (await db.member.findUnique({ where: { id: p.id }, select: { id: true } })) return;
    await insertMember(db, input, secrets, { amountMinor: toMinor(p.balance), from: 'SEED', postedAt: now });
  };
}
