import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

export interface QrCodeProps {
  value: string;
  /** What the code holds, for screen readers (e.g. 'QR kode booking LNT-ABC123'). */
  label: string;
  /** Rendered size in CSS pixels. */
  size?: number;
}

/** A QR code drawn as one SVG path (crisp at any size, prints well, no canvas). */
export function QrCode({ value, label, size = 176 }: QrCodeProps) {
  const { path, count } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const modules = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < modules; row += 1) {
      for (let col = 0; col < modules; col += 1) {
        if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
      }
    }
    return { path: d, count: modules + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-value={value}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', display: 'block' }}
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
