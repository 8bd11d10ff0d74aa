import { lazy, Suspense } from 'react';
import { closeImageViewer, useViewedImage } from '../../ui/image-viewer/image-viewer.ts';

// Its dialog loads when the first picture is opened.
const ImageViewer = lazy(() => import('./ImageViewer.tsx'));

/** The layout's image viewer, shown while a picture is open in it. */
export function ImageViewerHost() {
  const image = useViewedImage();
  if (!image) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewer image={image} onClose={closeImageViewer} />
    </Suspense>
  );
}
