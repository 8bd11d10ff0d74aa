import { useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { MachineGallery } from './MachineGallery.tsx';

/** /dev/machines: the gallery's page, loaded only where the gallery is enabled. */
export function GalleryPage() {
  const { t } = useLingui();
  useDocumentTitle(t`แผนภาพเครื่องสถานะ`);
  // useSearch, not getRouteApi: the route API's class would join the first load's router code.
  return <MachineGallery machineId={useSearch({ from: '/dev/machines' }).machine} />;
}
