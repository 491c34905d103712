import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUIZ_ANSWERS } from '../apps/server/src/db/seed/seed-flashsale';
import { signUpByEmail, uniqueEmail } from './support/auth-steps';
import {
  DESKTOP_1366,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE_390,
  screenshot,
  settled,
} from './support/browser';

/**
 * A flash-sale purchase in a real browser against the demo flash sale of a fresh server
 * (a session running from the hour it started): the home banner, the sessions and cards,
 * the quiz answered right, the buyer's data and a virtual account, the payment in the
 * simulator, and the voucher on the result page. Pages are scanned by axe and
 * photographed at 390x844 and 1366x900 (screenshots/, git-ignored).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  await settled(page);
  await screenshot(page, name);
}

/** Answers the question on screen with its right choice (the demo's answers). */
async function answerRight(page: Page) {
  const legend = page.locator('fieldset legend');
  await legend.waitFor();
  const question = (await legend.textContent())?.trim() ?? '';
  const right = DEMO_QUIZ_ANSWERS[question];
  expect(right, `a demo question: ${question}`).toBeTruthy();
  await page.getByRole('radio', { name: new RegExp(`${right}$`) }).check();
  await page.getByRole('button', { name: 'Kirim Jawaban' }).click();
}

/** One buyer per journey: the same e-mail or phone buys a card once (FLASH_SALE_LIMIT). */
async function buyAndPay(
  context: BrowserContext,
  page: Page,
  tag: string,
  buyer: { email: string; phone: string },
) {
  await page.goto('/');
  const banner = page.getByTestId('flashsale-banner');
  await banner.waitFor();
  expect(await banner.textContent()).toContain('Flash Sale sedang berlangsung');
  await shot(page, `flashsale-home-${tag}`);
  await banner.click();

  await page.waitForURL('**/flashsale');
  await page.getByRole('heading', { level: 1, name: 'Flash Sale' }).waitFor();
  await page.getByRole('navigation', { name: 'Sesi flash sale' }).waitFor();
  await page.getByRole('heading', { level: 3, name: 'Diskon 30% Semua Rute' }).waitFor();
  await expect.poll(() => page.getByRole('timer').first().textContent()).toMatch(/^\d{1,2}:\d{2}/);
  await expectAccessible(page);
  await shot(page, `flashsale-sessions-${tag}`);

  await page.getByRole('link', { name: 'Beli Sekarang: Diskon 30% Semua Rute' }).click();
  await page.getByRole('heading', { level: 1, name: 'Diskon 30% Semua Rute' }).waitFor();
  await page.getByRole('button', { name: 'Ikuti Kuis & Beli' }).click();
  await page.locator('fieldset legend').waitFor();
  await expectAccessible(page);
  await shot(page, `flashsale-quiz-${tag}`);
  await answerRight(page);

  await page.getByRole('heading', { name: 'Data pembeli & pembayaran' }).waitFor();
  await page.getByLabel('Nama lengkap').fill('Sari Wulandari');
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Nomor telepon').fill(buyer.phone);
  await page.getByRole('radio', { name: /BCA Virtual Account/ }).check();
  await expect.poll(() => page.locator('dd').last().textContent()).toMatch(/^Rp\s?18\.900$/);
  await expectAccessible(page);
  await shot(page, `flashsale-checkout-${tag}`);
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();

  await page.waitForURL('**/flashsale/transaksi/**');
  await page.getByText('Menunggu pembayaran').waitFor();
  await page.getByTestId('pay-Nomor Virtual Account').waitFor();
  await expectAccessible(page);
  await shot(page, `flashsale-pending-${tag}`);
  const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  expect(code).toMatch(/^FS[A-Z0-9]{8}$/);

  // The simulator stands where the gateway's page would; "Bayar" sends the signed
  // notification to our webhook, then brings the buyer back to the purchase.
  const href = await page
    .getByRole('link', { name: 'Buka Halaman Pembayaran' })
    .getAttribute('href');
  expect(href).toMatch(/\/simulator\/pembayaran\/FS/);
  const simulator = await context.newPage();
  await simulator.goto(href as string);
  expect(await simulator.locator('table').textContent()).toContain(code);
  await simulator.getByRole('button', { name: 'Bayar' }).click();
  await simulator.waitForURL(`**/flashsale/transaksi/${code}`);
  await simulator.getByRole('heading', { name: 'Pembayaran berhasil!' }).waitFor();
  const voucher = (await simulator.getByTestId('voucher-code').textContent()) ?? '';
  expect(voucher).toMatch(/^FS[A-Z0-9]{8}$/);
  await expectAccessible(simulator);
  await shot(simulator, `flashsale-paid-${tag}`);
  // The first tab learns it too (it asks again while waiting).
  await page.reload();
  await page.getByRole('heading', { name: 'Pembayaran berhasil!' }).waitFor();
  return voucher;
}

