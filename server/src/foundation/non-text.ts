// Two things are valid JSON but no text the platform stores, on either database:
// - a lone UTF-16 surrogate ("\ud800"): it breaks URL encoding, UTF-8 writes and lookups deep below the
//   gateway (500s);
// - a NUL character ("\u0000"): PostgreSQL refuses it in text and jsonb, so on a shared environment it
//   became a 500 wherever an input reached a column. SQLite would store it; refusing it on both keeps
//   the two databases answering alike.
// Requests are checked once, before validation (gateway/validator.ts, admin/trpc.ts).

// a high surrogate not followed by a low one, a low one not preceded by a high one, or a NUL
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL is the point
const NON_TEXT = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\u0000/;

/** Why a string is no text, or null when it is. */
function whyNotText(text: string): string | null {
  const found = NON_TEXT.exec(text);
  if (!found) return null;
  return found[0] === '\u0000' ? 'a NUL character is not text' : 'a lone UTF-16 surrogate is not text';
}

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

export interface NonText {
  /** the dotted path of the string or key ("" for the value itself) */
  path: string;
  reason: string;
}

/**
 * The first string (or object key) that is no text, or null. Iterative, so a body nested thousands
 * deep cannot overflow the stack.
 */
export function findNonText(value: unknown): NonText | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      const reason = whyNotText(current);
      if (reason) return { path: pathOf(visit), reason };
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const next = { value: child, key, parent: visit };
        const reason = whyNotText(key);
        if (reason) return { path: pathOf(next), reason };
        pending.push(next);
      }
    }
  }
  return null;
}
