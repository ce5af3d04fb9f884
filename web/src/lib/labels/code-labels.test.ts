// Every code the platform's answers carry reads as words on the site, in the page's language.
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../i18n';
import { codeLabels, humanise } from './code-labels';

const labels = () => codeLabels(i18n.t.bind(i18n));

describe('code labels', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('names ledger kinds, wallets and banks instead of showing SEED, MAIN, GAME_BET or BKASH', () => {
    const l = labels();
    expect([l.ledgerKind('SEED'), l.ledgerKind('GAME_BET'), l.ledgerKind('GAME_WIN')]).toEqual([
      'Opening balance',
      'Bet',
      'Win',
    ]);
    expect(l.wallet('MAIN')).toBe('Main wallet');
    expect(l.bank('BKASH')).toBe('bKash');
    expect(l.memo('opening balance')).toBe('');
    expect(l.memo('BKASH')).toBe('bKash');
    expect(l.memo('Fortune Gems · Jili')).toBe('Fortune Gems · Jili');
  });

  it('names product types (My income, records) and reads an unknown code as words', () => {
    const l = labels();
    expect(['ESPORTS', 'FISH', 'LIVE', 'PVP', 'RNG', 'SPORTS'].map(l.gameType)).toEqual([
      'E-sports',
      'Fishing',
      'Live Casino',
      'PvP',
      'Slots',
      'Sports',
    ]);
    expect(l.ledgerKind('SOME_NEW_KIND')).toBe('Some new kind');
    expect(humanise('WITHDRAW_HOLD')).toBe('Withdraw hold');
  });

  it('shows a bet slip by its picks and a round by a short reference', () => {
    const l = labels();
    expect(l.betContent('2_5_8')).toBe('2 | 5 | 8');
    expect(l.betContent('BIG,ODD')).toBe('Big, Odd');
    expect(l.round('1f0c2a9e-4b7d-4c1e-9a55-0d3c2b1a9f87')).toBe('Round 1F0C2A9E');
    expect(l.round('2612061842170031')).toBe('Round 2612061842170031');
  });

  it('speaks the page language: Bengali labels on the Bengali site', async () => {
    await changeLanguage('BN', false);
    const l = labels();
    expect(l.ledgerKind('GAME_BET')).toBe('বাজি');
    expect(l.wallet('MAIN')).toBe('প্রধান ওয়ালেট');
    expect(l.bank('BKASH')).toBe('বিকাশ');
    expect(l.gameType('FISH')).not.toBe('FISH');
  });
});
