// The layout's image viewer (the spec's standard layout): any page opens a picture in it at its
// full size (a chat's picture, a review's photo); the layout's ImageViewerHost shows it, one at
// a time.
import { useSyncExternalStore } from 'react';

export interface ViewedImage {
  src: string;
  /** What the picture shows, or who sent it: the viewer's name too. */
  alt: string;
  width: number;
  height: number;
}

let current: ViewedImage | null = null;
const listeners = new Set<() => void>();

function set(next: ViewedImage | null) {
  current = next;
  for (const listener of listeners) listener();
}

export const openImageViewer = (image: ViewedImage): void => set(image);
export const closeImageViewer = (): void => set(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The picture open in the viewer, or null. */
export const useViewedImage = (): ViewedImage | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
