// Answers of the admin surface as the server gives them, for component tests.

export function systemGetFixture(overrides: { maintenance?: boolean } = {}) {
  return {
    merchant: 'sim001',
    maintenance: overrides.maintenance ?? false,
    regionRestriction: false,
    settings: {
      maintenance: overrides.maintenance ?? false,
      maintenanceStartAt: null,
      maintenanceEndAt: null,
      regionRestriction: false,
      blockedCountries: [],
      blockedIps: [],
    },
    clientLocation: { ip: null, country: null },
    now: '2026-05-01T10:00:00.000Z',
  };
}

export const clockFixture = { now: '2026-05-01T10:00:00.000Z', frozen: false, offsetMs: 0 };

export function memberFixture(username: string) {
  return {
    id: 9001,
    merchant: 'sim001',
    username,
    nickname: username,
    type: 0,
    vipLevel: 0,
    status: 'ACTIVE',
    lockedUntil: null,
    pinLockedUntil: null,
    mobile: null,
    countryDialingCode: null,
    email: null,
    payeeName: null,
    upline: null,
    referralCode: 'R1',
    affiliateCode: 'A1',
    mustChangePassword: false,
    passwordExpired: false,
    balance: 1000,
    lastLoginAt: null,
    registeredAt: '2026-05-01T10:00:00.000Z',
    password: 'Test1234',
  };
}

type OrderFixture = ReturnType<typeof baseOrder>;

function baseOrder() {
  return {
    referenceNo: 'D260501-0000000001',
    type: 'DEPOSIT' as string,
    status: 'PENDING' as string,
    amount: 500,
    applyTime: Date.parse('2026-05-01T10:00:00.000Z'),
    updateTime: Date.parse('2026-05-01T10:00:00.000Z'),
    dueTime: null as number | null,
    fromWallet: null as string | null,
    toWallet: 'MAIN' as string | null,
    channel: 'BKASH' as string | null,
    remark: null as string | null,
    merchant: 'sim001',
    username: 'qa_member',
    accountNo: null as string | null,
    proofCount: 0,
    proofs: [] as string[],
  };
}

/** A row of cashier.orders (or cashier.order with `proofs`). */
export function orderFixture(overrides: Partial<OrderFixture> = {}): OrderFixture {
  return { ...baseOrder(), ...overrides };
}

export function auditFixture(overrides: Partial<ReturnType<typeof baseAudit>> = {}) {
  return { ...baseAudit(), ...overrides };
}

function baseAudit() {
  return {
    balanced: true,
    accounts: 12,
    transactions: 40,
    ledgerSum: 0,
    memberFunds: 25_000,
    mismatchedAccounts: [] as { code: string; balance: number; entries: number }[],
    unbalancedTransactions: [] as { idempotencyKey: string; sum: number }[],
    negativeWallets: [] as { code: string; balance: number }[],
  };
}

export function cashierSettingsFixture() {
  return {
    merchant: 'sim001',
    depositChannels: [
      { code: 'BKASH', name: 'bKash', type: 'EWALLET', minAmount: 100, maxAmount: 25_000 },
      { code: 'BANK', name: 'Bank transfer', type: 'BANK', minAmount: 500, maxAmount: 100_000 },
    ],
    depositAutoApproveMinutes: 2 as number | null,
    withdrawMin: 100,
    withdrawMax: 50_000,
    withdrawDailyCount: 5,
    withdrawAutoPayMinutes: null as number | null,
    withdrawConfirmMinutes: 30,
    firstDepositBonusPercent: 0,
    firstDepositBonusMax: 10_000,
  };
}
