import { expect } from 'vitest';
import type { ConformanceWorld } from '../conformance-world.js';
import { retyped, setTo, type SpecCall } from '../spec-call.js';
import type { SpecClient } from '../spec-client.js';

/**
 * Spec §7 "Flash sale". A quiz's tries are per browser (its random-user-id), so every
 * request that answers a quiz comes from a fresh browser (`client.with({})`: a new id,
 * the same platform and token).
 */

/** The cards of the session running at the suite's clock (Flash Sale Kilat, 08.00–11.00). */
async function runningCards(world: ConformanceWorld): Promise<number[]> {
  const home = await world.results<{ sesi: { sesi_sub_id: number; status: string } | null }>({
    method: 'GET',
    path: 'flashsale/beranda',
  });
  if (!home.sesi) throw new Error('no flash-sale session in the demo data');
  const cards = await world.results<{
    list_card: Array<{ card_id: number; sisa: number; harga: number }>;
  }>({
    method: 'GET',
    path: 'flashsale/list-card',
    params: { sesi_sub_id: home.sesi.sesi_sub_id },
  });
  // Paid by virtual account, whose smallest amount is Rp 10.000 (payment_methods).
  return cards.list_card
    .filter((card) => card.sisa > 0 && card.harga >= 10_000)
    .map((card) => card.card_id);
}

let purchases = 0;

/** A card of the running session, taking turns so no card's stock runs out. */
async function aCard(world: ConformanceWorld): Promise<number> {
  const cards = await runningCards(world);
  const card = cards[purchases++ % cards.length];
  if (card === undefined) throw new Error('every flash-sale card is sold out');
  return card;
}

/** A right answer to the card's quiz from `visitor`: its key_auth. */
async function keyFor(world: ConformanceWorld, cardId: number, visitor: SpecClient) {
  const question = await world.results<{ pertanyaan: string }>(
    { method: 'GET', path: 'flashsale/soal-card', params: { card_id: cardId } },
    visitor,
  );
  const jawaban = await world.rightAnswer(question.pertanyaan);
  const answer = await world.results<{ key_auth: string | null }>(
    { method: 'GET', path: 'flashsale/cek-soal-card', params: { card_id: cardId, jawaban } },
    visitor,
  );
  if (!answer.key_auth) throw new Error('a right answer earned no key_auth');
  return answer.key_auth;
}

async function purchase(world: ConformanceWorld, client: SpecClient) {
  const visitor = client.with({});
  const cardId = await aCard(world);
  const key = await keyFor(world, cardId, visitor);
  const who = world.person();
  return world.results<{ transaksi_kode: string; guest_token: string }>(
    {
      method: 'POST',
      path: 'flashsale/transaksi',
      data: {
        card_id: cardId,
        key_auth: key,
        pemesan_nama: who.name,
        pemesan_email: who.email,
        pemesan_telp: who.phone,
        jenis_pembayaran_kode: 'BCA_VA',
      },
    },
    visitor,
  );
}

