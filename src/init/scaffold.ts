/**
 * `context-eval init` (DESIGN §5): from the prompt files found in a repository, the files of a starter
 * suite — the config with a role per prompt (with the tools files found next to it: toolFileCandidates),
 * one starter scenario per role with real expectations, the
 * pull-request workflow and the baseline workflow that records what pull requests are compared with —
 * each with its schema modeline. Pure: paths in, file texts out.
 */
import path from 'node:path';
import picomatch from 'picomatch';
import { VAR_NAME } from '../config/schema.js';
import { placeholders } from '../scenarios/prompt.js';
import { BASELINE_WORKFLOW_PATH, baselineWorkflow } from './baseline-workflow.js';
import { PR_GATE_WORKFLOW } from './pr-gate-workflow.js';
import { wrap } from '../report/terminal-text.js';

/** The file init writes for the pull-request gate. */
export const PR_GATE_WORKFLOW_PATH = '.github/workflows/context-eval.yml';

/** Where init looks for prompt files when no --glob is given. */
export const DEFAULT_PROMPT_GLOBS = ['prompts/**/*.{md,txt}', '**/agents/**/*.md', '**/.agents/**/*.md', '**/system.{md,txt}'] as const;

/** The schemas as installed by `npm i -D @context-eval/cli`. */
export const SCHEMA_DIR = 'node_modules/@context-eval/cli/schema';

export interface PlannedFile {
  path: string;
  text: string;
}

export interface Scaffold {
  roles: PlannedRole[];
  files: PlannedFile[];
}

export interface PlannedRole {
  name: string;
  prompt: string;
  tools?: string[];
  /** The prompt's own `{{name}}` placeholders, each given a var to replace. */
  vars?: string[];
  /** The prompt's tokens (o200k_base), when init could read it. */
  tokens?: number;
}

/** What init read of a prompt file: its tokens and the var names of its own placeholders. */
export interface PromptFacts {
  tokens?: number;
  placeholders?: string[];
}

/** The var names of a prompt's own `{{name}}` placeholders (lang_code, FILE_FORMAT), first use first; dotted fields are not var names. */
export function promptVarNames(text: string): string[] {
  return [...new Set(placeholders(text).map((p) => p.field))].filter((f) => VAR_NAME.test(f));
}

/** A starter's max_tokens, which counts input plus output: the prompt and 2,000 tokens for an answer, in thousands, at least 4,000. */
export function starterBudget(promptTokens: number | undefined): number {
  if (promptTokens === undefined) return 4000;
  return Math.max(4000, Math.ceil((promptTokens + 2000) / 1000) * 1000);
}

/**
 * The files that may hold a prompt's tools (DESIGN §3b), its own first: `NAME.tools.json` beside it,
 * `tools/NAME.json` in its folder or in a folder beside its folder (prompts/x.md → tools/x.json); then,
 * when it is the only prompt of its folder, the folder's `tools.json` and `tools/*.json`. Only files among
 * `files`; whether each is a tools list is the caller's to check (detectToolsFormat).
 */
export function toolFileCandidates(prompt: string, files: readonly string[], prompts: readonly string[]): string[] {
  const { own, shared } = candidatesOf(prompt, files, prompts);
  return [...own, ...shared];
}

function candidatesOf(prompt: string, files: readonly string[], prompts: readonly string[]): { own: string[]; shared: string[] } {
  const dir = path.posix.dirname(prompt);
  const base = path.posix.basename(prompt, path.posix.extname(prompt));
  const at = (...parts: string[]) => path.posix.join(...parts);
  const present = new Set(files);
  const own = [at(dir, `${base}.tools.json`), at(dir, 'tools', `${base}.json`), ...(dir === '.' ? [] : [at(path.posix.dirname(dir), 'tools', `${base}.json`)])];
  const alone = prompts.filter((p) => path.posix.dirname(p) === dir).length === 1;
  const toolsDir = at(dir, 'tools');
  const shared = alone
    ? [at(dir, 'tools.json'), ...files.filter((f) => path.posix.dirname(f) === toolsDir && f.endsWith('.json')).sort()]
    : [];
  return { own: [...new Set(own)].filter((f) => present.has(f)), shared: shared.filter((f) => present.has(f) && !own.includes(f)) };
}

