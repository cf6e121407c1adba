/**
 * Everything checked before the first model call (a problem here is CLI exit code 2): the key variables
 * of the providers in use, and every selected scenario's prompt: its role's files read and confined, and
 * every template placeholder found in its context. The user message and the context hash, which cannot
 * fail once those checks pass, are computed when first asked for (as the scenario runs), so that 20,000
 * scenarios do not render and hash every prompt before the first call (issue 12).
 */
import path from 'node:path';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import type { ProviderConfig, RoleConfig } from '../config/schema.js';
import { checkPrompt, readVars, renderSystem, systemNeedsContext, userMessage, type PromptFile, type PromptVars } from '../scenarios/prompt.js';
import { checkTextSize, FileAccessError, resolveInRepository } from '../security/paths.js';
import { contextHash } from '../affected/context-hash.js';
import { missingKeys } from '../providers/factory.js';
import type { ChatMessage } from '../providers/types.js';
import { loadRoleTools } from '../agent/tools-load.js';
import type { ToolSpec } from '../agent/types.js';
import type { Scenario } from '../scenarios/types.js';
import { createHash } from 'node:crypto';
import { canonicalJson } from '../affected/context-hash.js';

export interface PreparedScenario {
  scenario: Scenario;
  role: RoleConfig;
  system: string;
  /** Rendered at each read (prepareScenarios): read it once per scenario. */
  readonly messages: ChatMessage[];
  /** Computed on first read (prepareScenarios), then kept. */
  readonly contextHash: string;
  /** The role's tools (`roles.*.tools`), read and normalised once per role; undefined for a role without tools. */
  readonly tools?: ToolSpec[] | undefined;
  /** A chain's stages (DESIGN §3b), each prepared for its own role; the scenario's `role` is the first stage's. */
  readonly stages?: PreparedScenario[];
}

/** A chain scenario: its stages prepared each for its role, its hash over all of them. */
class ChainPrepared implements PreparedScenario {
  #hash: string | undefined;
  constructor(readonly stages: PreparedScenario[]) {}
  private get first(): PreparedScenario {
    const first = this.stages[0];
    if (first === undefined) throw new Error('internal error: a chain without stages');
    return first;
  }
  get scenario(): Scenario {
    return this.first.scenario;
  }
  get role(): RoleConfig {
    return this.first.role;
  }
  get system(): string {
    return this.first.system;
  }
  get messages(): ChatMessage[] {
    return this.first.messages;
  }
  get tools(): ToolSpec[] | undefined {
    return this.first.tools;
  }
  get contextHash(): string {
    this.#hash ??= createHash('sha256').update(canonicalJson({ chain: this.stages.map((s) => s.contextHash) })).digest('hex');
    return this.#hash;
  }
}

export type ReadText = (absPath: string) => Promise<string>;

function list(v: string | string[]): string[] {
  return typeof v === 'string' ? [v] : v;
}

/** The provider names the selected scenarios will call: their roles' providers and their judges'. */
export function providersInUse(loaded: LoadedConfig, scenarios: Scenario[]): string[] {
  const used = new Set<string>();
  for (const s of scenarios) {
    const role = loaded.config.roles[s.role];
    if (role) used.add(role.provider);
    for (const e of s.expect) if (e.kind === 'judge') used.add(e.args.provider ?? role?.provider ?? '');
  }
  used.delete('');
  return [...used].sort();
}

export function checkKeys(loaded: LoadedConfig, used: string[], env: Record<string, string | undefined>, recording = false): void {
  const missing = missingKeys(loaded.config, used, env, { recording });
  if (missing.length === 0) return;
  throw new ConfigError(missing.map((m) => m.message).join('\n'), { file: path.relative(process.cwd(), loaded.path) || loaded.path });
}

/** A reader of the config's files (paths relative to its folder), each file read once. */
type Reader = (rel: string) => Promise<string>;

