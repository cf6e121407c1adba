import { readFileSync, writeFileSync } from 'node:fs';
import { startFakeOpenAI } from './fakes/openai-server.js';
const counters = new Map<string, number>();
const llm = await startFakeOpenAI((body) => {
  const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
  const loss = Number(process.env.LOSS_FILE ? (readFileSync(process.env.LOSS_FILE, 'utf8') || 0) : 0);
  const k = counters.get(system) ?? 0;
  counters.set(system, k + 1);
  return { content: ((k + 0.5) * 0.618034) % 1 < 0.9 - loss ? 'PASS' : 'nope' };
});
writeFileSync('/work/look/url', llm.baseUrl);
setInterval(() => {}, 1000);
