#!/usr/bin/env node
// The `adsmith` CLI: loads the TypeScript sources through tsx, as `npm start` does.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
