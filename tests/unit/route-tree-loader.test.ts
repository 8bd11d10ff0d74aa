// The build rewrites the generated route tree (scripts/route-tree-loader.mjs); the component
// tests use the tree as generated, so this checks that the router makes the same routes of both.
import { readFileSync } from 'node:fs';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import routeTreeLoader, { compactRouteTree } from '../../scripts/route-tree-loader.mjs';

const generated = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');

/** The routes a tree's source makes, each route file's Route stood in by a bare route. */
function routesOf(source: string) {
  const body = source.replace(/^import [^;]*?from '[^']*'\n/gms, '');
  const js = ts.transpileModule(body, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const imports = [...new Set(body.match(/\b\w+RouteImport\b/g))];
  const stand = imports.map((name) =>
    name === 'rootRouteImport' ? createRootRoute() : createRoute({} as never),
  );
  const exports: { routeTree?: AnyRoute } = {};
  new Function('exports', ...imports, js)(exports, ...stand);
  const router = createRouter({ routeTree: exports.routeTree, history: createMemoryHistory() });
  const routes: AnyRoute[] = Object.values(router.routesById);
  return routes.map((route) => [route.id, route.path, route.fullPath]);
}

describe('route tree loader', () => {
  it('rewrites every children object and the ids equal to their paths', () => {
    const { code, children, unexpected } = compactRouteTree(generated);
    expect(unexpected).toBe(false);
    expect(children).toBe(generated.match(/_addFileChildren\(/g)?.length);
    expect(code).not.toMatch(/RouteChildren(: \w+)? = \{/);
    expect(code).not.toMatch(/\bid: '([^']*)',\s*path: '\1',/);
  });

  it('makes the same routes, in the same order', () => {
    const routes = routesOf(compactRouteTree(generated).code);
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toEqual(routesOf(generated));
  });

  it('leaves a tree of another form as it is, with a warning', () => {
    const warnings: Error[] = [];
    const source = 'const rootRouteChildren = { ...others }';
    const code = routeTreeLoader.call({ emitWarning: (error) => warnings.push(error) }, source);
    expect(code).toBe(source);
    expect(warnings).toHaveLength(1);
  });
});
