import type { ReactNode } from 'react';

/**
 * Small line icons for the empty and error states, drawn in SVG: emoji and icon fonts
 * render as empty boxes where the font is missing (many Android webviews, headless
 * Chromium), which is how "Pesanan tidak ditemukan" once showed a box.
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A ticket under a magnifier: an order that was looked for and not found. */
export function TicketSearchIcon() {
  return (
    <Icon>
      <path d="M3 7.5V6a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v1.5a1.8 1.8 0 0 0 0 3.5M3 7.5a1.8 1.8 0 0 1 0 3.5V13a1 1 0 0 0 1 1h6" />
      <circle cx="16" cy="15.5" r="3.5" />
      <path d="m18.6 18.1 2.9 2.9" />
    </Icon>
  );
}

/** A seat seen from the side: a departure with no seat left. */
export function SeatIcon() {
  return (
    <Icon>
      <path d="M7 3.5h4a1 1 0 0 1 1 1V12H6.5V4.5a1 1 0 0 1 .5-1zM5 12h12a1.5 1.5 0 0 1 1.5 1.5V16H5zM7 16v4.5M16.5 16v4.5M4 9v5" />
    </Icon>
  );
}
