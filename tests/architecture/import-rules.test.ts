import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  findImportCircles,
  findViolations,
  importsOf,
  readSourceFiles,
  workspaceOf,
} from './import-rules.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const files = readSourceFiles(ROOT, ['apps', 'shared', 'widgets']);

describe('import direction (ARCHITECTURE.md rule 1)', () => {
  it('holds across the repository', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(findViolations(files)).toEqual([]);
  });

  it('catches each kind of violation', () => {
    const bad = [
      { path: 'shared/filter/src/a.ts', text: "import { useState } from 'react';" },
      { path: 'shared/filter/src/b.ts', text: "import { x } from '../../../apps/api/src/env.ts';" },
      { path: 'widgets/ach-viewer/src/c.tsx', text: "import { y } from '@lendline/widget-loan-calculator';" },
      { path: 'apps/staff/src/d.ts', text: "import type { Env } from '@lendline/api';" },
      {
        path: 'apps/api/src/features/users/e.ts',
        text: "export { rolesResource } from '../roles/roles.resource.ts';",
      },
      {
        path: 'apps/api/src/lib/f.ts',
        text: "import type { Resource } from '../resources/define-resource.ts';",
      },
      {
        path: 'apps/api/src/resources/g.ts',
        text: "import { buildOpenApiDocument } from '../app/openapi.ts';",
      },
      {
        path: 'apps/api/src/features/salesforce/h.ts',
        text: "import { createRandom } from '../../db/seed/prng.ts';",
      },
      {
        path: 'apps/api/src/db/seed/i.ts',
        text: "import { PiiCipher } from '../../features/credit-applications/pii-cipher.ts';",
      },
    ];
    expect(findViolations(bad).map((v) => v.file)).toEqual(bad.map((f) => f.path));
    const fine = [
      {
        path: 'widgets/ach-viewer/src/ok.tsx',
        text: "import { defineWidget } from '@lendline/widget-host';\nimport { h } from 'preact';",
      },
      {
        path: 'widgets/ach-viewer/src/ok.test.tsx',
        text: "import { mountWidget } from '@lendline/widget-host/testing';",
      },
      {
        path: 'apps/api/src/features/users/ok.ts',
        text: "import { defineResource } from '../../resources/define-resource.ts';",
      },
      {
        path: 'apps/api/src/db/seed/ok.ts',
        text: "import { PiiCipher } from '../../features/credit-applications/index.ts';",
      },
      {
        path: 'apps/api/src/app/ok.ts',
        text: "import { users } from '../features/users/users.resource.ts';",
      },
    ];
    expect(findViolations(fine)).toEqual([]);
  });

  it('finds static, type-only, re-export and dynamic imports', () => {
    expect(
      importsOf(
        "import a from 'a';\nimport type { B } from \"b\";\nexport * from './c.ts';\nconst d = await import('d');",
      ),
    ).toEqual(['a', 'b', './c.ts', 'd']);
  });
});

describe('import circles', () => {
  it('no file imports a file that imports it back, directly or around a circle', () => {
    expect(findImportCircles(files)).toEqual([]);
  });

  it('finds a circle of three, a pair and a self-import, and nothing in a chain', () => {
    const circles = findImportCircles([
      { path: 'apps/staff/src/a.ts', text: "import { b } from './b.ts';" },
      { path: 'apps/staff/src/b.ts', text: "import type { C } from './c.ts';" },
      { path: 'apps/staff/src/c.ts', text: "export { a } from './a.ts';" },
      { path: 'shared/x/src/d.ts', text: "import { e } from './e';" },
      { path: 'shared/x/src/e.ts', text: "import { d } from './d.ts';" },
      { path: 'shared/x/src/f.ts', text: "import { f } from './f.ts';" },
      { path: 'shared/x/src/g.ts', text: "import { d } from './d.ts';" },
    ]);
    expect(circles).toEqual([
      ['apps/staff/src/a.ts', 'apps/staff/src/b.ts', 'apps/staff/src/c.ts'],
      ['shared/x/src/d.ts', 'shared/x/src/e.ts'],
      ['shared/x/src/f.ts'],
    ]);
  });
});

describe('declared workspace dependencies', () => {
  it('every @lendline/* package a workspace imports is declared in its package.json', () => {
    const missing: string[] = [];
    for (const file of files) {
      const workspace = workspaceOf(file.path);
      if (!workspace) continue;
      const pkg = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8'));
      const declared = { ...pkg.dependencies, ...pkg.devDependencies };
      for (const specifier of importsOf(file.text)) {
        const name = /^@lendline\/[^/]+/.exec(specifier)?.[0];
        if (name && name !== pkg.name && !(name in declared)) missing.push(`${file.path}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
