/**
 * The URL query-string builder of spec §7. Undefined and null values are left out;
 * arrays (filter values) are sent as comma-joined strings; booleans as 1/0.
 */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.append(key, value.join(','));
    } else if (typeof value === 'boolean') {
      search.append(key, value ? '1' : '0');
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
