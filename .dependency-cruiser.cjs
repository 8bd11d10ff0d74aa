// Architecture boundaries (see ../shared/architecture.md): dependencies point one way only,
//   src ──► machines ──► openapi (types) ◄── server,   src ──► openapi.
// `npm run boundaries` checks them; `npm test` fails on any error below.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'machines-only-xstate-zod-openapi',
      comment:
        'machines/ holds XState machines and pure rules: it may import xstate, zod, types from ' +
        'openapi/ and its own files only (no React, no DOM, no fetch, no node built-ins).',
      severity: 'error',
      from: { path: '^machines/' },
      to: {
        pathNot: ['^machines/', '^openapi/', '(^|/)node_modules/(xstate|zod)/'],
      },
    },
    {
      name: 'machines-openapi-types-only',
      comment: 'machines/ reads openapi/ for its generated types only (import type).',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^openapi/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'src-not-to-server',
      comment: 'The SPA talks to the server over HTTP only; it never imports server code.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-to-src-or-machines',
      comment: 'The reference server implements the contract on its own: no src/, no machines/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|machines)/' },
    },
    {
      name: 'openapi-imports-nothing-of-the-project',
      comment: 'openapi/ is the contract every side depends on; it depends on no project code.',
      severity: 'error',
      from: { path: '^openapi/' },
      to: { dependencyTypes: ['local'], pathNot: '^openapi/' },
    },
    {
      name: 'no-circular',
      comment: 'Circular runtime dependencies (type-only cycles are harmless and allowed).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-non-package-json',
      comment: 'An npm package that is not declared in package.json.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Keep `import type` edges: the machines/openapi rules above need to see them.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // Assets and styles are the bundler's business, not the architecture's.
    exclude: { path: '\\.(css|svg|png|jpe?g|webp|woff2?)$' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
