import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import {
  buy,
  buyer,
  cardIds,
  createFlashSaleTestApp,
  earnKey,
  visitorId,
} from './flashsale.fixtures.js';
import { signInAdminAndPetugas, staffSend } from './staff.fixtures.js';

/**
 * Staff edits of the flash sale (/api/staff/flashsale): only an admin's staff session
 * writes; every change is audited in its transaction; stock never below what is sold
 * and held; what is in use is deactivated, not deleted.
 */
describe('staff flash-sale endpoints', () => {
  let t: TestApp;
  let admin: string;
  let petugas: string;
  beforeAll(async () => {
    t = await createFlashSaleTestApp();
    ({ admin, petugas } = await signInAdminAndPetugas(t));
  });
  afterAll(() => t.close());

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    authorization: string | undefined,
    payload?: Record<string, unknown>,
  ) => staffSend(t, method, `/api/staff/flashsale${url}`, authorization, payload);

  const audit = () =>
    t.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', 'like', 'flashsale.%')
      .orderBy('id')
      .execute();

  const session = {
    nama: 'Flash Sale Tengah Malam',
    mulai: '2026-11-22T00:00:00+07:00',
    selesai: '2026-11-22T02:00:00+07:00',
  };
  const cardBody = (sessionId: number, overrides: Record<string, unknown> = {}) => ({
    sesi_sub_id: sessionId,
    jenis: 'voucher',
    nama: 'Voucher Rp25.000',
    deskripsi: 'Potongan Rp25.000 untuk satu pemesanan tiket di semua rute.',
    syarat: ['Berlaku 7 hari.'],
    gambar: '/flashsale/voucher-hemat.svg',
    harga_normal: 25_000,
    harga: 5_000,
    stok: 10,
    tipe_diskon: 'amount',
    nilai_diskon: 25_000,
    berlaku_hari: 7,
    ...overrides,
  });

  it('refuses without a staff session, with a customer-style token, and for a petugas', async () => {
    expect((await send('GET', '', undefined)).statusCode).toBe(401);
    expect((await send('GET', '', WEB_BASIC)).statusCode).toBe(401);
    const res = await send('POST', '/sesi', petugas, session);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'FORBIDDEN' });
    expect(await audit()).toEqual([]);
  });

  it('creates a session, a card and a question the public then sees, each audited', async () => {
    const created = await send('POST', '/sesi', admin, session);
    expect(created.statusCode).toBe(200);
    const sessionId = created.json().results.id as number;
    const card = await send('POST', '/card', admin, cardBody(sessionId));
    expect(card.statusCode).toBe(200);
    const cardId = card.json().results.id as number;
    const question = await send('POST', '/soal', admin, {
      card_id: cardId,
      pertanyaan: 'Pulau terbesar di Indonesia adalah...',
      pilihan: ['Jawa', 'Kalimantan', 'Bali'],
      jawaban: 'b',
    });
    expect(question.statusCode).toBe(200);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/flashsale/list-card?sesi_sub_id=${sessionId}`,
      headers: { authorization: WEB_BASIC },
    });
    expect(list.json().results.list_card).toEqual([
      expect.objectContaining({ card_id: cardId, harga: 5_000, stok: 10, status: 'belum_mulai' }),
    ]);
    const overview = (await send('GET', '', admin)).json().results;
    expect(overview.soal).toContainEqual(
      expect.objectContaining({ card_id: cardId, jawaban: 'B' }),
    );
    expect((await audit()).map((row) => row.action)).toEqual([
      'flashsale.sesi.create',
      'flashsale.card.create',
      'flashsale.soal.create',
    ]);
  });

  it('refuses bad bodies in Indonesian naming the field, and changes nothing', async () => {
    const before = (await audit()).length;
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/sesi', { ...session, selesai: '2026-11-21T23:00:00+07:00' }, 'selesai'],
      ['/sesi', { ...session, mulai: 'besok pagi' }, 'mulai'],
      ['/card', cardBody(1, { harga: 60_000 }), 'harga'],
      ['/card', cardBody(1, { tipe_diskon: 'percent', nilai_diskon: 150 }), 'nilai_diskon'],
      ['/card', cardBody(1, { gambar: 'javascript:alert(1)' }), 'gambar'],
      [
        '/soal',
        {
          card_id: 1,
          pertanyaan: 'Pertanyaan yang cukup panjang?',
          pilihan: ['A', 'B'],
          jawaban: 'D',
        },
        'jawaban',
      ],
    ];
    for (const [path, body, field] of cases) {
      const res = await send('POST', path, admin, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const missingSession = await send('POST', '/card', admin, cardBody(999_999));
    expect(missingSession.statusCode).toBe(400);
    expect(missingSession.json().message).toContain('sesi_sub_id');
    expect((await send('PUT', '/sesi/999999', admin, session)).statusCode).toBe(404);
    expect((await audit()).length).toBe(before);
  });

  it('lists each card in the shape of its write body, so the console sends it back whole', async () => {
    const sessionId = (await send('POST', '/sesi', admin, session)).json().results.id as number;
    const body = cardBody(sessionId, {
      syarat: ['Berlaku 7 hari.', 'Satu voucher per pemesanan.'],
      tipe_diskon: 'percent',
      nilai_diskon: 20,
      maksimal_diskon: 40_000,
      minimal_transaksi: 100_000,
      operator_kode: ['xtr'],
      urutan: 3,
      aktif: false,
    });
    const cardId = (await send('POST', '/card', admin, body)).json().results.id as number;
    const listed = (await send('GET', '', admin))
      .json()
      .results.card.find((row: { id: number }) => row.id === cardId);
    expect(listed).toEqual({
      id: cardId,
      sesi_sub_id: sessionId,
      jenis: 'voucher',
      nama: body.nama,
      deskripsi: body.deskripsi,
      syarat: body.syarat,
      gambar: body.gambar,
      harga_normal: body.harga_normal,
      harga: body.harga,
      stok: body.stok,
      terjual: 0,
      dipesan: 0,
      tipe_diskon: 'percent',
      nilai_diskon: 20,
      maksimal_diskon: 40_000,
      minimal_transaksi: 100_000,
      berlaku_hari: body.berlaku_hari,
      operator_kode: ['XTR'],
      urutan: 3,
      aktif: false,
    });
    // Sent back as listed (less the counts), the card is stored exactly as it was.
    const cardRow = async () => {
      const { updated_at: _updated, ...row } = await t.db
        .selectFrom('flash_sale_cards')
        .selectAll()
        .where('id', '=', cardId)
        .executeTakeFirstOrThrow();
      return row;
    };
    const stored = await cardRow();
    const { id: _id, terjual: _sold, dipesan: _held, ...again } = listed;
    const put = await send('PUT', `/card/${cardId}`, admin, again);
    expect(put.statusCode, put.body).toBe(200);
    expect(await cardRow()).toEqual(stored);
  });

  it('never lowers stock below what is sold and held', async () => {
    const [card] = await cardIds(t, 'Flash Sale Kilat');
    const key = await earnKey(t, card!, visitorId('staf'));
    expect(
      (await buy(t, { card_id: card, key_auth: key, ...buyer({ jenis_pembayaran_kode: 'QRIS' }) }))
        .statusCode,
    ).toBe(200);
    const row = await t.db
      .selectFrom('flash_sale_cards')
      .selectAll()
      .where('id', '=', card!)
      .executeTakeFirstOrThrow();
    const body = cardBody(Number(row.session_id), {
      nama: row.name,
      deskripsi: row.description,
      harga_normal: row.normal_price,
      harga: row.price,
      nilai_diskon: row.discount_value,
      berlaku_hari: row.valid_days,
    });
    const tooLow = await send('PUT', `/card/${card}`, admin, { ...body, stok: 0 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().message).toContain('stok');
    const ok = await send('PUT', `/card/${card}`, admin, { ...body, stok: 1 });
    expect(ok.statusCode).toBe(200);
    const after = await t.db
      .selectFrom('flash_sale_cards')
      .select(['stock', 'held'])
      .where('id', '=', card!)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ stock: 1, held: 1 });
    const entry = (await audit()).at(-1)!;
    expect(entry.action).toBe('flashsale.card.update');
    expect(entry.before).toMatchObject({ stock: row.stock });
    expect(entry.after).toMatchObject({ stock: 1 });

    // A card with purchases is deactivated, never deleted; its session neither.
    const deleteCard = await send('DELETE', `/card/${card}`, admin);
    expect(deleteCard.statusCode).toBe(409);
    expect(deleteCard.json().error_code).toBe('FLASH_SALE_IN_USE');
    expect((await send('DELETE', `/sesi/${row.session_id}`, admin)).json().error_code).toBe(
      'FLASH_SALE_IN_USE',
    );
  });

  it('deletes an unused question, card and session, audited; unknown is 404', async () => {
    const sessionId = (await send('POST', '/sesi', admin, session)).json().results.id;
    const cardId = (await send('POST', '/card', admin, cardBody(sessionId))).json().results.id;
    const questionId = (
      await send('POST', '/soal', admin, {
        card_id: cardId,
        pertanyaan: 'Ibu kota Indonesia saat ini adalah...',
        pilihan: ['Jakarta', 'Surabaya'],
        jawaban: 'A',
      })
    ).json().results.id;
    for (const [path, id] of [
      ['soal', questionId],
      ['card', cardId],
      ['sesi', sessionId],
    ] as const) {
      const res = await send('DELETE', `/${path}/${id}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toEqual({ id, jenis: path, dihapus: true });
    }
    expect((await audit()).slice(-3).map((row) => row.action)).toEqual([
      'flashsale.soal.delete',
      'flashsale.card.delete',
      'flashsale.sesi.delete',
    ]);
    expect((await send('DELETE', `/sesi/${sessionId}`, admin)).statusCode).toBe(404);
  });
});
