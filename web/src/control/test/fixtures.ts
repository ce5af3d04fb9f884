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
