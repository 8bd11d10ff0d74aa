import { create } from 'qrcode';
import { useMemo } from 'react';
import './promptpay-qr.css';

/** Light modules around the code, as the QR standard asks for it to scan reliably. */
const QUIET_ZONE = 4;

/**
 * A QR code of `payload` (a PromptPay EMVCo payload) drawn as one SVG path of its dark
 * modules: no canvas, crisp at any size. `label` names it for screen readers.
 */
export function PromptPayQr({ payload, label }: { payload: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(payload, { errorCorrectionLevel: 'M' });
    let dark = '';
    for (let row = 0; row < modules.size; row++)
      for (let column = 0; column < modules.size; column++)
        if (modules.get(row, column)) dark += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    return { size: modules.size + QUIET_ZONE * 2, path: dark };
  }, [payload]);
  return (
    <svg
      className="promptpay-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
