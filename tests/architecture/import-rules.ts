import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) found.push((match[1] ?? match[2])!);
  return found;
}

const FRAMEWORKS =
  /^(react|react-dom|react-router|preact|hono|@hono\/|kysely|pg$|@electric-sql\/|swr|@mantine\/)/;
// widget-host is shared, its subpaths (`@lendline/widget-host/testing`) too.
const WIDGET_PACKAGE = /^@lendline\/widget-(?!host(\/|$))/;
const APP_PACKAGE = /^@lendline\/(api|staff)(\/|$)/;

/** Which workspace a repository path belongs to, e.g. `apps/api`, `shared/filter`, `widgets/ach-viewer`. */
export function workspaceOf(path: string): string | undefined {
  const [top, name] = path.split('/');
  return top && name && ['apps', 'shared', 'widgets'].includes(top)
    ? `${top}/${name}`
    : top === 'tests'
      ? 'tests'
      : undefined;
}

function featureOf(path: string): string | undefined {
  const match = /^apps\/[^/]+\/src\/features\/([^/]+)\//.exec(path);
  return match?.[1];
}

/**
 * Checks ARCHITECTURE.md rule 1 over a set of files: shared/* imports no framework, server or database
 * code and no app or widget; widgets import no app and no other widget; apps never import each other;
 * features inside an app do not import each other.
 */
export function findViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const workspace = workspaceOf(file.path);
    if (!workspace || workspace === 'tests') continue;
    for (const specifier of importsOf(file.text)) {
      const target = specifier.startsWith('.')
        ? relative('.', resolve(dirname(file.path), specifier))
            .split(sep)
            .join('/')
        : undefined;
      const targetWorkspace = target ? workspaceOf(target) : undefined;
      const add = (rule: string) => violations.push({ file: file.path, specifier, rule });

      if (target && targetWorkspace !== workspace)
        add('relative import leaves its workspace; import the package instead');
      if (
        workspace.startsWith('shared/') &&
        (FRAMEWORKS.test(specifier) || APP_PACKAGE.test(specifier) || WIDGET_PACKAGE.test(specifier))
      ) {
        add('shared/* is framework-free and imports no app or widget');
      }
      if (
        workspace.startsWith('widgets/') &&
        (APP_PACKAGE.test(specifier) || WIDGET_PACKAGE.test(specifier) || /^react(-dom)?$/.test(specifier))
      ) {
        add('widgets import preact and shared/* only');
      }
      if (workspace.startsWith('apps/') && APP_PACKAGE.test(specifier)) add('apps never import each other');
      if (workspace.startsWith('apps/') && WIDGET_PACKAGE.test(specifier)) add('apps do not import widgets');
      const from = featureOf(file.path);
      const to = target ? (featureOf(`${target}/`) ?? featureOf(target)) : undefined;
      if (from && to && from !== to) add('features do not import each other; compose them in app/');
    }
  }
  return violations;
}

const SKIP = new Set([
  'node_modules',
  'dist',
  '.tsbuild',
  'storybook-static',
  'test-results',
  'playwright-report',
  'data',
]);

export function readSourceFiles(root: string, folders: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx|mts)$/.test(name))
        files.push({ path: relative(root, full).split(sep).join('/'), text: readFileSync(full, 'utf8') });
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files;
}
