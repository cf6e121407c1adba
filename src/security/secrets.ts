/**
 * Which values are secrets (DESIGN §2): the value of every variable an `api_key_env` of the config names
 * (or its default, OPENAI_API_KEY / ANTHROPIC_API_KEY), the GitHub token, and — as a second net — any
 * variable whose name says it holds a credential. Pure: the config text and the environment come in.
 */
import { isMap, isScalar, parseDocument } from 'yaml';

export type Env = Record<string, string | undefined>;

/** Variables that always hold secrets when set. */
const ALWAYS = ['GITHUB_TOKEN', 'GH_TOKEN', 'INPUT_GITHUB-TOKEN', 'INPUT_GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY'];
/** Names that say a variable holds a credential. */
const CREDENTIAL_NAME = /(?:API_?KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?)$/i;

const DEFAULT_KEY_ENV: Record<string, string> = { openai: 'OPENAI_API_KEY', anthropic: 'ANTHROPIC_API_KEY' };

/**
 * The variables the config's providers take keys from. Lenient: the text need not be a valid config
 * (this runs before validation, so that even a config error cannot print a key); anything unreadable
 * gives no names.
 */
export function keyVariablesInConfig(configText: string): string[] {
  let doc;
  try {
    doc = parseDocument(configText);
  } catch {
    return [];
  }
  const providers = isMap(doc.contents) ? doc.contents.get('providers') : undefined;
  if (!isMap(providers)) return [];
  const names: string[] = [];
  for (const pair of providers.items) {
    if (!isMap(pair.value)) continue;
    const keyEnv = pair.value.get('api_key_env', true);
    const type = pair.value.get('type');
    if (isScalar(keyEnv) && typeof keyEnv.value === 'string') names.push(keyEnv.value);
    else if (typeof type === 'string' && DEFAULT_KEY_ENV[type]) names.push(DEFAULT_KEY_ENV[type]);
  }
  return names;
}

/** The secret values to register and redact: named key variables, the token, credential-named variables. */
export function secretValues(env: Env, keyVariables: readonly string[] = []): string[] {
  const out = new Set<string>();
  const add = (value: string | undefined) => {
    if (value !== undefined && value.trim() !== '') out.add(value.trim());
  };
  for (const name of [...ALWAYS, ...keyVariables]) add(env[name]);
  for (const [name, value] of Object.entries(env)) if (CREDENTIAL_NAME.test(name)) add(value);
  return [...out];
}
