import { canReloadAfterChunkError } from '../../machines/layout/layout-rules.ts';

export const CHUNK_RELOAD_KEY = 'chunk_reload_at';

/** A script or style chunk that failed to download, typically after a new deployment. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /loading (css )?chunk .+ failed|failed to fetch dynamically imported module|importing a module script failed/i.test(
      error.message,
    )
  );
}

function lastReloadAt(): number | null {
  try {
    const value = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Claims the right to reload after a chunk error: once, then not again within a minute, so a
 * broken deployment cannot reload in a loop. Records the time when it says yes.
 */
export function claimChunkReload(now = Date.now()): boolean {
  if (!canReloadAfterChunkError(lastReloadAt(), now)) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  return true;
}
