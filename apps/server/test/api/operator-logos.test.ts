import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_OPERATORS } from '../../src/db/seed/seed-operators.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { groupListQuery } from './group-view.js';
import { BDG_JKT, travelGet } from './schedule-test-helpers.js';
import { get, oneWay, reserveOk, seats, TOMORROW } from './reservations.fixtures.js';

const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../../web/public');

/**
 * Issue 12 "Looks like a company": every demo operator wears a mark shipped with the web
 * app, and the operator's logo travels with every answer a page draws an operator from:
 * the catalogue, the search, the seat map and the ticket.
 */
describe('operator logos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every demo operator has a mark file the web app ships, and list-operator names it', async () => {
    const res = await travelGet(t, 'list-operator');
    const list = res.body.results.list as Array<{ operator_kode: string; logo_url: string }>;
    expect(list.length).toBe(SEED_OPERATORS.length);
    for (const operator of list) {
      expect(operator.logo_url).toBe(
        `/images/operators/${operator.operator_kode.toLowerCase()}.svg`,
      );
      const file = path.join(WEB_PUBLIC, operator.logo_url);
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);
    }
  });

  it('search results, the seat map and the ticket carry operator_logo', async () => {
    const search = await travelGet(t, `search-jadwal?${BDG_JKT}&tanggal_berangkat=${TOMORROW}`);
    const group = search.body.results.list[0];
    expect(group.operator_logo).toBe(`/images/operators/${group.operator_kode.toLowerCase()}.svg`);
    const opened = await travelGet(
      t,
      groupListQuery(`search-jadwal?${BDG_JKT}&tanggal_berangkat=${TOMORROW}`, group, 'pergi'),
    );
    expect(opened.body.results.list[0].operator_logo).toBe(group.operator_logo);

    const map = await get(t, '/api/travel/kursi', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1400',
      tanggal_berangkat: TOMORROW,
    });
    expect(map.json().results.operator_logo).toBe('/images/operators/xtr.svg');

    const booking = await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-0900', kursi: seats('2') }));
    const detail = await get(
      t,
      '/api/travel/detail-reservasi',
      { reservasi_kode: booking.code },
      { 'x-guest-token': booking.guestToken },
    );
    expect(detail.json().results.perjalanan[0]).toMatchObject({
      operator_kode: 'XTR',
      operator_logo: '/images/operators/xtr.svg',
    });
  });
});
