import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../../apps/api/src/env.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

describe('the docs match the code (issue 21 item 8)', () => {
  it("the README's settings table names every setting env.ts reads, and no other", () => {
    const documented = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` +\|/gm)].map((match) => match[1]);
    expect(SETTING_NAMES.length).toBeGreaterThan(10);
    expect([...documented].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('every workspace package exports files that exist', () => {
    const missing: string[] = [];
    for (const top of ['apps', 'shared', 'widgets']) {
      for (const name of readdirSync(join(ROOT, top))) {
        const manifest = join(ROOT, top, name, 'package.json');
        if (!existsSync(manifest)) continue;
        const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: unknown };
        const targets =
          typeof exports === 'string' ? [exports] : Object.values(exports ?? {}).flatMap(flatten);
        for (const target of targets)
          if (
            !target.includes('*') &&
            !target.startsWith('./dist/') &&
            !existsSync(join(ROOT, top, name, target))
          )
            missing.push(`${top}/${name}: ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

function flatten(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(flatten) : [];
}
