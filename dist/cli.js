#!/usr/bin/env node
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
try { module.enableCompileCache?.(path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'context-eval', 'compile-cache')); } catch { /* run without it */ }
await import('./cli/index.js');
