import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountButton,
  customerCall,
  outboxMark,
  pageToken,
  readOutbox,
  signUpByEmail,
  uniqueEmail,
} from './support/auth-steps';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
} from './support/browser';
import {
  bookAsSomeoneElse,
  choosePaymentMethod,
  chooseSchedule,
  payOnSimulator,
  payNow,
  pickFreeSeat,
  screenshotViewport,
  search,
} from './support/journey-steps';

/**
 * After the booking (issue 21, "Proof"): a signed-in customer on a phone pays for a ticket
 * with refund assurance, opens it from Pesanan Saya, reads the operator's policy, cancels
 * it and sees the refund given back at once (an assurance claim, decision 0037); the seat
 * is on sale again. The desktop run pictures the cancel sheet at that size too.
 */

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

const WEB_BASIC = `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`;

interface TicketLeg {
  operator_kode: string;
  jadwal_kode: string;
  tanggal_berangkat: string;
  kursi: Array<{ no: string }>;
}

/** Whether `seat` of the booking's first leg is on sale now (travel/kursi, as any client asks). */
async function seatOnSale(leg: TicketLeg, seat: string): Promise<boolean> {
  const query = new URLSearchParams({
    operator_kode: leg.operator_kode,
    jadwal_kode: leg.jadwal_kode,
    tanggal_berangkat: leg.tanggal_berangkat,
  });
  const res = await fetch(`${baseUrl()}/api/travel/kursi?${query}`, {
    headers: { Authorization: WEB_BASIC },
  });
  const body = (await res.json()) as {
    results: { kursi: Array<{ no: string; tersedia: boolean }> };
  };
  return body.results.kursi.find((k) => k.no === seat)?.tersedia === true;
}

/** Signed up, a seat on tomorrow's 08.00 Xpress Trans Priangan paid with refund assurance. */
async function paidTicketWithAssurance(
  device: typeof PHONE | typeof DESKTOP,
  who: string,
): Promise<{ page: Page; context: BrowserContext; code: string; seat: string }> {
  const context = await newContext(browser, device);
  contexts.push(context);
  const page = await context.newPage();
  await signUpByEmail(page, uniqueEmail(who), 'Dewi', 'Lestari');
  await search(page);
  await chooseSchedule(page, 'Xpress Trans Priangan', '08.00');
  await page.waitForURL('**/kursi');
  const seat = await pickFreeSeat(page);
  // The policy is there before paying, folded under the map.
  await page
    .getByTestId('operator-policies')
    .getByText('Kebijakan pembatalan & ubah jadwal')
    .click();
  await page
    .getByTestId('operator-policies')
    .getByText(/^Dengan Asuransi Refund: 100% harga tiket dikembalikan/)
    .waitFor();
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await page.waitForURL('**/data-pemesan');
  await expect.poll(() => page.getByLabel('Nama Lengkap').inputValue()).toBe('Dewi Lestari');
  await page.getByLabel('Nomor Telepon').fill('081298765433');
  await page.getByLabel('Sama dengan pemesan').first().check();
  await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
  await page.waitForURL('**/pembayaran');
  await choosePaymentMethod(page, /BCA Virtual Account/);
  await page.getByLabel(/Tambah Asuransi Refund/).check();
  await page.locator('[data-type="add"]', { hasText: 'Asuransi Refund' }).waitFor();
  const code = await payNow(page);
  const simulator = await payOnSimulator(context, page);
  await simulator.close();
  await page.getByRole('heading', { name: /Pembayaran Berhasil/ }).waitFor({ timeout: 20_000 });
  return { page, context, code, seat };
}

