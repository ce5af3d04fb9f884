// What the members, the back office and the checks of one run share.
import type { AdminClient } from '../../server/src/admin/client.ts';
import type { Book } from './book.ts';
import type { Stats } from './stats.ts';
import type { Wire } from './wire.ts';

export interface LoadGame {
  nodeId: number;
  vendor: string;
  minBet: number;
  /** the launch token the provider's round API takes */
  providerToken: string;
}

export interface LoadMember {
  username: string;
  memberId: number;
  token: string;
  openingMinor: bigint;
  games: LoadGame[];
  /** rough balances per wallet (MAIN, vendor codes), so most requests ask for amounts that exist */
  estimate: Map<string, number>;
  /** a refusal said the estimate is wrong: read the balance next */
  stale: boolean;
  /** withdrawals the back office paid, waiting for the member's word */
  toConfirm: string[];
}

export interface Decision {
  type: 'DEPOSIT' | 'WITHDRAW';
  referenceNo: string;
  amount: number;
  member: LoadMember;
}

export interface RunContext {
  wire: Wire;
  admin: AdminClient;
  book: Book;
  stats: Stats;
  members: LoadMember[];
  modulusHex: string;
  /** orders and withdrawals the members place, for the back office to decide */
  submit: (decision: Decision) => void;
  /** past this (ms epoch) a request that gets no answer is given up as unresolved */
  retryUntil: number;
}
