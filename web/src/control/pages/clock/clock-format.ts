/** How far the simulated clock is from real time, e.g. `+1d 2h 30m 0s`. */
export function formatOffset(ms: number): string {
  const sign = ms < 0 ? '−' : '+';
  const abs = Math.abs(ms);
  const days = Math.floor(abs / 86_400_000);
  const hours = Math.floor((abs % 86_400_000) / 3_600_000);
  const minutes = Math.floor((abs % 3_600_000) / 60_000);
  const seconds = Math.floor((abs % 60_000) / 1000);
  return `${sign}${days}d ${hours}h ${minutes}m ${seconds}s`;
}
