import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/random.js';
import { createFlashSaleServices } from '../../src/modules/flashsale/flashsale-services.js';
import { insertCustomerWithToken, signedNotification, simulatorSent } from './payments-fixtures.js';
import { type TestApp, TEST_NOW, WEB_BASIC } from '../helpers/test-app.js';
import {
  buy,
  buyer,
  cardCounts,
  cardIds,
  createFlashSaleTestApp,
  earnKey,
  freshVisitors,
  fsGet,
  useFlashSale,
  visitorId,
} from './flashsale.fixtures.js';

/**
 * Paying for a flash-sale card through the booking's gateway: the signed webhook sells
 * the unit and gives a personal voucher; detail-transaksi recovers a lost notification and
 * opens for the buyer only; unpaid holds expire and give stock back, a late payment is
 * honoured while stock lasts and owed back otherwise; a gateway that cannot be reached
 * cancels the purchase and gives the unit and key back.
 */
describe('flash sale payment', () => {
  let t: TestApp;
  let running: number[];
  const fresh = freshVisitors();
  useFlashSale((suite) => ({ t, running } = suite));

  describe('payment', () => {
    it('pays through the simulator: the signed webhook sells the unit and gives a personal voucher usable once', async () => {
      const card = running[1]!;
      const before = await cardCounts(t, card);
      const bought = await buy(t, {
        card_id: card,
        key_auth: await earnKey(t, card, fresh()),
        ...buyer({ pemesan_email: 'bayar@example.com', pemesan_telp: '081255556666' }),
      });
      const { transaksi_kode: code, guest_token: guestToken, pembayaran } = bought.json().results;

      const page = await t.app.inject({
        method: 'GET',
        url: `/simulator/pembayaran/${pembayaran.payment_kode}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Kode transaksi');
      expect(page.body).toContain(code);
      const paid = await t.app.inject({
        method: 'POST',
        url: `/simulator/pembayaran/${pembayaran.payment_kode}/bayar`,
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/flashsale/transaksi/${code}`);

      const outcome = await t.db
        .selectFrom('payment_notifications')
        .select('outcome')
        .where('order_id', '=', pembayaran.payment_kode)
        .executeTakeFirstOrThrow();
      expect(outcome.outcome).toBe('paid');
      expect(await cardCounts(t, card)).toMatchObject({ sold: before.sold + 1, held: before.held });

      const detail = await fsGet(
        t,
        'detail-transaksi',
        { transaksi_kode: code },
        { 'x-guest-token': guestToken },
      );
      expect(detail.statusCode).toBe(200);
      const result = detail.json().results;
      expect(result).toMatchObject({
        status: 'paid',
        total: 18_900,
        perlu_refund: false,
        pembayaran: { status: 'paid' },
      });
      expect(result.voucher_kode).toMatch(/^FS[A-Z0-9]{8}$/);
      expect(Date.parse(result.voucher_berlaku_sampai) - Date.parse(result.paid_at)).toBe(
        14 * 86_400_000,
      );

      // The voucher is a real one: detail-voucher knows it, with quota 1 and not public.
      const voucher = await t.app.inject({
        method: 'GET',
        url: `/api/travel/detail-voucher?voucher_kode=${result.voucher_kode}`,
        headers: { authorization: WEB_BASIC },
      });
      expect(voucher.statusCode).toBe(200);
      const row = await t.db
        .selectFrom('vouchers')
        .selectAll()
        .where('code', '=', result.voucher_kode)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        quota: 1,
        is_public: false,
        discount_type: 'percent',
        discount_value: 30,
        max_discount: 75_000,
      });

      // The same notification again changes nothing.
      const repeat = await t.app.inject({
        method: 'POST',
        url: `/simulator/pembayaran/${pembayaran.payment_kode}/bayar`,
      });
      expect(repeat.statusCode).toBe(409);
      expect(await cardCounts(t, card)).toMatchObject({ sold: before.sold + 1 });
    });

    it('detail-transaksi recovers a payment whose notification never arrived', async () => {
      const card = running[1]!;
      const bought = await buy(t, {
        card_id: card,
        key_auth: await earnKey(t, card, fresh()),
        ...buyer({ pemesan_email: 'hilang@example.com', pemesan_telp: '081244443333' }),
      });
      const { transaksi_kode: code, guest_token: guestToken, pembayaran } = bought.json().results;
      // The gateway (the simulator's books) says settled; its webhook was lost.
      await simulatorSent(
        t.db,
        signedNotification({
          orderId: pembayaran.payment_kode,
          amount: pembayaran.jumlah,
          serverKey: t.config.payment.serverKey,
        }),
      );
      const detail = await fsGet(
        t,
        'detail-transaksi',
        { transaksi_kode: code },
        { 'x-guest-token': guestToken },
      );
      expect(detail.json().results).toMatchObject({
        status: 'paid',
        pembayaran: { status: 'paid' },
      });
      expect(detail.json().results.voucher_kode).toMatch(/^FS/);
    });

    it('detail-transaksi opens for the buying browser or customer only', async () => {
      const { bearer, id } = await insertCustomerWithToken(t, 'pelanggan-fs@example.com');
      const card = running[0]!;
      const bought = await buy(
        t,
        {
          card_id: card,
          key_auth: await earnKey(t, card, fresh()),
          ...buyer({
            pemesan_email: 'pelanggan-fs@example.com',
            pemesan_telp: '081277778888',
            jenis_pembayaran_kode: 'QRIS',
          }),
        },
        { authorization: bearer },
      );
      expect(bought.statusCode).toBe(200);
      const code = bought.json().results.transaksi_kode;
      expect((await fsGet(t, 'detail-transaksi', { transaksi_kode: code })).statusCode).toBe(404);
      expect(
        (await fsGet(t, 'detail-transaksi', { transaksi_kode: code }, { 'x-guest-token': 'salah' }))
          .statusCode,
      ).toBe(404);
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/flashsale/detail-transaksi?transaksi_kode=${code}`,
        headers: { authorization: bearer },
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().results.pembayaran.qr_string).toBeTruthy();
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/flashsale/list-transaksi?page=1',
        headers: { authorization: bearer },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().results).toMatchObject({
        page: 1,
        total_page: 1,
        list_transaksi: [{ transaksi_kode: code, status: 'pending' }],
      });
      expect(id).toBeGreaterThan(0);
      // list-transaksi is the customer's: platform credentials alone are refused.
      expect((await fsGet(t, 'list-transaksi', { page: 1 })).statusCode).toBe(401);
      expect((await fsGet(t, 'detail-transaksi', { transaksi_kode: 'FS!' })).statusCode).toBe(400);
    });

    it('an unpaid purchase expires after its hold: stock comes back, and a late payment with stock left is honoured', async () => {
      const card = running[1]!;
      const bought = await buy(t, {
        card_id: card,
        key_auth: await earnKey(t, card, fresh()),
        ...buyer({ pemesan_email: 'lupa@example.com', pemesan_telp: '081299990000' }),
      });
      const { transaksi_kode: code, guest_token: guestToken, pembayaran } = bought.json().results;
      const held = (await cardCounts(t, card)).held;
      const during = (await fsGet(t, 'detail-card', { card_id: card })).json().results;
      expect(during.sisa).toBeLessThan(during.stok - during.terjual);

      t.clock.set(new Date(Date.parse(TEST_NOW) + 16 * 60_000).toISOString());
      // Reads stop counting the hold at once...
      const after = (await fsGet(t, 'detail-card', { card_id: card })).json().results;
      expect(after.sisa).toBe(after.stok - after.terjual);
      expect(
        (
          await fsGet(
            t,
            'detail-transaksi',
            { transaksi_kode: code },
            { 'x-guest-token': guestToken },
          )
        ).json().results.status,
      ).toBe('expired');
      // ...and the sweep gives the unit back to the counters.
      const swept = await sweepNow(t);
      expect(swept).toBeGreaterThanOrEqual(1);
      expect((await cardCounts(t, card)).held).toBe(0);
      expect(held).toBeGreaterThan(0);

      // The gateway took the money anyway (its status says so): a unit is free, so it is sold.
      const late = await lateSettlement(t, pembayaran.payment_kode, pembayaran.jumlah);
      expect(late).toBe('paid');
      const detail = (
        await fsGet(
          t,
          'detail-transaksi',
          { transaksi_kode: code },
          { 'x-guest-token': guestToken },
        )
      ).json().results;
      expect(detail).toMatchObject({ status: 'paid', perlu_refund: false });
      expect(detail.voucher_kode).toBeTruthy();
    });

    it('a late payment finds its unit sold to someone else: not sold twice, the money is owed back', async () => {
      const card = running[0]!;
      const now = await cardCounts(t, card);
      // One unit left.
      await t.db
        .updateTable('flash_sale_cards')
        .set({ stock: now.sold + now.held + 1 })
        .where('id', '=', card)
        .execute();
      const qris = { jenis_pembayaran_kode: 'QRIS' };
      const keyB = await earnKey(t, card, fresh());
      const first = await buy(t, {
        card_id: card,
        key_auth: await earnKey(t, card, fresh()),
        ...buyer({ ...qris, pemesan_email: 'a@example.com', pemesan_telp: '081211110001' }),
      });
      expect(first.statusCode).toBe(200);
      const none = await buy(t, {
        card_id: card,
        key_auth: keyB,
        ...buyer({ ...qris, pemesan_email: 'b@example.com', pemesan_telp: '081211110002' }),
      });
      expect(none.json().error_code).toBe('FLASH_SALE_SOLD_OUT');

      t.clock.set(new Date(Date.parse(TEST_NOW) + 16 * 60_000).toISOString());
      const second = await buy(t, {
        card_id: card,
        key_auth: await earnKey(t, card, fresh()),
        ...buyer({ ...qris, pemesan_email: 'c@example.com', pemesan_telp: '081211110003' }),
      });
      expect(second.statusCode).toBe(200);

      const { transaksi_kode: code, guest_token: guestToken, pembayaran } = first.json().results;
      expect(await lateSettlement(t, pembayaran.payment_kode, pembayaran.jumlah)).toBe('late');
      const detail = (
        await fsGet(
          t,
          'detail-transaksi',
          { transaksi_kode: code },
          { 'x-guest-token': guestToken },
        )
      ).json().results;
      expect(detail).toMatchObject({
        status: 'expired',
        perlu_refund: true,
        voucher_kode: null,
        pembayaran: { status: 'paid', perlu_refund: true },
      });
      const counts = await cardCounts(t, card);
      expect(counts.sold + counts.held).toBe(counts.stock);
    });
  });
});

describe('flash sale when the payment gateway cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createFlashSaleTestApp({
      env: {
        PAYMENT_GATEWAY: 'midtrans',
        // Nothing listens on the discard port: every charge fails to connect.
        PAYMENT_API_BASE_URL: 'http://127.0.0.1:9',
        PAYMENT_SERVER_KEY: 'SB-Mid-server-flashsale-outage',
      },
    });
  });
  afterAll(() => t.close());

  it('answers 502 PAYMENT_FAILED, cancels the purchase and gives the unit and the key back', async () => {
    const [card] = await cardIds(t, 'Flash Sale Kilat');
    const before = await cardCounts(t, card!);
    const key = await earnKey(t, card!, visitorId('outage'));
    const res = await buy(t, {
      card_id: card,
      key_auth: key,
      ...buyer({ jenis_pembayaran_kode: 'QRIS' }),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'PAYMENT_FAILED' });
    expect(await cardCounts(t, card!)).toEqual(before);
    const purchase = await t.db
      .selectFrom('flash_sale_purchases')
      .select('status')
      .executeTakeFirstOrThrow();
    expect(purchase.status).toBe('cancelled');
    const keyRow = await t.db
      .selectFrom('flash_sale_keys')
      .select('used_at')
      .where('key_hash', '=', sha256Hex(key))
      .executeTakeFirstOrThrow();
    expect(keyRow.used_at).toBeNull();
  });
});

/** Runs the flash-sale sweep as the app's interval would. */
async function sweepNow(t: TestApp): Promise<number> {
  const services = createFlashSaleServices({
    db: t.db,
    clock: t.clock,
    logger: { warn() {}, error() {} },
    methods: {
      list: async () => ({ amount: null, list_grup: [] }),
      require: async () => {
        throw new Error('unused');
      },
      assertAmount() {},
      paymentWindowMinutes: () => 15,
    },
    payments: () => ({
      createFlashSaleCharge: async () => {
        throw new Error('unused');
      },
      latestFlashSalePayment: async () => null,
      recoverCharge: async () => false,
    }),
    vouchers: { issuePersonal: async () => 'unused' },
    audit: { record: async () => {} },
  });
  return services.purchases.sweep();
}

/** A settlement notification for the charge, signed and confirmed by the simulator's books. */
async function lateSettlement(t: TestApp, orderId: string, amount: number): Promise<string> {
  const notification = await simulatorSent(
    t.db,
    signedNotification({ orderId, amount, serverKey: t.config.payment.serverKey }),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/notification',
    payload: notification as object,
  });
  return res.json().results?.outcome ?? res.body;
}
