// Numbers on the wire (shared/src/wire-number.ts, money-schema.ts) are a pipe: a JSON number or its plain
// text, then the bounds. zod documents a pipe's request side by its first stage only, so the bounds of
// the later stages are lost and "0" or 10^15 look allowed. Here they are read from every number stage
// (and the pipe's own metadata) and put back: on the number branch as keywords, on the text branch as a
// pattern that only matches the allowed values.
import { z } from 'zod';
import type { JsonSchema } from './types.ts';
import { defOf } from './zod-graph.ts';

interface Bounds {
  integer: boolean;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
}

const NUMERIC_KEYWORDS = [
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
] as const;

/** The number stages of a pipe chain, in order. */
function numberStages(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  if (def.type === 'pipe')
    return [...numberStages(def.in as z.ZodType), ...numberStages(def.out as z.ZodType)];
  return def.type === 'number' ? [schema] : [];
}

function tighten(bounds: Bounds, json: JsonSchema): void {
  if (json.type === 'integer') bounds.integer = true;
  const number = (key: string) => (typeof json[key] === 'number' ? (json[key] as number) : undefined);
  const low = number('minimum');
  const exLow = number('exclusiveMinimum');
  const high = number('maximum');
  const exHigh = number('exclusiveMaximum');
  if (low !== undefined && (bounds.minimum === undefined || low > bounds.minimum)) bounds.minimum = low;
  if (exLow !== undefined && (bounds.exclusiveMinimum === undefined || exLow > bounds.exclusiveMinimum))
    bounds.exclusiveMinimum = exLow;
  if (high !== undefined && (bounds.maximum === undefined || high < bounds.maximum)) bounds.maximum = high;
  if (exHigh !== undefined && (bounds.exclusiveMaximum === undefined || exHigh < bounds.exclusiveMaximum))
    bounds.exclusiveMaximum = exHigh;
  const step = number('multipleOf');
  if (step !== undefined) bounds.multipleOf = step;
}

/** The smallest and largest whole number within the bounds. */
function integerRange(bounds: Bounds): [number, number] {
  const low = Math.max(
    bounds.minimum ?? Number.MIN_SAFE_INTEGER,
    bounds.exclusiveMinimum === undefined ? Number.MIN_SAFE_INTEGER : Math.floor(bounds.exclusiveMinimum) + 1,
  );
  const high = Math.min(
    bounds.maximum ?? Number.MAX_SAFE_INTEGER,
    bounds.exclusiveMaximum === undefined ? Number.MAX_SAFE_INTEGER : Math.ceil(bounds.exclusiveMaximum) - 1,
  );
  return [Math.ceil(low), Math.floor(high)];
}

/** A regular expression (no anchors) for the digits of the whole numbers from `low` to `high`, 0 <= low <= high, no leading zeros. */
export function digitRange(low: number, high: number): string {
  const parts: string[] = [];
  for (let digits = String(low).length; digits <= String(high).length; digits++) {
    const from = Math.max(low, digits === 1 ? 0 : 10 ** (digits - 1));
    const to = Math.min(high, 10 ** digits - 1);
    if (from <= to) parts.push(...sameLength(String(from), String(to)));
  }
  return parts.join('|');
}

const digitClass = (from: number, to: number) => (from === to ? String(from) : `[${from}-${to}]`);
const anyDigits = (count: number) => (count === 0 ? '' : count === 1 ? '\\d' : `\\d{${count}}`);

/** Alternatives for the numbers from `from` to `to`, two digit strings of one length. */
function sameLength(from: string, to: string): string[] {
  if (from === to) return [from];
  const rest = from.length - 1;
  const [first, last] = [Number(from[0]), Number(to[0])];
  if (rest === 0) return [digitClass(first, last)];
  if (first === last) return sameLength(from.slice(1), to.slice(1)).map((tail) => `${first}(?:${tail})`);
  const fromTail = from.slice(1);
  const toTail = to.slice(1);
  const lowFull = /^0*$/.test(fromTail);
  const highFull = /^9*$/.test(toTail);
  const parts: string[] = [];
  if (!lowFull) parts.push(...sameLength(fromTail, '9'.repeat(rest)).map((tail) => `${first}(?:${tail})`));
  const middleFrom = lowFull ? first : first + 1;
  const middleTo = highFull ? last : last - 1;
  if (middleFrom <= middleTo) parts.push(`${digitClass(middleFrom, middleTo)}${anyDigits(rest)}`);
  if (!highFull) parts.push(...sameLength('0'.repeat(rest), toTail).map((tail) => `${last}(?:${tail})`));
  return parts;
}

