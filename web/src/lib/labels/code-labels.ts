// Human labels for the codes the platform's answers carry (product types, ledger kinds, wallets, banks,
// lottery bet contents, round ids): every page that shows one shows it through here, in the
// page's language, so no raw `GAME_BET`, `BKASH` or `2_5_8` reaches the screen. A code no label names
// yet reads as words ("SOME_CODE" → "Some code") rather than as a code.
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** "WITHDRAW_HOLD" → "Withdraw hold" */
export function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The memo the opening balance posting carries: the kind's label says it already. */
const OPENING_MEMO = 'opening balance';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function codeLabels(t: TFunction) {
  const label = (key: string, code: string) => t(`${key}.${code}` as never, { defaultValue: humanise(code) });
  const bank = (code: string) => label('codes.banks', code);
  return {
    /** RNG → Slots, LIVE → Live Casino, … */
    gameType: (code: string) => label('records.types', code),
    /** GAME_BET → Bet, SEED → Opening balance, … */
    ledgerKind: (code: string) => label('codes.ledger', code),
    /** MAIN → Main wallet; a vendor's sub-wallet by the vendor */
    wallet: (code: string) =>
      code === 'MAIN' ? t('codes.wallets.MAIN') : t('codes.wallets.vendor', { vendor: code }),
    /** BKASH → bKash, DBBL → Dutch-Bangla Bank, … */
    bank,
    /** a ledger memo: a channel's code by its name, the opening balance's by nothing */
    memo: (memo: string | null) => {
      if (!memo || memo === OPENING_MEMO) return '';
      return /^[A-Z][A-Z0-9_]*$/.test(memo) ? bank(memo) : memo;
    },
    /** "2_5_8" → "2 | 5 | 8", "BIG,ODD" → "Big, Odd": positions apart, picks by their names */
    betContent: (content: string) =>
      content
        .split('_')
        .map((position) =>
          position
            .split(',')
            .map((pick) =>
              /^\d+$/.test(pick) ? pick : t(`lottery.picks.${pick}` as never, { defaultValue: pick }),
            )
            .join(', '),
        )
        .join(' | '),
    /** a round's id as a short reference: a UUID by its first block, any other id as it is */
    round: (roundId: string) =>
      t('codes.round', { id: UUID.test(roundId) ? roundId.slice(0, 8).toUpperCase() : roundId }),
  };
}

export type CodeLabels = ReturnType<typeof codeLabels>;

export function useCodeLabels(): CodeLabels {
  const { t } = useTranslation();
  return useMemo(() => codeLabels(t), [t]);
}
