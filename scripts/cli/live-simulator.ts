// For the CLI's tests: a simulator on a real port for the test file, and `pnpm sim` run in-process
// against it, as a QA script runs it.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../server/src/test/harness.ts';
import { runCli } from './run.ts';

/** `sim` runs `pnpm sim <args> --json` and parses the answer; `simText` keeps the printed text. */
export function liveSimulator() {
  let app: TestApp | undefined;
  let url = '';
  beforeAll(async () => {
    app = await createTestApp();
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => app?.close());

  async function run(args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli([...args, '--url', url, '--token', TEST_ADMIN_TOKEN], {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    });
    return { code, out: out.join('\n'), stderr: err.join('\n') };
  }

  return {
    /** the app behind the port (set once the file's beforeAll ran) */
    get t() {
      if (!app) throw new Error('liveSimulator: used before its beforeAll');
      return app;
    },
    async sim(...args: string[]) {
      const { code, out, stderr } = await run([...args, '--json']);
      return { code, value: code === 0 ? JSON.parse(out) : undefined, stderr };
    },
    simText: (...args: string[]) => run(args),
  };
}
