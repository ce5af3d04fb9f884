// Readable tables for people, JSON for scripts (--json).
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function table(rows: Record<string, unknown>[], columns?: string[]): string {
  if (rows.length === 0) return '(none)';
  const keys = columns ?? Object.keys(rows[0]!);
  const widths = keys.map((k) => Math.min(60, Math.max(k.length, ...rows.map((r) => cell(r[k]).length))));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.slice(0, 60).padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [
    line(keys),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(keys.map((k) => cell(r[k])))),
  ].join('\n');
}

export function render(result: unknown, columns?: string[]): string {
  if (Array.isArray(result)) return table(result as Record<string, unknown>[], columns);
  if (result && typeof result === 'object') {
    const entries = Object.entries(result as Record<string, unknown>);
    const width = Math.max(...entries.map(([k]) => k.length));
    return entries.map(([k, v]) => `${k.padEnd(width)}  ${cell(v)}`).join('\n');
  }
  return cell(result);
}
