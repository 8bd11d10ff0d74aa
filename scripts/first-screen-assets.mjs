// Build-time rsbuild plugin of the browser's build (rsbuild.config.ts): writes which files the
// app's chunk and each route's own chunks are, so the server links a page's styles and scripts
// (server/http/first-screen.ts). Styles must be there before the page paints, or the server's
// HTML would show unstyled; scripts are fetched beside the app's instead of after it. Per route
// id, from the route tree the router plugin generates and the chunk groups of each route file's
// split imports (`?tsr-split=…`); routes without a chunk of their own (rendered from the app's
// chunk) have no entry.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROUTE_IMPORT = /import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g;
// The tree's declaration of each route: its full id, then the module it comes from.
const ROUTE_ID =
  /id: '([^']+)'\s+path: '[^']*'\s+fullPath: '[^']*'\s+preLoaderRoute: typeof (\w+)/g;
const SPLIT = /\?tsr-split=/;
const APP_CHUNK = 'app';

/** Route id → route file (relative to src/, without extension), from the generated tree. */
export function routeFilesOf(routeTree) {
  const files = new Map();
  for (const [, name, file] of routeTree.matchAll(ROUTE_IMPORT)) files.set(name, file);
  const byId = {};
  for (const [, id, name] of routeTree.matchAll(ROUTE_ID)) {
    if (files.has(name)) byId[id] = files.get(name);
  }
  return byId;
}

const withoutExtension = (path) => path.replace(/\.[jt]sx?$/, '');

/** Adds the css and js files of a chunk group's chunks to `found`. */
function addFilesOf(group, found) {
  for (const chunk of group.chunks) {
    for (const name of chunk.files) {
      if (name.endsWith('.css')) found.css.add(`/${name}`);
      else if (name.endsWith('.js')) found.js.add(`/${name}`);
    }
  }
  return found;
}

const noFiles = () => ({ css: new Set(), js: new Set() });
const listed = ({ css, js }) => ({ css: [...css], js: [...js] });

/** Route file → the files of the chunk groups its split imports load (css, js). */
function splitFilesOf(compilation, srcDir) {
  const byFile = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const importer = origin.module?.resource;
      if (!importer || !SPLIT.test(origin.request ?? '')) continue;
      const file = withoutExtension(relative(srcDir, importer.replace(/\?.*$/, '')));
      byFile.set(file, addFilesOf(group, byFile.get(file) ?? noFiles()));
    }
  }
  return byFile;
}

/** The app's chunk group, which the entry imports as "app" (src/main.tsx). */
function appFilesOf(compilation) {
  const group = compilation.chunkGroups.find((candidate) => candidate.name === APP_CHUNK);
  if (!group) throw new Error(`first-screen-assets: no chunk group named "${APP_CHUNK}"`);
  return listed(addFilesOf(group, noFiles()));
}

/** @param {string} outDir where the server's first-screen bundle goes */
export function firstScreenAssets(outDir) {
  return {
    name: 'first-screen-assets',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins.push({
          apply(compiler) {
            compiler.hooks.afterEmit.tap('first-screen-assets', (compilation) => {
              const root = api.context.rootPath;
              const srcDir = join(root, 'src');
              const routeTree = readFileSync(join(srcDir, 'routeTree.gen.ts'), 'utf8');
              const splits = splitFilesOf(compilation, srcDir);
              const routes = {};
              for (const [id, file] of Object.entries(routeFilesOf(routeTree))) {
                const found = splits.get(file);
                if (found) routes[id] = listed(found);
              }
              const dir = resolve(root, outDir);
              mkdirSync(dir, { recursive: true });
              writeFileSync(
                join(dir, 'route-assets.json'),
                JSON.stringify({ app: appFilesOf(compilation), routes }, null, 1),
              );
            });
          },
        });
      });
    },
  };
}
