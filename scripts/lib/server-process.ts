// The simulator as a real child process, for every tool that needs one (bench, load, soak, cluster), so
// it can die the hard way: node itself is spawned as the leader of its own process group (no wrapper
// shell), and a kill goes to the whole group.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from '../../server/launch/runtime-settings.mjs';
import { databaseUrlFor, ROOT } from '../../server/src/database.ts';

export interface ServerOptions {
  dataDir: string;
  port: number;
  adminToken: string;
  merchant: string;
  /** the server's stdout and stderr go here (appended across restarts) */
  logFile: string;
  /** node's arguments (default: the server alone); the bench starts server/start.mjs as `pnpm start` does */
  nodeArgs?: string[];
  /** extra environment, over the defaults below */
  env?: Record<string, string>;
}

/** LOAD_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools). */
const profileArgs = () => {
  const dir = process.env.LOAD_CPU_PROFILE;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
};

/** `pnpm start`'s process, as its command line runs it (server/start.mjs then stays this very process). */
export const serveArgs = () => [...SERVER_NODE_FLAGS, ...profileArgs(), 'server/start.mjs'];

const running = new Set<ServerProcess>();
// whatever way this process ends, no server outlives it
process.on('exit', () => {
  for (const server of running) server.killNow();
});

export class ServerProcess {
  readonly url: string;
  private child: ChildProcess | null = null;
  private exited: Promise<string> = Promise.resolve('not started');

  constructor(private readonly options: ServerOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
  }

  get adminToken(): string {
    return this.options.adminToken;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Spawns the server and waits until it answers; returns how long that took (ms). */
  async start(timeoutMs = 60_000): Promise<number> {
    const started = performance.now();
    const log = fs.openSync(this.options.logFile, 'a');
    const child = spawn(
      process.execPath,
      this.options.nodeArgs ?? [
        ...SERVER_NODE_FLAGS,
        ...profileArgs(),
        '--import',
        'tsx',
        'server/src/server.ts',
      ],
      {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', log, log],
        env: {
          // as `pnpm start` runs it (server/start.mjs then has nothing to add and stays this very process)
          ...SERVER_MALLOC_ENV,
          ...process.env,
          PORT: String(this.options.port),
          HOST: '127.0.0.1',
          DATA_DIR: this.options.dataDir,
          DATABASE_URL: databaseUrlFor(this.options.dataDir),
          SIM_ADMIN_TOKEN: this.options.adminToken,
          SIM_MERCHANT: this.options.merchant,
          LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn',
          // every load client calls from 127.0.0.1: per-client rate limits would refuse the load itself
          SIM_ADMIN_RATE_LIMIT: '0',
          SIM_LOGIN_RATE_LIMIT: '0',
          ...this.options.env,
        },
      },
    );
    fs.closeSync(log);
    this.child = child;
    running.add(this);
    let gone = false;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        gone = true;
        running.delete(this);
        resolve(signal ? `killed by ${signal}` : `exit code ${code}`);
      }),
    );
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (gone)
        throw new Error(`the server stopped while starting (${await this.exited})\n${this.logTail()}`);
      if (await this.answers()) return performance.now() - started;
      // the start's time is read to this granularity (the bench reports it)
      await sleep(20);
    }
    this.killNow();
    throw new Error(`the server did not answer within ${timeoutMs / 1000} s\n${this.logTail()}`);
  }

  /** SIGKILL to the process group: no shutdown hook, no flush. Resolves once it is gone. */
  async kill(): Promise<string> {
    this.signalGroup('SIGKILL');
    return this.exited;
  }

  /** A clean stop (SIGTERM), then SIGKILL if it lingers. */
  async stop(): Promise<void> {
    if (!this.child || !running.has(this)) return;
    this.signalGroup('SIGTERM');
    const stopped = await Promise.race([this.exited.then(() => true), sleep(5000).then(() => false)]);
    if (!stopped) await this.kill();
  }

  killNow(): void {
    if (running.has(this)) this.signalGroup('SIGKILL');
  }

  /** Whether the process the last start spawned still exists. */
  isAlive(): boolean {
    if (!this.child?.pid) return false;
    try {
      process.kill(this.child.pid, 0);
      return true;
    } catch {
      return false;
    }
  }

  logTail(lines = 20): string {
    try {
      return fs.readFileSync(this.options.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no server log)';
    }
  }

  private signalGroup(signal: NodeJS.Signals): void {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }

  private async answers(): Promise<boolean> {
    try {
      const response = await fetch(`${this.url}/wps/session/key/rsa`, {
        headers: { merchant: this.options.merchant },
        signal: AbortSignal.timeout(2000),
      });
      await response.arrayBuffer();
      return response.status === 200;
    } catch {
      return false;
    }
  }
}
