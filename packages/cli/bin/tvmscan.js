#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The compiled CLI (packages/cli/dist): `npm run build` makes it, and `npm start` and `npm test` build what is stale first.
const entry = import.meta.resolve('../dist/main.js');
if (!existsSync(fileURLToPath(entry))) {
  console.error('tvmscan: the CLI is not built yet: run `npm run build` in the repository (`npm start` builds it by itself).');
  process.exit(1);
}
const { main } = await import(entry);
process.exitCode = await main(process.argv.slice(2));
