/**
 * Token counting with the o200k_base encoding (GPT-4o / GPT-4.1 family). The tokenizer's tables are
 * large, so the module is imported on first use only (`--version` stays fast) and then cached.
 */

type CountFn = (text: string) => number;

let loading: Promise<CountFn> | undefined;

function loadCounter(): Promise<CountFn> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then((encoding) => {
    // Special-token text such as "<|endoftext|>" inside a prompt is counted as plain text, not refused.
    const options = { disallowedSpecial: new Set<string>() };
    return (text: string) => encoding.countTokens(text, options);
  });
  // A failed load is not cached, so that a later call can try again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The number of o200k_base tokens in `text`. */
export async function countTokens(text: string): Promise<number> {
  const count = await loadCounter();
  return count(text);
}
