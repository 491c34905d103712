import { useState } from 'react';
import styles from './brand.module.css';

type MethodGroup = 'va' | 'ewallet' | 'qris' | 'retail';

/**
 * Each group's glyph (24 x 24, stroked): a bank for virtual accounts, a wallet for
 * e-wallets, a QR code for QRIS, a shop front for retail counters. Simple drawn marks
 * with the brand's name in text beside them: recognisable, and no one's artwork copied.
 */
function GroupGlyph({ group }: { group: MethodGroup }) {
  switch (group) {
    case 'va':
      return <path d="M3 9.5 12 4l9 5.5M5 11v7M9.7 11v7M14.3 11v7M19 11v7M3 20h18" />;
    case 'ewallet':
      return (
        <>
          <rect x="3" y="7" width="18" height="13" rx="2.5" />
          <path d="M6 7l9-3.5 1.3 3.5M21 11.5h-4.5a2 2 0 0 0 0 4H21" />
        </>
      );
    case 'qris':
      return (
        <>
          <rect x="3.5" y="3.5" width="6.5" height="6.5" rx="1" />
          <rect x="14" y="3.5" width="6.5" height="6.5" rx="1" />
          <rect x="3.5" y="14" width="6.5" height="6.5" rx="1" />
          <path d="M14 14h2.5v2.5H14zM18 18h2.5v2.5H18zM14 19h1.5M19 14h1.5" />
        </>
      );
    case 'retail':
      return (
        <path d="M4 9.5 5.5 4h13L20 9.5M4 9.5h16M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5 12v8h14v-8M10 20v-5h4v5" />
      );
  }
}

/** The brands the demo catalogue sells, with the colour their name is written in. */
const BRANDS: Record<string, { label: string; colour: string }> = {
  BCA_VA: { label: 'BCA', colour: '#0b4ea2' },
  BNI_VA: { label: 'BNI', colour: '#c2410c' },
  BRI_VA: { label: 'BRI', colour: '#00529c' },
  MANDIRI_VA: { label: 'Mandiri', colour: '#003d79' },
  PERMATA_VA: { label: 'Permata', colour: '#c8102e' },
  GOPAY: { label: 'GoPay', colour: '#00880f' },
  OVO: { label: 'OVO', colour: '#4c3494' },
  DANA: { label: 'DANA', colour: '#0e6fc1' },
  SHOPEEPAY: { label: 'ShopeePay', colour: '#c2410c' },
  QRIS: { label: 'QRIS', colour: '#222222' },
  ALFAMART: { label: 'Alfamart', colour: '#c4161c' },
  INDOMARET: { label: 'Indomaret', colour: '#0b5db5' },
};

/** A method the list does not know: its own name, without the group's words. */
function brandOf(code: string, name: string): { label: string; colour: string } {
  return (
    BRANDS[code.toUpperCase()] ?? {
      label: name.replace(/\s*Virtual Account$/i, '').trim() || code,
      colour: '#374151',
    }
  );
}

/** The badge drawn in the page: nothing to download, so it is there even offline. */
function DrawnBadge({ code, name, group }: { code: string; name: string; group: MethodGroup }) {
  const brand = brandOf(code, name);
  // Long names are fitted into the badge rather than clipped.
  const long = brand.label.length > 7;
  return (
    <svg
      className={styles.paymentBadge}
      viewBox="0 0 112 40"
      width="84"
      height="30"
      aria-hidden="true"
      data-payment-badge={code}
    >
      <rect x="0.5" y="0.5" width="111" height="39" rx="6" fill="#fff" stroke="#d5dae1" />
      <g
        transform="translate(8 8)"
        fill="none"
        stroke={brand.colour}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <GroupGlyph group={group} />
      </g>
      <text
        x="70"
        y="25"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, 'DejaVu Sans', sans-serif"
        fontSize="14"
        fontWeight="700"
        fill={brand.colour}
        {...(long ? { textLength: 70, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {brand.label}
      </text>
    </svg>
  );
}

/**
 * A payment method's badge beside its name: the catalogue's logo when it has one, else
 * (or when it fails to load) the same badge drawn inline. Decorative: the method's name
 * is written next to it.
 */
export function PaymentBadge({
  code,
  name,
  group,
  logo,
}: {
  code: string;
  name: string;
  group: MethodGroup;
  logo: string | null | undefined;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (logo && failed !== logo)
    return (
      <img
        className={styles.paymentBadge}
        src={logo}
        alt=""
        width={84}
        height={30}
        decoding="async"
        data-payment-badge={code}
        onError={() => setFailed(logo)}
      />
    );
  return <DrawnBadge code={code} name={name} group={group} />;
}
