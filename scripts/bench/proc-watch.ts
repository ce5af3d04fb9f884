// A child process seen from outside, through /proc: its CPU time (all threads) and its memory.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { bytesOfStatusField, cpuTicksOfStat, wentQuiet } from './arithmetic.ts';

export const TICKS_PER_SECOND =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

export function cpuTicks(pid: number): number {
  return cpuTicksOfStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

export function memoryOf(pid: number): { rssBytes: number; peakRssBytes: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rssBytes: bytesOfStatusField(status, 'VmRSS'), peakRssBytes: bytesOfStatusField(status, 'VmHWM') };
}

const QUIET_SAMPLE_MS = 500;
/** 2 % of a core over a sample: the server's own timers, not a backlog of requests */
const IDLE_TICKS = Math.floor((TICKS_PER_SECOND * QUIET_SAMPLE_MS * 0.02) / 1000) + 1;

/** Waits until the process spends (almost) no CPU, at most `limitMs`; false when it never did. */
export async function untilQuiet(pid: number, limitMs = 60_000): Promise<boolean> {
  const samples = [cpuTicks(pid)];
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    await sleep(QUIET_SAMPLE_MS);
    samples.push(cpuTicks(pid));
    if (wentQuiet(samples, IDLE_TICKS)) return true;
  }
  return false;
}
