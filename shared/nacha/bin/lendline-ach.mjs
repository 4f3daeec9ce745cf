#!/usr/bin/env node
// The repository runs TypeScript through tsx; registering it here lets the command line stay TypeScript.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