describe('flash sale', () => {
  it('a phone buys a voucher from the quiz to the simulator’s payment', async () => {
    const context = await newContext(browser, PHONE_390);
    const page = await context.newPage();
    const voucher = await buyAndPay(context, page, 'phone', {
      email: 'sari.hp@example.com',
      phone: '081234567890',
    });
    // The voucher is a real one: the booking's voucher check knows it.
    const res = await page.request.get(`/api/travel/detail-voucher?voucher_kode=${voucher}`, {
      headers: {
        authorization: `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`,
      },
    });
    expect(res.status()).toBe(200);
    await context.close();
  });

  it('a signed-in customer buys on a desktop and finds the purchase under the sale; another browser cannot open it', async () => {
    const context = await newContext(browser, DESKTOP_1366);
    const page = await context.newPage();
    const email = uniqueEmail('flashsale');
    await signUpByEmail(page, email, 'Sari', 'Wulandari');
    await buyAndPay(context, page, 'desktop', { email, phone: '081298765432' });
    const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    // Signed in, the purchase carried the token: list-transaksi shows it under the sale.
    await page.goto('/flashsale');
    const mine = page.getByRole('region', { name: 'Pembelian flash sale Anda' });
    await mine.getByRole('link', { name: 'Diskon 30% Semua Rute' }).waitFor();
    expect(await mine.textContent()).toContain(code);
    await expectAccessible(page);
    await shot(page, 'flashsale-mine-desktop');
    await context.close();

    const stranger = await newContext(browser, DESKTOP_1366);
    const other = await stranger.newPage();
    await other.goto(`/flashsale/transaksi/${code}`);
    await other.getByRole('heading', { name: 'Transaksi tidak ditemukan' }).waitFor();
    await shot(other, 'flashsale-not-found-desktop');
    await stranger.close();
  });

  it('says when no flash sale is planned, and offers a retry when it cannot load', async () => {
    const context = await newContext(browser, PHONE_390);
    const page = await context.newPage();
    // The server's answers are replaced in the browser: an empty plan, then an outage.
    let answer: 'empty' | 'down' = 'empty';
    await page.route('**/api/flashsale/beranda', (route) =>
      answer === 'empty'
        ? route.fulfill({
            json: {
              status: 'OK',
              results: { judul: 'Flash Sale', subjudul: '', sesi: null, list_tanggal: [] },
            },
          })
        : route.fulfill({
            status: 503,
            json: {
              status: 'ERROR',
              error_code: 'SERVICE_UNAVAILABLE',
              message: 'Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.',
            },
          }),
    );
    await page.goto('/flashsale');
    await page.getByText('Belum ada flash sale').waitFor();
    await expectAccessible(page);
    await shot(page, 'flashsale-empty-phone');
    // Home shows no banner without a session.
    await page.goto('/');
    await page.getByRole('button', { name: 'Cari Tiket' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('flashsale-banner').count()).toBe(0);

    answer = 'down';
    await page.goto('/flashsale');
    await page
      .getByText('Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.')
      .waitFor({ timeout: 30_000 });
    await expectAccessible(page);
    await shot(page, 'flashsale-error-phone');
    answer = 'empty';
    await page.getByRole('button', { name: /Coba lagi/i }).click();
    await page.getByText('Belum ada flash sale').waitFor();
    await context.close();
  });
});
