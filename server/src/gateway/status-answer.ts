// The status call's answer as bytes for the fast lane: the first call of every page load, so its
// 5.7 KB are encoded once per merchant profile and visitor, and each call only writes its serverTime
// between the two cached halves. Nothing goes stale: a profile is replaced on every admin change (a
// WeakMap forgets the old one's bytes), and the maintenance window and region block are worked out on
// every call and are part of the key, as is the visitor's location.

import { RecordedAnswer, redactResponse } from '../control/journal.ts';
import type { MerchantProfile } from '../domain/merchants/directory.ts';
import type { ClientLocation } from '../domain/system/status.ts';
import { isInMaintenance, isRegionRestricted, systemStatusParts } from '../domain/system/status.ts';
import type { ByteAnswer } from './fast-lane.ts';

/** visitors remembered per profile before the oldest are dropped (one per address and country) */
const VISITORS_KEPT = 64;

/** a number no status answer holds, standing for serverTime while the halves are redacted */
const TIME_MARK = '-7.77e-77';

/**
 * One profile's and visitor's answer as the halves around serverTime, and what the journal keeps of
 * every call answered with them: the halves themselves, shared, the serverTime being the entry's own
 * moment (the lane records the call at the very `now` the answer holds), so an entry costs nothing.
 */
class StatusHalves extends RecordedAnswer {
  readonly head: Buffer;
  readonly tail: Buffer;
  /** the halves as the journal shows them, redacted once (the journal table writes every status call) */
  private shown: [string, string] | undefined;

  constructor(
    readonly headText: string,
    readonly tailText: string,
  ) {
    super();
    this.head = Buffer.from(headText);
    this.tail = Buffer.from(tailText);
  }

  text(atMs: number): string {
    return this.headText + String(atMs) + this.tailText;
  }

  override shownJson(atMs: number): string {
    if (!this.shown) {
      const json = JSON.stringify(redactResponse(this.headText + TIME_MARK + this.tailText));
      const at = json.indexOf(TIME_MARK);
      this.shown = [json.slice(0, at), json.slice(at + TIME_MARK.length)];
    }
    return this.shown[0] + String(atMs) + this.shown[1];
  }
}

/**
 * One profile's answers by visitor. The last visitor's is checked first, by the location's identity
 * (the location resolver hands a returning visitor the same object): no key to build per call.
 */
class ProfileAnswers {
  private readonly byVisitor = new Map<string, StatusHalves>();
  private lastLocation: Readonly<ClientLocation> | undefined;
  private lastGates = -1;
  private last: StatusHalves | undefined;

  constructor(private readonly merchant: MerchantProfile) {}

  halves(location: Readonly<ClientLocation>, now: Date): StatusHalves {
    const { merchant } = this;
    const gates = (isInMaintenance(merchant, now) ? 2 : 0) + (isRegionRestricted(merchant, location) ? 1 : 0);
    if (location === this.lastLocation && gates === this.lastGates && this.last) return this.last;
    const key = `${gates}${location.country}\n${location.ip}`;
    let halves = this.byVisitor.get(key);
    if (!halves) {
      const { head, tail } = systemStatusParts(merchant, location, now);
      halves = new StatusHalves(head, tail);
      if (this.byVisitor.size >= VISITORS_KEPT)
        this.byVisitor.delete(this.byVisitor.keys().next().value as string);
      this.byVisitor.set(key, halves);
    }
    this.lastLocation = location;
    this.lastGates = gates;
    this.last = halves;
    return halves;
  }
}

const byProfile = new WeakMap<MerchantProfile, ProfileAnswers>();

function halvesFor(merchant: MerchantProfile, location: Readonly<ClientLocation>, now: Date): StatusHalves {
  let answers = byProfile.get(merchant);
  if (!answers) {
    answers = new ProfileAnswers(merchant);
    byProfile.set(merchant, answers);
  }
  return answers.halves(location, now);
}

/**
 * The bytes systemStatusJson would give for this call, as the cached halves around its serverTime
 * (sent as they are: no 5.7 KB copy, and no buffer to collect, per call), and what the journal records.
 */
export function systemStatusBytes(
  merchant: MerchantProfile,
  location: ClientLocation,
  now: Date,
): ByteAnswer {
  const halves = halvesFor(merchant, location, now);
  const serverTime = String(now.getTime());
  return {
    pieces: [halves.head, serverTime, halves.tail],
    // the time's digits are one byte each
    byteLength: halves.head.length + serverTime.length + halves.tail.length,
    recorded: halves,
    text: halves.headText + serverTime + halves.tailText,
  };
}
