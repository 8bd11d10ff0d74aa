import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/rspack';
import { firstScreenAssets } from './scripts/first-screen-assets.mjs';

/** The server's render of the first screen and what it links (server/http/first-screen.ts). */
const FIRST_SCREEN_DIR = 'build/first-screen';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3001';

export default defineConfig({
  // React stays in the one vendor chunk with the other libraries the first load needs: one
  // file gzips 0.4 kB smaller than two and is one request less; they change together anyway.
  plugins: [pluginReact({ splitChunks: { react: false, router: false } })],
  source: {
    define: {
      // A constant even when unset, so a build without the flag drops the statechart gallery
      // (rsbuild inlines only the PUBLIC_ variables that are set).
      'import.meta.env.PUBLIC_MACHINE_GALLERY': JSON.stringify(
        process.env.PUBLIC_MACHINE_GALLERY ?? '',
      ),
    },
  },
  // 8 hex digits still tell builds apart; the runtime's chunk maps carry one per chunk.
  output: {
    filenameHash: 'contenthash:8',
    minify: {
      // Every target browser runs ES2020; three passes find a little more to fold.
      jsOptions: {
        minimizerOptions: { compress: { ecma: 2020, passes: 3 }, format: { ecma: 2020 } },
      },
    },
  },
  resolve: {
    alias: {
      // React 19 has useSyncExternalStore: the libraries' pre-18 shims are dead weight. The
      // shim's export is React's own (the resolver skips an alias to a prefix of the request,
      // so one to 'use-sync-external-store' left the shim in).
      'use-sync-external-store/shim/with-selector$': 'use-sync-external-store/with-selector',
      'use-sync-external-store/shim$': 'react',
    },
  },
  server: {
    // One origin in dev too: the SPA calls /api and /images, the reference API answers them,
    // and social sign-in's browser routes (/auth, the offline stand-in provider's /stand-in).
    proxy: {
      '/api': apiOrigin,
      '/images': apiOrigin,
      // Shoppers' uploads (profile photos), served by the API.
      '/uploads': apiOrigin,
      '/auth': apiOrigin,
      '/stand-in': apiOrigin,
      // The chat's socket: the dev server passes the upgrade on.
      '/ws': { target: apiOrigin, ws: true },
    },
    historyApiFallback: true,
  },
  tools: {
    rspack: {
      plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true })],
      // Exported names mangled to the shortest ones free in each module rather than stable
      // hashes: 0.9 kB gz less in the first load (the chunks are rebuilt together anyway).
      optimization: { mangleExports: 'size' },
      module: {
        rules: [
          // The generated route tree without what only its types need (1 kB gz of first load).
          { test: /[\\/]src[\\/]routeTree\.gen\.ts$/, loader: './scripts/route-tree-loader.mjs' },
        ],
      },
    },
    swc: {
      // Safari before 16.3 needs one narrow fix (a destructured parameter named like its
      // function expression), not every destructured or rest parameter moved into the body.
      env: { bugfixes: true },
      jsc: {
        experimental: {
          // Without the v5 id generation some messages silently render their raw id.
          plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]],
        },
      },
    },
  },
  environments: {
    // The shop in the browser.
    web: {
      source: { entry: { index: './src/main.tsx' } },
      html: {
        template: './src/index.html',
        // The entry async at the end of the body rather than deferred: a deferred script runs in
        // the task that ends the document's parse, where Chromium also lays the page out for its
        // first paint, and Lighthouse counts that layout as the script's blocking time. At the
        // end of the body, the page it boots on is parsed before it runs.
        inject: 'body',
        tags: [
          (tags) =>
            tags.map((tag) =>
              tag.tag === 'script'
                ? { ...tag, attrs: { ...tag.attrs, defer: false, async: true } }
                : tag,
            ),
        ],
      },
      plugins: [firstScreenAssets(FIRST_SCREEN_DIR)],
      performance: {
        chunkSplit: {
          strategy: 'split-by-experience',
          override: {
            // The gallery's state-paths worker keeps every module it needs in its own file:
            // sharing xstate with the page would split it out of the first load's vendor chunk.
            chunks: (chunk) => chunk.name !== 'state-paths',
            cacheGroups: {
              // Shared UI (the carousel) and machines go to one chunk per set of pages that use
              // them instead of a copy in each page's chunk; below ~8 kB of source (JS and CSS)
              // a copy costs less than the extra request, so the dialog is copied into the
              // popup's chunk rather than fetched as a chunk of its own.
              sharedUi: {
                test: /[\\/](src[\\/]ui|machines)[\\/]/,
                // Not out of the app's own chunk (src/main.tsx), which every page loads first.
                chunks: (chunk) => chunk.name !== 'app' && !chunk.canBeInitial(),
                minChunks: 2,
                minSize: 8000,
                priority: -5,
                reuseExistingChunk: true,
              },
            },
          },
        },
      },
    },
    // The same pages rendered on the server for the first screen (src/first-screen/): one file
    // Node imports, every dynamic import inlined, styles left to the browser's build.
    node: {
      source: { entry: { 'first-screen': './src/first-screen/render-first-screen.tsx' } },
      output: {
        target: 'node',
        distPath: { root: FIRST_SCREEN_DIR },
        filenameHash: false,
        minify: false,
      },
      // js-cookie reads `document`: the server's render reads the request's cookies instead.
      resolve: { alias: { 'js-cookie$': './src/first-screen/request-cookies.ts' } },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      tools: { rspack: { output: { asyncChunks: false } } },
    },
  },
});
