import fs from 'node:fs';
import { expect, it } from 'vitest';
import { REFERENCE_FILE, REGENERATE_COMMAND, renderScenarioReference } from './scenario-reference.ts';

it('docs/scenario-reference.md is what the generator writes from the scenario schema and files', async () => {
  const committed = fs.existsSync(REFERENCE_FILE) ? fs.readFileSync(REFERENCE_FILE, 'utf8') : '';
  expect(committed, `docs/scenario-reference.md is stale: run \`${REGENERATE_COMMAND}\` and commit it`).toBe(
    await renderScenarioReference(),
  );
});
