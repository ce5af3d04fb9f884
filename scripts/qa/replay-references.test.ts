// The twin's reference numbers in place of the capture's: learned from two answers to the same call,
// written into later requests' paths, queries and bodies.
import { describe, expect, it } from 'vitest';
import { IssuedReferences } from './replay-references.ts';

describe('issued references', () => {
  it('learn the twin’s number at the same place of both answers, lists item by item', () => {
    const references = new IssuedReferences();
    references.learn(
      { value: { referenceNo: 'W261122-AAAAAAAAAA', list: [{ referenceNo: 'D261122-BBBBBBBBBB' }] } },
      { value: { referenceNo: 'W261206-1111111111', list: [{ referenceNo: 'D261206-2222222222' }] } },
    );
    expect(references.mapped('/wps/order?referenceNo=W261122-AAAAAAAAAA')).toBe(
      '/wps/order?referenceNo=W261206-1111111111',
    );
    expect(references.mapped('{"referenceNo":"D261122-BBBBBBBBBB","action":"RECEIVED"}')).toBe(
      '{"referenceNo":"D261206-2222222222","action":"RECEIVED"}',
    );
  });

  it('leave other fields and unknown numbers as they are', () => {
    const references = new IssuedReferences();
    references.learn({ value: { balance: '10' } }, { value: { balance: '20' } });
    expect(references.mapped('{"balance":"10","referenceNo":"W1"}')).toBe(
      '{"balance":"10","referenceNo":"W1"}',
    );
    expect(references.mapped(undefined)).toBeUndefined();
  });
});
