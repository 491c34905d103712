import { afterAll, beforeAll, expect } from 'vitest';
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

interface SouvenirShop {
  t: TestApp;
  /** The demo products by name, as the list shows them. */
  byName: Map<string, Product>;
}

/**
 * The set-up of the souvenir suites: the test app with the demo souvenirs, opened before
 * the suite (and handed to `opened`) and closed after it; answers the web client's
 * souvenir calls on it.
 */
export function useSouvenirShop(opened: (shop: SouvenirShop) => void = () => {}) {
  let shop: SouvenirShop | undefined;
  const get = (url: string, query: Query = {}) =>
    shop!.t.app.inject({ method: 'GET', url, query, headers: { authorization: WEB_BASIC } });

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
    const product = shop!.byName.get(name);
    if (!product) throw new Error(`no demo souvenir ${name}`);
    return product.produk_id;
  };

  beforeAll(async () => {
    const t = await createTestApp({ env: { CALL_CENTER_WHATSAPP: CALL_CENTRE } });
    shop = { t, byName: new Map() };
    await seedDemoSouvenirs(t.db, t.clock.now());
    const all = await results('/api/travel/list-produk-oleh-oleh', { per_page: '24' });
    shop.byName = new Map(all.list.map((product: Product) => [product.nama, product]));
    opened(shop);
  });
  afterAll(() => shop?.t.close());

  return { results, expectError, id };
}
