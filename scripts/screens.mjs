#!/usr/bin/env node
/**
 * Regenerates docs/screens/: the results, seats, payment, reservation (waiting for
 * payment) and ticket pages, the ticket's cancel sheet and the cancelled ticket, and the operator console's editors, at a phone's 390x844
 * and a desktop's 1366x900, so the next person sees what the product looks like (issue 12).
 * Run by hand against a running server with the demo data (not in CI):
 *
 *   npm start                                  # or any server on a fresh demo database
 *   node scripts/screens.mjs http://127.0.0.1:3000
 *   node scripts/screens.mjs http://127.0.0.1:3000 konsol   # only the console's editors
 *
 * It books one seat as a guest per size (paying it in the local simulator for the ticket),
 * so run it on a development database. Map tiles are blocked, so the pictures do not
 * depend on a tile server (the map shows its plain-ground fallback). Each picture is the
 * first screen a person sees (not the whole page), saved as PNG.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const baseURL = (process.argv[2] ?? process.env.LINTAS_URL ?? 'http://127.0.0.1:3000').replace(
  /\/$/,
  '',
);
const outDir = path.resolve(import.meta.dirname, '../docs/screens');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const SIZES = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  },
  desktop: {
    viewport: { width: 1366, height: 900 },
    deviceScaleFactor: 1,
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  },
};

function tomorrow() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(
    new Date(Date.now() + 86_400_000),
  );
}

async function shoot(page, name) {
  // Let fades and lazy images settle before the picture.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  await page.waitForTimeout(400);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`${path.relative(process.cwd(), file)}  ${fs.statSync(file).size} bytes`);
}

async function journey(browser, size) {
  const context = await browser.newContext({
    ...SIZES[size],
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  context.setDefaultTimeout(20_000);
  // The welcome card belongs to home, which these pictures do not show (docs/screens'
  // home pictures come from e2e/content); the tiles would need the internet.
  await context.addInitScript(() => {
    localStorage.setItem('seen-popups', JSON.stringify(['selamat-datang']));
  });
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const page = await context.newPage();

  // Results: Bandung -> Jakarta tomorrow, the first screen.
  await page.goto(
    `/jadwal?asal=Bandung&asal_id=1&asal_tipe=city&tujuan=Jakarta&tujuan_id=2&tujuan_tipe=city&tanggal=${tomorrow()}`,
  );
  const toggle = page.getByRole('button', { name: /^Lihat \d+ jadwal/ }).first();
  await toggle.waitFor();
  await shoot(page, `results-${size}`);

  // Seats: the first free departure of the first group.
  await toggle.click();
  await page
    .getByRole('button', { name: /^Pilih jadwal / })
    .first()
    .click();
  await page.waitForURL('**/kursi**');
  const seat = page.locator('button[data-seat][aria-pressed="false"]:not([disabled])').first();
  await seat.waitFor();
  await seat.click();
  await shoot(page, `seats-${size}`);

  // Booker, then payment with a virtual account chosen.
  await page
    .getByRole('button', { name: /^Lanjut/ })
    .first()
    .click();
  await page.getByLabel('Nama Lengkap').waitFor();
  await page.getByLabel('Nama Lengkap').fill('Budi Santoso');
  await page.getByLabel('Email').fill('budi.layar@example.com');
  await page.getByLabel('Nomor Telepon').fill('081234567890');
  await page.getByLabel('Sama dengan pemesan').first().check();
  await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
  await page.waitForURL('**/pembayaran');
  const method = page.getByRole('radio', { name: /BCA Virtual Account/ });
  await method.waitFor();
  await method.check();
  const pay = page.getByRole('button', { name: /^Bayar Sekarang · Rp/ });
  await pay.waitFor();
  await shoot(page, `payment-${size}`);

  // Reservation: waiting for payment.
  await pay.click();
  await page.waitForURL('**/reservasi/**');
  await page.getByRole('heading', { name: 'Menunggu Pembayaran' }).waitFor();
  await shoot(page, `reservation-${size}`);

  // Ticket: paid in the local simulator.
  const href = await page
    .getByRole('link', { name: /^(Buka Halaman Pembayaran|Bayar dengan )/ })
    .getAttribute('href');
  const simulator = await context.newPage();
  await simulator.goto(href);
  await simulator.getByRole('button', { name: 'Bayar' }).click();
  await simulator.waitForURL('**/reservasi/**');
  await simulator.getByRole('heading', { name: /Pembayaran Berhasil/ }).waitFor();
  await shoot(simulator, `ticket-${size}`);

  // Cancelling the paid ticket (issue 21): the quote in its sheet, then the cancelled
  // ticket. Without refund assurance: the refund waits for an admin's review.
  await simulator.getByRole('button', { name: 'Batalkan Tiket' }).click();
  const sheet = simulator.getByRole('dialog', { name: 'Batalkan Tiket' });
  await sheet.getByRole('button', { name: 'Ya, Batalkan Tiket' }).waitFor();
  await simulator.waitForTimeout(400);
  const cancelFile = path.join(outDir, `cancel-${size}.png`);
  await simulator.screenshot({ path: cancelFile });
  console.log(`${path.relative(process.cwd(), cancelFile)}  ${fs.statSync(cancelFile).size} bytes`);
  await sheet.getByRole('button', { name: 'Ya, Batalkan Tiket' }).click();
  await simulator.getByRole('heading', { name: /Dibatalkan/ }).waitFor();
  await shoot(simulator, `cancelled-${size}`);

  await context.close();
}

/**
 * The operator console's editors (issue 10): an admin's content, flash-sale and oleh-oleh
 * screens. `node scripts/screens.mjs URL konsol` takes only these.
 */
async function consoleScreens(browser, size) {
  const context = await browser.newContext({
    ...SIZES[size],
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await page.goto('/operator/konten');
  await page.getByLabel('Email').fill('admin@lintas.test');
  await page.getByLabel(/^Kata sandi/).fill('admin-lintas-demo');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.getByRole('list', { name: 'Daftar FAQ' }).waitFor();
  await shoot(page, `operator-content-${size}`);
  await page.goto('/operator/flashsale');
  await page.getByRole('list', { name: 'Sesi flash sale', exact: true }).waitFor();
  await shoot(page, `operator-flashsale-${size}`);
  await page.goto('/operator/oleh-oleh');
  await page.getByRole('list', { name: 'Produk oleh-oleh' }).waitFor();
  await shoot(page, `operator-souvenirs-${size}`);
  await context.close();
}

const only = process.argv[3];
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  for (const size of Object.keys(SIZES)) {
    if (only !== 'konsol') await journey(browser, size);
    await consoleScreens(browser, size);
  }
} finally {
  await browser.close();
}
