// JSON text with room for what JSON.stringify cannot say: number literals JSON.parse turns into
// Infinity (1e999) or rounds (a 30-digit integer), and lone UTF-16 surrogates written as \ud800 escapes.

/** A literal written into the JSON text as it is. */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `<raw ${this.text}>`;
  }
}

/** JSON.stringify, except RawJson values land as their own text. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`);
    return `{${entries.join(',')}}`;
  }
  // JSON.stringify escapes lone surrogates as \udXXX (well-formed JSON.stringify, ES2019)
  return JSON.stringify(value) ?? 'null';
}
