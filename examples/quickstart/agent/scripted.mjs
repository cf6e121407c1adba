#!/usr/bin/env node
// Hand-written example outputs for the quickstart demo. This script stands in for a real model when
// `context-eval record` (re)makes the replay recordings: it reads the exec provider's JSON request on
// stdin and prints {output, usage}. Three samples per scenario, chosen by the run index, so that the
// demo shows real statistics: one summarizer sample deliberately breaks a rule.
import { readFileSync } from 'node:fs';

const req = JSON.parse(readFileSync(0, 'utf8'));
const plan = (steps, risk, notes = '') => JSON.stringify({ steps, risk_level: risk, notes }, null, 2);

const samples = {
  'planner-decomposes-large-task': [
    plan([
      { title: 'Introduce an AuthProvider trait for OAuth2, JWT and API keys', files: ['src/auth.rs', 'src/auth/provider.rs'] },
      { title: 'Implement the JWT and API key providers', files: ['src/auth/jwt.rs', 'src/auth/api_key.rs'] },
      { title: 'Add the OAuth2 provider and wire it into login', files: ['src/auth/oauth2.rs', 'src/auth.rs'] },
    ], 'medium'),
    'Here is the plan:\n```json\n' + plan([
      { title: 'Extract an auth provider interface from src/auth.rs', files: ['src/auth.rs', 'src/auth/mod.rs'] },
      { title: 'Add OAuth2 and JWT providers', files: ['src/auth/oauth2.rs', 'src/auth/jwt.rs'] },
      { title: 'Add API key provider and tests', files: ['src/auth/api_key.rs', 'tests/auth.rs'] },
    ], 'high') + '\n```',
    plan([
      { title: 'Auth: split src/auth.rs into provider modules', files: ['src/auth.rs', 'src/auth/mod.rs'] },
      { title: 'OAuth2 and JWT support', files: ['src/auth/oauth2.rs', 'src/auth/jwt.rs'] },
    ], 'medium'),
  ],
  'planner-keeps-small-fix-whole': [
    plan([{ title: 'Fix the typo in the login error message', files: ['src/auth.rs'] }], 'low'),
    plan([{ title: 'Correct "recieve" to "receive" in src/auth.rs', files: ['src/auth.rs'] }], 'low'),
    plan([{ title: 'Fix typo', files: ['src/auth.rs'] }], 'low'),
  ],
  'planner-flags-migration-risk': [
    plan([
      { title: 'Add nullable last_login column (migration 1)', files: ['migrations/0042_add_last_login.sql'] },
      { title: 'Backfill last_login, then set NOT NULL (migration 2)', files: ['migrations/0043_backfill_last_login.sql'] },
    ], 'high', 'Two-phase migration for zero downtime.'),
    plan([
      { title: 'Expand: add last_login as nullable with a default', files: ['migrations/0042_last_login.sql'] },
      { title: 'Contract: enforce NOT NULL after backfill migration', files: ['migrations/0043_last_login_not_null.sql'] },
    ], 'high'),
    plan([{ title: 'Write the migration adding last_login', files: ['migrations/0042_last_login.sql'] }], 'critical', 'Locks the users table; run off-peak.'),
  ],
  'planner-json-shape': [
    plan([{ title: 'Add a token bucket limiter to login', files: ['src/auth.rs', 'src/limiter.rs'] }], 'medium'),
    plan([
      { title: 'Add the limiter module', files: ['src/limiter.rs'] },
      { title: 'Call the limiter from login', files: ['src/auth.rs'] },
    ], 'medium'),
    plan([{ title: 'Rate-limit login attempts per account', files: ['src/auth.rs', 'src/limiter.rs'] }], 'low'),
  ],
  'summarizer-leads-with-ticket-id': [
    '[T-4821] The customer cannot log in with their API key since this morning and gets a 401 error. They ship today, so this is urgent.',
    '[T-4821] API key authentication fails with 401 since this morning; the customer needs it working before today\'s release.',
    '[T-4821] Login with an API key returns 401 since this morning. Urgent: the customer ships today.',
  ],
  'summarizer-stays-short': [
    '[T-4822] CSV export returns an empty file for reports older than 90 days; newer reports export correctly.',
    '[T-4822] Exports of reports older than 90 days to CSV are empty. Recent reports are fine.',
    '[T-4822] The CSV export is empty for reports past 90 days old, while newer reports work.',
  ],
  'summarizer-drops-phone-numbers': [
    '[T-4823] The billing page shows the wrong currency. The customer asked for a call back.',
    '[T-4823] Billing page displays an incorrect currency; customer wants a call back on +44 20 7946 0958.',
    '[T-4823] Wrong currency on the billing page. The customer requested a phone call.',
  ],
};

const list = samples[req.scenario];
if (!list) {
  process.stderr.write(`scripted agent: no hand-written output for scenario '${req.scenario}'\n`);
  process.exit(1);
}
const output = list[req.run % list.length];
const input = Math.ceil((req.system.length + req.messages.map((m) => m.content).join('').length) / 4);
process.stdout.write(JSON.stringify({ output, usage: { input_tokens: input, output_tokens: Math.ceil(output.length / 4) } }));
