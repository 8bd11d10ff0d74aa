import { Trans } from '@lingui/react/macro';
import { type KeyboardEvent, useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import type { ViewedImages } from '../../ui/image-viewer/image-viewer.ts';
import './image-viewer.css';

/**
 * Pictures at their full size, as large as the screen lets them be, in a modal: Escape, the
 * close button or a tap beside it closes it, and focus goes back to what opened it. A set of
 * them is a slideshow: the buttons or the arrow keys step through it, round at either end.
 */
export default function ImageViewer({
  viewed,
  onClose,
}: {
  viewed: ViewedImages;
  onClose: () => void;
}) {
  const { images } = viewed;
  const [index, setIndex] = useState(viewed.start);
  const image = images[index] ?? images[0];
  if (!image) return null;
  const many = images.length > 1;
  const step = (by: number) => setIndex((at) => (at + by + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };
  const position = index + 1;
  const total = images.length;
  return (
    <Dialog title={image.alt} onClose={onClose} className="image-viewer">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys step a slideshow whose buttons are its keyboard way too */}
      <div className="image-viewer__slides" onKeyDown={onKeyDown}>
        <img
          className="image-viewer__picture"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
        />
        {many && (
          <div className="image-viewer__steps">
            <button type="button" className="button button--ghost" onClick={() => step(-1)}>
              <Trans>ก่อนหน้า</Trans>
            </button>
            <span aria-live="polite">
              {position} / {total}
            </span>
            <button type="button" className="button button--ghost" onClick={() => step(1)}>
              <Trans>ถัดไป</Trans>
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
