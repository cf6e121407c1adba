/**
 * The agent keys of a scenario (DESIGN §3b): `messages` (earlier turns), `world` (what each tool answers)
 * and `chain` (stages of several roles with bounded handoffs). Checked with every problem at once, each at
 * its file and line; pure over the scenario's merged layers.
 */
import type { ConfigFile } from '../config/schema.js';
import { ConfigError } from '../config/types.js';
import { describeValue } from '../config/issues.js';
import { didYouMean, listNames } from '../config/suggest.js';
import type { YamlPath } from '../config/yaml-source.js';
import { parseExpectations } from '../expectations/parse.js';
import type { SourcePos } from '../expectations/schema.js';
import { WorldEntrySchema } from '../agent/world.js';
import type { ChatMessage } from '../providers/types.js';
import { isMapping, positionInLayers, type Layer } from './layers.js';
import type { ChainStage } from './types.js';

export interface AgentFields {
  role: string;
  messages?: ChatMessage[];
  world?: Record<string, unknown>;
  chain?: ChainStage[];
}

interface Written {
  name: unknown;
  role?: string | undefined;
  messages?: ({ user: string } | { assistant: string })[] | undefined;
  world?: Record<string, unknown> | undefined;
  chain?: { role: string; handoff?: { from: string[]; max_chars: number } | undefined; decision?: string[] | undefined; when?: Record<string, string> | undefined; expect?: unknown[] | undefined; world?: Record<string, unknown> | undefined }[] | undefined;
}

/** A list item whose keys look like rules must be rules: `- { when: …, return: … }` is a typo, not an answer. */
function looksLikeRules(entry: unknown): boolean {
  return Array.isArray(entry) && entry.some((r) => isMapping(r) && ('returns' in r || 'when' in r));
}

function checkWorld(world: Record<string, unknown>, at: (p: YamlPath) => SourcePos, path: YamlPath, errors: ConfigError[]): void {
  for (const [tool, entry] of Object.entries(world)) {
    const parsed = WorldEntrySchema.safeParse(entry);
    const rulesOk = !looksLikeRules(entry) || (Array.isArray(entry) && entry.every((r) => isMapping(r) && 'returns' in r && Object.keys(r).every((k) => k === 'when' || k === 'returns')));
    if (!parsed.success || !rulesOk) {
      errors.push(
        new ConfigError(
          `world.${tool}: expected one answer (text, a mapping, or { file: PATH }) or a list of rules { when: {argument subset}, returns: answer }; got ${describeValue(entry)}`,
          at([...path, tool]),
        ),
      );
    }
  }
}

/** The scenario's role (or its chain's first), messages, world and chain; problems go to `errors`. */
export function agentFields(fields: Written, layers: readonly Layer[], config: ConfigFile, errors: ConfigError[]): AgentFields | undefined {
  const at = (p: YamlPath) => positionInLayers(layers, p);
  const label = `scenario ${describeValue(fields.name)}`;
  const roles = Object.keys(config.roles);
  if (fields.chain !== undefined && fields.role !== undefined) {
    errors.push(new ConfigError(`${label}: role and chain both given; a chain names a role per stage, so leave role: out`, at(['chain'])));
    return undefined;
  }
  if (fields.chain === undefined && fields.role === undefined) {
    errors.push(new ConfigError(`${label}: no role; add role: <one of ${listNames(roles)}> (here or in a _defaults.yaml above), or a chain: of stages`, at(['name'])));
    return undefined;
  }
  const out: AgentFields = { role: fields.role ?? fields.chain?.[0]?.role ?? '' };
  if (fields.messages !== undefined) {
    out.messages = fields.messages.map((m): ChatMessage => ('user' in m ? { role: 'user', content: m.user } : { role: 'assistant', content: m.assistant }));
  }
  if (fields.world !== undefined) {
    checkWorld(fields.world, at, ['world'], errors);
    out.world = fields.world;
  }
  if (fields.chain !== undefined) {
    const stages: ChainStage[] = [];
    const seen: { role: string; decision?: string[] }[] = [];
    fields.chain.forEach((stage, i) => {
      const here = (p: YamlPath) => at(['chain', i, ...p]);
      if (!Object.hasOwn(config.roles, stage.role)) {
        const hint = didYouMean(stage.role, roles);
        errors.push(new ConfigError(`chain[${i}].role: unknown role '${stage.role}'${hint ? `${hint} Roles` : '; roles'}: ${listNames(roles)}`, here(['role'])));
      }
      if (seen.some((s) => s.role === stage.role)) {
        errors.push(new ConfigError(`chain[${i}].role: role '${stage.role}' already has a stage; handoffs name stages by role, so each role appears once`, here(['role'])));
      }
      for (const [j, from] of (stage.handoff?.from ?? []).entries()) {
        if (!seen.some((s) => s.role === from)) {
          errors.push(new ConfigError(`chain[${i}].handoff.from[${j}]: '${from}' is not an earlier stage; earlier stages: ${seen.length === 0 ? '(none)' : listNames(seen.map((s) => s.role))}`, here(['handoff', 'from', j])));
        }
      }
      for (const [name, decided] of Object.entries(stage.when ?? {})) {
        const earlier = seen.find((s) => s.role === name);
        if (earlier === undefined) errors.push(new ConfigError(`chain[${i}].when.${name}: '${name}' is not an earlier stage`, here(['when', name])));
        else if (earlier.decision === undefined) errors.push(new ConfigError(`chain[${i}].when.${name}: stage '${name}' has no decision: list; add decision: [${decided}, …] to it`, here(['when', name])));
        else if (!earlier.decision.includes(decided)) errors.push(new ConfigError(`chain[${i}].when.${name}: '${decided}' is not one of stage ${name}'s decisions (${earlier.decision.join(', ')})`, here(['when', name])));
      }
      if (i === 0 && stage.handoff !== undefined) errors.push(new ConfigError(`chain[0].handoff: the first stage has no earlier stage to receive from; it renders the scenario's context`, here(['handoff'])));
      if (stage.world !== undefined) checkWorld(stage.world, here, ['world'], errors);
      let expect: ChainStage['expect'] = [];
      if (stage.expect !== undefined) {
        try {
          // An own rule here is a gate of the scenario, named by its stage (src/scenarios/own-rules.ts).
          expect = parseExpectations(stage.expect, (k, sub) => here(['expect', k, ...sub]), `chain[${i}].expect`);
        } catch (err) {
          if (!(err instanceof ConfigError)) throw err;
          errors.push(err);
        }
      }
      stages.push({
        role: stage.role,
        ...(stage.handoff === undefined ? {} : { handoff: { from: stage.handoff.from, maxChars: stage.handoff.max_chars } }),
        ...(stage.decision === undefined ? {} : { decision: stage.decision }),
        ...(stage.when === undefined ? {} : { when: stage.when }),
        expect,
        ...(stage.world === undefined ? {} : { world: stage.world }),
      });
      seen.push({ role: stage.role, ...(stage.decision === undefined ? {} : { decision: stage.decision }) });
    });
    out.chain = stages;
  }
  return out;
}

