// Scenario files in scenarios/*.yaml (or .json): named starting states QA keeps in version control.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Scenario } from '@sim/shared/admin/scenario';
import { parseScenarioText } from '@sim/shared/admin/scenario-file';

export { ScenarioFileError } from '@sim/shared/admin/scenario-file';

export const DEFAULT_SCENARIOS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scenarios',
);

export async function listScenarioFiles(dir: string): Promise<{ file: string; scenario: Scenario }[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      scenario: await parseScenarioText(fs.readFileSync(path.join(dir, file), 'utf8'), file),
    })),
  );
}
