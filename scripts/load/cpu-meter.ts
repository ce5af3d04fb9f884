// Where the CPU of a run went: the server's (from /proc, all its threads) and the load generator's own
// (this process). On a shared 2-core machine ops/s alone measures the neighbours too; CPU per operation
// does not, and a generator near a full core is a bench that measures itself.
import { cpuTicks, TICKS_PER_SECOND } from '../bench/proc-watch.ts';

export interface CpuSplit {
  /** the server's CPU milliseconds per operation; undefined when the server was restarted meanwhile */
  serverMsPerOp: number | undefined;
  generatorMsPerOp: number;
  /** share of one core each used over the run */
  serverCores: number | undefined;
  generatorCores: number;
}

const ticksToMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

export class CpuMeter {
  private readonly generatorStart = process.cpuUsage();
  private readonly serverStart: number | undefined;
  private readonly startedAt = performance.now();

  constructor(private readonly serverPid: number | undefined) {
    this.serverStart = serverPid === undefined ? undefined : cpuTicks(serverPid);
  }

  /** `serverPid` now: a different one (the kill run's restart) leaves the server's share unknown. */
  read(ops: number, serverPid: number | undefined): CpuSplit {
    const wallMs = performance.now() - this.startedAt;
    const used = process.cpuUsage(this.generatorStart);
    const generatorMs = (used.user + used.system) / 1000;
    const serverMs =
      serverPid !== undefined && serverPid === this.serverPid && this.serverStart !== undefined
        ? ticksToMs(cpuTicks(serverPid) - this.serverStart)
        : undefined;
    const perOp = (ms: number) => ms / Math.max(1, ops);
    return {
      serverMsPerOp: serverMs === undefined ? undefined : perOp(serverMs),
      generatorMsPerOp: perOp(generatorMs),
      serverCores: serverMs === undefined ? undefined : serverMs / wallMs,
      generatorCores: generatorMs / wallMs,
    };
  }
}

export function describeCpu(cpu: CpuSplit): string {
  const server =
    cpu.serverMsPerOp === undefined
      ? 'server CPU not measured (restarted)'
      : `server ${cpu.serverMsPerOp.toFixed(2)} ms CPU/op (${(cpu.serverCores ?? 0).toFixed(2)} cores)`;
  return `${server}, load generator ${cpu.generatorMsPerOp.toFixed(2)} ms CPU/op (${cpu.generatorCores.toFixed(2)} cores)`;
}
