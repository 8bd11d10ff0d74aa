import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/rspack';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './src/main.tsx' } },
  html: { template: './src/index.html' },
  server: {
    // One origin in dev too: the SPA calls /api and /images, the reference API answers them.
    proxy: {
      '/api': apiOrigin,
      '/images': apiOrigin,
    },
    historyApiFallback: true,
  },
  tools: {
    rspack: {
      plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true })],
    },
    swc: {
      jsc: {
        experimental: {
          // Without the v5 id generation some messages silently render their raw id.
          plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]],
        },
      },
    },
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
});
