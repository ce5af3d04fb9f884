// A child process seen from outside, through /proc: its CPU time (all threads) and its memory.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { bytesOfStatusField, cpuTicksOfStat } from './arithmetic.ts';

export const TICKS_PER_SECOND =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

export function cpuTicks(pid: number): number {
  return cpuTicksOfStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

export function memoryOf(pid: number): { rssBytes: number; peakRssBytes: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rssBytes: bytesOfStatusField(status, 'VmRSS'), peakRssBytes: bytesOfStatusField(status, 'VmHWM') };
}