describe('after the booking', () => {
  it('a signed-in customer on a phone cancels a ticket with refund assurance from Pesanan Saya and gets the money back at once', async () => {
    const { page, context, code, seat } = await paidTicketWithAssurance(PHONE, 'dewi.batal');
    const token = (await pageToken(context)) as string;
    const detail = await customerCall(
      `detail-reservasi?reservasi_kode=${encodeURIComponent(code)}`,
      token,
    );
    const leg = (detail.json.results as { perjalanan: TicketLeg[] }).perjalanan[0] as TicketLeg;
    expect(await seatOnSale(leg, seat)).toBe(false);

    // The order detail, reached as a customer would: Pesanan Saya, then the order.
    await accountButton(page, 'Dewi Lestari').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Pesanan Saya' }).click();
    await page.waitForURL('**/pesanan');
    await page.getByRole('link', { name: new RegExp(code) }).click();
    await page.waitForURL(`**/reservasi/${code}`);
    const card = page.getByRole('region', { name: 'Batal berangkat?' });
    await card.getByText('Kebijakan pembatalan & ubah jadwal').click();
    await card.getByText(/^Tanpa Asuransi Refund: 75% harga tiket dikembalikan/).waitFor();

    // The quote first: nothing changes until it is confirmed.
    await card.getByRole('button', { name: 'Batalkan Tiket' }).click();
    const sheet = page.getByRole('dialog', { name: 'Batalkan Tiket' });
    await sheet.getByText('Klaim Asuransi Refund: dana langsung dikembalikan').waitFor();
    const refundText = ((await sheet.getByTestId('cancel-refund').textContent()) ?? '').trim();
    expect(refundText).toMatch(/^Rp\s[\d.]+$/);
    expect(refundText).not.toMatch(/^Rp\s0$/);
    await sheet.getByText('Asuransi Refund', { exact: true }).waitFor();
    await sheet.getByText('100%', { exact: true }).waitFor();
    await screenshot(page, 'cancel-sheet-phone');
    await screenshotViewport(page, 'cancel-sheet-phone');
    await expectAccessible(page);
    expect(await seatOnSale(leg, seat)).toBe(false);

    await sheet.getByRole('button', { name: 'Ya, Batalkan Tiket' }).click();
    const amount = refundText.replace(/^Rp\s/, '').replace(/\./g, '\\.');
    await page
      .getByRole('heading', {
        name: new RegExp(`^Dibatalkan — refund Rp\\s${amount} dikembalikan$`),
      })
      .waitFor({ timeout: 20_000 });
    await sheet.waitFor({ state: 'detached' });
    await screenshot(page, 'cancelled-ticket-phone');
    await screenshotViewport(page, 'cancelled-ticket-phone');
    await expectAccessible(page);
    // Nothing left to cancel, and the seat is for sale again at once.
    expect(await page.getByRole('button', { name: 'Batalkan Tiket' }).count()).toBe(0);
    expect(await seatOnSale(leg, seat)).toBe(true);

    // The server agrees: cancelled, one refund of that amount, given back.
    const after = await customerCall(
      `detail-reservasi?reservasi_kode=${encodeURIComponent(code)}`,
      token,
    );
    const results = after.json.results as {
      status: string;
      refund: Array<{ alasan_kode: string; jumlah: number; status: string }>;
    };
    expect(results.status).toBe('cancelled');
    const refunds = results.refund.filter((r) => r.alasan_kode === 'dibatalkan_pelanggan');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.status).toBe('refunded');
    expect(String(refunds[0]?.jumlah)).toBe(refundText.replace(/\D/g, ''));

    // Pesanan Saya no longer lists it as still to travel, and Riwayat shows it cancelled.
    await page.getByRole('banner').getByRole('link', { name: 'Pesanan Saya' }).click();
    await page.waitForURL('**/pesanan');
    await page.getByRole('tab', { name: 'Aktif' }).click();
    await page.getByRole('tabpanel').getByText('Belum ada pesanan').waitFor();
    await page.getByRole('tab', { name: 'Riwayat' }).click();
    await page
      .getByRole('link', { name: new RegExp(code) })
      .getByText('Dibatalkan', { exact: true })
      .waitFor();
  });

  it('pictures the cancel sheet on a desktop, beside the ticket', async () => {
    const { page } = await paidTicketWithAssurance(DESKTOP, 'dewi.layar');
    await page.getByRole('button', { name: 'Batalkan Tiket' }).click();
    const sheet = page.getByRole('dialog', { name: 'Batalkan Tiket' });
    await sheet.getByTestId('cancel-refund').waitFor();
    await screenshot(page, 'cancel-sheet-desktop');
    await screenshotViewport(page, 'cancel-sheet-desktop');
    await expectAccessible(page);
    await sheet.getByRole('button', { name: 'Tidak Jadi' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /Pembayaran Berhasil/ }).waitFor();
  });

  it('a guest whose look-up a stranger locked gets in on a phone by the link e-mailed to the booker', async () => {
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(
      new Date(Date.now() + 86_400_000),
    );
    const code = await bookAsSomeoneElse({
      operator: 'XTR',
      schedule: 'XTR-01-2000',
      date: tomorrow,
      seats: ['9'],
    });
    // A stranger who knows the code guesses its contact until the look-up locks (10 an hour).
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${baseUrl()}/api/travel/web-detail-reservasi`, {
        method: 'POST',
        headers: { Authorization: WEB_BASIC, 'Content-Type': 'application/json' },
        body: JSON.stringify({ reservasi_kode: code, pemesan_email_telp: `tebak${i}@example.com` }),
      });
      expect(res.status).toBe(404);
    }

    const context = await newContext(browser, PHONE);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/cek-pesanan?kode=${code}`);
    await page.getByLabel(/Email atau nomor telepon/).fill('lain@example.com');
    await page.getByRole('button', { name: 'Cek Pesanan' }).click();
    // The right contact is refused while locked; the way in is offered.
    await page
      .getByRole('alert')
      .filter({ hasText: /kode ini dikunci sementara/ })
      .waitFor();
    const mark = await outboxMark();
    const offer = page.getByTestId('access-link-offer');
    await offer.getByRole('button', { name: 'Kirim Tautan ke Email Pemesan' }).click();
    await offer.getByRole('status').filter({ hasText: 'tautan untuk membuka pesanan' }).waitFor();
    await screenshot(page, 'access-link-sent-phone');
    await expectAccessible(page);

    let link = '';
    await expect
      .poll(
        async () => {
          const mail = (await readOutbox()).find(
            (m) => m.id > mark && m.recipient === 'lain@example.com' && m.text.includes('?akses='),
          );
          link = /(https?:\/\/\S+\?akses=\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
          return link;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toContain(`/reservasi/${code}?akses=`);
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole('heading', { name: 'Menunggu Pembayaran' }).waitFor();
    // The token leaves the address once it has opened the booking here.
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await page.getByRole('heading', { name: 'Menunggu Pembayaran' }).waitFor();
  });
});
