import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { machines } from '../../../machines/index.ts';
import { MachineDetail } from './MachineDetail.tsx';
import { MACHINE_DESCRIPTIONS } from './machine-descriptions.ts';
import './gallery.css';

/**
 * The statechart gallery: every machine of the registry with what it models, and the chosen
 * one drawn (`machine` of the search; the registry's first when there is none).
 */
export function MachineGallery({ machineId }: { machineId: string | undefined }) {
  const { i18n, t } = useLingui();
  const entry = machines.find(({ id }) => id === (machineId ?? machines[0].id));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownId = useRef(entry?.id);
  // Another machine chosen: its heading takes the focus, so a phone's reader (and its
  // screen) land on the chart below the long list rather than stay at the link.
  useEffect(() => {
    if (shownId.current === entry?.id) return;
    shownId.current = entry?.id;
    headingRef.current?.focus();
  }, [entry?.id]);

  return (
    <div className="container machine-gallery">
      <h1>{t`แผนภาพเครื่องสถานะ`}</h1>
      <p>
        {t`เครื่องสถานะทุกตัวของหน้าร้าน วาดจากโค้ดในเครื่องนี้ ไม่เรียกบริการภายนอก เลือกสถานะเพื่อดูเส้นทางเหตุการณ์ที่สั้นที่สุดที่ไปถึงสถานะนั้น แล้วเดินทีละขั้น`}
      </p>
      <div className="machine-gallery__layout">
        <nav className="machine-gallery__list" aria-label={t`เครื่องสถานะทั้งหมด`}>
          <ul>
            {machines.map(({ id }) => (
              <li key={id} className={id === entry?.id ? 'is-current' : undefined}>
                <Link
                  to="/dev/machines"
                  search={{ machine: id }}
                  aria-current={id === entry?.id ? 'page' : undefined}
                >
                  <code>{id}</code>
                </Link>
                <p>{i18n._(MACHINE_DESCRIPTIONS[id])}</p>
              </li>
            ))}
          </ul>
        </nav>
        {entry ? (
          <MachineDetail key={entry.id} entry={entry} headingRef={headingRef} />
        ) : (
          <p className="machine-gallery__missing" role="alert">
            {t`ไม่มีเครื่องสถานะชื่อ ${machineId} ในรายการ`}
          </p>
        )}
      </div>
    </div>
  );
}