function cachedReader(loaded: LoadedConfig, readText: ReadText): Reader {
  const cache = new Map<string, Promise<string>>();
  return (rel: string): Promise<string> => {
    let p = cache.get(rel);
    if (!p) {
      // The same resolver as at load time: the file may have changed (or become a symlink) since.
      p = resolveInRepository(loaded.root, loaded.dir, rel)
        .then(async (abs) => checkTextSize(await readText(abs), rel))
        .catch((err: unknown) => {
          if (err instanceof FileAccessError) throw new ConfigError(err.message, { file: path.relative(process.cwd(), loaded.path) || loaded.path });
          throw new ConfigError(`cannot read ${rel}: ${err instanceof Error ? err.message : String(err)}`);
        });
      // Every scenario of a role awaits the same read; each records its own rejection.
      p.catch(() => undefined);
      cache.set(rel, p);
    }
    return p;
  };
}

/** What renders a role's user messages and hashes its scenarios' context, shared by the role's scenarios. */
interface RenderInputs {
  template: PromptFile | undefined;
  vars: PromptVars;
  provider: ProviderConfig;
  tools: ToolSpec[] | undefined;
}

/**
 * A prepared scenario whose user message and context hash are computed when read. One class for all:
 * an object literal with its own getters gave every scenario two closures, their contexts and a hidden
 * class of its own, all kept until the run ended (about 600 bytes a scenario, 12 MB at 20,000: issue 23
 * item 5). The user message is rendered at each read (the executor reads it once per scenario) and not
 * kept after the scenario ran; the context hash, which the report prints, is kept once computed.
 */
class LazyPrepared implements PreparedScenario {
  #hash: string | undefined;
  constructor(
    readonly scenario: Scenario,
    readonly role: RoleConfig,
    readonly system: string,
    private readonly shared: RenderInputs,
  ) {}
  get messages(): ChatMessage[] {
    return [userMessage(this.scenario, this.shared.template, this.shared.vars)];
  }
  get tools(): ToolSpec[] | undefined {
    return this.shared.tools;
  }
  get contextHash(): string {
    if (this.#hash === undefined) {
      const { template, vars, provider, tools } = this.shared;
      this.#hash = contextHash({ system: this.system, ...(template ? { template: template.text } : {}), vars, scenario: this.scenario, provider, ...(tools ? { tools } : {}) });
    }
    return this.#hash;
  }
}

/** Per role, what its scenarios share: its vars read, and its system text when it needs no context. */
interface RoleShared {
  vars: Promise<PromptVars>;
  /** The role's tools, read once (a rejection is each scenario's problem, as with a file read). */
  tools: Promise<ToolSpec[] | undefined>;
  system?: string;
  /** The template, vars, provider and tools every prepared scenario of the role points to (one object, not one each). */
  of(template: PromptFile | undefined, vars: PromptVars, provider: ProviderConfig, tools: ToolSpec[] | undefined): RenderInputs;
}

function roleSharing(vars: Promise<PromptVars>, tools: Promise<ToolSpec[] | undefined>): RoleShared {
  let kept: RenderInputs | undefined;
  tools.catch(() => undefined);
  return {
    vars,
    tools,
    of(template, vars, provider, tools) {
      // The role's template text is read once (cachedReader), its vars and tools once and its provider is the config's.
      if (kept === undefined || kept.template?.path !== template?.path || kept.template?.text !== template?.text || kept.vars !== vars || kept.provider !== provider || kept.tools !== tools) kept = { template, vars, provider, tools };
      return kept;
    },
  };
}

/** The tools of a role, read through the one resolver with the run's reader. */
function roleTools(loaded: LoadedConfig, roleName: string, role: RoleConfig, readText: ReadText): Promise<ToolSpec[] | undefined> {
  return loadRoleTools(roleName, role, { root: loaded.root, dir: loaded.dir, configFile: loaded.path, readText });
}

