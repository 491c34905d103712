/**
 * Base64 decode of an id (spec §7 "Helpers"): links from the apps and older e-mails carry
 * ids base64-encoded, newer ones plainly; `TTX...` ids (transactions) are always plain.
 * A value is decoded only when it is well-formed base64 (standard or URL-safe) and what
 * comes out is an id of the expected shape (`accept`); anything else is the id as written,
 * so a plain id never turns into garbage.
 */
export function decodeId(value: string, accept: RegExp = /^[\x20-\x7E]+$/): string {
  if (value.startsWith('TTX')) return value;
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.replace(/=+$/, '').length % 4 === 1)
    return value;
  try {
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return accept.test(decoded) ? decoded : value;
  } catch {
    return value;
  }
}
