/**
 * The real suite the lane runs against the real model: a JSON role, a text role and a judge (through the CLI),
 * and a repository for the reflection review (through the bundled action). Small on purpose: a 135M model on
 * one thread makes a few tokens a second per core-share, and the whole lane must stay within minutes.
 * Plus an oracle written apart from src/expectations/json.ts: does a text hold a JSON object or array anywhere?
 */
export const RUNS = 2;
export const SEED = 7;
export const KEY_ENV = 'LOCAL_LLM_KEY';

/** Unique words in each scenario's context and rubric, to find its requests in the server's log. */
export const MARK = { plan: 'case-plan-oauth', capital: 'case-capital', greet: 'case-greeting', rubric: 'rubric-greeting' } as const;

function provider(name: string, baseUrl: string, maxTokens: number): string {
  return `  ${name}: { type: openai, model: smollm2-135m-instruct, base_url: "${baseUrl}", api_key_env: ${KEY_ENV}, temperature: 0, max_tokens: ${maxTokens}, retries: 0, timeout_ms: 300000 }`;
}

export function cliSuite(baseUrl: string, plantedKey: string): Record<string, string> {
  return {
    'context-eval.yaml': [
      'version: 1',
      'providers:',
      provider('local', baseUrl, 48),
      provider('json', baseUrl, 128),
      'roles:',
      '  planner: { provider: json, system: prompts/planner.md, output: json, fields: { steps: steps, risk: risk } }',
      '  writer: { provider: local, system: prompts/writer.md }',
      '  echo: { provider: local, system: prompts/echo.md }',
      // threshold 1: one failed run fails the scenario (at 1/2 two runs could never show a rate below it).
      `defaults: { runs: ${RUNS}, threshold: 1, max_runs: ${RUNS} }`,
      '',
    ].join('\n'),
    'prompts/planner.md': 'You are a planner. Reply with JSON only, in exactly this shape: {"steps": ["first step", "second step"], "risk": "low"}. No prose, no code fence.\n',
    'prompts/writer.md': 'You are a concise assistant. Answer in one short sentence.\n',
    'prompts/echo.md': 'Repeat the user message exactly, nothing else.\n',
    'scenarios/real.yaml': [
      'scenarios:',
      '  - name: plan-oauth',
      '    role: planner',
      `    context: { objective: "Add OAuth2 login to the web app", ref: ${MARK.plan} }`,
      '    expect:',
      '      - decomposes: true',
      '      - max_risk: high',
      '  - name: capital-of-france',
      '    role: writer',
      `    context: { question: "What is the capital of France?", ref: ${MARK.capital} }`,
      '    expect:',
      '      - contains: [Paris]',
      '      - max_tokens: 4000',
      '  - name: echo-note',
      '    role: echo',
      `    context: { note: "The staging key is ${plantedKey}" }`,
      '    expect:',
      '      - absent: [PLANTED]',
      '  - name: judged-greeting',
      '    role: writer',
      `    context: { task: "Write a friendly greeting for a new user.", ref: ${MARK.greet} }`,
      '    expect:',
      `      - judge: { rubric: "The reply greets the user in a friendly way. (${MARK.rubric})", provider: local }`,
      '',
    ].join('\n'),
  };
}

/** The repository under review: one text scenario, run once; the reviewer gets room for its JSON verdict. */
export function reviewRepo(baseUrl: string): { files: Record<string, string>; baseConfig: string } {
  const head = (review: string) =>
    [
      'version: 1',
      'watch: [prompts/**]',
      'providers:',
      provider('local', baseUrl, 32),
      provider('reviewer', baseUrl, 200),
      'roles:',
      '  writer: { provider: local, system: prompts/writer.md }',
      'defaults: { runs: 1, threshold: 1/2, max_runs: 1 }',
      'cache: false',
      `review: ${review}`,
      '',
    ].join('\n');
  return {
    files: {
      'context-eval.yaml': head('{ provider: reviewer, max_total_chars: 3000 }'),
      'prompts/writer.md': 'You are a concise assistant. Answer in one short sentence, and name the city.\n',
      'README.md': '# demo\n',
      'scenarios/basic.yaml': ['scenarios:', '  - name: capital', '    role: writer', '    context: { question: "What is the capital of Italy?" }', '    expect:', '      - contains: [Rome]', ''].join('\n'),
    },
    baseConfig: head('{ provider: reviewer, max_total_chars: 3000 }'),
  };
}