/** The text of a whole number within the bounds. */
function integerPattern(bounds: Bounds): string | undefined {
  const [low, high] = integerRange(bounds);
  if (low > high) return undefined;
  const parts: string[] = [];
  if (low < 0) parts.push(`-(?:${digitRange(Math.max(1, -Math.min(high, -1)), -low)})`);
  if (high >= 0) parts.push(digitRange(Math.max(low, 0), high));
  return `^(?:${parts.join('|')})$`;
}

const decimalsOf = (step: number | undefined) => {
  if (step === undefined) return undefined;
  const places = Math.round(-Math.log10(step));
  return 10 ** -places === step && places > 0 ? places : undefined;
};

/**
 * The text of a non-negative decimal within the bounds: a whole lower bound of 0 or more (or above 0)
 * and a whole upper bound; undefined for other bounds (the text keeps the pattern zod gives it).
 */
function decimalPattern(bounds: Bounds): string | undefined {
  const places = decimalsOf(bounds.multipleOf);
  // from 0 up, no more said: a plain unsigned decimal (the wire's 16 digits either side)
  if (bounds.minimum === 0 && bounds.maximum === undefined && bounds.exclusiveMaximum === undefined)
    return `^\\d{1,16}(?:\\.\\d{1,${places ?? 16}})?$`;
  const aboveZero = bounds.exclusiveMinimum === 0 && bounds.minimum === undefined;
  const low = aboveZero ? 0 : bounds.minimum;
  const top = bounds.maximum;
  if (!places || low === undefined || !Number.isInteger(low) || low < 0) return undefined;
  if (top === undefined || !Number.isInteger(top) || top <= low || bounds.exclusiveMaximum !== undefined)
    return undefined;
  const fraction = `(?:\\.\\d{1,${places}})?`;
  const parts: string[] = [];
  const wholeFrom = aboveZero ? 1 : low;
  if (wholeFrom <= top - 1) parts.push(`(?:${digitRange(wholeFrom, top - 1)})${fraction}`);
  if (aboveZero) {
    const nonZero = Array.from(
      { length: places },
      (_, k) => `${'0'.repeat(k)}[1-9]${places - k - 1 > 0 ? `\\d{0,${places - k - 1}}` : ''}`,
    );
    parts.push(`0\\.(?:${nonZero.join('|')})`);
  }
  parts.push(`${top}(?:\\.0{1,${places}})?`);
  return `^(?:${parts.join('|')})$`;
}

const JSON_SCHEMA = { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' } as const;

/** The first stage of a pipe chain. */
function firstStage(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  return def.type === 'pipe' ? firstStage(def.in as z.ZodType) : schema;
}

/**
 * Puts the bounds of every stage of a wire-number pipe (a union of a number and its text, then bounds)
 * into its request-side JSON Schema. Both branches are written from the zod schemas themselves: zod
 * fills the branches' JSON in an order of its own, so they may still be empty when this runs.
 */
export function narrowWireNumber(pipe: z.ZodType, json: JsonSchema): void {
  const union = firstStage(pipe);
  if (defOf(union).type !== 'union') return;
  const options = defOf(union).options as z.ZodType[];
  const numberOption = options.find((option) => defOf(option).type === 'number');
  const textOption = options.find((option) => defOf(firstStage(option)).type === 'string');
  const stages = numberStages(pipe);
  if (options.length !== 2 || !numberOption || !textOption || stages.length === 0) return;
  const bounds: Bounds = { integer: false };
  for (const stage of [numberOption, ...stages]) tighten(bounds, z.toJSONSchema(stage, JSON_SCHEMA));
  // the pipe's own metadata: bounds a refinement enforces that no zod check states
  tighten(bounds, json);
  for (const key of NUMERIC_KEYWORDS) delete json[key];
  delete json.type;

  // the tighter of two lower (upper) bounds only
  if (bounds.minimum !== undefined && bounds.exclusiveMinimum !== undefined)
    delete bounds[bounds.exclusiveMinimum >= bounds.minimum ? 'minimum' : 'exclusiveMinimum'];
  if (bounds.maximum !== undefined && bounds.exclusiveMaximum !== undefined)
    delete bounds[bounds.exclusiveMaximum <= bounds.maximum ? 'maximum' : 'exclusiveMaximum'];
  const number: JsonSchema = { type: bounds.integer ? 'integer' : 'number' };
  for (const key of NUMERIC_KEYWORDS) if (bounds[key] !== undefined) number[key] = bounds[key];
  const { $schema: _dialect, ...text } = z.toJSONSchema(textOption, JSON_SCHEMA) as JsonSchema;
  const pattern = bounds.integer ? integerPattern(bounds) : decimalPattern(bounds);
  json.anyOf = [number, pattern ? { ...text, pattern } : text];
}
