import { lazy, Suspense } from 'react';
import { closeImageViewer, useViewedImages } from '../../ui/image-viewer/image-viewer.ts';

// Its dialog loads when the first picture is opened.
const ImageViewer = lazy(() => import('./ImageViewer.tsx'));

/** The layout's image viewer, shown while pictures are open in it. */
export function ImageViewerHost() {
  const viewed = useViewedImages();
  if (!viewed) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewer viewed={viewed} onClose={closeImageViewer} />
    </Suspense>
  );
}
