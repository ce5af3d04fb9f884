// How two answers compare for `pnpm sim replay` and `pnpm sim record`: by shape (the keys and the kind
// of each value; lists by their items, every item's keys together), and by value where the caller asks.
// What the journal hides or cuts (`[redacted]`, `[…]`) matches anything; `null` matches any kind (a
// field empty in one capture and set in the other is data, not shape).

export interface ShapeDifference {
  /** where: `value.list[].amount` */
  path: string;
  /** the capture's kind (`missing`: the twin has a key the capture has not) */
  expected: string;
  /** the twin's kind (`missing`: the capture has a key the twin has not) */
  actual: string;
}

export interface ValueDifference {
  path: string;
  expected: unknown;
  actual: unknown;
}

type Kind = 'null' | 'string' | 'number' | 'boolean' | 'array' | 'object';

/** The journal's marks for what it hid or cut: anything may stand behind them. */
const WILDCARD = /^\[redacted\]$|^\[…\]/;

/** The journal keeps at most this many keys of an object: more on the twin's side is not a difference. */
const JOURNAL_KEYS = 50;

const kindOf = (value: unknown): Kind => {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  const kind = typeof value;
  return kind === 'string' || kind === 'number' || kind === 'boolean' ? kind : 'object';
};

const isWildcard = (value: unknown) => typeof value === 'string' && WILDCARD.test(value);

const isRecord = (value: unknown): value is Record<string, unknown> => kindOf(value) === 'object';

/** Every item of a list as one: objects with each key any item has (its first non-null value). */
function mergedItem(items: unknown[]): unknown {
  const present = items.filter((item) => kindOf(item) !== 'null' && !isWildcard(item));
  const objects = present.filter(isRecord);
  if (objects.length === 0 || objects.length !== present.length) return present[0] ?? null;
  const merged: Record<string, unknown> = {};
  for (const item of objects)
    for (const [key, value] of Object.entries(item))
      if (kindOf(merged[key]) === 'null' || isWildcard(merged[key])) merged[key] = value;
  return merged;
}

const childPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The shape differences of `actual` (the twin's answer) from `expected` (the capture's). */
export function shapeDifferences(expected: unknown, actual: unknown, path = ''): ShapeDifference[] {
  if (isWildcard(expected) || isWildcard(actual)) return [];
  const [want, got] = [kindOf(expected), kindOf(actual)];
  if (want === 'null' || got === 'null') return [];
  if (want !== got) return [{ path: path || '(answer)', expected: want, actual: got }];
  if (want === 'array') {
    const [e, a] = [expected as unknown[], actual as unknown[]];
    if (e.length === 0 || a.length === 0) return [];
    return shapeDifferences(mergedItem(e), mergedItem(a), `${path}[]`);
  }
  if (want !== 'object') return [];
  const [e, a] = [expected as Record<string, unknown>, actual as Record<string, unknown>];
  const out: ShapeDifference[] = [];
  for (const [key, value] of Object.entries(e)) {
    const at = childPath(path, key);
    if (!(key in a)) out.push({ path: at, expected: kindOf(value), actual: 'missing' });
    else out.push(...shapeDifferences(value, a[key], at));
  }
  if (Object.keys(e).length < JOURNAL_KEYS)
    for (const [key, value] of Object.entries(a))
      if (!(key in e)) out.push({ path: childPath(path, key), expected: 'missing', actual: kindOf(value) });
  return out;
}

/** A path with its list positions as `[]`, the way the caller names them (`value.list[].amount`). */
const generalPath = (path: string) => path.replace(/\[\d+\]/g, '[]');

/**
 * The values that differ, at the paths the caller asked for (`true`: every path; a list: the paths
 * that start with one of them). Lists compare item by item.
 */
export function valueDifferences(
  expected: unknown,
  actual: unknown,
  asked: true | readonly string[],
  path = '',
): ValueDifference[] {
  const wanted = (at: string) =>
    asked === true || asked.some((prefix) => generalPath(at).startsWith(generalPath(prefix)));
  if (isWildcard(expected) || isWildcard(actual)) return [];
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const length = Math.max(expected.length, actual.length);
    return Array.from({ length }, (_, i) =>
      valueDifferences(expected[i], actual[i], asked, `${path}[${i}]`),
    ).flat();
  }
  if (isRecord(expected) && isRecord(actual)) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    return [...keys].flatMap((key) =>
      valueDifferences(expected[key], actual[key], asked, childPath(path, key)),
    );
  }
  const same = JSON.stringify(expected ?? null) === JSON.stringify(actual ?? null);
  return same || !wanted(path || '(answer)') ? [] : [{ path: path || '(answer)', expected, actual }];
}
