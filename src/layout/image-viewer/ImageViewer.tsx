import { Dialog } from '../../ui/Dialog.tsx';
import type { ViewedImage } from '../../ui/image-viewer/image-viewer.ts';
import './image-viewer.css';

/**
 * A picture at its full size, as large as the screen lets it be, in a modal: Escape, the close
 * button or a tap beside it closes it, and focus goes back to what opened it.
 */
export default function ImageViewer({
  image,
  onClose,
}: {
  image: ViewedImage;
  onClose: () => void;
}) {
  return (
    <Dialog title={image.alt} onClose={onClose} className="image-viewer">
      <img
        className="image-viewer__picture"
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
      />
    </Dialog>
  );
}
