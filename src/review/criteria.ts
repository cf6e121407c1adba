/**
 * The review criteria (DESIGN §8): a YAML file `checklist: [{id, description}]`, or the built-in
 * checklist when `review.criteria` is not set. Pure: the caller reads the file and passes its text.
 */
import { z } from 'zod';
import { isNode } from 'yaml';
import { ConfigError } from '../config/types.js';
import { parseYaml, toValue, type YamlSource } from '../config/yaml-source.js';

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export const CriterionSchema = z.strictObject({
  id: z
    .string()
    .regex(ID_PATTERN, { message: 'an id is letters, digits, "_", "." or "-", starting with a letter or digit (e.g. "accuracy")' }),
  description: z.string().trim().min(1, { message: 'the description must say what the reviewer checks' }),
});

export const CriteriaSchema = z
  .strictObject({
    checklist: z.array(CriterionSchema).min(1, { message: 'the checklist needs at least one item' }),
  })
  .superRefine((criteria, ctx) => {
    const firstIndex = new Map<string, number>();
    criteria.checklist.forEach((item, index) => {
      const earlier = firstIndex.get(item.id);
      if (earlier === undefined) {
        firstIndex.set(item.id, index);
        return;
      }
      ctx.addIssue({
        code: 'custom',
        path: ['checklist', index, 'id'],
        message: `duplicate id "${item.id}" (also item ${earlier + 1}); each checklist id must be unique`,
      });
    });
  });

export type Criteria = z.infer<typeof CriteriaSchema>;
export type CriterionItem = z.infer<typeof CriterionSchema>;

/** Used when `review.criteria` is absent (DESIGN §8). */
export const BUILTIN_CRITERIA: Criteria = {
  checklist: [
    { id: 'accuracy', description: 'The change does what the ORIGINAL REQUEST asks, and what it states is correct.' },
    { id: 'completeness', description: 'Every part of the request is addressed; nothing asked for is missing.' },
    { id: 'clarity', description: 'The changed context is unambiguous and a model would read it one way only.' },
    { id: 'errors', description: 'No contradictions, broken references, wrong names, or scenario failures left unexplained.' },
    { id: 'truncation', description: 'Nothing is cut off, left half-written or marked TODO in the changed files.' },
  ],
};

function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out === '' ? '' : '.'}${String(key)}`;
  return out === '' ? '(top level)' : out;
}

const HINT = 'The file must look like: checklist: [{id: accuracy, description: "…"}].';

/**
 * Parses a criteria file. Throws a ConfigError naming the file, the line and the bad value, and saying
 * how to fix it.
 */
export function parseCriteria(yamlText: string, file: string): Criteria {
  let source: YamlSource;
  let data: unknown;
  try {
    // The one YAML reader (positions, nesting, alias bombs and cycles checked).
    source = parseYaml(yamlText, file);
    data = toValue(source);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    const where = { file, ...(err.line === undefined ? {} : { line: err.line }), ...(err.col === undefined ? {} : { col: err.col }) };
    throw new ConfigError(`${err.detail.replace(/^invalid YAML: /, 'invalid YAML in the review criteria: ')}. ${HINT}`, where);
  }
  const { doc, lineCounter } = source;
  const result = CriteriaSchema.safeParse(data);
  if (result.success) return result.data;

  const issue = result.error.issues[0];
  if (!issue) throw new ConfigError(`the review criteria are invalid. ${HINT}`, { file });
  // An unknown key is reported at the key; a missing value at the nearest mapping that holds it.
  const path: PropertyKey[] = issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? [...issue.path, issue.keys[0]] : [...issue.path];
  let found: unknown;
  let where: { file: string; line?: number; col?: number } = { file };
  for (let depth = path.length; depth >= 0; depth--) {
    const node: unknown = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (!isNode(node)) continue;
    if (depth === path.length) found = node.toJSON();
    if (node.range) {
      const pos = lineCounter.linePos(node.range[0]);
      where = { file, line: pos.line, col: pos.col };
    }
    break;
  }
  const message = issue.code === 'invalid_type' && found === undefined ? 'is missing' : issue.message;
  const shown = found === undefined ? '' : ` (found ${JSON.stringify(found)})`;
  throw new ConfigError(`review criteria ${pathText(issue.path)}: ${message}${shown}. ${HINT}`, where);
}
