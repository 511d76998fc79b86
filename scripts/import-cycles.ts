import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import cycles among our modules, type imports included: ESLint's import-x/no-cycle passes over
 * `import type`, yet a cycle of types is still two modules that cannot be understood or moved apart.
 * `node scripts/import-cycles.ts` lists each cycle and fails when there is one (part of `npm run lint`).
 */

const ROOTS = ['server', 'common', 'web'];
const EXTENSIONS = ['.ts', '.tsx'];

/** Every TypeScript file below the roots. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return EXTENSIONS.includes(path.extname(name)) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The files a module imports or re-exports, static, dynamic or type only; packages left out. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .flatMap((target) => [target, ...EXTENSIONS.map((extension) => target + extension)].find(isFile) ?? []);
}

const isFile = (candidate: string) => existsSync(candidate) && statSync(candidate).isFile();

/**
 * The strongly connected groups of more than one module (or a module importing itself), by Tarjan's
 * algorithm: each group holds at least one cycle.
 */
export function cyclicGroups(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowest.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(node, Math.min(lowest.get(node)!, index.get(next)!));
    }
    if (lowest.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1 || graph.get(node)?.includes(node)) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** One cycle through a group's first module, as the path of imports that closes it. */
export function cycleThrough(graph: ReadonlyMap<string, readonly string[]>, group: readonly string[]): string[] {
  const members = new Set(group);
  const start = group[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const cycle = [node];
        while (cycle[0] !== start) cycle.unshift(cameFrom.get(cycle[0]!)!);
        return [...cycle, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

if (import.meta.main) {
  const root = process.cwd();
  const graph = new Map(
    ROOTS.flatMap((directory) => sourceFiles(path.join(root, directory))).map((file) => [
      path.relative(root, file),
      importsOf(file).map((target) => path.relative(root, target)),
    ]),
  );
  const groups = cyclicGroups(graph);
  for (const group of groups) {
    const cycle = cycleThrough(graph, group);
    const others = group.filter((file) => !cycle.includes(file));
    console.error(`Import cycle: ${cycle.join(' > ')}${others.length ? ` (and through ${others.join(', ')})` : ''}`);
  }
  if (groups.length > 0) {
    console.error(
      `${groups.length} group(s) of modules import each other; move what they share into a module of its own.`,
    );
    process.exitCode = 1;
  }
}
