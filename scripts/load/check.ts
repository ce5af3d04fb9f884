// One check's verdict, and the wording helpers the checks share.
import { toMajor } from '@sim/shared/money';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export const money = (minor: bigint): string => toMajor(minor).toFixed(2);

/** The first few problems, for the detail line. */
export const sample = (items: string[]): string => (items.length ? `: ${items.slice(0, 3).join('; ')}` : '');
