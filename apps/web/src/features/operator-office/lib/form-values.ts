/**
 * What a form field holds, turned into what the API takes. Anything that does not parse
 * is sent as typed, so the server's validation names the problem in its own words.
 */

/** '25.000' or '25000' -> 25000; '' -> undefined (the server's default, or its "wajib"). */
export function numberField(text: string): number | string | undefined {
  const value = text.trim().replace(/(\d)[.\s](?=\d{3}\b)/g, '$1');
  if (value === '') return undefined;
  return /^-?\d+$/.test(value) ? Number(value) : value;
}

/** Optional numbers (a maximum discount): empty is null. */
export function optionalNumberField(text: string): number | string | null {
  return numberField(text) ?? null;
}

/** 'LEBARAN25, HEMAT10' -> ['LEBARAN25', 'HEMAT10']. */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** One item per line, blank lines dropped (a card's terms). */
export function lineList(text: string): string[] {
  return text
    .split('\n')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Optional text (a link, a code): empty is null. */
export function optionalText(text: string): string | null {
  const value = text.trim();
  return value === '' ? null : value;
}
