import styles from './brand.module.css';

/**
 * Line icons (24 x 24, stroked in the text colour) for the catalogue's facility codes
 * (spec §3 "Facility icons": mineral-water, ac, baggage, and the others the catalogue
 * has). Inline SVG, never an icon font: a font glyph shows as a box where the font is
 * missing (many Android webviews, and the test browser).
 */
const FACILITY_PATHS: Record<string, string> = {
  // A bottle.
  'mineral-water':
    'M10 2.5h4M10.5 2.5v3L8.5 8.5v11a2 2 0 0 0 2 2h3a2 2 0 0 0 2-2v-11l-2-3v-3M8.5 12h7M8.5 16h7',
  // A snowflake.
  ac: 'M12 2.5v19M3.8 7.25l16.4 9.5M3.8 16.75l16.4-9.5M9.5 4l2.5 2 2.5-2M9.5 20l2.5-2 2.5 2M4 10.6l3.2-.6-1-3.1M20 13.4l-3.2.6 1 3.1M4 13.4l3.2.6-1 3.1M20 10.6l-3.2-.6 1-3.1',
  // A suitcase on wheels.
  baggage:
    'M9 6.5V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2.5M6.5 6.5h11a1.5 1.5 0 0 1 1.5 1.5v10a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 18V8a1.5 1.5 0 0 1 1.5-1.5zM9.5 9.5v7M14.5 9.5v7M8 19.5v1.5M16 19.5v1.5',
  // Three arcs and a dot.
  wifi: 'M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.7 16a5 5 0 0 1 6.6 0M12 19.5h.01',
  // A plug.
  'usb-charger': 'M9 2.5v4M15 2.5v4M6.5 6.5h11v4a5.5 5.5 0 0 1-11 0v-4zM12 16v5.5',
  // A cookie.
  snack:
    'M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.5-3A3 3 0 0 1 15 5.5 3 3 0 0 1 12 3zM8.5 10.5h.01M10 15.5h.01M14.5 14h.01',
  // A toilet seen from the side.
  toilet: 'M6 3.5h5v8H6zM4 11.5h16a8 8 0 0 1-8 8H10a6 6 0 0 1-6-6v-2zM9 19.5 8 21.5h8l-1-2',
  // A folded blanket.
  blanket: 'M4 6.5h16v11H4zM4 10.5h16M4 14h16M17 17.5v3l-2-1.2-2 1.2v-3',
  // A plate with a fork and knife.
  meal: 'M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM3 3.5v6a2 2 0 0 0 2 2v9M5 3.5v5M21 3.5c-1.7 1-2.5 3-2.5 6h2.5v11',
};

/** A plain check for a facility the list has no drawing for (never nothing, never a box). */
const FALLBACK_PATH = 'M5 12.5l4.5 4.5L19 7.5';

export function FacilityIcon({ code, size = 16 }: { code: string; size?: number }) {
  return (
    <svg
      className={styles.facilityIcon}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-facility-icon={code}
    >
      <path d={FACILITY_PATHS[code] ?? FALLBACK_PATH} />
    </svg>
  );
}
