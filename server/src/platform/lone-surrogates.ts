// A lone UTF-16 surrogate ("\ud800" in JSON) is valid JSON but no text: it breaks URL encoding, UTF-8
// writes and lookups deep below the gateway (500s). Requests are checked once, before validation.

// a high surrogate not followed by a low one, or a low one not preceded by a high one
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/** The dotted path of a visit, its last few keys only (a body may nest thousands deep). */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v?.parent && keys.length < 8; v = v.parent) keys.unshift(v.key);
  return keys.join('.');
}

/**
 * Where the first string (or object key) holding a lone surrogate is, as a dotted path ("" for the
 * value itself), or null. Iterative, so a body nested thousands deep cannot overflow the stack.
 */
export function findLoneSurrogate(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasLoneSurrogate(current)) return pathOf(visit);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const next = { value: child, key, parent: visit };
        if (hasLoneSurrogate(key)) return pathOf(next);
        pending.push(next);
      }
    }
  }
  return null;
}