async function prepareOne(loaded: LoadedConfig, scenario: Scenario, read: Reader, readText: ReadText, shared: Map<string, RoleShared>): Promise<PreparedScenario> {
  if (scenario.chain === undefined) return prepareRole(loaded, scenario, read, readText, shared, true);
  const stages: PreparedScenario[] = [];
  // Each stage as a scenario of its role; a stage with a handoff sends the handoff, not its template's rendering.
  for (const stage of scenario.chain) stages.push(await prepareRole(loaded, { ...scenario, role: stage.role }, read, readText, shared, stage.handoff === undefined));
  return new ChainPrepared(stages);
}

async function prepareRole(loaded: LoadedConfig, scenario: Scenario, read: Reader, readText: ReadText, shared: Map<string, RoleShared>, renders: boolean): Promise<PreparedScenario> {
  const found = loaded.config.roles[scenario.role];
  const role = found && !renders ? { ...found, template: undefined } : found;
  if (!role || !Object.hasOwn(loaded.config.roles, scenario.role)) throw new ConfigError(`scenario '${scenario.name}' names role '${scenario.role}', which the config does not define`, scenario.source);
  const files = await Promise.all(list(role.system).map(async (p) => ({ path: p, text: await read(p) })));
  const template = role.template ? { path: role.template, text: await read(role.template) } : undefined;
  let roleShared = shared.get(scenario.role);
  if (!roleShared) shared.set(scenario.role, (roleShared = roleSharing(readVars(role.vars, read), roleTools(loaded, scenario.role, role, readText))));
  const vars = await roleShared.vars;
  checkPrompt(role, scenario, { ...(template ? { template } : {}), vars });
  const provider = loaded.config.providers[role.provider];
  if (!provider) throw new ConfigError(`role '${scenario.role}' names provider '${role.provider}', which the config does not define`);
  // One system text per role, rendered once and shared by its scenarios: a 20 KB prompt joined or held once
  // per scenario is 400 MB at 20,000 scenarios (issue 12). Only a role whose system files name context
  // fields renders (and holds) one per scenario; rendering throws at a placeholder without a value.
  let system = roleShared.system;
  if (system === undefined) {
    system = renderSystem(files, scenario, vars);
    if (!systemNeedsContext(files, vars)) roleShared.system = system;
  }
  // After the prompt's own checks, so that validate reports a scenario's template problem before its role's tools.
  const tools = await roleShared.tools;
  return new LazyPrepared(scenario, role, system, roleShared.of(template, vars, provider, tools));
}

export async function prepareScenarios(loaded: LoadedConfig, scenarios: Scenario[], readText: ReadText): Promise<PreparedScenario[]> {
  const read = cachedReader(loaded, readText);
  const shared = new Map<string, RoleShared>();
  const out: PreparedScenario[] = [];
  for (const scenario of scenarios) out.push(await prepareOne(loaded, scenario, read, readText, shared));
  return out;
}

/**
 * `validate`: prepares every scenario, each file read once, and passes each scenario's problem to
 * `onProblem` instead of stopping at the first (one missing template field does not hide another).
 */
export async function checkEveryPrompt(loaded: LoadedConfig, scenarios: Scenario[], readText: ReadText, onProblem: (problem: ConfigError) => void): Promise<void> {
  const read = cachedReader(loaded, readText);
  const shared = new Map<string, RoleShared>();
  for (const scenario of scenarios) {
    try {
      // validate says every prompt renders: render it, though a run renders it only when the scenario runs.
      void (await prepareOne(loaded, scenario, read, readText, shared)).messages;
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      onProblem(err);
    }
  }
  // Every role's tools files, also those of a role no checked scenario reached (the same read, the same message).
  for (const [name, role] of Object.entries(loaded.config.roles)) {
    if (role.tools === undefined) continue;
    const tools = shared.get(name)?.tools ?? roleTools(loaded, name, role, readText);
    await tools.catch((err: unknown) => {
      if (!(err instanceof ConfigError)) throw err;
      onProblem(err);
    });
  }
}
