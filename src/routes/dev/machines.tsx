import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { INVALID_PARAMS } from '../../routing/route-params.ts';

/**
 * The statechart gallery is on in development builds, and in a production build made with
 * PUBLIC_MACHINE_GALLERY=true; anywhere else /dev/machines is the 404 page.
 */
const GALLERY_ENABLED =
  process.env.NODE_ENV !== 'production' || import.meta.env.PUBLIC_MACHINE_GALLERY === 'true';

// The imports sit inside branches on the constant, so that a build without the gallery drops
// them and the gallery's chunks (elkjs, the machines' paths, its messages). The bundler sees
// the branch as dead only if the flag is a constant even when unset: rsbuild.config.ts
// defines it (source.define).
const loadMessages = GALLERY_ENABLED
  ? () => import('../../dev/dev-catalog.ts').then((catalog) => catalog.loadDevCatalog())
  : undefined;
const GalleryPage = GALLERY_ENABLED
  ? lazyRouteComponent(() => import('../../dev/gallery/GalleryPage.tsx'), 'GalleryPage')
  : () => null;

interface GallerySearch {
  /** A machine id of the registry; the gallery says so when there is none by that name. */
  machine?: string | undefined;
}

/**
 * Checked by shape only: the registry is in the gallery's chunk, not in the first load. A
 * malformed name is returned as undefined, not left out: the router keeps unvalidated keys.
 */
function parseGallerySearch(raw: Record<string, unknown>): GallerySearch {
  const { machine } = raw;
  const valid = typeof machine === 'string' && /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(machine);
  return { machine: valid ? machine : undefined };
}

export const Route = createFileRoute('/dev/machines')({
  validateSearch: parseGallerySearch,
  beforeLoad: () => {
    if (!GALLERY_ENABLED) throw notFound({ data: INVALID_PARAMS });
  },
  loader: loadMessages,
  component: GalleryPage,
  // The branches above are the split: the plugin's own would move them into a chunk that
  // every build keeps.
  codeSplitGroupings: [],
});
