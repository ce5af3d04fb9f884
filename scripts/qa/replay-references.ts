// The reference numbers the twin issues in place of the capture's: a deposit or withdrawal answered
// with `W261122-9F3A1C07B2` in the capture is another number on the twin, and a later call that names it
// (the member's confirmation of receipt, the back office's approval) must name the twin's. The replay
// learns each pair from the two answers of the same call (the same path in both) and writes the twin's
// number wherever a later request carries the capture's: its path, query and body.
// LIMITATIONS: only fields named as below are learned; lists pair their items by position.

/** Fields whose values the platform issues per call (random on each twin). */
const ISSUED = new Set(['referenceNo']);

export class IssuedReferences {
  private readonly twinOf = new Map<string, string>();

  /** Learns the twin's numbers from its answer beside the capture's answer to the same call. */
  learn(captured: unknown, twin: unknown): void {
    if (Array.isArray(captured) && Array.isArray(twin)) {
      for (const [i, item] of captured.entries()) this.learn(item, twin[i]);
      return;
    }
    if (!isRecord(captured) || !isRecord(twin)) return;
    for (const [key, value] of Object.entries(captured)) {
      const theirs = twin[key];
      if (ISSUED.has(key) && typeof value === 'string' && typeof theirs === 'string') {
        if (value !== theirs) this.twinOf.set(value, theirs);
      } else this.learn(value, theirs);
    }
  }

  /** The text (a path and query, or a body) with every learned capture number as the twin's. */
  mapped(text: string): string;
  mapped(text: string | undefined): string | undefined;
  mapped(text: string | undefined): string | undefined {
    if (text === undefined) return undefined;
    let out = text;
    for (const [captured, twin] of this.twinOf) out = out.replaceAll(captured, twin);
    return out;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
