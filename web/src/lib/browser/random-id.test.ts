import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUuid, randomHex } from './random-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('random ids', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes hex of the asked length', () => {
    expect(randomHex(8)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('makes version 4 UUIDs even where randomUUID is missing (plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    const ids = new Set(Array.from({ length: 50 }, newUuid));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