/**
 * The tools files of each prompt: its own candidates that are tools lists (`valid`), else its shared ones.
 * Prompts without any are left out.
 */
export function assignToolFiles(prompts: readonly string[], files: readonly string[], valid: ReadonlySet<string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const prompt of prompts) {
    const { own, shared } = candidatesOf(prompt, files, prompts);
    const mine = own.filter((f) => valid.has(f));
    const chosen = mine.length > 0 ? mine : shared.filter((f) => valid.has(f));
    if (chosen.length > 0) out[prompt] = chosen;
  }
  return out;
}

/** The prompt files among `files` (paths relative to the repository root), sorted. */
export function detectPrompts(files: readonly string[], globs: readonly string[] = DEFAULT_PROMPT_GLOBS): string[] {
  const isMatch = picomatch([...globs], { dot: true });
  return files
    .filter((f) => isMatch(f) && !/(^|\/)(README|CHANGELOG|LICENSE)(\.[^/]*)?$/i.test(f))
    .sort();
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
}

/** File names that say what a file is, not which prompt it is: its folder names it (patterns/summarize/system.md). */
const GENERIC_NAMES = new Set(['system', 'system_prompt', 'system-prompt', 'prompt', 'instructions', 'index', 'main', 'default', 'template', 'agent', 'user']);
/** Folders that hold prompts rather than name one. */
const CONTAINER_FOLDERS = new Set(['', 'prompts', 'prompt', 'agent', 'agents', '.agents', 'patterns', 'src', 'system']);

/**
 * A role name per prompt: its file name, or its folder's when the file name is generic
 * (patterns/summarize/system.md → summarize); made unique with its folder (then a number) when names clash.
 */
export function roleNames(prompts: readonly string[]): { name: string; prompt: string }[] {
  const taken = new Set<string>();
  return prompts.map((prompt) => {
    const file = slug(path.posix.basename(prompt, path.posix.extname(prompt)));
    const dir = path.posix.dirname(prompt);
    const meaningful = slug(path.posix.basename(dir));
    const named = GENERIC_NAMES.has(file) && !CONTAINER_FOLDERS.has(meaningful);
    const base = (named ? meaningful : file) || 'prompt';
    const folder = slug(path.posix.basename(named ? path.posix.dirname(dir) : dir));
    let name = base;
    if (taken.has(name) && folder !== '') name = `${folder}-${base}`;
    for (let i = 2; taken.has(name); i++) name = `${base}-${i}`;
    taken.add(name);
    return { name, prompt };
  });
}

/** A YAML plain scalar when safe, else a double-quoted one. */
function scalar(text: string): string {
  return /^[A-Za-z0-9_./][A-Za-z0-9_./ -]*$/.test(text) && !text.endsWith(' ') ? text : JSON.stringify(text);
}

function configText(roles: readonly PlannedRole[]): string {
  const lines = [
    `# yaml-language-server: $schema=./${SCHEMA_DIR}/context-eval.schema.json`,
    '# Written by `context-eval init`. Every key is described on hover in an editor with the YAML extension.',
    'version: 1',
    'scenarios: scenarios/**/*.{yaml,yml}',
    `watch: [${roles.map((r) => scalar(r.prompt)).join(', ')}]`,
    'providers:',
    '  main:',
    '    type: openai',
    '    model: gpt-4.1-mini',
    '    # Any OpenAI-compatible server: set OPENAI_BASE_URL, or write the URL here.',
    '    base_url: ${OPENAI_BASE_URL:-https://api.openai.com/v1}',
    '    api_key_env: OPENAI_API_KEY',
    'roles:',
  ];
  for (const role of roles) {
    lines.push(`  ${role.name}:`, '    provider: main', `    system: ${scalar(role.prompt)}`);
    const tools = role.tools ?? [];
    if (tools.length > 0) lines.push(`    tools: ${tools.length === 1 ? scalar(tools[0] ?? '') : `[${tools.map(scalar).join(', ')}]`}`);
    lines.push('    output: text              # json when the prompt asks for JSON');
    const vars = role.vars ?? [];
    if (vars.length > 0) {
      lines.push('    vars:                     # the prompt\'s own placeholders: write the values your application fills in');
      for (const v of vars) lines.push(`      ${v}: ${JSON.stringify(`(${v})`)}   # fills {{${v}}} in ${role.prompt}`);
    }
  }
  lines.push('defaults: { runs: 3, threshold: 2/3 }', '');
  return lines.join('\n');
}

