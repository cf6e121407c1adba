import { describe, it, expect } from 'vitest';
import { BUILTIN_CRITERIA, parseCriteria } from '../../src/review/criteria.js';
import { ConfigError } from '../../src/config/types.js';

describe('parseCriteria', () => {
  it('reads a valid checklist', () => {
    const criteria = parseCriteria('checklist:\n  - id: safety\n    description: No destructive steps.\n  - id: tone\n    description: Polite.\n', 'c.yaml');
    expect(criteria.checklist).toEqual([
      { id: 'safety', description: 'No destructive steps.' },
      { id: 'tone', description: 'Polite.' },
    ]);
  });

  const invalid: { name: string; yaml: string; message: RegExp }[] = [
    { name: 'duplicate id', yaml: 'checklist:\n  - {id: a, description: x}\n  - {id: a, description: y}\n', message: /c\.yaml:3:\d+: .*checklist\[1\]\.id: duplicate id "a" \(also item 1\)/ },
    { name: 'missing description', yaml: 'checklist:\n  - id: a\n', message: /c\.yaml:2:\d+: .*checklist\[0\]\.description/ },
    { name: 'empty checklist', yaml: 'checklist: []\n', message: /c\.yaml:1:\d+: .*at least one item/ },
    { name: 'bad id', yaml: 'checklist:\n  - {id: "has space", description: x}\n', message: /checklist\[0\]\.id: an id is letters.*found "has space"/ },
    { name: 'unknown key', yaml: 'checklist:\n  - {id: a, description: x, weight: 2}\n', message: /weight/ },
    { name: 'not a mapping', yaml: '- a\n- b\n', message: /c\.yaml.*review criteria/ },
    { name: 'YAML syntax error', yaml: 'checklist: [\n', message: /c\.yaml:\d+:\d+: invalid YAML/ },
    { name: 'an alias inside the node it names', yaml: 'checklist: &c\n  - {id: a, description: *c}\n', message: /c\.yaml:2:\d+: invalid YAML in the review criteria: .*contain itself/ },
    {
      name: 'an alias bomb',
      yaml: `a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [${Array(10).fill('*a').join(', ')}]\nc: &c [${Array(10).fill('*b').join(', ')}]\nd: [${Array(10).fill('*c').join(', ')}]\nchecklist: [{id: a, description: x}]\n`,
      message: /c\.yaml.*alias/,
    },
  ];
  it.each(invalid)('$name → ConfigError naming the file and line', ({ yaml, message }) => {
    let caught: unknown;
    try {
      parseCriteria(yaml, 'c.yaml');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect(String((caught as Error).message)).toMatch(message);
    expect(String((caught as Error).message)).toMatch(/checklist: \[\{id: accuracy/);
  });

  it('the built-in checklist is accuracy, completeness, clarity, errors, truncation', () => {
    expect(BUILTIN_CRITERIA.checklist.map((item) => item.id)).toEqual(['accuracy', 'completeness', 'clarity', 'errors', 'truncation']);
  });
});
