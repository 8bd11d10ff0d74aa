// Renders seed images on demand and keeps them on disk, so each is drawn once per template
// change. Cache file names carry a hash of the SVG and encoder settings: a changed template
// never serves a stale file.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { draw } from '../drawing/image-process.ts';
import { seedCatalogue } from '../seed/data/index.ts';
import { type ImageSpec, imageSpecs } from './specs.ts';
import { svgFor } from './templates.ts';

export interface RenderedImage {
  body: Buffer;
  contentType: string;
}

const WEBP = { quality: 80, effort: 4 } as const;

let specs: Map<string, ImageSpec> | undefined;
const inFlight = new Map<string, Promise<RenderedImage>>();

/**
 * sharp's version, read from its package without loading it (it draws in the image process;
 * its exports do not include package.json).
 */
const SHARP_VERSION: string = JSON.parse(
  readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('sharp')), '..', 'package.json'),
    'utf8',
  ),
).version;

async function encode(svg: string, isSvg: boolean): Promise<Buffer> {
  return isSvg ? Buffer.from(svg) : draw('svgToWebp', svg, WEBP);
}

async function readOrRender(file: string, svg: string, isSvg: boolean): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const body = await encode(svg, isSvg);
  await mkdir(dirname(file), { recursive: true });
  // Write then rename: a concurrent reader (another process) never sees half a file.
  const tmp = `${file}.${randomUUID()}.tmp`;
  await writeFile(tmp, body);
  await rename(tmp, file);
  return body;
}

/**
 * The image of a seed path such as `/images/product/longan-blossom-honey-1.webp`, rendered
 * at its declared size and cached under `cacheDir` (e.g. `data/images`); null for any path
 * the seed does not declare.
 */
export async function renderImage(path: string, cacheDir: string): Promise<RenderedImage | null> {
  specs ??= imageSpecs(seedCatalogue);
  const spec = specs.get(path);
  if (!spec) return null;
  const isSvg = path.endsWith('.svg');
  const contentType = isSvg ? 'image/svg+xml' : 'image/webp';
  const svg = svgFor(spec);
  const hash = createHash('sha256')
    .update(`${SHARP_VERSION}\0${JSON.stringify(WEBP)}\0${svg}`)
    .digest('hex')
    .slice(0, 12);
  const relative = path.replace(/^\/images\//, '').replace(/\.(webp|svg)$/, `.${hash}.$1`);
  const file = join(cacheDir, relative);
  let pending = inFlight.get(file);
  if (!pending) {
    pending = readOrRender(file, svg, isSvg)
      .then((body) => ({ body, contentType }))
      .finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
  }
  return pending;
}
