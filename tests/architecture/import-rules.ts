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

/** The layer of an API source file: `lib`, `db/seed`, `db`, `app`, `features`, ... (the folder under src). */
function apiLayerOf(path: string): string | undefined {
  const match = /^apps\/api\/src\/([^/]+)(?:\/([^/]+))?\//.exec(path);
  if (!match) return undefined;
  return match[1] === 'db' && match[2] === 'seed' ? 'db/seed' : match[1];
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
      const layer = apiLayerOf(file.path);
      const targetLayer = target ? apiLayerOf(target.includes('.') ? target : `${target}/`) : undefined;
      if (layer === 'lib' && targetLayer && targetLayer !== 'lib')
        add('apps/api/src/lib holds the basics every layer uses and imports none of them');
      if (layer && layer !== 'app' && targetLayer === 'app')
        add('apps/api/src/app composes the server; nothing below it imports it');
      if (layer === 'features' && targetLayer === 'db/seed') add('features do not import the demo seed');
      if (
        layer === 'db/seed' &&
        targetLayer === 'features' &&
        !/^apps\/api\/src\/features\/[^/]+\/index\.ts$/.test(target!)
      )
        add('the seed uses a feature only through its public entry point (features/<name>/index.ts)');
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

/**
 * Import circles among a workspace's own files (relative imports, type-only ones included: a circle of
 * types is still two files that cannot be read, moved or tested one without the other). Each circle is
 * returned once, as the files of one strongly connected component, sorted.
 */
export function findImportCircles(files: readonly SourceFile[]): string[][] {
  const known = new Set(files.map((file) => file.path));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const specifier of importsOf(file.text)) {
      if (!specifier.startsWith('.')) continue;
      const target = relative('.', resolve(dirname(file.path), specifier))
        .split(sep)
        .join('/');
      const found = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((path) =>
        known.has(path),
      );
      if (found) targets.push(found);
    }
    graph.set(file.path, targets);
  }
  // Tarjan's strongly connected components, iteratively so a deep chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node)!;
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || graph.get(frame.node)!.includes(frame.node))
          circles.push(component.sort());
      }
    }
  }
  return circles;
}
