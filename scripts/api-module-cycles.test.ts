import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * No cycle between api modules (issue 34). A module reaches another only through its public
 * entry or read model (lint, ADR 0041), but those imports may still go round in a circle: the
 * modules' graph is read from their production files, and every strongly connected part of more
 * than one module is a cycle. What a lower module needs of a higher one is passed in by the
 * composition root (as the catalog's and comparison's parts of listings are), never imported.
 */
const modulesRoot = join(import.meta.dirname, '..', 'apps', 'api', 'src', 'modules');

type ModuleGraph = Map<string, Set<string>>;

const productionFilesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionFilesOf(path);
    // Tests and their kits (`*.test-kit.ts`) build the whole api: not part of the graph.
    return /\.tsx?$/.test(entry.name) && !/\.test(-kit)?\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Which modules each module's production files import (relative imports only). */
function moduleGraph(root: string): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const module of readdirSync(root, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    const targets = new Set<string>();
    for (const file of productionFilesOf(join(root, module.name))) {
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
        const target = relative(root, normalize(join(dirname(file), specifier!)));
        const other = target.split(sep)[0]!;
        if (!target.startsWith('..') && other !== module.name) targets.add(other);
      }
    }
    graph.set(module.name, targets);
  }
  return graph;
}

/** The cycles of a graph: its strongly connected parts of two or more (Tarjan's algorithm). */
function cyclesOf(graph: ModuleGraph): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const part: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      part.push(member);
      if (member === node) break;
    }
    if (part.length > 1) cycles.push(part.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}

const graphOf = (edges: string[]): ModuleGraph => {
  const graph: ModuleGraph = new Map();
  for (const edge of edges) {
    const [from, to] = edge.split(' -> ') as [string, string];
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
    if (!graph.has(to)) graph.set(to, new Set());
  }
  return graph;
};

describe('api modules', () => {
  it('find a planted cycle, and none in a graph without one', () => {
    expect(
      cyclesOf(graphOf(['orders -> carts', 'carts -> listings', 'listings -> orders'])),
    ).toEqual([['carts', 'listings', 'orders']]);
    expect(
      cyclesOf(graphOf(['orders -> carts', 'carts -> listings', 'orders -> listings'])),
    ).toEqual([]);
  });

  it('form no cycle', () => {
    expect(cyclesOf(moduleGraph(modulesRoot))).toEqual([]);
  });
});
