// The hosts and router list are edited as text, one entry a line.
export const toLines = (entries: readonly string[]) => entries.join('\n');

export const fromLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** `www.example.com 40` → `{domain, speed}`; a line that does not read so is returned as the problem. */
export function parseRoutes(text: string): { domain: string; speed: number }[] | { problem: string } {
  const routes = [];
  for (const line of fromLines(text)) {
    const [domain, speed, extra] = line.split(/\s+/);
    const value = Number(speed);
    if (!domain || speed === undefined || extra !== undefined || !Number.isFinite(value) || value < 0)
      return { problem: line };
    routes.push({ domain, speed: value });
  }
  return routes;
}

export const routesToLines = (routes: readonly { domain: string; speed: number }[]) =>
  routes.map(({ domain, speed }) => `${domain} ${speed}`).join('\n');
