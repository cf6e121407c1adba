/** What the in-process tests of the action pipeline share: a log that records, and the fake model server's lifecycle. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ActionLog } from '../../src/action/context.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

export interface Logged {
  lines: { level: string; message: string; title?: string }[];
  failed: string[];
}

/** Every line by level (with an annotation's title), and every setFailed message. */
export function recordingLog(): ActionLog & Logged {
  const lines: Logged['lines'] = [];
  const failed: string[] = [];
  const at = (level: string) => (message: string, props?: { title?: string }) => void lines.push({ level, message, ...(props?.title === undefined ? {} : { title: props.title }) });
  return { lines, failed, info: at('info'), notice: at('notice'), warning: at('warning'), error: at('error'), setFailed: (m) => void failed.push(m) };
}

/** A fake OpenAI-compatible server for the file's tests, answering PASS and with no requests at each test's start. */
export function useFakeModel(): () => FakeOpenAI {
  let llm: FakeOpenAI | undefined;
  beforeAll(async () => {
    llm = await startFakeOpenAI(() => ({ content: 'PASS' }));
  });
  afterAll(async () => {
    await llm?.close();
  });
  beforeEach(() => {
    if (!llm) return;
    llm.requests.length = 0;
    llm.setHandler(() => ({ content: 'PASS' }));
  });
  return () => {
    if (!llm) throw new Error('the fake model server is not started yet (use it inside a test)');
    return llm;
  };
}
