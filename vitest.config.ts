import { availableParallelism } from 'node:os';
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './vitest.lingui-macro.ts';

export default defineConfig({
  plugins: [linguiMacro()],
  test: {
    // A worker per core: vitest's default leaves one core to its own process, which mostly
    // waits, and on 2 cores that ran the files one at a time (the run took 40% longer).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Machines, rules and tools: no file leaves state behind (a spy is restored), so a
          // worker's files share their modules, xstate and fast-check loaded once (62 s to 46 s).
          isolate: false,
          include: [
            'tests/machines/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/dev/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.{ts,tsx}'],
          // Databases made once per run, which each file copies (support/templates.ts).
          // The catalogs too: the first screen's test draws pages in both languages.
          globalSetup: [
            'tests/server/support/global-setup.ts',
            'tests/components/setup/compile-catalogs.ts',
          ],
          // A worker's files share their modules: the server, its contract compiled by Ajv
          // and PGlite are loaded once a worker instead of once a file, which took the
          // server tests from 142 s to 87 s. Each file has a database of its own, and the
          // server's caches are per database; a file leaves no other state behind (a spy or
          // mock is restored in its afterAll, process.env is left as it was).
          isolate: false,
        },
      },
      {
        extends: true,
        // Keeps src/routeTree.gen.ts current when routes change between builds.
        plugins: [tanstackRouterGenerator({ target: 'react' })],
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.{ts,tsx}', 'tests/dev/**/*.test.tsx'],
          globalSetup: ['tests/components/setup/compile-catalogs.ts'],
          setupFiles: ['tests/components/setup/each-file.ts'],
          // Room for each-file.ts's 5 s wait on a screen (a cold lazy chunk) within one test.
          testTimeout: 15_000,
          // Isolated, unlike the other projects: the app's handles (the cart's, the session's)
          // live as long as a page, and a file's would go on into the next file's in a shared
          // worker (shared, this project took 26 s instead of 50, and a file saw the one before
          // report its member).
        },
      },
    ],
  },
});
