import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES } from '@lendline/permissions';
import { SETTING_NAMES } from '../../apps/api/src/env.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const plannedSource = readFileSync(join(ROOT, 'apps/staff/src/app/planned-sections.ts'), 'utf8');

describe('the docs match the code (issue 21 item 8)', () => {
  it("the README's settings table names every setting env.ts reads, and no other", () => {
    const documented = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` +\|/gm)].map((match) => match[1]);
    expect(SETTING_NAMES.length).toBeGreaterThan(10);
    expect([...documented].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it("the README's 'Not built yet' table lists exactly the staff app's planned sections (issue 22 item 10)", () => {
    const section = readme.slice(readme.indexOf('## Not built yet'));
    const table = section.slice(0, section.indexOf('\n## '));
    const documented = [
      ...table.matchAll(/^\| ([^|]+?) +\| ([^|]+?) +\| `\/\{module\}\/([^`]+)` +\|$/gm),
    ].map(([, menu, module, route]) => `${menu} | ${module} | ${route}`);
    // The staff app's planned route sections (read as text: the tests project does not compile the app),
    // each with its menu and module(s) as the module catalog names them.
    const plannedRoutes = [...plannedSource.matchAll(/\broute: '([^']+)'/g)].map(([, route]) => route!);
    const planned = plannedRoutes.flatMap((route) =>
      MODULES.flatMap((module) =>
        module.menus
          .filter((menu) => menu.sidebar && menu.route === route)
          .map((menu) => `${menu.menu} | ${module.name} | ${route}`),
      ),
    );
    expect(plannedRoutes).toContain('session');
    expect(planned.length).toBeGreaterThanOrEqual(plannedRoutes.length);
    expect([...documented].sort()).toEqual([...planned].sort());
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
