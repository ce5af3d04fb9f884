import { PROOF_MAX_BYTES } from '@sim/shared/wps/cashier';
import { describe, expect, it } from 'vitest';
import { proofProblem, toProofImages } from './proof-files';

const image = (name: string, type: string, bytes = 8) =>
  new File([new Uint8Array(bytes).fill(65)], name, { type });

describe('withdrawal proof images', () => {
  it('takes 1 to 3 png or jpg images of at most 5MB', () => {
    expect(proofProblem([image('a.png', 'image/png'), image('b.jpg', 'image/jpeg')])).toBeNull();
    expect(proofProblem([image('a.png', 'image/png', PROOF_MAX_BYTES)])).toBeNull();
  });

  it('refuses none, or more than 3', () => {
    expect(proofProblem([])).toBe('count');
    expect(proofProblem(Array.from({ length: 4 }, (_, i) => image(`${i}.png`, 'image/png')))).toBe('count');
  });

  it('refuses another type, even with an image name', () => {
    expect(proofProblem([image('a.gif', 'image/gif')])).toBe('type');
    expect(proofProblem([image('a.png', 'application/pdf')])).toBe('type');
  });

  it('refuses an image over 5MB', () => {
    expect(proofProblem([image('big.png', 'image/png', PROOF_MAX_BYTES + 1)])).toBe('size');
  });

  it('reads the images as the data URLs the contract wants', async () => {
    expect(await toProofImages([image('a.jpg', 'image/jpeg', 3)])).toEqual(['data:image/jpeg;base64,QUFB']);
  });
});
