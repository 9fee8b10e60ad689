import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * One way to write a web api call (issue 34): one operation per file in `features/<f>/api/`,
 * exporting its request function, its query options when it is a query, and its hook
 * (`features/listings/api/get-listing.ts`). A file breaks the rule when it is named `*-api.ts`
 * (a bag of operations), or when its requests (calls of `apiRequest`, `apiQuery` or `fetch`) sit
 * in more than one operation. An operation is the outermost function around a call, or the
 * top-level statement when no function encloses it: one operation may choose between endpoints
 * (block or unblock a listing) and still be one, while two hooks, two query options or an object
 * of request functions are several.
 */
const featuresRoot = join(import.meta.dirname, '..', 'apps', 'web', 'src', 'features');

const requestFunctions = new Set(['apiRequest', 'apiQuery', 'fetch']);

/** Why a file under `features/<f>/api/` breaks the rule, or nothing when it keeps it. */
function apiFileProblems(fileName: string, source: string): string[] {
  const problems: string[] = [];
  if (/-api\.tsx?$/.test(fileName)) {
    problems.push('is named *-api.ts: name it after its one operation');
  }
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const operations = new Set<ts.Node>();
  const visit = (node: ts.Node, operation: ts.Node, inFunction: boolean) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      requestFunctions.has(node.expression.text)
    ) {
      operations.add(operation);
    }
    // The outermost function is the operation; functions inside it (a `queryFn`) belong to it.
    const outermost = !inFunction && ts.isFunctionLike(node);
    ts.forEachChild(node, (child) =>
      visit(child, outermost ? node : operation, inFunction || outermost),
    );
  };
  for (const statement of file.statements) visit(statement, statement, false);
  if (operations.size > 1) {
    const lines = [...operations].map(
      (node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
    );
    problems.push(`sends requests from ${operations.size} operations (lines ${lines.join(', ')})`);
  }
  return problems;
}

/** Every production file under `features/<f>/api/`, by feature. */
function apiFilesByFeature(): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const feature of readdirSync(featuresRoot, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const apiDir = join(featuresRoot, feature.name, 'api');
    let names: string[];
    try {
      names = readdirSync(apiDir);
    } catch {
      continue;
    }
    files.set(
      feature.name,
      names.filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)),
    );
  }
  return files;
}

function problemsOfFeature(feature: string, names: string[]): string[] {
  return names.flatMap((name) =>
    apiFileProblems(name, readFileSync(join(featuresRoot, feature, 'api', name), 'utf8')).map(
      (problem) => `${feature}/api/${name} ${problem}`,
    ),
  );
}

describe('web api calls', () => {
  it('are one operation per file, named after it', () => {
    const problems = [...apiFilesByFeature()].flatMap(([feature, names]) =>
      problemsOfFeature(feature, names),
    );
    expect(problems).toEqual([]);
  });

  it('refuse a planted file of two operations, and one named *-api.ts', () => {
    const twoHooks = `
      export function useCampaigns() {
        return useQuery({ queryKey: ['c'], queryFn: () => apiRequest('/advertising/campaigns') });
      }
      export function useCreateCampaign() {
        return useMutation({ mutationFn: (body) => apiRequest('/advertising/campaigns', { method: 'POST', body }) });
      }
    `;
    expect(apiFileProblems('campaigns.ts', twoHooks)).toEqual([
      'sends requests from 2 operations (lines 2, 5)',
    ]);
    const objectOfRequests = `export const api = {
      list: () => apiQuery('/a'),
      remove: (id) => fetch('/a/' + id, { method: 'DELETE' }),
    };`;
    expect(apiFileProblems('a.ts', objectOfRequests)).toEqual([
      'sends requests from 2 operations (lines 2, 3)',
    ]);
    expect(apiFileProblems('listings-api.ts', 'export const a = 1;')).toEqual([
      'is named *-api.ts: name it after its one operation',
    ]);
  });

  it('accept one operation that chooses its endpoint, with its query options and hook', () => {
    const oneOperation = `
      import { apiRequest } from '@/lib/api-client';
      export function setListingBlocked(input) {
        return input.blocked
          ? apiRequest('/admin/products/1/block', { method: 'POST' })
          : apiRequest('/admin/products/1/unblock', { method: 'POST' });
      }
      export const getXQueryOptions = () => queryOptions({ queryFn: () => setListingBlocked(x) });
      export const useSetListingBlocked = () => useMutation({ mutationFn: setListingBlocked, onSuccess: refetch });
    `;
    expect(apiFileProblems('set-listing-blocked.ts', oneOperation)).toEqual([]);
  });
});
