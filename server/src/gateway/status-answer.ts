// The status call's answer as bytes for the fast lane: the first call of every page load, so its
// 5.7 KB are encoded once per merchant profile and visitor, and each call only writes its serverTime
// between the two cached halves. Nothing goes stale: a profile is replaced on every admin change (a
// WeakMap forgets the old one's bytes), and the maintenance window and region block are worked out on
// every call and are part of the key, as is the visitor's location.

import { RecordedAnswer } from '../control/journal.ts';
import type { MerchantProfile } from '../domain/merchants/directory.ts';
import type { ClientLocation } from '../domain/system/status.ts';
import { isInMaintenance, isRegionRestricted, systemStatusParts } from '../domain/system/status.ts';

/** visitors remembered per profile before the oldest are dropped (one per address and country) */
const VISITORS_KEPT = 64;

class StatusHalves {
  readonly head: Buffer;
  readonly tail: Buffer;

  constructor(
    readonly headText: string,
    readonly tailText: string,
  ) {
    this.head = Buffer.from(headText);
    this.tail = Buffer.from(tailText);
  }
}

/** What the journal keeps of one status answer: the shared halves and the call's time. */
class StatusRecorded extends RecordedAnswer {
  constructor(
    private readonly halves: StatusHalves,
    private readonly serverTime: string,
  ) {
    super();
  }

  text(): string {
    return this.halves.headText + this.serverTime + this.halves.tailText;
  }
}

const byProfile = new WeakMap<MerchantProfile, Map<string, StatusHalves>>();

function halvesFor(merchant: MerchantProfile, location: ClientLocation, now: Date): StatusHalves {
  let visitors = byProfile.get(merchant);
  if (!visitors) {
    visitors = new Map();
    byProfile.set(merchant, visitors);
  }
  const maintenance = isInMaintenance(merchant, now) ? '1' : '0';
  const restricted = isRegionRestricted(merchant, location) ? '1' : '0';
  const key = `${maintenance}${restricted}${location.country}\n${location.ip}`;
  let halves = visitors.get(key);
  if (!halves) {
    const { head, tail } = systemStatusParts(merchant, location, now);
    halves = new StatusHalves(head, tail);
    if (visitors.size >= VISITORS_KEPT) visitors.delete(visitors.keys().next().value as string);
    visitors.set(key, halves);
  }
  return halves;
}

/**
 * Answer bytes are cut from a shared slab, as Node's own Buffer pool does for small buffers: a 5.7 KB
 * answer would otherwise cost an ArrayBuffer of its own per call. A piece once handed out is never
 * written again; a full slab is left to the collector once its answers are sent.
 */
const SLAB_BYTES = 256 * 1024;
let slab = Buffer.allocUnsafe(SLAB_BYTES);
let slabUsed = 0;

function piece(length: number): Buffer {
  if (length > SLAB_BYTES) return Buffer.allocUnsafe(length);
  if (slabUsed + length > SLAB_BYTES) {
    slab = Buffer.allocUnsafe(SLAB_BYTES);
    slabUsed = 0;
  }
  const bytes = slab.subarray(slabUsed, slabUsed + length);
  // the next piece starts 8-aligned, as the pool's do
  slabUsed += (length + 7) & ~7;
  return bytes;
}

/** The bytes systemStatusJson would give for this call, and what the journal records of them. */
export function systemStatusBytes(
  merchant: MerchantProfile,
  location: ClientLocation,
  now: Date,
): { bytes: Buffer; recorded: RecordedAnswer } {
  const halves = halvesFor(merchant, location, now);
  const serverTime = String(now.getTime());
  const { head, tail } = halves;
  const bytes = piece(head.length + serverTime.length + tail.length);
  head.copy(bytes, 0);
  bytes.write(serverTime, head.length, 'latin1');
  tail.copy(bytes, head.length + serverTime.length);
  return { bytes, recorded: new StatusRecorded(halves, serverTime) };
}
