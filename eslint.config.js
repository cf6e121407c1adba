// ESLint with typescript-eslint's recommended rules (type-aware), over the sources, tests and scripts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.cache/**', 'coverage/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The sanitisers and escapers match control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    // One redaction point (docs/security.md): the action writes to the log, annotations, the summary and
    // outputs only through src/action/sink.ts.
    // One GitHub helper: only src/github sees Octokit; everything else takes the `GitHub` interface
    // (src/github/github.ts).
    files: ['src/**/*.ts'],
    ignores: ['src/action/sink.ts', 'src/inputs.ts', 'src/github/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@actions/core', message: "Use `core` from src/action/sink.ts: everything the action writes passes through the redactor." }],
          patterns: [{ group: ['@octokit/*', '@actions/github', '**/github/client.js'], message: 'Reach GitHub through the `GitHub` helper (src/github/github.ts); only src/github builds or calls Octokit.' }],
        },
      ],
    },
  },
  {
    files: ['src/github/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@actions/core', message: "Use `core` from src/action/sink.ts: everything the action writes passes through the redactor." }] }],
    },
  },
  {
    // scripts/bench-snapshot-floor.cjs: a V8 snapshot entry must be a CommonJS script.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', setTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' } },
  },
);
