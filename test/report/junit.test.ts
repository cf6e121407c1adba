import { describe, expect, it } from 'vitest';
import { renderJUnit } from '../../src/report/junit.js';
import { xmlText } from '../../src/report/escape.js';
import { expectGolden } from './golden.js';
import { hostileReport, mixedReport, report, run, scenario } from './fixtures.js';

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bare & in ${JSON.stringify(text)}`);
  if (/[<]/.test(text)) throw new Error(`raw < in ${JSON.stringify(text)}`);
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.test(text)) throw new Error('character not allowed in XML 1.0');
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e] ?? '');
}

/** A strict little XML parser: enough to prove the document is well formed and read its structure. */
function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const root: XmlElement = { name: '#root', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const token = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>|([^<]+)/gy;
  let m: RegExpExecArray | null;
  let pos = 0;
  while (pos < body.length && (m = token.exec(body)) !== null) {
    pos = token.lastIndex;
    const top = stack[stack.length - 1];
    if (!top) throw new Error('unbalanced');
    if (m[5] !== undefined) {
      top.text += decode(m[5]);
      continue;
    }
    const [, closing, name = '', rawAttrs = '', selfClosing] = m;
    if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of rawAttrs.matchAll(/([\w:.-]+)="([^"]*)"/g)) attrs[a[1] ?? ''] = decode(a[2] ?? '');
    const element: XmlElement = { name, attrs, children: [], text: '' };
    top.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (pos !== body.length) throw new Error(`not well formed at offset ${pos}: ${JSON.stringify(body.slice(pos, pos + 40))}`);
  if (stack.length !== 1) throw new Error('unclosed elements');
  const [top] = root.children;
  if (!top || root.children.length !== 1 || root.text.trim() !== '') throw new Error('one root element expected');
  return top;
}

const all = (e: XmlElement, name: string): XmlElement[] => [
  ...e.children.filter((c) => c.name === name),
  ...e.children.flatMap((c) => all(c, name)),
];

describe('renderJUnit', () => {
  it('has one suite "context-eval" and one testcase per scenario with the right outcome', () => {
    const doc = parseXml(renderJUnit(mixedReport()));
    const suites = all(doc, 'testsuite');
    expect(suites).toHaveLength(1);
    expect(suites[0]?.attrs).toMatchObject({ name: 'context-eval', tests: '4', failures: '1', errors: '1', skipped: '1' });
    const cases = all(doc, 'testcase');
    expect(cases.map((c) => [c.attrs.classname, c.attrs.name, c.children.map((k) => k.name).join(',')])).toEqual([
      ['scenarios/planner-decomposes-large-task.yaml', 'planner-decomposes-large-task', 'system-out'],
      ['scenarios/planner-avoids-deletes.yaml', 'planner-avoids-deletes', 'failure'],
      ['scenarios/reviewer-times-out.yaml', 'reviewer-times-out', 'error'],
      ['scenarios/summariser-unaffected.yaml', 'summariser-unaffected', 'skipped'],
    ]);
    expect(all(doc, 'failure')[0]?.text).toContain('2× absent: found "delete" in steps[1].title');
    expect(all(doc, 'error')[0]?.text).toContain('runs 2, 3 not evaluated: timeout after 60000 ms');
  });

  it('gives each testcase its time in seconds (the sum of its runs)', () => {
    const doc = parseXml(renderJUnit(report([scenario('timed', 'pass', { runs: [run(0, { latencyMs: 1500 }), run(1, { latencyMs: 250 })] })])));
    expect(all(doc, 'testcase')[0]?.attrs.time).toBe('1.750');
  });

  it('escapes markup and control characters and keeps the text', () => {
    const nasty = 'a & b < c > d "q" \'s\' \u001b[31mred\u0000 \ud800 ok 😀';
    const xml = renderJUnit(report([scenario(nasty, 'fail', { runs: [run(0, { pass: false, failures: [nasty] })] })]));
    const doc = parseXml(xml);
    const testcase = all(doc, 'testcase')[0];
    expect(testcase?.attrs.name).toBe('a & b < c > d "q" \'s\' \\u001b[31mred\\u0000 \\ud800 ok 😀');
    expect(all(doc, 'failure')[0]?.text).toContain('1× a & b < c > d');
  });

  it('hostile model output stays well formed', () => {
    expect(() => parseXml(renderJUnit(hostileReport()))).not.toThrow();
  });

  it.each([
    ['&', '&amp;'],
    ['<>', '&lt;&gt;'],
    ['"\'', '&quot;&apos;'],
    ['\t\n\r', '\t\n\r'],
    ['\u0007', '\\u0007'],
    ['\uffff', '\\uffff'],
    ['\udc00x', '\\udc00x'],
    ['😀', '😀'],
  ])('xmlText(%j) is %j', (input, expected) => {
    expect(xmlText(input)).toBe(expected);
  });

  it('golden: mixed.junit.xml', () => {
    expectGolden('mixed.junit.xml', renderJUnit(mixedReport()));
  });
});
