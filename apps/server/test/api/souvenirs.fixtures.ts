import { expect } from 'vitest';
import { seedDemoSouvenirs } from '../../src/db/seed/seed-souvenirs.js';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';

/** The call centre's WhatsApp number the souvenir suites configure and expect back. */
export const CALL_CENTRE = '6289900001111';

export interface Product {
  produk_id: number;
  nama: string;
  kategori_id: number;
  kategori_nama: string;
  kota: string;
  harga: number;
  tersedia: boolean;
}

type Query = Record<string, string | string[]>;

/**
 * The web client's souvenir calls on the app a suite's beforeAll opens (read through
 * `app`), with the demo products by name (read through `products`) for id().
 */
export function souvenirCalls(app: () => TestApp, products: () => Map<string, Product>) {
  const get = (url: string, query: Query = {}) =>
    app().app.inject({ method: 'GET', url, query, headers: { authorization: WEB_BASIC } });

  const results = async (url: string, query: Query = {}) => {
    const res = await get(url, query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('OK');
    return res.json().results;
  };

  const expectError = async (url: string, query: Query, status: number, code: string) => {
    const res = await get(url, query);
    expect(res.statusCode, `${url} ${JSON.stringify(query)}: ${res.body}`).toBe(status);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: code });
    expect(typeof res.json().message).toBe('string');
    return res.json() as { message: string };
  };

  const id = (name: string) => {
    const product = products().get(name);
    if (!product) throw new Error(`no demo souvenir ${name}`);
    return product.produk_id;
  };

  return { get, results, expectError, id };
}

/** The test app with the demo souvenirs, and those products by name as the list shows them. */
export async function openSouvenirShop(): Promise<{ t: TestApp; byName: Map<string, Product> }> {
  const t = await createTestApp({ env: { CALL_CENTER_WHATSAPP: CALL_CENTRE } });
  await seedDemoSouvenirs(t.db, t.clock.now());
  const { results } = souvenirCalls(
    () => t,
    () => new Map(),
  );
  const all = await results('/api/travel/list-produk-oleh-oleh', { per_page: '24' });
  const byName = new Map<string, Product>(
    all.list.map((product: Product) => [product.nama, product]),
  );
  return { t, byName };
}
