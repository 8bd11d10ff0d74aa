// The layout's image viewer (the spec's standard layout): any page opens a picture in it at its
// full size (a chat's picture), or a set of them to step through (a review's photos); the
// layout's ImageViewerHost shows it, one viewer at a time.
import { useSyncExternalStore } from 'react';

export interface ViewedImage {
  src: string;
  /** What the picture shows, or who sent it: the viewer's name too. */
  alt: string;
  width: number;
  height: number;
}

/** The pictures open in the viewer, and the one shown first. */
export interface ViewedImages {
  images: readonly ViewedImage[];
  start: number;
}

let current: ViewedImages | null = null;
const listeners = new Set<() => void>();

function set(next: ViewedImages | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens one picture, or a set of them at `start`. */
export const openImageViewer = (images: ViewedImage | readonly ViewedImage[], start = 0): void =>
  set({ images: 'src' in images ? [images] : images, start });
export const closeImageViewer = (): void => set(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The pictures open in the viewer, or null. */
export const useViewedImages = (): ViewedImages | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