export const flashSaleCalls: SpecCall[] = [
  {
    call: 'flashsale/beranda',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: {} }),
    check: (results) =>
      expect(results).toEqual(expect.objectContaining({ judul: expect.any(String) })),
    same: 'results',
  },
  {
    call: 'flashsale/list-sesi',
    method: 'GET',
    specFields: 'tanggal',
    access: 'basic',
    build: () => ({ fields: { tanggal: '2026-11-21' } }),
    same: 'results',
    bad: setTo('tanggal', '21-11-2026', "tanggal '21-11-2026'"),
  },
  {
    call: 'flashsale/list-transaksi',
    method: 'GET',
    specFields: 'page',
    access: 'customer',
    build: () => ({ fields: { page: 1 } }),
    optional: ['page'],
    variants: [retyped('page', 'string')],
    same: 'results',
    difference:
      'A customer’s own purchases: with a bearer token only (401 SESSION_EXPIRED otherwise); a guest opens a purchase with detail-transaksi and the guest_token transaksi answered.',
  },
  {
    call: 'flashsale/list-card',
    method: 'GET',
    specFields: 'sesi_sub_id',
    access: 'basic',
    build: async (world) => {
      const home = await world.results<{ sesi: { sesi_sub_id: number } }>({
        method: 'GET',
        path: 'flashsale/beranda',
      });
      return { fields: { sesi_sub_id: home.sesi.sesi_sub_id } };
    },
    variants: [retyped('sesi_sub_id', 'string')],
    same: 'results',
    bad: setTo('sesi_sub_id', '', "sesi_sub_id ''"),
  },
  {
    call: 'flashsale/detail-card',
    method: 'GET',
    specFields: 'card_id',
    access: 'basic',
    build: async (world) => ({ fields: { card_id: (await runningCards(world))[0] } }),
    variants: [retyped('card_id', 'string')],
    same: 'results',
    bad: setTo('card_id', 'x', "card_id 'x'"),
  },
  {
    call: 'flashsale/soal-card',
    method: 'GET',
    specFields: 'card_id',
    access: 'basic',
    build: async (world, client) => ({
      fields: { card_id: (await runningCards(world))[0] },
      client: client.with({}),
    }),
    check: (results) =>
      expect(results).toEqual(expect.objectContaining({ pertanyaan: expect.any(String) })),
    same: 'status',
    bad: setTo('card_id', '0', "card_id '0'"),
  },
  {
    call: 'flashsale/cek-soal-card',
    method: 'GET',
    specFields: 'card_id, jawaban',
    access: 'basic',
    build: async (world, client) => {
      const visitor = client.with({});
      const cardId = (await runningCards(world))[0]!;
      const question = await world.results<{ pertanyaan: string }>(
        { method: 'GET', path: 'flashsale/soal-card', params: { card_id: cardId } },
        visitor,
      );
      return {
        fields: { card_id: cardId, jawaban: await world.rightAnswer(question.pertanyaan) },
        client: visitor,
      };
    },
    check: (results) => expect((results as { benar: boolean }).benar).toBe(true),
    same: 'status',
    bad: setTo('jawaban', '', "jawaban ''"),
  },
  {
    call: 'flashsale/list-jenis-pembayaran',
    method: 'GET',
    specFields: 'card_id, key_auth',
    access: 'basic',
    build: async (world, client) => {
      const visitor = client.with({});
      const cardId = await aCard(world);
      return {
        fields: { card_id: cardId, key_auth: await keyFor(world, cardId, visitor) },
        client: visitor,
      };
    },
    same: 'status',
    bad: setTo('key_auth', 'kunci-palsu', 'a key_auth never earned'),
  },
  {
    call: 'flashsale/detail-transaksi',
    method: 'GET',
    specFields: 'transaksi_kode',
    access: 'basic',
    build: async (world, client) => {
      const bought = await purchase(world, client);
      return {
        fields: { transaksi_kode: bought.transaksi_kode },
        headers: { 'x-guest-token': bought.guest_token },
      };
    },
    same: 'status',
    bad: setTo('transaksi_kode', 'FS-TIDAKADA', 'a transaksi_kode that does not exist'),
    difference:
      'A guest’s purchase opens with the guest_token transaksi answered (X-Guest-Token header or guest_token param), a customer’s with their bearer token: the code alone reveals nothing (decision 0004).',
  },
  {
    call: 'flashsale/transaksi',
    method: 'POST',
    specFields:
      'card_id, key_auth, pemesan_nama, pemesan_email, pemesan_telp, jenis_pembayaran_kode',
    access: 'optional-bearer',
    build: async (world, client) => {
      const visitor = client.with({});
      const cardId = await aCard(world);
      const who = world.person();
      return {
        fields: {
          card_id: cardId,
          key_auth: await keyFor(world, cardId, visitor),
          pemesan_nama: who.name,
          pemesan_email: who.email,
          pemesan_telp: who.phone,
          jenis_pembayaran_kode: 'BCA_VA',
        },
        client: visitor,
      };
    },
    variants: [retyped('card_id', 'string')],
    check: (results) =>
      expect(results).toEqual(expect.objectContaining({ transaksi_kode: expect.any(String) })),
    same: 'status',
    bad: setTo('pemesan_email', 'sari', "pemesan_email 'sari'"),
  },
];
