/** `context-eval validate`: the config, every scenario and every prompt, checked without a model call. */
import { loadConfig } from '../config/load.js';
import { prepareScenarios } from '../pipeline/prepare.js';
import { requireScenarios } from '../pipeline/pipeline.js';
import type { Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf, verboseScenarioLines } from './shared.js';

export async function validateCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const loaded = await loadConfig(configPathOf(values, io), { env: io.env });
  requireScenarios(loaded);
  // Rendering every prompt finds template fields missing from a scenario's context.
  await prepareScenarios(loaded, loaded.scenarios, io.readText);
  if (values.verbose) io.stdout(verboseScenarioLines(loaded, io.cwd));
  const files = new Set(loaded.scenarios.map((s) => s.file)).size;
  const roles = Object.keys(loaded.config.roles).length;
  io.stdout(`ok: ${loaded.scenarios.length} scenarios in ${files} files, ${roles} roles; every prompt renders\n`);
  return 0;
}
