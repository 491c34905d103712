import { useState } from 'react';
import styles from './brand.module.css';

/**
 * Colours a white initial reads on (contrast 4.5:1 or more), chosen by the operator's
 * code so an operator keeps its colour on every page and every visit.
 */
const MARK_COLOURS = [
  '#1646a8',
  '#b42318',
  '#0f766e',
  '#6d28d9',
  '#b45309',
  '#15803d',
  '#be185d',
  '#334155',
  '#9a3412',
  '#0369a1',
  '#7c2d12',
  '#4338ca',
] as const;

export function markColour(code: string): string {
  let hash = 0;
  for (const char of code.toUpperCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return MARK_COLOURS[hash % MARK_COLOURS.length]!;
}

/** 'Xpress Trans Priangan' -> 'XT'; one word -> its first two letters; nothing -> the code's. */
export function initialsOf(name: string, code = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
  const word = words[0] ?? code;
  return word.slice(0, 2).toUpperCase() || '?';
}

/**
 * The operator's mark: its logo (operator_logo / logo_url of the catalogue), or, when
 * there is none or it fails to load, its initials on its colour, so a row never shows a
 * broken image and rows stay aligned. Decorative: the name is always written beside it.
 */
export function OperatorLogo({
  name,
  code,
  logo,
  size = 40,
}: {
  name: string;
  code: string;
  logo: string | null | undefined;
  size?: number;
}) {
  // Remember which address failed: a new logo (another operator in a reused row) is tried.
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: size, height: size };
  if (logo && failed !== logo) {
    return (
      <img
        className={styles.operatorLogo}
        style={box}
        src={logo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        data-operator-logo={code}
        onError={() => setFailed(logo)}
      />
    );
  }
  return (
    <span
      className={styles.operatorInitials}
      style={{ ...box, background: markColour(code || name), fontSize: Math.round(size * 0.38) }}
      aria-hidden="true"
      data-operator-initials={code}
    >
      {initialsOf(name, code)}
    </span>
  );
}