/** Every JSON object or array found anywhere in `text`, by brute force: each `{`/`[` tried against each later `}`/`]`. */
export function jsonValuesIn(text: string): unknown[] {
  const found: unknown[] = [];
  for (let i = 0; i < text.length; i++) {
    const open = text[i];
    if (open !== '{' && open !== '[') continue;
    const close = open === '{' ? '}' : ']';
    for (let j = text.indexOf(close, i + 1); j !== -1; j = text.indexOf(close, j + 1)) {
      try {
        found.push(JSON.parse(text.slice(i, j + 1)));
        break;
      } catch {
        // not this one
      }
    }
  }
  return found;
}

/** A reviewer verdict word in any JSON object of the text ("changes_requested" read as "CHANGES REQUESTED"). */
export function reviewVerdictsIn(text: string): string[] {
  const words = ['APPROVED', 'CHANGES REQUESTED', 'BLOCKED'];
  return jsonValuesIn(text).flatMap((v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v) || !('verdict' in v) || typeof v.verdict !== 'string') return [];
    const word = v.verdict.trim().replace(/[\s_-]+/g, ' ').toUpperCase();
    return words.includes(word) ? [word] : [];
  });
}

/** Two replies are one text if either starts with the other (a fixed text cut at different max_tokens stays one). */
export const sameText = (a: string, b: string): boolean => a.trim().startsWith(b.trim()) || b.trim().startsWith(a.trim());

/** The replies that are different texts: the longest of each group of replies that start with one another. */
export function differentTexts(replies: readonly string[]): string[] {
  const kept: string[] = [];
  for (const r of [...new Set(replies)].sort((a, b) => b.length - a.length)) if (!kept.some((k) => sameText(k, r))) kept.push(r);
  return kept;
}

/** The tool the agent suite's role offers (an OpenAI `tools` array). */
export const READ_FILE_TOOL = {
  type: 'function',
  function: {
    name: 'read_file',
    description: 'Read a file of the repository and return its text.',
    parameters: { type: 'object', properties: { path: { type: 'string', description: 'The path of the file to read.' } }, required: ['path'] },
  },
} as const;

/** The agent prompt, for the endpoint and the CLI alike: read the file the user names. */
export const READER_PROMPT = 'You are an assistant with a read_file tool. Read the file the user names with read_file, then answer in one short sentence.';
export const NOTE = 'The meeting is at 4 pm in room 12.';

/** The user's request: the file named twice (SmolLM2-135M copies a name it was given twice: 65 of 65 tries, 27 of 30 once). */
export const askToRead = (file: string): string => `Read the file ${file} (the path is ${file}).`;

/**
 * A suite with one role offering read_file and one scenario per file, each with a world that answers it: the
 * files are named by the test at run time, so only a model that read the request can call them by name.
 */
export function agentSuite(baseUrl: string, files: readonly string[]): Record<string, string> {
  return {
    'context-eval.yaml': [
      'version: 1',
      'providers:',
      provider('local', baseUrl, 48),
      'roles:',
      '  reader: { provider: local, system: prompts/reader.md, template: prompts/reader-user.md, tools: tools/reader.json, max_steps: 3 }',
      // One run, counted (verdict: count): the run decides, a pass passes and a fail fails (a test at one run stays undecided).
      'defaults: { runs: 1, threshold: 1, verdict: count }',
      'cache: false',
      '',
    ].join('\n'),
    'prompts/reader.md': `${READER_PROMPT}\n`,
    'prompts/reader-user.md': '{{ task }}\n',
    'tools/reader.json': `${JSON.stringify([READ_FILE_TOOL], null, 2)}\n`,
    'scenarios/agent.yaml': [
      'scenarios:',
      ...files.flatMap((file, i) => [
        `  - name: reads-file-${i + 1}`,
        '    role: reader',
        `    context: { task: "${askToRead(file)}" }`,
        '    world:',
        '      read_file:',
        `        - { when: { path: ${file} }, returns: "${NOTE}" }`,
        '        - { returns: "error: no such file" }',
        '    expect:',
        `      - calls: { tool: read_file, args: { path: ${file} } }`,
      ]),
      '',
    ].join('\n'),
  };
}
