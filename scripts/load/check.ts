// One check's verdict, and the wording helpers the checks share.
import { toMajor } from '@sim/shared/money';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** What the kill run did to the server, for the checks that follow it. */
export interface KillReport {
  at: number;
  pid: number | undefined;
  exit: string;
  restartMs: number;
}

export const money = (minor: bigint): string => toMajor(minor).toFixed(2);

/** The first few problems, for the detail line. */
export const sample = (items: string[]): string => (items.length ? `: ${items.slice(0, 3).join('; ')}` : '');
