import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './vitest.lingui-macro.ts';

export default defineConfig({
  plugins: [linguiMacro()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/machines/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/server/**/*.test.{ts,tsx}',
            'tests/dev/**/*.test.ts',
          ],
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
        },
      },
    ],
  },
});
