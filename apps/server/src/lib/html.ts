/**
 * Escapes text for HTML element content and quoted attribute values, for the few pages
 * the server renders itself (development tools). Every value that did not come from
 * this source file goes through it.
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
