// Scenario files in scenarios/*.yaml (or .json): named starting states QA keeps in version control.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Scenario, scenarioSchema } from '@sim/shared/admin/scenario';
import YAML from 'yaml';

export const DEFAULT_SCENARIOS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../scenarios',
);

export class ScenarioFileError extends Error {}

export function parseScenario(text: string, source: string): Scenario {
  let raw: unknown;
  try {
    raw = YAML.parse(text);
  } catch (error) {
    throw new ScenarioFileError(`${source}: not YAML or JSON (${(error as Error).message})`);
  }
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ScenarioFileError(`${source}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data;
}

export function listScenarioFiles(dir: string): { file: string; scenario: Scenario }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort()
    .map((file) => ({ file, scenario: parseScenario(fs.readFileSync(path.join(dir, file), 'utf8'), file) }));
}
