import Database from 'better-sqlite3';
import { MEMBER_SQL } from './src/domain/missions/queries.ts';
const db = new Database('/tmp/profdata/sim.db', { readonly: true });
const member = db.prepare(`select id, "merchantCode" from "Member" where username = 'benchmix005'`).get() as { id: number; merchantCode: string };
const demo = db.prepare(`select id, "merchantCode" from "Member" where username = 'demo01'`).get() as { id: number; merchantCode: string };
const now = new Date().toISOString().replace('Z', '+00:00');
const variants: Record<string, string> = { current: MEMBER_SQL };
const alt = process.env.ALT_SQL ? (await import(process.env.ALT_SQL)).default as string : undefined;
if (alt) variants.alt = alt;
for (const [name, sql] of Object.entries(variants)) {
  const st = db.prepare(sql);
  for (const m of [member, demo]) {
    const p = [now, now, m.id, m.merchantCode, now, m.id, m.id, m.id, m.id, m.id];
    const rows = st.all(...p);
    for (let i = 0; i < 50; i++) st.all(...p);
    const t = process.hrtime.bigint(); const n = 300;
    for (let i = 0; i < n; i++) st.all(...p);
    console.log(name, m.id, rows.length, 'rows', (Number(process.hrtime.bigint() - t) / n / 1000).toFixed(1), 'µs');
  }
}
console.log(db.prepare('EXPLAIN QUERY PLAN ' + MEMBER_SQL).all(now, now, 1, 'x', now, 1, 1, 1, 1, 1).map((r: any) => r.detail).join('\n'));
