import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The part of @babel/core this plugin uses (the package ships no types here). */
interface BabelCore {
  transformAsync(
    code: string,
    options: Record<string, unknown>,
  ): Promise<{ code?: string | null; map?: unknown } | null>;
}

const babel = createRequire(import.meta.url)('@babel/core') as BabelCore;
const macroImport = /@lingui\/(core|react)\/macro/;

/**
 * Vite does not run SWC plugins, so under vitest the Lingui macros are compiled by the
 * Babel macro plugin instead; it generates the same message ids as the SWC plugin.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'storefront:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) {
        return null;
      }
      if (!macroImport.test(code)) return null;
      const result = await babel.transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map as never };
    },
  };
}
