// The inputs a careless or hostile client sends: wrong types, huge, negative and non-finite numbers,
// money in every spelling but the plain one, lone surrogates, long Unicode, deep nesting, prototype keys.
import fc from 'fast-check';
import { RawJson } from './json-text.ts';

const LONG = 20_000;

export const loneSurrogates = fc.constantFrom('\ud800', 'a\udfffb', '\udbff', 'x\ud800\ud800y', '\udc00abc');

export const longUnicode = fc.constantFrom(
  '𝒳'.repeat(LONG / 2),
  'ß'.repeat(LONG),
  'ا'.repeat(LONG),
  'a\u0301'.repeat(LONG / 2),
  '\u202e'.repeat(1000),
  '\u0000'.repeat(100),
);

const numbers = fc.constantFrom(
  1e20,
  -1e20,
  1e308,
  -1,
  -0.01,
  0,
  0.001,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 64,
  -(2 ** 63),
  0.30000000000000004,
  5e-324,
);

/** Number literals JSON.parse turns into Infinity, -Infinity or a rounded value. */
const numberLiterals = fc.constantFrom(
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('-0'),
  new RawJson('1.00000000000000000000001'),
  new RawJson('0.1e-400'),
);

const moneySpellings = fc.constantFrom(
  '0x10',
  '1e1',
  ' 500 ',
  '500.001',
  '-5',
  '5,00',
  'NaN',
  'Infinity',
  '∞',
  '１００',
  '',
);

const odd = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  {},
  [5],
  { $gt: '' },
  [[[[]]]],
  'null',
  'undefined',
);

/** A JSON value nested `depth` levels (arrays or objects). */
export const deepNesting = (depth: number) =>
  fc.constantFrom(
    new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`),
    new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

/** Any one hostile value for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  numbers,
  numberLiterals,
  moneySpellings,
  odd,
  loneSurrogates,
  longUnicode,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  deepNesting(64),
);

/** Keys a careless server might treat specially. */
export const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', '', ' ', 'a'.repeat(5000), '\ud800'),
  fc.string({ maxLength: 12 }),
);