function scenarioText(role: PlannedRole): string {
  const budget = starterBudget(role.tokens);
  const why = role.tokens === undefined ? 'prompt + answer stay within budget' : `the prompt (about ${role.tokens.toLocaleString('en-US')} tokens) + the answer`;
  return [
    `# yaml-language-server: $schema=../../${SCHEMA_DIR}/scenario.schema.json`,
    `# A starter scenario for ${role.prompt}: replace the context with a real case the prompt must handle,`,
    '# and add expectations that say what a good answer contains (contains:, matches:) or never does (absent:).',
    `name: ${role.name}-starter`,
    `role: ${role.name}`,
    'context:',
    '  request: A typical request this prompt handles (replace me with a real one)',
    'expect:',
    `  - max_tokens: ${budget}                # ${why}`,
    '  - absent: ["as an AI language model", "I cannot help with that"]',
    '',
  ].join('\n');
}

/** The branch the baseline workflow records on when the repository's default branch is not known. */
export const FALLBACK_DEFAULT_BRANCH = 'main';

/** `tools`: each prompt's tools files (assignToolFiles), written as its role's `tools:`; `facts`: what init read of each prompt (its vars and the starter's budget). */
export function planScaffold(
  prompts: readonly string[],
  defaultBranch: string = FALLBACK_DEFAULT_BRANCH,
  tools: Readonly<Record<string, string[]>> = {},
  facts: Readonly<Record<string, PromptFacts>> = {},
): Scaffold {
  const roles = roleNames(prompts).map((role): PlannedRole => {
    const files = Object.hasOwn(tools, role.prompt) ? tools[role.prompt] : undefined;
    const known = Object.hasOwn(facts, role.prompt) ? facts[role.prompt] : undefined;
    const vars = known?.placeholders ?? [];
    return {
      ...role,
      ...(files && files.length > 0 ? { tools: files } : {}),
      ...(vars.length > 0 ? { vars } : {}),
      ...(known?.tokens === undefined ? {} : { tokens: known.tokens }),
    };
  });
  const files: PlannedFile[] = [
    { path: 'context-eval.yaml', text: configText(roles) },
    ...roles.map((role) => ({ path: `scenarios/${role.name}/starter.yaml`, text: scenarioText(role) })),
    { path: PR_GATE_WORKFLOW_PATH, text: PR_GATE_WORKFLOW },
    { path: BASELINE_WORKFLOW_PATH, text: baselineWorkflow(defaultBranch) },
  ];
  return { roles, files };
}

/** What to do next, in three commands, and what each workflow does, within `width` columns (80 without a terminal). `branchGuessed`: no git default branch was found. */
export function nextSteps(defaultBranch: string = FALLBACK_DEFAULT_BRANCH, branchGuessed = false, width = 80): string {
  const prose = (text: string, first: string, rest: string) => wrap(text, width, first, rest);
  return [
    'Workflows:',
    ...prose(`${PR_GATE_WORKFLOW_PATH}: the pull request gate: runs the scenarios a pull request affects, compares them with the baseline at its merge base, and comments`, '  ', '      '),
    ...prose(
      `${BASELINE_WORKFLOW_PATH}: the baselines: each push to ${defaultBranch} and a nightly schedule record every scenario on the context-eval-data branch; without them no regression is ever flagged`,
      '  ',
      '      ',
    ),
    ...(branchGuessed ? prose(`(no default branch found in git: the baseline workflow runs on ${defaultBranch}; edit its branches: if yours differs)`, '  ', '   ') : []),
    '',
    'Next:',
    '  1. npx context-eval validate                    # checks it all, no model call',
    '  2. OPENAI_API_KEY=sk-... npx context-eval run   # runs each starter 3 times',
    `  3. git add context-eval.yaml scenarios ${PR_GATE_WORKFLOW_PATH}`,
    `     git add ${BASELINE_WORKFLOW_PATH}`,
    '     git commit -m "Test our prompts with context-eval"',
    ...prose(
      `then add the OPENAI_API_KEY secret to the repository; the push that brings the baseline workflow to ${defaultBranch} records the first baseline, and pull requests are compared with it from then on`,
      '     ',
      '     ',
    ),
    '',
  ].join('\n');
}
