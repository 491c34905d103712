import { expect } from 'vitest';
import type { ConformanceWorld } from '../conformance-world.js';
import { flagVariants, retyped, setTo, type SpecCall } from '../spec-call.js';
import type { SpecClient } from '../spec-client.js';

/** Spec §7 "Reviews, points, souvenirs, feedback". */

async function firstProduct(world: ConformanceWorld): Promise<number> {
  const page = await world.results<{ list: Array<{ produk_id: number }> }>({
    method: 'GET',
    path: 'travel/list-produk-oleh-oleh',
    params: { page: 1, per_page: 5 },
  });
  const id = page.list[0]?.produk_id;
  if (id === undefined) throw new Error('the demo data has no souvenir');
  return id;
}

/** A tag id the rating offers (review-tags), as a person picks one. */
async function tagFor(world: ConformanceWorld, rating: number): Promise<number> {
  const tags = await world.results<{ list: Array<{ id: number }> }>({
    method: 'GET',
    path: 'travel/review-tags',
    params: { rating },
  });
  const id = tags.list[0]?.id;
  if (id === undefined) throw new Error(`no review tag for rating ${rating}`);
  return id;
}

/** A feedback thread of the signed-in `client`. */
async function ownFeedback(world: ConformanceWorld, client: SpecClient): Promise<number> {
  const categories = await world.results<Array<{ kategori_id: number }>>(
    { method: 'GET', path: 'travel/feedback-kategori' },
    client,
  );
  const sent = await world.results<{ feedback_id: number }>(
    {
      method: 'POST',
      path: 'travel/feedback',
      data: {
        kategori_id: categories[0]?.kategori_id,
        pesan: 'Sopirnya ramah, terima kasih.',
        kode_booking: '',
      },
    },
    client,
  );
  return sent.feedback_id;
}

export const reviewPointSouvenirFeedbackCalls: SpecCall[] = [
  {
    call: 'travel/list-review-rating',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: {} }),
    optional: ['operator_kode', 'page'],
    variants: [setTo('operator_kode', 'XTR', "operator_kode 'XTR'"), retyped('page', 'string')],
    same: 'results',
    bad: setTo('page', '0', "page '0'"),
  },
  {
    call: 'travel/review-tags',
    method: 'GET',
    specFields: 'rating',
    access: 'basic',
    build: () => ({ fields: { rating: 1 } }),
    optional: ['rating'],
    variants: [retyped('rating', 'string'), setTo('rating', 5, 'rating 5')],
    same: 'results',
    bad: setTo('rating', '9', "rating '9'"),
  },
  {
    call: 'travel/reservasi-review-rate',
    method: 'POST',
    specFields: 'list of {id, value, review, tags}',
    access: 'customer',
    build: async (world, client) => {
      const booking = await world.travelledBooking(client);
      return {
        fields: {
          list: [{ id: booking.code, value: 5, review: 'Nyaman', tags: [await tagFor(world, 5)] }],
        },
      };
    },
    variants: [
      {
        name: 'the list as the JSON body itself',
        build: async (world, client) => {
          const booking = await world.travelledBooking(client);
          return {
            fields: [
              { id: booking.code, value: '4', review: '', tags: String(await tagFor(world, 4)) },
            ] as unknown as Record<string, unknown>,
          };
        },
      },
      {
        name: 'our own form {reservasi_kode, rating, tags, komentar}',
        build: async (world, client) => {
          const booking = await world.travelledBooking(client);
          return {
            fields: { reservasi_kode: booking.code, rating: 3, tags: [], komentar: '' },
          };
        },
      },
    ],
    check: (results) => expect(Array.isArray(results)).toBe(true),
    same: 'status',
    bad: setTo('list', [{ id: 'LNTTIDAKADA', value: 7 }], 'a value of 7'),
    difference:
      '`id` is the order’s reservasi_kode (as order lists name it); tags are review-tags ids. Our own one-order form is accepted too.',
  },
  {
    call: 'travel/customer-history-point',
    method: 'GET',
    specFields: '(none; page)',
    access: 'customer',
    build: () => ({ fields: { page: 1 } }),
    optional: ['page'],
    variants: [retyped('page', 'string')],
    same: 'results',
    difference: 'A customer’s own points: bearer only (401 SESSION_EXPIRED otherwise).',
  },
  {
    call: 'travel/customer-point',
    method: 'GET',
    specFields: '(none)',
    access: 'customer',
    build: () => ({ fields: {} }),
    same: 'results',
    difference: 'A customer’s own points: bearer only (401 SESSION_EXPIRED otherwise).',
  },
  {
    call: 'travel/message-souvenir',
    method: 'GET',
    specFields: 'productIds',
    access: 'basic',
    build: async (world) => {
      const id = await firstProduct(world);
      return { fields: { productIds: `${id},${id}` } };
    },
    same: 'results',
    bad: setTo('productIds', '', "productIds ''"),
  },
  {
    call: 'travel/banner-oleh-oleh',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: {} }),
    same: 'results',
  },
  {
    call: 'travel/list-produk-oleh-oleh',
    method: 'GET',
    specFields: 'kategori_id, page, per_page, search',
    access: 'basic',
    build: () => ({ fields: { kategori_id: '', page: 1, per_page: 1, search: '' } }),
    optional: ['kategori_id', 'page', 'per_page', 'search'],
    variants: [retyped('per_page', 'string'), setTo('search', 'kue')],
    same: 'results',
    bad: setTo('per_page', '-1', "per_page '-1'"),
  },
  {
    call: 'travel/detail-produk-oleh-oleh',
    method: 'GET',
    specFields: 'produk_id',
    access: 'basic',
    build: async (world) => ({ fields: { produk_id: await firstProduct(world) } }),
    variants: [retyped('produk_id', 'string')],
    same: 'results',
    bad: setTo('produk_id', '999999', 'a produk_id that does not exist (404)'),
  },
  {
    call: 'travel/rekomendasi-produk-oleh-oleh',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: {} }),
    optional: ['produk_id'],
    same: 'results',
  },
  {
    call: 'travel/format-pesan-oleh-oleh',
    method: 'GET',
    specFields: 'produk_id',
    access: 'basic',
    build: async (world) => ({ fields: { produk_id: await firstProduct(world) } }),
    same: 'results',
    bad: setTo('produk_id', 'kue', "produk_id 'kue'"),
  },
  {
    call: 'travel/feedback-riwayat',
    method: 'GET',
    specFields: 'page (bearer)',
    access: 'required-bearer',
    build: () => ({ fields: { page: 1 } }),
    optional: ['page'],
    variants: [retyped('page', 'string')],
    same: 'results',
    bad: setTo('page', '0', "page '0'"),
  },
  {
    call: 'travel/feedback-detail',
    method: 'GET',
    specFields: 'feedback_id, flag_read (bearer)',
    access: 'required-bearer',
    build: async (world, client) => ({
      fields: { feedback_id: await ownFeedback(world, client), flag_read: 1 },
    }),
    optional: ['flag_read'],
    variants: [...flagVariants('flag_read', true), ...flagVariants('flag_read', false)],
    same: 'status',
    bad: setTo('feedback_id', 'x', "feedback_id 'x'"),
  },
  {
    call: 'travel/feedback-kategori',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: {} }),
    same: 'results',
  },
];
