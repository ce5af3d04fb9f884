// docker-compose.yml: the default service stays the one-container SQLite stack; the `postgres` profile
// adds PostgreSQL, two replicas sharing a data volume and the proxy in front of them. Checked with
// `docker compose config -q` where Docker is installed, and by its shape everywhere.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../../server/src/database.ts';

const FILE = path.join(ROOT, 'docker-compose.yml');

interface Service {
  profiles?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  command?: string[];
}

const compose = parse(fs.readFileSync(FILE, 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};

const hasCompose = (() => {
  try {
    execFileSync('docker', ['compose', 'version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('docker-compose.yml', () => {
  it('keeps the default service the SQLite stack, outside any profile', () => {
    const sim = compose.services.sim!;
    expect(sim.profiles).toBeUndefined();
    expect(sim.environment?.DATABASE_URL).toBeUndefined();
    const defaults = Object.entries(compose.services).filter(([, s]) => !s.profiles);
    expect(defaults.map(([name]) => name)).toEqual(['sim']);
  });

  it('adds PostgreSQL, two replicas on one database and data volume, and the proxy in the postgres profile', () => {
    const { postgres, proxy } = compose.services;
    const replicas = [compose.services['replica-a']!, compose.services['replica-b']!];
    for (const service of [postgres!, proxy!, ...replicas]) expect(service.profiles).toEqual(['postgres']);
    for (const replica of replicas) {
      expect(replica.environment?.DATABASE_URL).toMatch(/^postgresql:\/\/.*@postgres:5432\//);
      expect(replica.volumes).toEqual(['cluster-data:/data']);
    }
    expect(proxy!.environment?.UPSTREAMS).toBe('http://replica-a:3000,http://replica-b:3000');
    expect(proxy!.command).toContain('scripts/cluster/proxy.ts');
  });

  it.runIf(hasCompose)('passes docker compose config -q with and without the profile', () => {
    for (const args of [[], ['--profile', 'postgres']])
      execFileSync('docker', ['compose', '-f', FILE, ...args, 'config', '-q'], { stdio: 'pipe' });
  });
});
