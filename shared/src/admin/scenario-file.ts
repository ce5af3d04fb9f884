// Reading a scenario file (YAML or JSON), for the server's scenarios/ folder and the CLI alike. The YAML
// parser (some seventy modules) loads with the first file read, not with the server's start.
import { type Scenario, scenarioSchema } from './scenario.ts';

export class ScenarioFileError extends Error {}

export async function parseScenarioText(text: string, source: string): Promise<Scenario> {
  const { parse } = await import('yaml');
  let raw: unknown;
  try {
    raw = parse(text);
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
