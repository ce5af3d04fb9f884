import type { Lane } from '@sim/shared/relay/gcsgame';
import { describe, expect, it } from 'vitest';
import { ds88Vendor, LIVE_CLASSIFICATIONS, lobbyClassifications, lobbyVendors, spbVendors } from './lanes';

const card = (vassalage: string, gameType: string) => ({
  vassalage,
  displayName: vassalage,
  gameType,
  lagerIcon: '',
  icon: '',
  small: '',
  mobile: '',
  maintenance: false,
  gameCount: 1,
});
const lane = (title: string, codes: string[], classify: string[] = []): Lane => ({
  title,
  cards: codes.map((code) => card(code, title)),
  gameClassify: classify.map((key) => ({ key, displayName: key, gameCount: 1 })),
});

const LANES = [
  lane('RNG', ['JL', 'PG', 'SPB', 'SS'], ['5Reels', 'Crash', 'VASSALAGE']),
  lane('LIVE', ['EG4'], ['MJ', 'BAC', 'ROU', 'SIC']),
  lane('SPORTS', ['SBO', 'IMES'], ['SPORTS']),
  lane('ESPORTS', ['TF', 'IA']),
  lane('COCKFIGHT', ['SV3', 'DS88']),
];

describe('vendor lanes as the site places them', () => {
  it('splits e-sports vendors from SPORTS', () => {
    expect(lobbyVendors(LANES, 'sports').map((c) => c.vassalage)).toEqual(['SBO']);
    expect(lobbyVendors(LANES, 'esports').map((c) => c.vassalage)).toEqual(['TF', 'IA', 'IMES']);
  });

  it('keeps Spribe and Smartsoft apart from the slot vendors', () => {
    expect(lobbyVendors(LANES, 'slots').map((c) => c.vassalage)).toEqual(['JL', 'PG']);
    expect(spbVendors(LANES).map((c) => c.vassalage)).toEqual(['SPB', 'SS']);
  });

  it('finds DS88 for the header entry beside live casino', () => {
    expect(ds88Vendor(LANES)?.vassalage).toBe('DS88');
  });

  it('offers the lane classifications as chips, without the group marker', () => {
    expect(lobbyClassifications(LANES, 'slots')).toEqual(['5Reels', 'Crash']);
    expect(lobbyClassifications(LANES, 'sports')).toEqual([]);
  });

  it('orders the live classifications as the spec lists them', () => {
    expect(LIVE_CLASSIFICATIONS).toHaveLength(15);
    expect(lobbyClassifications(LANES, 'live')).toEqual(['BAC', 'SIC', 'ROU', 'MJ']);
  });
});
