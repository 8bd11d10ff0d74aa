// Architecture boundaries (README, "Architecture"): dependencies point one way only,
//   src ──► machines ──► openapi (types) ◄── server,   src ──► openapi;
// inside src/ and server/, their layers (the src-* and server-* rules below); no cycles.
// `npm run boundaries` checks them; `npm test` fails on any error below.

/**
 * Files of src/routing/ that sit in the lib layer: the route params' check functions (pure),
 * the router's context (types), and the router's own type (imported type-only, see
 * src-router-types-only-below-routes).
 */
const LIB_FILES = '^src/routing/(route-params|router-context|router)\\.ts$';

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
    // The SPA's layers, lowest first (README, "The SPA's layers"):
    //   lib (api, attribution, format, i18n, analytics, session, cart, flows, app/machine-actor)
    //   ──► ui ──► features/<feature> ──► layout ──► routes, routing, app/App, main
    {
      name: 'src-lib-imports-no-view-layer',
      comment:
        'The lib layer (api, attribution, format, i18n, analytics, session, cart, chat, flows, ' +
        'app/machine-actor) imports no ui, feature, layout or route.',
      severity: 'error',
      from: {
        path: '^src/(api|attribution|format|i18n|analytics|session|cart|chat|flows)/|^src/app/machine-actor|^src/routing/(route-params|router-context)',
      },
      to: { path: '^src/(ui|features|layout|routes|routing)/|^src/app/App', pathNot: LIB_FILES },
    },
    {
      name: 'src-ui-imports-lib-only',
      comment:
        'src/ui/ is the kit the features and the layout build on: it imports no feature, layout or route.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/(features|layout|routes|routing)/|^src/app/App', pathNot: LIB_FILES },
    },
    {
      name: 'src-features-below-layout',
      comment: 'A feature imports the lib layer and ui, never the layout or the routes.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/(layout|routes|routing)/|^src/app/App', pathNot: LIB_FILES },
    },
    {
      name: 'src-feature-not-to-another-feature',
      comment: 'A feature imports no other feature: what two need lives in the lib layer or ui.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'src-layout-below-routes',
      comment: 'The layout imports features, ui and the lib layer, never the routes.',
      severity: 'error',
      from: { path: '^src/layout/' },
      to: { path: '^src/(routes|routing)/|^src/app/App', pathNot: LIB_FILES },
    },
    {
      name: 'src-router-types-only-below-routes',
      comment:
        'Below the routes, the router is known by its types only (AppRouter, RouterContext): ' +
        'the router itself is made in app/make-app.tsx (whose modules app/start-app.tsx ' +
        "evaluates in steps), and in the server's first screen.",
      severity: 'error',
      from: {
        path: '^src/',
        pathNot:
          '^src/(routes|routing)/|^src/app/(start|make)-app\\.tsx$|^src/app/App|^src/first-screen/render-first-screen\\.tsx$',
      },
      to: { path: '^src/routing/router\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'src-flows-wire-the-machines',
      comment:
        "A machine's actors are wired to the app in one place, its flow file src/flows/<flow>.ts " +
        '(README, "Adding a flow"): elsewhere in src/ a machine\'s *.actors.ts gives types only.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/flows/' },
      to: { path: '^machines/.+\\.actors\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    // The server's layers (README, "The server's layers"):
    //   server/*.ts (app, main, config, operations: the composition root)
    //     ──► features/<feature>/ ──► features/shared/
    //     ──► http/ ──► contract/, db/          uploads/, contract/, db/ import no other layer
    //   seed/ (the seed and its CLI) ──► features (their rules), db/;  images/ ──► seed/data/
    {
      name: 'server-http-imports-no-feature',
      comment:
        'server/http/ is the HTTP layer: app wiring, handler types, culture, errors, messages, ' +
        'headers, the SPA. It imports contract/ and db/ only: never a feature, the seed, ' +
        'uploads, images or the composition root. Features plug into it through its types ' +
        '(Handlers<Services>, Authenticator), and server/app.ts does the plugging.',
      severity: 'error',
      from: { path: '^server/http/' },
      to: { path: '^server/', pathNot: '^server/(http|contract|db)/' },
    },
    {
      name: 'server-feature-not-to-another-feature',
      comment:
        'A feature (server/features/<feature>/) imports no other feature; what two features ' +
        'share lives in server/features/shared/. Orders alone build on the cart (a checkout ' +
        'is the cart read, priced and emptied by its own rules), never the other way.',
      severity: 'error',
      from: { path: '^server/features/([^/]+)/', pathNot: '^server/features/(shared|orders)/' },
      to: { path: '^server/features/', pathNot: '^server/features/($1|shared)/' },
    },
    {
      name: 'server-orders-build-on-the-cart-only',
      comment: 'Orders may import the cart feature, and no other feature.',
      severity: 'error',
      from: { path: '^server/features/orders/' },
      to: { path: '^server/features/', pathNot: '^server/features/(orders|cart|shared)/' },
    },
    {
      name: 'server-shared-imports-no-feature',
      comment: 'server/features/shared/ is below every feature: it imports none of them.',
      severity: 'error',
      from: { path: '^server/features/shared/' },
      to: { path: '^server/features/', pathNot: '^server/features/shared/' },
    },
    {
      name: 'server-features-use-lower-layers-only',
      comment:
        'Features use http/, contract/, db/, uploads/ and drawing/ (and features/shared/); never the ' +
        'seed, images or the composition root (server/*.ts).',
      severity: 'error',
      from: { path: '^server/features/' },
      to: { path: '^server/', pathNot: '^server/(features|http|contract|db|uploads|drawing)/' },
    },
    {
      name: 'server-bottom-layers-import-no-other-layer',
      comment:
        'server/contract/ (the contract loaded), server/db/ (schema, client, migrations), ' +
        'server/uploads/ (the file store) and server/drawing/ (sharp, in a process of its own) ' +
        'import nothing of the server but their own folder.',
      severity: 'error',
      from: { path: '^server/(contract|db|uploads|drawing)/' },
      to: { path: '^server/', pathNot: '^server/$1/' },
    },
    {
      name: 'server-root-is-the-top',
      comment:
        'server/*.ts (app, main, config, operations) is the composition root: nothing below ' +
        "imports it, except the seed's command line reading the configuration.",
      severity: 'error',
      from: { path: '^server/[^/]+/', pathNot: '^server/seed/cli\\.ts$' },
      to: { path: '^server/[^/]+\\.ts$' },
    },
    {
      name: 'server-draws-in-the-image-process',
      comment:
        'sharp is loaded by the image process only (server/drawing/drawings.ts): loaded in the ' +
        "server, libvips' memory would be the server's for good (image-process.ts).",
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/drawing/drawings\\.ts$' },
      to: { path: '(^|/)node_modules/sharp/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'No circular dependencies anywhere, type-only ones included.',
      severity: 'error',
      from: {},
      to: { circular: true },
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
